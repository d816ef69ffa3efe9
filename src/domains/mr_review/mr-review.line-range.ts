import type { ActionContext } from '@gitlab-mcp/action-kit';
import { ActionRefusalError } from '@gitlab-mcp/errors';
import { createHash } from 'node:crypto';
import type { MrLineRangeDto, MrLineRangePointDto } from './dto/mr-review-params.dto.js';
import { mrPath } from './mr-review.rest.js';

/** One line of a unified diff with the positions GitLab's diff parser gives it. */
interface DiffLine {
  kind: '+' | '-' | ' ';
  old: number;
  new: number;
}

/** Where the counters stand after a hunk: lines past it are unchanged, shifted by `old - new`. */
interface HunkEnd {
  old: number;
  new: number;
}

interface ParsedDiff {
  lines: DiffLine[];
  ends: HunkEnd[];
}

/** `API::Entities::Diff`, the fields read here. */
interface FileDiff {
  old_path?: string;
  new_path?: string;
  diff?: string;
}

const HUNK = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/;
const PAGES = 20;

/**
 * Gitlab::Diff::Parser's numbering: a hunk header sets both counters; an added line takes the
 * current old counter and moves only the new one, a removed line the reverse, context moves both.
 */
function parse(diff: string): ParsedDiff {
  const lines: DiffLine[] = [];
  const ends: HunkEnd[] = [];
  let old = 0;
  let neu = 0;
  let inHunk = false;
  for (const text of diff.split('\n')) {
    const header = HUNK.exec(text);
    if (header) {
      if (inHunk) ends.push({ old, new: neu });
      old = Number(header[1]);
      neu = Number(header[2]);
      inHunk = true;
      continue;
    }
    if (!inHunk || text === '' || text.startsWith('\\')) continue;
    const kind = text[0] === '+' || text[0] === '-' ? text[0] : ' ';
    lines.push({ kind, old, new: neu });
    if (kind !== '-') neu += 1;
    if (kind !== '+') old += 1;
  }
  if (inHunk) ends.push({ old, new: neu });
  return { lines, ends };
}

/** The diff line a point names; outside every hunk, the unchanged line it falls on. */
function locate(parsed: ParsedDiff, point: MrLineRangePointDto): DiffLine | undefined {
  const { old_line: oldLine, new_line: newLine } = point;
  if (newLine !== undefined) {
    const hit = parsed.lines.find((l) => l.kind !== '-' && l.new === newLine);
    if (hit) return oldLine === undefined || (hit.kind === ' ' && hit.old === oldLine) ? hit : undefined;
    // Lines past a hunk are unchanged, shifted by what the hunks before them added or removed.
    const before = parsed.ends.filter((e) => e.new <= newLine).pop();
    const old = newLine + (before ? before.old - before.new : 0);
    return oldLine === undefined || oldLine === old ? { kind: ' ', old, new: newLine } : undefined;
  }
  if (oldLine === undefined) return undefined;
  const hit = parsed.lines.find((l) => l.kind !== '+' && l.old === oldLine);
  if (hit) return hit;
  const before = parsed.ends.filter((e) => e.old <= oldLine).pop();
  return { kind: ' ', old: oldLine, new: oldLine - (before ? before.old - before.new : 0) };
}

/** GitLab's line code (`Gitlab::Git.diff_line_code`): the SHA1 of the file path, the old line, the new line. */
function lineCode(path: string, line: DiffLine): string {
  return `${createHash('sha1').update(path).digest('hex')}_${line.old}_${line.new}`;
}

/** A point as GitLab stores it: `new` for an added line, otherwise `old` (GitLab's documented rule). */
function complete(path: string, line: DiffLine): MrLineRangePointDto {
  return {
    line_code: lineCode(path, line),
    type: line.kind === '+' ? 'new' : 'old',
    ...(line.kind === '+' ? {} : { old_line: line.old }),
    ...(line.kind === '-' ? {} : { new_line: line.new }),
  };
}

async function fileDiff(path: string, projectId: string, iid: number, ctx: ActionContext): Promise<FileDiff | undefined> {
  for (let page = 1; page <= PAGES; page += 1) {
    const res = await ctx.gitlab.rest<FileDiff[]>({ method: 'GET', path: `${mrPath(projectId, iid)}/diffs`, query: { page, per_page: 100 }, signal: ctx.signal });
    const found = res.data.find((d) => d.new_path === path || d.old_path === path);
    if (found || !res.pagination?.has_more) return found;
  }
  return undefined;
}

/**
 * `position[line_range]` with each end's `line_code` and `type` filled in from the merge request's
 * diff, so a caller names lines by number only. Ends that already carry both are kept as given.
 */
export async function completeLineRange(range: MrLineRangeDto, path: string, projectId: string, iid: number, operation: string, ctx: ActionContext): Promise<MrLineRangeDto> {
  const ends = [range.start, range.end];
  if (ends.every((p) => p.line_code !== undefined && p.type !== undefined)) return range;
  const diff = await fileDiff(path, projectId, iid, ctx);
  if (diff?.diff === undefined) {
    throw new ActionRefusalError(`${operation}: ${path} is not changed by merge request !${iid}, so line_range cannot name its lines; pick a file from mr_review.changes_get`);
  }
  const parsed = parse(diff.diff);
  const file = diff.new_path ?? diff.old_path ?? path;
  const [start, end] = ends.map((p, i) => {
    if (p.line_code !== undefined && p.type !== undefined) return p;
    const line = locate(parsed, p);
    if (!line) {
      const which = i === 0 ? 'start' : 'end';
      throw new ActionRefusalError(`${operation}: line_range.${which} (old_line ${p.old_line ?? '-'}, new_line ${p.new_line ?? '-'}) is not a line of the diff of ${path}; check the lines with mr_review.changes_get`);
    }
    return complete(file, line);
  });
  return { start, end };
}
