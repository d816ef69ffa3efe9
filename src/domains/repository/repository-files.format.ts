import { card, formatDate, nextStepsBlock, table, untrusted } from '@gitlab-mcp/action-kit';
import type { FileBlameDto, FileCommitDto, FileDeletionDto, FileDto, FileMetadataDto, RawFileDto } from './dto/file.dto.js';
import { BOUND_KB, short, steps } from './repository.format-helpers.js';

export function renderFileCreated(f: FileCommitDto, project: string): string {
  return card(`File ${f.file_path} created`, [['Project', project], ['Branch', f.branch], ['Path', f.file_path]]) + nextStepsBlock(f.next_steps ?? []);
}

export function renderFileUpdated(f: FileCommitDto, project: string): string {
  return card(`File ${f.file_path} updated`, [['Project', project], ['Branch', f.branch], ['Path', f.file_path]]) + steps(f);
}

export function renderFileDeleted(f: FileDeletionDto): string {
  return card(`File ${f.file_path} deleted`, [['Project', f.project_id], ['Branch', f.branch], ['Result', f.message]]) + steps(f);
}

export function metadataRows(f: FileMetadataDto): Array<readonly [string, string | number | boolean | undefined]> {
  return [
    ['Path', f.file_path],
    ['Ref', f.ref],
    ['Size', f.size === undefined ? undefined : `${f.size} bytes`],
    ['Blob', f.blob_id],
    ['Commit', f.commit_id],
    ['Last commit', f.last_commit_id],
    ['SHA-256', f.content_sha256],
    ['Executable', f.execute_filemode],
  ];
}

/** The content block of a file or blob: the text framed as untrusted, or why it is not shown. */
export function contentBlock(
  c: { content?: string; binary: boolean; content_type?: string; truncated: boolean; total_lines?: number; shown_lines?: number; size?: number },
  more: string,
): string {
  if (c.binary) {
    return `_Binary content (${c.content_type ?? 'application/octet-stream'}${c.size === undefined ? '' : `, ${c.size} bytes`}): not shown._`;
  }
  const frame = untrusted('File content', c.content);
  if (!c.truncated) return frame;
  return `${frame}\n\n✂️ _Content truncated at ${BOUND_KB} KiB: lines 1–${c.shown_lines ?? 0} of ${c.total_lines ?? '?'} shown. ${more}_`;
}

export function renderFile(f: FileDto): string {
  const more = f.next_start_line === undefined ? '' : `Read on with repository.file_raw (file_path, ref, start_line: ${f.next_start_line}).`;
  return card(`File ${f.file_path}`, metadataRows(f)) + `\n\n${contentBlock(f, more)}` + steps(f);
}

export function renderFileMetadata(f: FileMetadataDto): string {
  return card(`File ${f.file_path} (metadata)`, metadataRows(f)) + steps(f);
}

export function renderRawFile(f: RawFileDto): string {
  const range = f.end_line === undefined ? `from line ${f.start_line}` : `lines ${f.start_line}–${f.end_line}`;
  let body: string;
  if (f.binary) body = `_Binary content (${f.content_type ?? 'application/octet-stream'}${f.size === undefined ? '' : `, ${f.size} bytes`}): not shown._`;
  else {
    body = untrusted('File content', f.content);
    if (f.next_start_line !== undefined) {
      const why = f.truncated ? `Content truncated at ${BOUND_KB} KiB` : 'More lines follow';
      body += `\n\n✂️ _${why}. Read on with repository.file_raw start_line: ${f.next_start_line}._`;
    }
  }
  const lines: Array<readonly [string, string]> = f.binary ? [] : [['Lines', `${range} of ${f.total_lines ?? 0}`]];
  return card(`Raw file ${f.file_path}`, [...metadataRows(f), ...lines]) + `\n\n${body}` + steps(f);
}

export function renderBlame(b: FileBlameDto): string {
  const rows = table(
    `Blame of ${b.file_path} at ${b.ref}`,
    [
      { header: 'Commit', value: (r: FileBlameDto['ranges'][number]) => short(r.commit?.id) },
      { header: 'Author', value: (r) => r.commit?.author_name },
      { header: 'Date', value: (r) => formatDate(r.commit?.authored_date) },
      { header: 'Lines', value: (r) => r.lines.length },
    ],
    b.ranges,
    'No lines.',
  );
  const annotated = b.ranges.flatMap((r) => r.lines.map((l) => `${short(r.commit?.id) ?? '—'} | ${l}`)).join('\n');
  const messages = b.ranges
    .filter((r, i, all) => r.commit?.id && all.findIndex((x) => x.commit?.id === r.commit?.id) === i)
    .map((r) => `${short(r.commit?.id)}: ${r.commit?.message ?? ''}`)
    .join('\n');
  const cut = b.truncated ? `\n\n✂️ _Blame truncated at ${BOUND_KB} KiB; blame the rest with range.start: ${b.next_start_line ?? '?'}._` : '';
  return rows + `\n\n${untrusted('Blamed lines', annotated)}` + `\n\n${untrusted('Commit messages', messages)}` + cut + steps(b);
}
