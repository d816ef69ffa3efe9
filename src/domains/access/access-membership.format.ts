import { card, formatDate, nextStepsBlock, paginationLine, table } from '@gitlab-mcp/action-kit';
import type { AccessRequesterDto } from '../shared/access-request.dto.js';
import type { InvitationDto } from '../shared/invitation.dto.js';
import type { MemberDto } from '../shared/member.dto.js';
import { roleLabel } from './access-roles.js';
import type { AccessRequestListDto, InvitationListDto, InvitationResultDto } from './dto/access-results.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

export function renderAccessRequestList(list: AccessRequestListDto, where: string): string {
  return (
    table(
      `Access requests to ${where}`,
      [
        { header: 'User ID', value: (r: AccessRequesterDto) => r.id },
        { header: 'Username', value: (r) => r.username },
        { header: 'Name', value: (r) => r.name },
        { header: 'Requested', value: (r) => formatDate(r.requested_at) },
      ],
      list.access_requests,
      'No pending access requests.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderAccessRequest(r: AccessRequesterDto, where: string): string {
  return card(`Access to ${where} requested by ${r.username ?? r.id}`, [['User ID', r.id], ['Name', r.name], ['Requested', formatDate(r.requested_at)]]) + steps(r);
}

export function renderApproved(m: MemberDto, where: string): string {
  return (
    card(`Access request approved: ${m.username ?? m.id} is now a member of ${where}`, [
      ['User ID', m.id],
      ['Name', m.name],
      ['Role', roleLabel(m.access_level)],
      ['Expires', m.expires_at],
    ]) + steps(m)
  );
}

export function renderInvitationList(list: InvitationListDto, where: string): string {
  return (
    table(
      `Pending invitations to ${where}`,
      [
        { header: 'Email', value: (i: InvitationDto) => i.invite_email },
        { header: 'Role', value: (i) => roleLabel(i.access_level) },
        { header: 'Invited by', value: (i) => i.created_by_name },
        { header: 'Created', value: (i) => formatDate(i.created_at) },
        { header: 'Expires', value: (i) => i.expires_at },
      ],
      list.invitations,
      'No pending invitations.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderInvitationResult(r: InvitationResultDto, where: string): string {
  const failures = Object.entries(r.message ?? {});
  const rows: [string, string][] = [['Status', r.status === 'success' ? 'invitations sent' : 'some invitations failed'], ...failures.map(([who, why]): [string, string] => [who, why])];
  return card(`Invitation to ${where}`, rows) + steps(r);
}
