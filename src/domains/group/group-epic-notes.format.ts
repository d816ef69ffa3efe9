import { card, formatDate, nextStepsBlock } from '@gitlab-mcp/action-kit';
import { cursorPageLine } from '../shared/cursor-page.dto.js';
import { untrustedLongText } from '../shared/long-text.js';
import type { DiscussionDto, NoteDto } from '../shared/note.dto.js';
import type { EpicDiscussionPageDto, EpicNoteDeletionDto, EpicNoteDto, EpicNotePageDto } from './dto/epic.dto.js';

/** Characters of a comment shown per note in a list before it is trimmed. */
const NOTE_LIST_LIMIT = 1500;

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);
const who = (n: NoteDto): string | undefined => n.author?.username ?? n.author?.name;

const noteMeta = (n: NoteDto): string =>
  [`note ${n.id}`, who(n) ? `by ${who(n)}` : undefined, n.created_at ? `at ${formatDate(n.created_at)}` : undefined, n.system ? '(system)' : undefined, n.internal ? '(internal)' : undefined]
    .filter((x) => x !== undefined)
    .join(' ');

const bodies = (notes: NoteDto[], epicIid: number): string =>
  notes.map((n) => `\n\n${untrustedLongText(noteMeta(n), n.body, `group.epic_note_get with epic_iid ${epicIid} and note_id ${n.id} returns it whole`, NOTE_LIST_LIMIT)}`).join('');

export function renderEpicNote(n: EpicNoteDto, heading: string): string {
  return (
    card(heading, [
      ['ID', n.id],
      ['Discussion ID', n.discussion_id],
      ['Author', who(n)],
      ['System note', n.system],
      ['Internal', n.internal],
      ['Resolved', n.resolvable ? n.resolved : undefined],
      ['Created', formatDate(n.created_at)],
      ['Updated', formatDate(n.updated_at)],
    ]) +
    `\n\n${untrustedLongText('Comment', n.body, 'structuredContent.body has it whole')}` +
    steps(n)
  );
}

export function renderEpicNotePage(o: EpicNotePageDto, epicIid: number): string {
  const heading = `Comments on epic &${epicIid}`;
  const body = o.notes.length === 0 ? `## ${heading}\n\nNo comments.` : `## ${heading}${bodies(o.notes, epicIid)}`;
  return body + `\n\n${cursorPageLine(o.page_info)}` + steps(o);
}

const discussionBlock = (d: DiscussionDto, epicIid: number): string =>
  `### Discussion ${d.id}\n\n- **Notes**: ${d.notes.length}\n- **Resolved**: ${d.resolvable ? (d.resolved ? 'yes' : 'no') : 'n/a'}${bodies(d.notes, epicIid)}`;

export function renderEpicDiscussion(d: DiscussionDto, epicIid: number): string {
  return `## Discussion on epic &${epicIid}\n\n${discussionBlock(d, epicIid)}` + steps(d);
}

export function renderEpicDiscussionPage(o: EpicDiscussionPageDto, epicIid: number): string {
  const heading = `## Discussions on epic &${epicIid}`;
  const body = o.discussions.length === 0 ? `${heading}\n\nNo discussions.` : `${heading}\n\n${o.discussions.map((d) => discussionBlock(d, epicIid)).join('\n\n')}`;
  return body + `\n\n${cursorPageLine(o.page_info)}` + steps(o);
}

export function renderEpicNoteDeletion(o: EpicNoteDeletionDto): string {
  return card(`Note ${o.note_id} deleted from epic &${o.epic_iid}`, [['Result', o.message]]) + steps(o);
}
