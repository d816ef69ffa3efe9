import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { asArray, asBool, asInt, asNumber, asObject, asString } from '../shared/json-values.js';
import { ProjectIdDto } from '../shared/project-id.dto.js';
import type { UserBasicDto } from '../shared/user-basic.dto.js';
import { ApprovalRuleRefDto, ChangeApprovalConfigDto, CreateApprovalRuleDto, ListApprovalRulesDto, UpdateApprovalRuleDto } from './dto/approval-params.dto.js';
import type { ApproverDto } from '../shared/approver.dto.js';
import { ApprovalConfigDto, ApprovalRuleDeletionDto, ApprovalRuleDto, ApprovalRuleListDto, type ApproverGroupDto } from './dto/approval.dto.js';
import { PROJECT_DOMAIN } from './project.domain.js';
import { renderApprovalConfig, renderApprovalRule, renderApprovalRuleDeletion, renderApprovalRuleList } from './project-approvals.format.js';

type Raw = Record<string, unknown>;

function groupOf(raw: unknown): ApproverGroupDto[] {
  return asArray(raw).flatMap((item) => {
    const g = asObject(item) ?? {};
    const id = asInt(g['id']);
    return id === undefined ? [] : [{ id, name: asString(g['name']), full_name: asString(g['full_name']), full_path: asString(g['full_path']), web_url: asString(g['web_url']) }];
  });
}

/** An approval rule with GitLab's documented types; groups and protected branches keep their identifying fields only. */
function approvalRuleOf(raw: Raw): ApprovalRuleDto {
  return {
    id: asInt(raw['id']) ?? 0,
    name: asString(raw['name']),
    rule_type: asString(raw['rule_type']),
    report_type: asString(raw['report_type']),
    approvals_required: asInt(raw['approvals_required']),
    applies_to_all_protected_branches: asBool(raw['applies_to_all_protected_branches']),
    contains_hidden_groups: asBool(raw['contains_hidden_groups']),
    coverage_minimum_threshold: asNumber(raw['coverage_minimum_threshold']),
    eligible_approvers: asArray<UserBasicDto>(raw['eligible_approvers']),
    users: asArray<UserBasicDto>(raw['users']),
    groups: groupOf(raw['groups']),
    protected_branches: asArray(raw['protected_branches']).flatMap((item) => {
      const b = asObject(item) ?? {};
      const id = asInt(b['id']);
      return id === undefined ? [] : [{ id, name: asString(b['name']) }];
    }),
  };
}

/** The approval settings with GitLab's documented types. */
function approvalConfigOf(raw: Raw): ApprovalConfigDto {
  return {
    approvals_before_merge: asInt(raw['approvals_before_merge']),
    reset_approvals_on_push: asBool(raw['reset_approvals_on_push']),
    selective_code_owner_removals: asBool(raw['selective_code_owner_removals']),
    disable_overriding_approvers_per_merge_request: asBool(raw['disable_overriding_approvers_per_merge_request']),
    merge_requests_author_approval: asBool(raw['merge_requests_author_approval']),
    merge_requests_disable_committers_approval: asBool(raw['merge_requests_disable_committers_approval']),
    require_password_to_approve: asBool(raw['require_password_to_approve']),
    require_reauthentication_to_approve: asBool(raw['require_reauthentication_to_approve']),
    approvers: asArray<ApproverDto>(raw['approvers']),
    approver_groups: asArray(raw['approver_groups']).map((e) => ({ group: groupOf([asObject(e)?.['group']])[0] })),
  };
}

const PREMIUM_404 = 'verify project_id; merge request approval rules need GitLab Premium or Ultimate, so on a Free instance GitLab answers 404';
const RULE_404 = { text: 'verify approval_rule_id; use project.approval_rule_list to see the rules', statuses: [404] };
const EDIT_ROLE = { text: 'changing approval rules and settings requires Maintainer or Owner role', statuses: [401, 403], namesRole: true };
const RULE_400 = {
  text: 'check approvals_required (0 or more), that user_ids, usernames, group_ids and protected_branch_ids exist, and that a project has at most one any_approver rule',
  statuses: [400, 422],
};

/** Merge request approval settings and approval rules of a project (Premium). */
@Domain(PROJECT_DOMAIN)
@Injectable()
export class ProjectApprovalActions {
  @Action({
    id: 'project.approval_config_get', title: 'Get merge request approval settings', tier: 'premium', readOnly: true, destructive: false,
    description: 'Get the merge request approval settings of a project: whether pushes reset approvals, whether authors and committers may approve, re-authentication. Premium.',
    keywords: ['MR approvals', 'approval policy', 'self-approval', 'Settings > Merge requests', 'code review settings'],
    input: ProjectIdDto, output: ApprovalConfigDto, operation: 'approvalConfigGet', route: 'GET /projects/:id/approvals',
    hints: [{ text: PREMIUM_404, statuses: [404] }],
    example: { project_id: '42' },
    reply: { shape: (answer) => approvalConfigOf(asObject(answer) ?? {}), render: (out, input) => renderApprovalConfig(out, input.project_id), nextSteps: ['project.approval_rule_list for the approval rules', 'project.approval_config_change to change these settings'] },
  })
  readonly approvalConfigGet?: Declared;

  @Action({
    id: 'project.approval_config_change', title: 'Change merge request approval settings', tier: 'premium', readOnly: false, destructive: false, idempotent: true,
    description: 'Change the merge request approval settings of a project: reset approvals on push, author and committer approval, overriding approvers, re-authentication. Premium.',
    keywords: ['MR approvals', 'approval policy', 'self-approval', 'prevent author approval', 'require reauthentication', 'Settings > Merge requests'],
    input: ChangeApprovalConfigDto, output: ApprovalConfigDto, operation: 'approvalConfigChange', route: 'POST /projects/:id/approvals',
    hints: [{ text: PREMIUM_404, statuses: [404] }, EDIT_ROLE, { text: 'a setting may be enforced by the instance or a security policy and cannot be changed here', statuses: [400, 422] }],
    example: { project_id: '42', reset_approvals_on_push: true, merge_requests_author_approval: false },
    reply: { shape: (answer) => approvalConfigOf(asObject(answer) ?? {}), render: (out, input) => renderApprovalConfig(out, input.project_id, 'Approval settings changed for project'), nextSteps: ['project.approval_rule_list to review the approval rules'] },
  })
  readonly approvalConfigChange?: Declared;

  @Action({
    id: 'project.approval_rule_list', title: 'List approval rules', tier: 'premium', readOnly: true, destructive: false,
    description: 'List the merge request approval rules of a project: who may approve, how many approvals each needs, and which protected branches they cover. Premium.',
    keywords: ['approvers', 'MR approval rules', 'required approvals', 'who can approve', 'sign-off'],
    input: ListApprovalRulesDto, output: ApprovalRuleListDto, operation: 'approvalRuleList', route: 'GET /projects/:id/approval_rules',
    hints: [{ text: PREMIUM_404, statuses: [404] }],
    example: { project_id: '42', per_page: 20 },
    reply: { list: 'approval_rules', shape: (answer) => (answer as unknown[]).map((r) => approvalRuleOf(asObject(r) ?? {})), render: (out, input) => renderApprovalRuleList(out, input.project_id), nextSteps: ['project.approval_rule_get for one rule with its eligible approvers', 'project.approval_rule_create to add a rule'] },
  })
  readonly approvalRuleList?: Declared;

  @Action({
    id: 'project.approval_rule_get', title: 'Get an approval rule', tier: 'premium', readOnly: true, destructive: false,
    description: 'Get one merge request approval rule of a project with its users, groups, eligible approvers and protected branches. Premium.',
    keywords: ['approvers', 'MR approval rule', 'who can approve', 'sign-off rule'],
    input: ApprovalRuleRefDto, output: ApprovalRuleDto, operation: 'approvalRuleGet', route: 'GET /projects/:id/approval_rules/:approval_rule_id',
    hints: [RULE_404],
    example: { project_id: '42', approval_rule_id: 1 },
    reply: { shape: (answer) => approvalRuleOf(asObject(answer) ?? {}), render: (out) => renderApprovalRule(out), nextSteps: ['project.approval_rule_update to change it', 'project.approval_rule_list to see all rules'] },
  })
  readonly approvalRuleGet?: Declared;

  @Action({
    id: 'project.approval_rule_create', title: 'Create an approval rule', tier: 'premium', readOnly: false, destructive: false,
    description: 'Create a merge request approval rule in a project: a name, the approvals it requires, the users or groups who may approve, optionally limited to protected branches. Premium.',
    keywords: ['approvers', 'require approvals', 'MR approval rule', 'sign-off', 'approval gate'],
    input: CreateApprovalRuleDto, output: ApprovalRuleDto, operation: 'approvalRuleCreate', route: 'POST /projects/:id/approval_rules',
    hints: [RULE_400, { text: PREMIUM_404, statuses: [404] }, EDIT_ROLE],
    example: { project_id: '42', name: 'Security review', approvals_required: 1, usernames: ['demo'] },
    reply: { shape: (answer) => approvalRuleOf(asObject(answer) ?? {}), render: (out) => renderApprovalRule(out, 'Approval rule created:'), nextSteps: ['project.approval_rule_list to review all rules', 'project.approval_rule_update to change it'] },
  })
  readonly approvalRuleCreate?: Declared;

  @Action({
    id: 'project.approval_rule_update', title: 'Update an approval rule', tier: 'premium', readOnly: false, destructive: false, idempotent: true,
    description: 'Change a merge request approval rule: name, approvals required, approvers (the lists given replace the current ones) or protected branches. Premium.',
    keywords: ['approvers', 'approvals required', 'MR approval rule', 'change approvers', 'sign-off'],
    input: UpdateApprovalRuleDto, output: ApprovalRuleDto, operation: 'approvalRuleUpdate', route: 'PUT /projects/:id/approval_rules/:approval_rule_id',
    hints: [RULE_400, RULE_404, EDIT_ROLE],
    example: { project_id: '42', approval_rule_id: 1, approvals_required: 2 },
    reply: { shape: (answer) => approvalRuleOf(asObject(answer) ?? {}), render: (out) => renderApprovalRule(out, 'Approval rule updated:'), nextSteps: ['project.approval_rule_get to read it back'] },
  })
  readonly approvalRuleUpdate?: Declared;

  @Action({
    id: 'project.approval_rule_delete', title: 'Delete an approval rule', tier: 'premium', readOnly: false, destructive: true, idempotent: true,
    description: 'Delete a merge request approval rule of a project: open merge requests no longer need its approvals. Premium.',
    keywords: ['approvers', 'MR approval rule', 'drop approval requirement', 'sign-off'],
    input: ApprovalRuleRefDto, output: ApprovalRuleDeletionDto, operation: 'approvalRuleDelete', route: 'DELETE /projects/:id/approval_rules/:approval_rule_id',
    hints: [RULE_404, EDIT_ROLE],
    example: { project_id: '42', approval_rule_id: 1 },
    reply: { shape: (_, input) => ({ project_id: input.project_id, approval_rule_id: input.approval_rule_id, message: 'Approval rule deleted.' }), render: renderApprovalRuleDeletion, nextSteps: ['project.approval_rule_list to review the remaining rules'] },
  })
  readonly approvalRuleDelete?: Declared;
}
