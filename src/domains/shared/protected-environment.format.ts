import { card, nextStepsBlock, paginationLine, table } from '@gitlab-mcp/action-kit';
import type { DeployAccessLevelDto, EnvironmentApprovalRuleDto, ProtectedEnvironmentDto, ProtectedEnvironmentListDto } from './protected-environment.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

/** "Maintainers", "user 7", "group 9" — the description GitLab gives, else what the entry names. */
function subject(a: DeployAccessLevelDto | EnvironmentApprovalRuleDto): string {
  if (a.access_level_description) return a.access_level_description;
  if (a.user_id !== undefined) return `user ${a.user_id}`;
  if (a.group_id !== undefined) return `group ${a.group_id}`;
  return a.access_level === undefined ? 'unknown' : `access level ${a.access_level}`;
}

const deployers = (p: ProtectedEnvironmentDto): string[] => (p.deploy_access_levels ?? []).map(subject);
const approvers = (p: ProtectedEnvironmentDto): string[] =>
  (p.approval_rules ?? []).map((r) => `${subject(r)} (${r.required_approvals ?? 1} approval${(r.required_approvals ?? 1) === 1 ? '' : 's'})`);

export function renderProtectedEnvironment(p: ProtectedEnvironmentDto, heading = 'Protected environment'): string {
  return (
    card(`${heading} ${p.name}`, [
      ['Allowed to deploy', deployers(p)],
      ['Approval rules', approvers(p)],
      ...(p.required_approval_count ? [['Required approvals (deprecated setting)', p.required_approval_count] as const] : []),
    ]) + steps(p)
  );
}

/** A page of protected environments; `owner` names where they are (e.g. "project 42", "group acme"). */
export function renderProtectedEnvironmentList(list: ProtectedEnvironmentListDto, owner: string): string {
  return (
    table(
      `Protected environments of ${owner}`,
      [
        { header: 'Name', value: (p: ProtectedEnvironmentDto) => p.name },
        { header: 'Allowed to deploy', value: (p) => deployers(p) },
        { header: 'Approval rules', value: (p) => approvers(p) },
      ],
      list.protected_environments,
      'No protected environments.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}
