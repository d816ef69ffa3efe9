import { card, nextStepsBlock, paginationLine, table } from '@gitlab-mcp/action-kit';
import { memberRole } from '../shared/member.format.js';
import type { MemberAddDto, MemberDto, MemberListDto } from '../shared/member.dto.js';
import type { ProjectMemberRemovalDto } from './dto/member-removal.dto.js';

export { accessLevelName, renderMember } from '../shared/member.format.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

export function renderMemberList(list: MemberListDto, project: string): string {
  return (
    table(
      `Members of project ${project}`,
      [
        { header: 'Username', value: (m: MemberDto) => m.username },
        { header: 'Name', value: (m) => m.name },
        { header: 'User ID', value: (m) => m.id },
        { header: 'Role', value: (m) => memberRole(m) },
        { header: 'Membership', value: (m) => m.membership_state },
        { header: 'Expires', value: (m) => m.expires_at },
      ],
      list.members,
      'No members match.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderMemberRemoval(r: ProjectMemberRemovalDto): string {
  return card(`Member ${r.user_id} removed`, [['Project', r.project_id], ['Result', r.message]]) + steps(r);
}

/** GitLab's answer to adding several users at once: the outcome, and the reason for each user it refused. */
export function renderMembersAdded(r: MemberAddDto, users: string): string {
  const refused = Object.entries(r.message ?? {}).map(([who, why]) => [who, why] as const);
  return card(`Members added: ${users}`, [['Outcome', r.status], ...refused]) + steps(r);
}
