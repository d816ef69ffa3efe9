import { card, paginationLine, table, untrusted } from '@gitlab-mcp/action-kit';
import type { MrDraftNoteDto, MrDraftNoteListDto } from './dto/mr-review.dto.js';
import { clip, describePosition, EXCERPT, steps } from './mr-review.format-helpers.js';

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
