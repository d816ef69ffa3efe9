import { Action, Domain, type ActionHint, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import {
  ApprovalStateDto,
  ApprovalStateRuleDto,
  MergeRequestApprovalsDto,
  MrApprovalRuleDto as ApprovalRuleDto,
  MrApprovalRuleListDto as ApprovalRuleListDto,
} from './dto/approval.dto.js';
import { MergeRequestOutcomeDto } from './dto/merge-request.dto.js';
import { MergeRequestRefDto } from '../shared/merge-request-ref.dto.js';
import {
  ApproveMergeRequestDto,
  CreateMrApprovalRuleDto as CreateApprovalRuleDto,
  MergeRequestPageDto,
  MrApprovalRuleRefDto as ApprovalRuleRefDto,
  UpdateMrApprovalRuleDto as UpdateApprovalRuleDto,
} from './dto/merge-request-params.dto.js';
import { renderApproval, renderApprovalRule, renderApprovalRules, renderApprovals, renderApprovalState } from './merge-request-approvals.format.js';
import { MERGE_REQUEST_DOMAIN } from './merge-request.domain.js';
import { renderOutcome } from './merge-request.format.js';
import { MR_404 } from './merge-request.hints.js';
import { asList, shapeApprovalRule, shapeApprovals } from './merge-request.shaping.js';

const APPROVAL_RULES_ROLE: ActionHint = {
  text: 'editing merge request approval rules needs Developer role or higher, and the project must allow overriding approvers per merge request (merge_request.approval_settings_project_get)',
  statuses: [401, 403],
  namesRole: true,
};

/** Approvals and approval rules of a merge request. */
@Domain(MERGE_REQUEST_DOMAIN)
@Injectable()
export class MergeRequestApprovalActions {
  @Action({
    id: 'merge_request.approve', title: 'Approve a merge request', tier: 'free', readOnly: false, destructive: false,
    description: 'Approve a merge request as the calling user; pass sha to approve only the HEAD you reviewed. Authors cannot approve their own merge requests.',
    keywords: ['LGTM', 'sign off', 'accept review', 'thumbs up', '+1', 'ok to merge'],
    input: ApproveMergeRequestDto, output: MergeRequestApprovalsDto, operation: 'mrApprove', route: 'POST /projects/:id/merge_requests/:merge_request_iid/approve',
    hints: [{ text: 'you may be the MR author (self-approval not allowed) or lack sufficient permissions', statuses: [401], namesRole: true }],
    example: { project_id: '42', merge_request_iid: 7 },
    reply: { shape: shapeApprovals, render: (out, input) => renderApproval(out, input.project_id, input.merge_request_iid), nextSteps: ['merge_request.get to check whether it can be merged', 'merge_request.unapprove to withdraw the approval'] },
  })
  readonly approve?: Declared;

  @Action({
    id: 'merge_request.unapprove',
    title: 'Withdraw my approval',
    description: "Withdraw the caller's approval of a merge request. It may then need approving again before it can be merged.",
    keywords: ['revoke approval', 'retract approval', 'remove approval', 'undo approve'],
    tier: 'free',
    readOnly: false,
    // Revokes an approval: a merge that relied on it is blocked until someone approves again.
    destructive: true,
    idempotent: true,
    input: MergeRequestRefDto,
    output: MergeRequestApprovalsDto,
    operation: 'mrUnapprove',
    route: 'POST /projects/:id/merge_requests/:merge_request_iid/unapprove',
    hints: [{ text: 'you have not approved this merge request, or it does not exist; use merge_request.approval_config to see who approved', statuses: [404] }],
    example: { project_id: '42', merge_request_iid: 7 },
    reply: { shape: shapeApprovals, render: (out, input) => renderApprovals(out, `Approval withdrawn from merge request !${input.merge_request_iid}`), nextSteps: ['merge_request.approve to approve again', 'merge_request.approval_config for the approval state'] },
  })
  readonly unapprove?: Declared;

  @Action({
    id: 'merge_request.approval_reset', title: 'Reset all approvals', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Remove every approval of a merge request. GitLab allows it only to the bot user of a project or group access token.',
    keywords: ['clear approvals', 'revoke approvals', 'invalidate approvals'],
    input: MergeRequestRefDto, output: MergeRequestOutcomeDto, operation: 'mrApprovalReset', route: 'PUT /projects/:id/merge_requests/:merge_request_iid/reset_approvals',
    hints: [
      { text: 'resetting approvals is allowed only to the bot user of a project or group access token with at least Developer role; a personal token cannot do it', statuses: [401, 403], namesRole: true },
      MR_404,
    ],
    example: { project_id: '42', merge_request_iid: 7 },
    reply: { shape: (_, input) => ({ project_id: input.project_id, merge_request_iid: input.merge_request_iid, message: 'All approvals removed.' }), render: (out, input) => renderOutcome(out, `Approvals of merge request !${input.merge_request_iid} reset`), nextSteps: ['merge_request.approval_config to see the approval state'] },
  })
  readonly approvalReset?: Declared;

  @Action({
    id: 'merge_request.approval_config', title: 'Get merge request approvals', tier: 'free', readOnly: true, destructive: false,
    description: 'Get the approval state of a merge request: whether it is approved, who approved and when, whether the caller may approve, and (Premium) approvals required and left.',
    keywords: ['approval status', 'approvers', 'approvals left', 'approved by'],
    input: MergeRequestRefDto, output: MergeRequestApprovalsDto, operation: 'mrApprovals', route: 'GET /projects/:id/merge_requests/:merge_request_iid/approvals',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7 },
    reply: { shape: shapeApprovals, render: (out, input) => renderApprovals(out, `Approvals of merge request !${input.merge_request_iid}`), nextSteps: ['merge_request.approve to approve it', 'merge_request.approval_state for the rules behind it (Premium)'] },
  })
  readonly approvalConfig?: Declared;

  @Action({
    id: 'merge_request.approval_state', title: 'Get the approval rules state', tier: 'premium', readOnly: true, destructive: false,
    description: 'Get every approval rule that applies to a merge request and whether it is satisfied: required count, eligible approvers, who approved under it.',
    keywords: ['MR approval rules', 'approval status', 'code owners', 'satisfied rules'],
    input: MergeRequestRefDto, output: ApprovalStateDto, operation: 'mrApprovalState', route: 'GET /projects/:id/merge_requests/:merge_request_iid/approval_state',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7 },
    reply: { shape: approvalStateOf, render: (out, input) => renderApprovalState(out, `Approval state of merge request !${input.merge_request_iid}`), nextSteps: ['merge_request.approval_rules to edit the rules of this merge request', 'merge_request.approve to approve it'] },
  })
  readonly approvalState?: Declared;

  @Action({
    id: 'merge_request.approval_rules', title: 'List merge request approval rules', tier: 'premium', readOnly: true, destructive: false,
    description: 'List the approval rules of a merge request: name, type, approvals required, eligible users and groups.',
    keywords: ['MR approval rules', 'approvers', 'required approvals', 'code owners', 'eligible approvers'],
    input: MergeRequestPageDto, output: ApprovalRuleListDto, operation: 'mrApprovalRules', route: 'GET /projects/:id/merge_requests/:merge_request_iid/approval_rules',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7 },
    reply: { list: 'approval_rules', shape: (answer) => asList(answer).map((r) => shapeApprovalRule<ApprovalRuleDto>(r)), render: (out, input) => renderApprovalRules(out, `Approval rules of merge request !${input.merge_request_iid}`), nextSteps: ['merge_request.approval_rule_update to change one', 'merge_request.approval_rule_create to add one'] },
  })
  readonly approvalRules?: Declared;

  @Action({
    id: 'merge_request.approval_rule_create', title: 'Create a merge request approval rule', tier: 'premium', readOnly: false, destructive: false,
    description: 'Add an approval rule to one merge request: a name, the approvals it requires and who may approve (user IDs, usernames or group IDs), or copy a project rule.',
    keywords: ['MR approval rules', 'add approvers', 'required approvers', 'require approval', 'reviewers'],
    input: CreateApprovalRuleDto, output: ApprovalRuleDto, operation: 'mrApprovalRuleCreate', route: 'POST /projects/:id/merge_requests/:merge_request_iid/approval_rules',
    hints: [APPROVAL_RULES_ROLE, { text: 'a rule with this name may already exist, or a user or group ID is unknown; use merge_request.approval_rules', statuses: [400, 422] }, MR_404],
    example: { project_id: '42', merge_request_iid: 7, name: 'Security review', approvals_required: 1, user_ids: [1] },
    reply: { shape: (answer) => shapeApprovalRule<ApprovalRuleDto>(answer), render: (out, input) => renderApprovalRule(out, `Approval rule created on merge request !${input.merge_request_iid}`), nextSteps: ['merge_request.approval_state to see whether it is satisfied'] },
  })
  readonly approvalRuleCreate?: Declared;

  @Action({
    id: 'merge_request.approval_rule_update', title: 'Update a merge request approval rule', tier: 'premium', readOnly: false, destructive: false, idempotent: true,
    description: 'Change an approval rule of a merge request: name, approvals required, eligible users or groups (lists replace the current ones).',
    keywords: ['MR approval rules', 'change approvers', 'edit rule', 'required approvals'],
    input: UpdateApprovalRuleDto, output: ApprovalRuleDto, operation: 'mrApprovalRuleUpdate', route: 'PUT /projects/:id/merge_requests/:merge_request_iid/approval_rules/:approval_rule_id',
    hints: [APPROVAL_RULES_ROLE, { text: 'the rule may not exist on this merge request; use merge_request.approval_rules', statuses: [404] }],
    example: { project_id: '42', merge_request_iid: 7, approval_rule_id: 1, approvals_required: 2 },
    reply: { shape: (answer) => shapeApprovalRule<ApprovalRuleDto>(answer), render: (out, input) => renderApprovalRule(out, `Approval rule ${input.approval_rule_id} updated`), nextSteps: ['merge_request.approval_state to see whether it is satisfied'] },
  })
  readonly approvalRuleUpdate?: Declared;

  @Action({
    id: 'merge_request.approval_rule_delete', title: 'Delete a merge request approval rule', tier: 'premium', readOnly: false, destructive: true, idempotent: true,
    description: 'Remove an approval rule from a merge request; approvals given under it no longer count for it.',
    keywords: ['MR approval rules', 'remove rule', 'remove approvers'],
    input: ApprovalRuleRefDto, output: MergeRequestOutcomeDto, operation: 'mrApprovalRuleDelete', route: 'DELETE /projects/:id/merge_requests/:merge_request_iid/approval_rules/:approval_rule_id',
    hints: [APPROVAL_RULES_ROLE, { text: 'the rule may not exist on this merge request; use merge_request.approval_rules', statuses: [404] }],
    example: { project_id: '42', merge_request_iid: 7, approval_rule_id: 1 },
    reply: { shape: (_, input) => ({ project_id: input.project_id, merge_request_iid: input.merge_request_iid, message: `Approval rule ${input.approval_rule_id} deleted.` }), render: (out, input) => renderOutcome(out, `Approval rule ${input.approval_rule_id} deleted`), nextSteps: ['merge_request.approval_rules to see the remaining rules'] },
  })
  readonly approvalRuleDelete?: Declared;
}

/** The approval state: `approval_rules_overwritten` only when it is a boolean, and the rules shaped. */
function approvalStateOf(answer: unknown): Omit<ApprovalStateDto, 'next_steps'> {
  const data = answer as { approval_rules_overwritten?: unknown; rules?: unknown } | undefined;
  return {
    approval_rules_overwritten: typeof data?.approval_rules_overwritten === 'boolean' ? data.approval_rules_overwritten : undefined,
    rules: asList(data?.rules).map((r) => shapeApprovalRule<ApprovalStateRuleDto>(r)),
  };
}
