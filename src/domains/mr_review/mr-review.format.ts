import { card, formatDate, nextStepsBlock, paginationLine, table, untrusted } from '@gitlab-mcp/action-kit';
import type { UserBasicDto } from '../shared/user-basic.dto.js';
import type {
  MrDiffDto,
  MrDiffListDto,
  MrDiffVersionDto,
  MrDiffVersionListDto,
  MrDiscussionDto,
  MrDiscussionListDto,
  MrDraftNoteDto,
  MrDraftNoteListDto,
  MrNoteDto,
  MrNoteListDto,
  MrRawDiffsDto,
  MrReviewOutcomeDto,
  NotePositionDto,
} from './dto/mr-review.dto.js';

/** Longest comment or diff text shown in Markdown; structuredContent always has the whole text. */
export const MAX_TEXT = 4000;
/** Longest comment excerpt in a list. */
const EXCERPT = 300;

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

const who = (u: UserBasicDto | undefined): string | undefined => (u ? (u.username ?? u.name ?? String(u.id)) : undefined);

/** Text cut at `max` characters, saying how much was left out. */
export function clip(text: string | undefined, max = MAX_TEXT): string {
  const t = text ?? '';
  if (t.length <= max) return t;
  return `${t.slice(0, max)}\n… [trimmed: ${t.length - max} more characters; the full text is in structuredContent]`;
}

/** `src/app.ts line 12`, `src/app.ts old line 5`, `logo.png (image)`, `README.md (whole file)`. */
export function describePosition(p: NotePositionDto | undefined): string | undefined {
  if (!p) return undefined;
  const path = p.new_path ?? p.old_path;
  if (!path) return undefined;
  if (p.position_type === 'image') return `${path} (image${p.x !== undefined && p.y !== undefined ? ` at ${p.x},${p.y}` : ''})`;
  if (p.position_type === 'file') return `${path} (whole file)`;
  const start = p.line_range?.start;
  const end = p.line_range?.end;
  if (start && end) {
    const line = (x: { new_line?: number; old_line?: number }): string => String(x.new_line ?? x.old_line ?? '?');
    return `${path} lines ${line(start)}–${line(end)}`;
  }
  if (p.new_line !== undefined) return `${path} line ${p.new_line}`;
  if (p.old_line !== undefined) return `${path} old line ${p.old_line}`;
  return path;
}

function kind(n: MrNoteDto): string {
  if (n.system) return 'system';
  if (n.type === 'DiffNote') return 'diff comment';
  if (n.type === 'DiscussionNote') return 'thread comment';
  return 'comment';
}

function resolution(o: { resolvable?: boolean; resolved?: boolean; resolved_by?: UserBasicDto }): string | boolean | undefined {
  if (!o.resolvable) return undefined;
  if (!o.resolved) return false;
  return o.resolved_by ? `yes, by ${who(o.resolved_by)}` : true;
}

/** The comments of a list or thread, each headed by its ID and author, in one untrusted frame. */
function bodies(label: string, notes: readonly MrNoteDto[]): string {
  if (notes.length === 0) return '';
  const text = notes.map((n) => `[note ${n.id} by ${who(n.author) ?? 'unknown'}, ${formatDate(n.created_at)}]\n${clip(n.body, EXCERPT)}`).join('\n\n');
  return `\n\n${untrusted(label, clip(text))}`;
}

export function renderNote(n: MrNoteDto, heading = 'Comment'): string {
  return (
    card(`${heading} ${n.id}`, [
      ['Kind', kind(n)],
      ['Author', who(n.author)],
      ['Merge request', n.noteable_iid !== undefined ? `!${n.noteable_iid}` : undefined],
      ['Position', describePosition(n.position)],
      ['Internal', n.internal ?? n.confidential],
      ['Resolved', resolution(n)],
      ['Created', formatDate(n.created_at)],
      ['Updated', formatDate(n.updated_at)],
    ]) +
    `\n\n${untrusted('Comment', clip(n.body))}` +
    steps(n)
  );
}

export function renderNoteList(list: MrNoteListDto, project: string, iid: number): string {
  return (
    table(
      `Comments on !${iid} in project ${project}`,
      [
        { header: 'ID', value: (n: MrNoteDto) => n.id },
        { header: 'Author', value: (n) => who(n.author) },
        { header: 'Kind', value: (n) => kind(n) },
        { header: 'Position', value: (n) => describePosition(n.position) },
        { header: 'Resolved', value: (n) => resolution(n) },
        { header: 'Created', value: (n) => formatDate(n.created_at) },
      ],
      list.notes,
      'No comments.',
    ) +
    bodies('Comments', list.notes) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderDiscussion(d: MrDiscussionDto, heading = 'Thread'): string {
  const first = d.notes[0];
  return (
    card(`${heading} ${d.id}`, [
      ['Kind', d.individual_note ? 'single comment' : 'thread'],
      ['Started by', who(first?.author)],
      ['Position', describePosition(first?.position)],
      ['Notes', d.notes.length],
      ['Resolvable', d.resolvable],
      ['Resolved', d.resolvable ? d.resolved : undefined],
      ['Created', formatDate(first?.created_at)],
    ]) +
    bodies('Notes of the thread', d.notes) +
    steps(d)
  );
}

export function renderDiscussionList(list: MrDiscussionListDto, project: string, iid: number): string {
  return (
    table(
      `Threads on !${iid} in project ${project}`,
      [
        { header: 'Discussion ID', value: (d: MrDiscussionDto) => d.id },
        { header: 'Kind', value: (d) => (d.individual_note ? 'comment' : 'thread') },
        { header: 'Started by', value: (d) => who(d.notes[0]?.author) },
        { header: 'Position', value: (d) => describePosition(d.notes[0]?.position) },
        { header: 'Notes', value: (d) => d.notes.length },
        { header: 'Resolved', value: (d) => (d.resolvable ? d.resolved : undefined) },
        { header: 'Last activity', value: (d) => formatDate(d.notes[d.notes.length - 1]?.updated_at) },
      ],
      list.discussions,
      'No threads.',
    ) +
    bodies(
      'First comment of each thread',
      list.discussions.flatMap((d) => (d.notes[0] ? [d.notes[0]] : [])),
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderDraftNote(d: MrDraftNoteDto, heading = 'Draft note'): string {
  return (
    card(`${heading} ${d.id}`, [
      ['Reply to discussion', d.discussion_id],
      ['Position', describePosition(d.position)],
      ['Resolves the discussion', d.resolve_discussion],
      ['Commit', d.commit_id],
      ['Author ID', d.author_id],
    ]) +
    `\n\n${untrusted('Draft', clip(d.note))}` +
    steps(d)
  );
}

export function renderDraftNoteList(list: MrDraftNoteListDto, project: string, iid: number): string {
  const text = list.draft_notes.map((d) => `[draft ${d.id}]\n${clip(d.note, EXCERPT)}`).join('\n\n');
  return (
    table(
      `Your draft notes on !${iid} in project ${project}`,
      [
        { header: 'ID', value: (d: MrDraftNoteDto) => d.id },
        { header: 'Reply to', value: (d) => d.discussion_id },
        { header: 'Position', value: (d) => describePosition(d.position) },
        { header: 'Resolves', value: (d) => d.resolve_discussion },
      ],
      list.draft_notes,
      'No pending draft notes.',
    ) +
    (list.draft_notes.length > 0 ? `\n\n${untrusted('Drafts', clip(text))}` : '') +
    (list.pagination ? `\n\n${paginationLine(list.pagination)}` : '') +
    steps(list)
  );
}

export function renderOutcome(o: MrReviewOutcomeDto, heading: string): string {
  return (
    card(heading, [
      ['Project', o.project_id],
      ['Merge request', `!${o.merge_request_iid}`],
      ['Discussion', o.discussion_id],
      ['Note', o.note_id],
      ['Draft note', o.draft_note_id],
      ['Result', o.message],
    ]) + steps(o)
  );
}

function change(d: MrDiffDto): string {
  if (d.new_file) return 'added';
  if (d.deleted_file) return 'deleted';
  if (d.renamed_file) return `renamed from ${d.old_path ?? '?'}`;
  return 'modified';
}

/** Lines added and removed, counted from the hunk text. */
export function lineCounts(diff: string | undefined): string {
  let added = 0;
  let removed = 0;
  for (const line of (diff ?? '').split('\n')) {
    if (line.startsWith('+') && !line.startsWith('+++')) added++;
    else if (line.startsWith('-') && !line.startsWith('---')) removed++;
  }
  return `+${added} −${removed}`;
}

function diffTable(title: string, diffs: readonly MrDiffDto[]): string {
  return table(
    title,
    [
      { header: 'File', value: (d: MrDiffDto) => d.new_path ?? d.old_path },
      { header: 'Change', value: (d) => change(d) },
      { header: 'Lines', value: (d) => (d.too_large ? 'too large' : lineCounts(d.diff)) },
    ],
    diffs,
    'No changed files.',
  );
}

function diffText(diffs: readonly MrDiffDto[]): string {
  const text = diffs.map((d) => `--- ${d.old_path ?? ''}\n+++ ${d.new_path ?? ''}\n${d.diff ?? ''}`).join('\n');
  return diffs.length > 0 ? `\n\n${untrusted('Diff', clip(text))}` : '';
}

export function renderDiffList(list: MrDiffListDto, project: string, iid: number): string {
  return diffTable(`Changes of !${iid} in project ${project}`, list.diffs) + diffText(list.diffs) + `\n\n${paginationLine(list.pagination)}` + steps(list);
}

export function renderDiffVersionList(list: MrDiffVersionListDto, project: string, iid: number): string {
  return (
    table(
      `Diff versions of !${iid} in project ${project}`,
      [
        { header: 'Version ID', value: (v: MrDiffVersionDto) => v.id },
        { header: 'Head', value: (v) => v.head_commit_sha?.slice(0, 8) },
        { header: 'Base', value: (v) => v.base_commit_sha?.slice(0, 8) },
        { header: 'Start', value: (v) => v.start_commit_sha?.slice(0, 8) },
        { header: 'State', value: (v) => v.state },
        { header: 'Files', value: (v) => v.real_size },
        { header: 'Created', value: (v) => formatDate(v.created_at) },
      ],
      list.versions,
      'No diff versions.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderDiffVersion(v: MrDiffVersionDto): string {
  const commits = v.commits ?? [];
  return (
    card(`Diff version ${v.id}`, [
      ['Head commit', v.head_commit_sha],
      ['Base commit', v.base_commit_sha],
      ['Start commit', v.start_commit_sha],
      ['State', v.state],
      ['Files', v.real_size],
      ['Commits', commits.length],
      ['Created', formatDate(v.created_at)],
    ]) +
    (commits.length > 0
      ? `\n\n${table(
          'Commits',
          [
            { header: 'SHA', value: (c: (typeof commits)[number]) => c.short_id ?? c.id.slice(0, 8) },
            { header: 'Author', value: (c) => c.author_name },
            { header: 'Committed', value: (c) => formatDate(c.committed_date) },
          ],
          commits,
        )}\n\n${untrusted('Commit titles', commits.map((c) => `${c.short_id ?? c.id.slice(0, 8)} ${c.title ?? ''}`).join('\n'))}`
      : '') +
    `\n\n${diffTable('Changed files', v.diffs ?? [])}` +
    diffText(v.diffs ?? []) +
    steps(v)
  );
}

export function renderRawDiffs(r: MrRawDiffsDto): string {
  return (
    card(`Raw diff of !${r.merge_request_iid} in project ${r.project_id}`, [
      ['Files changed', r.files_changed],
      ['Size', `${r.size} characters`],
    ]) +
    `\n\n${untrusted('Diff', clip(r.diff))}` +
    steps(r)
  );
}
