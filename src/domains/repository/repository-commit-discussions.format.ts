import { card, formatDate, paginationLine, untrusted } from '@gitlab-mcp/action-kit';
import type { CommitDiscussionDto, CommitDiscussionListDto, DiscussionNoteDto, NoteDeletionDto } from './dto/commit.dto.js';
import { short, steps, who } from './repository.format-helpers.js';

const block = (s: string): string => (s === '' ? '' : `\n\n${s}`);

function notesBlock(d: CommitDiscussionDto): string {
  return d.notes
    .map((n) => `**Note ${n.id}** by ${who(n.author) ?? 'unknown'}, ${formatDate(n.created_at)}${n.resolved ? ' (resolved)' : ''}\n\n${untrusted('Note', n.body)}`)
    .join('\n\n');
}

export function renderDiscussion(d: CommitDiscussionDto, sha: string): string {
  return `## Discussion ${d.id} on commit ${short(sha)}\n\n- **Notes**: ${d.notes.length}\n- **Single note**: ${d.individual_note === undefined ? '—' : d.individual_note ? 'yes' : 'no'}${block(notesBlock(d))}` + steps(d);
}

export function renderDiscussions(list: CommitDiscussionListDto, sha: string): string {
  const heading = `## Discussions on commit ${short(sha)}`;
  if (list.discussions.length === 0) return `${heading}\n\nNo discussions.\n\n${paginationLine(list.pagination)}` + steps(list);
  const parts = list.discussions.map((d) => `### Discussion ${d.id} (${d.notes.length} notes)${block(notesBlock(d))}`);
  return `${heading}\n\n${parts.join('\n\n')}\n\n${paginationLine(list.pagination)}` + steps(list);
}

export function renderDiscussionNote(n: DiscussionNoteDto, verb: string): string {
  return card(`Note ${n.id} ${verb}`, [['Author', who(n.author)], ['Resolved', n.resolved], ['Created', formatDate(n.created_at)], ['Updated', formatDate(n.updated_at)]]) + `\n\n${untrusted('Note', n.body)}` + steps(n);
}

export function renderNoteDeletion(r: NoteDeletionDto): string {
  return card(`Note ${r.note_id} deleted`, [['Project', r.project_id], ['Commit', r.commit_sha], ['Discussion', r.discussion_id], ['Result', r.message]]) + steps(r);
}
