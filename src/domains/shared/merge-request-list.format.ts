import { formatDate, paginationLine, table } from '@gitlab-mcp/action-kit';
import type { MergeRequestBasicDto, MergeRequestListDto } from './merge-request-basic.dto.js';
import { steps, users, who } from './merge-request.format-helpers.js';
import { framedLines } from './merge-request.framing.js';

/** `source → target`, or nothing when GitLab sent neither branch. */
export const branches = (mr: MergeRequestBasicDto): string | undefined =>
  mr.source_branch || mr.target_branch ? `${mr.source_branch ?? '?'} → ${mr.target_branch ?? '?'}` : undefined;

const listRef = (m: MergeRequestBasicDto): string => (m.references?.full && !m.references.full.startsWith('!') ? m.references.full : `!${m.iid}`);

export function renderMergeRequestList(list: MergeRequestListDto, title: string): string {
  return (
    table(
      title,
      [
        { header: 'IID', value: (m: MergeRequestBasicDto) => listRef(m) },
        { header: 'State', value: (m) => m.state },
        { header: 'Status', value: (m) => m.detailed_merge_status },
        { header: 'Branches', value: (m) => branches(m) },
        { header: 'Author', value: (m) => who(m.author) },
        { header: 'Reviewers', value: (m) => users(m.reviewers) },
        { header: 'Labels', value: (m) => m.labels },
        { header: 'Updated', value: (m) => formatDate(m.updated_at) },
      ],
      list.merge_requests,
      'No merge requests match.',
    ) +
    framedLines('Titles', list.merge_requests.map((m) => [listRef(m), m.title])) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}
