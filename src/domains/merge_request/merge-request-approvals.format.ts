import { card, formatDate, inline, paginationLine, table } from '@gitlab-mcp/action-kit';
import type { UserBasicDto } from '../shared/user-basic.dto.js';
import type { MrApprovalRuleDto, MrApprovalRuleListDto, ApprovalStateDto, ApprovalStateRuleDto, MergeRequestApprovalsDto } from './dto/approval.dto.js';
import { steps, users, who } from '../shared/merge-request.format-helpers.js';
import { framedValue } from '../shared/merge-request.framing.js';

export function renderApprovals(a: MergeRequestApprovalsDto, title: string): string {
  return (
    card(title, [
      ['State', a.state],
      ['Approved', a.approved],
      ['Approvals required', a.approvals_required],
      ['Approvals left', a.approvals_left],
      ['Approved by', (a.approved_by ?? []).map((x) => `${who(x.user) ?? '?'}${x.approved_at ? ` (${formatDate(x.approved_at)})` : ''}`)],
      ['You approved', a.user_has_approved],
      ['You can approve', a.user_can_approve],
      ['Rules left', (a.approval_rules_left ?? []).map((r) => r.name ?? String(r.id ?? ''))],
    ]) +
    framedValue('Title', a.title) +
    steps(a)
  );
}

/** Kept for the approve action: the card of the approval state after approving. */
export function renderApproval(a: MergeRequestApprovalsDto, _project: string, iid: number): string {
  return renderApprovals(a, `Merge request !${a.iid ?? iid} approved`);
}

const approverNames = (r: { users?: UserBasicDto[]; groups?: { name?: string; full_path?: string }[] }): string[] => [
  ...users(r.users),
  ...(r.groups ?? []).map((g) => g.full_path ?? g.name ?? '').filter((g) => g !== ''),
];

export function renderApprovalRule(r: MrApprovalRuleDto, title: string): string {
  return (
    card(title, [
      ['ID', r.id],
      ['Name', r.name],
      ['Type', r.rule_type],
      ['Approvals required', r.approvals_required],
      ['Approvers', approverNames(r)],
      ['Eligible approvers', users(r.eligible_approvers)],
      ['Overridden', r.overridden],
      ['Hidden groups', r.contains_hidden_groups],
    ]) + steps(r)
  );
}

export function renderApprovalRules(list: MrApprovalRuleListDto, title: string): string {
  return (
    table(
      title,
      [
        { header: 'ID', value: (r: MrApprovalRuleDto) => r.id },
        { header: 'Name', value: (r) => r.name },
        { header: 'Type', value: (r) => r.rule_type },
        { header: 'Required', value: (r) => r.approvals_required },
        { header: 'Approvers', value: (r) => approverNames(r) },
      ],
      list.approval_rules,
      'No approval rules.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderApprovalState(s: ApprovalStateDto, title: string): string {
  const overridden = `Rules overridden on the merge request: ${inline(s.approval_rules_overwritten)}`;
  return (
    table(
      title,
      [
        { header: 'Rule', value: (r: ApprovalStateRuleDto) => r.name },
        { header: 'Type', value: (r) => r.rule_type },
        { header: 'Approved', value: (r) => r.approved },
        { header: 'Required', value: (r) => r.approvals_required },
        { header: 'Approved by', value: (r) => users(r.approved_by) },
        { header: 'Eligible', value: (r) => users(r.eligible_approvers) },
      ],
      s.rules,
      'No approval rules apply.',
    ) +
    `\n\n${overridden}` +
    steps(s)
  );
}
