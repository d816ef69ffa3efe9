import { card, nextStepsBlock, paginationLine, table, type CellValue } from '@gitlab-mcp/action-kit';
import type { ApprovalConfigDto, ApprovalRuleDeletionDto, ApprovalRuleDto, ApprovalRuleListDto } from './dto/approval.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

const names = (items: ReadonlyArray<{ username?: string; full_path?: string; name?: string }> | undefined): string[] =>
  (items ?? []).map((i) => i.username ?? i.full_path ?? i.name ?? '').filter((n) => n !== '');

function branches(r: ApprovalRuleDto): CellValue {
  if (r.applies_to_all_protected_branches) return 'all protected branches';
  const list = names(r.protected_branches);
  return list.length > 0 ? list : 'all branches';
}

export function renderApprovalRule(r: ApprovalRuleDto, heading = 'Approval rule'): string {
  return (
    card(`${heading} ${r.name ?? r.id}`, [
      ['ID', r.id],
      ['Type', r.rule_type],
      ['Report', r.report_type],
      ['Approvals required', r.approvals_required],
      ['Branches', branches(r)],
      ['Users', names(r.users)],
      ['Groups', names(r.groups)],
      ['Eligible approvers', names(r.eligible_approvers)],
      ['Hides groups you cannot see', r.contains_hidden_groups],
    ]) + steps(r)
  );
}

export function renderApprovalRuleList(list: ApprovalRuleListDto, project: string): string {
  return (
    table(
      `Approval rules of project ${project}`,
      [
        { header: 'ID', value: (r: ApprovalRuleDto) => r.id },
        { header: 'Name', value: (r) => r.name },
        { header: 'Type', value: (r) => r.rule_type },
        { header: 'Required', value: (r) => r.approvals_required },
        { header: 'Branches', value: (r) => branches(r) },
        { header: 'Approvers', value: (r) => [...names(r.users), ...names(r.groups)] },
      ],
      list.approval_rules,
      'No approval rules.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderApprovalRuleDeletion(r: ApprovalRuleDeletionDto): string {
  return card(`Approval rule ${r.approval_rule_id} deleted`, [['Project', r.project_id], ['Result', r.message]]) + steps(r);
}

export function renderApprovalConfig(c: ApprovalConfigDto, project: string, heading = 'Merge request approval settings of project'): string {
  const legacyApprovers = (c.approvers ?? []).flatMap((a) => (a.user?.username ? [a.user.username] : []));
  const legacyGroups = (c.approver_groups ?? []).flatMap((g) => (g.group?.full_path ? [g.group.full_path] : []));
  return (
    card(`${heading} ${project}`, [
      ['Reset approvals on push', c.reset_approvals_on_push],
      ['Remove only changed code owners’ approvals', c.selective_code_owner_removals],
      ['Authors may approve', c.merge_requests_author_approval],
      ['Committers may approve', c.merge_requests_disable_committers_approval === undefined ? undefined : !c.merge_requests_disable_committers_approval],
      ['Approvers fixed per project', c.disable_overriding_approvers_per_merge_request],
      ['Re-authentication to approve', c.require_reauthentication_to_approve ?? c.require_password_to_approve],
      ['Approvals before merge (deprecated)', c.approvals_before_merge],
      ['Approvers (deprecated)', legacyApprovers],
      ['Approver groups (deprecated)', legacyGroups],
    ]) + steps(c)
  );
}
