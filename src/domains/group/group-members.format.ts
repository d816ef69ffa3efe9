import { card, formatDate, nextStepsBlock, paginationLine, table } from '@gitlab-mcp/action-kit';
import type { MemberAddDto, MemberDto, MemberListDto } from '../shared/member.dto.js';
import { memberRole, renderMember } from '../shared/member.format.js';
import type { BillableMembershipDto, BillableMembershipListDto, GroupMemberRemovalDto, ProvisionedUserDto, ProvisionedUserListDto } from './dto/group-results.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

export function renderGroupMemberList(list: MemberListDto, title: string): string {
  return (
    table(
      title,
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

export function renderGroupMemberRemoval(r: GroupMemberRemovalDto): string {
  return card(`Member ${r.user_id} removed from group ${r.group_id}`, [['Result', r.message]]) + steps(r);
}

/**
 * GitLab's answer to adding members: the member when one user was added; for several at once, the
 * outcome and the reason for each user it refused.
 */
export function renderGroupMemberAdded(r: MemberAddDto, users: string): string {
  if (r.status === undefined && r.id !== undefined) return renderMember({ ...r, id: r.id }, 'Member added:');
  const refused = Object.entries(r.message ?? {}).map(([who, why]) => [who, why] as const);
  return card(`Members added: ${users}`, [['Outcome', r.status], ...refused]) + steps(r);
}

export function renderBillableMemberships(list: BillableMembershipListDto, userId: number): string {
  return (
    table(
      `Memberships of billable member ${userId}`,
      [
        { header: 'Source', value: (m: BillableMembershipDto) => m.source_full_name },
        { header: 'Source ID', value: (m) => m.source_id },
        { header: 'Role', value: (m) => m.access_level?.string_value },
        { header: 'Since', value: (m) => formatDate(m.created_at) },
        { header: 'Expires', value: (m) => m.expires_at },
      ],
      list.memberships,
      'No memberships.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderProvisionedUsers(list: ProvisionedUserListDto, group: string): string {
  return (
    table(
      `Users provisioned by group ${group}`,
      [
        { header: 'Username', value: (u: ProvisionedUserDto) => u.username },
        { header: 'Name', value: (u) => u.name },
        { header: 'User ID', value: (u) => u.id },
        { header: 'State', value: (u) => u.state },
        { header: 'Created', value: (u) => formatDate(u.created_at) },
      ],
      list.users,
      'No provisioned users.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}
