import type { CommitDto } from '../shared/commit.dto.js';
import { boundText, decodeContent, guessContentType, isBinaryBytes, MAX_CONTENT_CHARS } from '../shared/file-content.js';
import { asBool, asInt, asObject, asString, asStringArray } from '../shared/json-values.js';
import type { CommitDetailDto, DiffDto } from './dto/commit.dto.js';
import type { FileDto } from './dto/file.dto.js';

export type Json = Record<string, unknown>;

/** Content, encoding and the bound, for content GitLab sent as `content` + `encoding`. */
export function contentFields(
  content: string | undefined,
  encoding: string | undefined,
  fileName: string | undefined,
): Pick<FileDto, 'content' | 'encoding' | 'binary' | 'content_type' | 'truncated' | 'total_lines' | 'shown_lines' | 'next_start_line'> {
  if (content === undefined) return { encoding, binary: false, truncated: false };
  const bytes = decodeContent(content, encoding);
  if (isBinaryBytes(bytes)) return { encoding, binary: true, content_type: guessContentType(bytes, fileName), truncated: false };
  const b = boundText(bytes.toString('utf8'));
  return {
    encoding: 'text',
    content: b.text,
    binary: false,
    truncated: b.truncated,
    total_lines: b.totalLines,
    shown_lines: b.shownLines,
    next_start_line: b.truncated ? b.shownLines + 1 : undefined,
  };
}

/** A files API answer as FileDto: metadata typed, content decoded and bounded. */
export function fileFields(data: unknown, filePath: string): FileDto {
  const d = asObject(data) ?? {};
  const fileName = asString(d.file_name);
  return {
    file_name: fileName,
    file_path: asString(d.file_path) ?? filePath,
    size: asInt(d.size),
    content_sha256: asString(d.content_sha256),
    ref: asString(d.ref),
    blob_id: asString(d.blob_id),
    commit_id: asString(d.commit_id),
    last_commit_id: asString(d.last_commit_id),
    execute_filemode: asBool(d.execute_filemode),
    ...contentFields(asString(d.content), asString(d.encoding), fileName ?? filePath),
  };
}

export function toCommit(value: unknown): CommitDto | undefined {
  const c = asObject(value);
  if (!c) return undefined;
  return { ...c, id: asString(c.id) ?? '', parent_ids: asStringArray(c.parent_ids) };
}

export function toCommitDetail(value: Json): CommitDetailDto {
  return {
    ...(toCommit(value) ?? { id: '' }),
    stats: asObject(value.stats),
    status: asString(value.status),
    project_id: asInt(value.project_id),
    last_pipeline: asObject(value.last_pipeline),
  };
}

/**
 * Diffs with their text bounded together: once MAX_CONTENT_CHARS of diff text is used, the diff
 * that crosses the bound is cut at a line and later ones keep only their paths and flags.
 */
export function boundDiffs(raw: readonly Json[]): { diffs: DiffDto[]; truncated: boolean } {
  let budget = MAX_CONTENT_CHARS;
  let truncated = false;
  const diffs = raw.map((d): DiffDto => {
    const text = asString(d.diff);
    const out: DiffDto = {
      old_path: asString(d.old_path),
      new_path: asString(d.new_path),
      a_mode: asString(d.a_mode),
      b_mode: asString(d.b_mode),
      new_file: asBool(d.new_file),
      renamed_file: asBool(d.renamed_file),
      deleted_file: asBool(d.deleted_file),
      generated_file: asBool(d.generated_file),
      too_large: asBool(d.too_large),
      collapsed: asBool(d.collapsed),
    };
    if (text === undefined) return out;
    if (text.length <= budget) {
      budget -= text.length;
      return { ...out, diff: text };
    }
    truncated = true;
    const cut = budget > 0 ? boundText(text, budget).text : '';
    budget = 0;
    return { ...out, diff: cut === '' ? undefined : cut, diff_truncated: true };
  });
  return { diffs, truncated };
}
