import { formatDate, table } from '@gitlab-mcp/action-kit';
import type { UserBasicDto } from '../shared/user-basic.dto.js';
import type { IssueMergeRequestDto, MergeRequestBasicListDto, ParticipantListDto } from './dto/issue.dto.js';
import { steps, titles, who } from './issue.format-helpers.js';

export function renderParticipants(o: ParticipantListDto, heading: string): string {
  return (
    table(
      heading,
      [
        { header: 'ID', value: (u: UserBasicDto) => u.id },
        { header: 'Username', value: (u) => u.username },
        { header: 'Name', value: (u) => u.name },
        { header: 'State', value: (u) => u.state },
      ],
      o.participants,
      'No participants.',
    ) + steps(o)
  );
}

export function renderMergeRequests(o: MergeRequestBasicListDto, heading: string): string {
  const ref = (m: IssueMergeRequestDto): string => m.references?.full ?? `!${m.iid}`;
  return (
    table(
      heading,
      [
        { header: 'Reference', value: (m: IssueMergeRequestDto) => ref(m) },
        { header: 'State', value: (m) => m.state },
        { header: 'Source → target', value: (m) => (m.source_branch && m.target_branch ? `${m.source_branch} → ${m.target_branch}` : undefined) },
        { header: 'Author', value: (m) => who(m.author) },
        { header: 'Draft', value: (m) => m.draft },
        { header: 'Updated', value: (m) => formatDate(m.updated_at) },
      ],
      o.merge_requests,
      'No merge requests.',
    ) +
    titles('Titles', o.merge_requests.map((m) => [ref(m), m.title] as const)) +
    steps(o)
  );
}
