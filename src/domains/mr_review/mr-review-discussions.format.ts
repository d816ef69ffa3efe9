import { card, formatDate, paginationLine, table } from '@gitlab-mcp/action-kit';
import type { DiscussionDto, DiscussionListDto } from '../shared/note.dto.js';
import { describePosition, steps, who } from './mr-review.format-helpers.js';
import { bodies } from './mr-review-notes.format.js';

export function renderDiscussion(d: DiscussionDto, heading = 'Thread'): string {
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

export function renderDiscussionList(list: DiscussionListDto, project: string, iid: number): string {
  return (
    table(
      `Threads on !${iid} in project ${project}`,
      [
        { header: 'Discussion ID', value: (d: DiscussionDto) => d.id },
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
