import { card, formatDate, paginationLine } from '@gitlab-mcp/action-kit';
import { untrustedLongText } from '../shared/long-text.js';
import type { IssueNoteDto, IssueNoteListDto } from './dto/issue.dto.js';
import { steps, who } from './issue.format-helpers.js';

/** Characters of a comment shown per note in a list before it is trimmed. */
const NOTE_LIST_LIMIT = 1500;

const noteMeta = (n: IssueNoteDto): string =>
  [`note ${n.id}`, n.author ? `by ${who(n.author)}` : undefined, n.created_at ? `at ${formatDate(n.created_at)}` : undefined, n.system ? '(system)' : undefined, n.internal ? '(internal)' : undefined]
    .filter((x) => x !== undefined)
    .join(' ');

export function renderNote(n: IssueNoteDto, heading: string): string {
  return (
    card(heading, [
      ['ID', n.id],
      ['Author', who(n.author)],
      ['System note', n.system],
      ['Internal', n.internal],
      ['Resolved', n.resolvable ? n.resolved : undefined],
      ['Issue IID', n.noteable_iid],
      ['Created', formatDate(n.created_at)],
      ['Updated', formatDate(n.updated_at)],
    ]) +
    `\n\n${untrustedLongText('Comment', n.body, 'structuredContent.body has it whole')}` +
    steps(n)
  );
}

/** Notes one after another, each framed, each trimmed past NOTE_LIST_LIMIT. */
export function noteBodies(notes: IssueNoteDto[]): string {
  return notes.map((n) => `\n\n${untrustedLongText(noteMeta(n), n.body, `issue.note_get with note_id ${n.id} returns it whole`, NOTE_LIST_LIMIT)}`).join('');
}

export function renderNoteList(o: IssueNoteListDto, heading: string): string {
  const body = o.notes.length === 0 ? `## ${heading}\n\nNo comments.` : `## ${heading}${noteBodies(o.notes)}`;
  return body + `\n\n${paginationLine(o.pagination)}` + steps(o);
}
