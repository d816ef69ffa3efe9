import { card, formatDate, paginationLine, table, untrusted } from '@gitlab-mcp/action-kit';
import type { UserBasicDto } from '../shared/user-basic.dto.js';
import type { NoteDto, NoteListDto } from '../shared/note.dto.js';
import { clip, describePosition, EXCERPT, steps, who } from './mr-review.format-helpers.js';

function kind(n: NoteDto): string {
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
export function bodies(label: string, notes: readonly NoteDto[]): string {
  if (notes.length === 0) return '';
  const text = notes.map((n) => `[note ${n.id} by ${who(n.author) ?? 'unknown'}, ${formatDate(n.created_at)}]\n${clip(n.body, EXCERPT)}`).join('\n\n');
  return `\n\n${untrusted(label, clip(text))}`;
}

export function renderNote(n: NoteDto, heading = 'Comment'): string {
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

export function renderNoteList(list: NoteListDto, project: string, iid: number): string {
  return (
    table(
      `Comments on !${iid} in project ${project}`,
      [
        { header: 'ID', value: (n: NoteDto) => n.id },
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
