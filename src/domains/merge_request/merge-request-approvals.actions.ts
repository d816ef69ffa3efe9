import { Action, Domain, respond, type ActionContext, type ActionHint, type ActionResult } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { pageOf } from '../shared/page.js';
import { projectPath, segment } from '../shared/project-ref.js';
import {
  ApprovalStateDto,
  ApprovalStateRuleDto,
  MergeRequestApprovalsDto,
  MrApprovalRuleDto as ApprovalRuleDto,
  MrApprovalRuleListDto as ApprovalRuleListDto,
} from './dto/approval.dto.js';
import { MergeRequestOutcomeDto } from './dto/merge-request.dto.js';
import {
  ApproveMergeRequestDto,
  CreateMrApprovalRuleDto as CreateApprovalRuleDto,
  MergeRequestPageDto,
  MergeRequestRefDto,
  MrApprovalRuleRefDto as ApprovalRuleRefDto,
  UpdateMrApprovalRuleDto as UpdateApprovalRuleDto,
} from './dto/merge-request-params.dto.js';
import { renderApproval, renderApprovalRule, renderApprovalRules, renderApprovals, renderApprovalState } from './merge-request-approvals.format.js';
import { MERGE_REQUEST_DOMAIN } from './merge-request.domain.js';
import { renderOutcome } from './merge-request.format.js';
import { MR_404 } from './merge-request.hints.js';
import { mrPath, page, rest } from './merge-request.rest.js';
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
    id: 'merge_request.approve',
    title: 'Approve a merge request',
    description: 'Approve a merge request as the calling user; pass sha to approve only the HEAD you reviewed. Authors cannot approve their own merge requests.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: ApproveMergeRequestDto,
    output: MergeRequestApprovalsDto,
    operation: 'mrApprove',
    route: 'POST /projects/:id/merge_requests/:merge_request_iid/approve',
    hints: [{ text: 'you may be the MR author (self-approval not allowed) or lack sufficient permissions', statuses: [401], namesRole: true }],
    example: { project_id: '42', merge_request_iid: 7 },
  })
  async approve(input: ApproveMergeRequestDto, ctx: ActionContext): Promise<ActionResult<MergeRequestApprovalsDto>> {
    const { project_id, merge_request_iid, ...body } = input;
    const res = await ctx.gitlab.rest<MergeRequestApprovalsDto>({
      method: 'POST',
      path: `${projectPath(project_id)}/merge_requests/${segment(merge_request_iid)}/approve`,
      body,
      signal: ctx.signal,
    });
    const out: MergeRequestApprovalsDto = { ...shapeApprovals(res.data), next_steps: ['merge_request.get to check whether it can be merged', 'merge_request.unapprove to withdraw the approval'] };
    return respond(out, renderApproval(out, project_id, merge_request_iid));
  }

  @Action({
    id: 'merge_request.unapprove',
    title: 'Withdraw my approval',
    description: "Withdraw the caller's approval of a merge request. It may then need approving again before it can be merged.",
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
  })
  async unapprove(input: MergeRequestRefDto, ctx: ActionContext): Promise<ActionResult<MergeRequestApprovalsDto>> {
    const res = await rest<MergeRequestApprovalsDto | undefined>(ctx, 'POST', `${mrPath(input.project_id, input.merge_request_iid)}/unapprove`);
    const out: MergeRequestApprovalsDto = { ...shapeApprovals(res.data), next_steps: ['merge_request.approve to approve again', 'merge_request.approval_config for the approval state'] };
    return respond(out, renderApprovals(out, `Approval withdrawn from merge request !${input.merge_request_iid}`));
  }

  @Action({
    id: 'merge_request.approval_reset',
    title: 'Reset all approvals',
    description: 'Remove every approval of a merge request. GitLab allows it only to the bot user of a project or group access token.',
    tier: 'free',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: MergeRequestRefDto,
    output: MergeRequestOutcomeDto,
    operation: 'mrApprovalReset',
    route: 'PUT /projects/:id/merge_requests/:merge_request_iid/reset_approvals',
    hints: [
      { text: 'resetting approvals is allowed only to the bot user of a project or group access token with at least Developer role; a personal token cannot do it', statuses: [401, 403], namesRole: true },
      MR_404,
    ],
    example: { project_id: '42', merge_request_iid: 7 },
  })
  async approvalReset(input: MergeRequestRefDto, ctx: ActionContext): Promise<ActionResult<MergeRequestOutcomeDto>> {
    await rest<undefined>(ctx, 'PUT', `${mrPath(input.project_id, input.merge_request_iid)}/reset_approvals`);
    const out: MergeRequestOutcomeDto = {
      project_id: input.project_id,
      merge_request_iid: input.merge_request_iid,
      message: 'All approvals removed.',
      next_steps: ['merge_request.approval_config to see the approval state'],
    };
    return respond(out, renderOutcome(out, `Approvals of merge request !${input.merge_request_iid} reset`));
  }

  @Action({
    id: 'merge_request.approval_config',
    title: 'Get merge request approvals',
    description: 'Get the approval state of a merge request: whether it is approved, who approved and when, whether the caller may approve, and (Premium) approvals required and left.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: MergeRequestRefDto,
    output: MergeRequestApprovalsDto,
    operation: 'mrApprovals',
    route: 'GET /projects/:id/merge_requests/:merge_request_iid/approvals',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7 },
  })
  async approvalConfig(input: MergeRequestRefDto, ctx: ActionContext): Promise<ActionResult<MergeRequestApprovalsDto>> {
    const res = await rest<MergeRequestApprovalsDto>(ctx, 'GET', `${mrPath(input.project_id, input.merge_request_iid)}/approvals`);
    const out: MergeRequestApprovalsDto = {
      ...shapeApprovals(res.data),
      next_steps: ['merge_request.approve to approve it', 'merge_request.approval_state for the rules behind it (Premium)'],
    };
    return respond(out, renderApprovals(out, `Approvals of merge request !${input.merge_request_iid}`));
  }

  @Action({
    id: 'merge_request.approval_state',
    title: 'Get the approval rules state',
    description: 'Get every approval rule that applies to a merge request and whether it is satisfied: required count, eligible approvers, who approved under it.',
    tier: 'premium',
    readOnly: true,
    destructive: false,
    input: MergeRequestRefDto,
    output: ApprovalStateDto,
    operation: 'mrApprovalState',
    route: 'GET /projects/:id/merge_requests/:merge_request_iid/approval_state',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7 },
  })
  async approvalState(input: MergeRequestRefDto, ctx: ActionContext): Promise<ActionResult<ApprovalStateDto>> {
    const res = await rest<{ approval_rules_overwritten?: unknown; rules?: unknown }>(ctx, 'GET', `${mrPath(input.project_id, input.merge_request_iid)}/approval_state`);
    const out: ApprovalStateDto = {
      approval_rules_overwritten: typeof res.data?.approval_rules_overwritten === 'boolean' ? res.data.approval_rules_overwritten : undefined,
      rules: asList(res.data?.rules).map((r) => shapeApprovalRule<ApprovalStateRuleDto>(r)),
      next_steps: ['merge_request.approval_rules to edit the rules of this merge request', 'merge_request.approve to approve it'],
    };
    return respond(out, renderApprovalState(out, `Approval state of merge request !${input.merge_request_iid}`));
  }

  @Action({
    id: 'merge_request.approval_rules',
    title: 'List merge request approval rules',
    description: 'List the approval rules of a merge request: name, type, approvals required, eligible users and groups.',
    tier: 'premium',
    readOnly: true,
    destructive: false,
    input: MergeRequestPageDto,
    output: ApprovalRuleListDto,
    operation: 'mrApprovalRules',
    route: 'GET /projects/:id/merge_requests/:merge_request_iid/approval_rules',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7 },
  })
  async approvalRules(input: MergeRequestPageDto, ctx: ActionContext): Promise<ActionResult<ApprovalRuleListDto>> {
    const res = await rest<unknown[]>(ctx, 'GET', `${mrPath(input.project_id, input.merge_request_iid)}/approval_rules`, { query: page(input) });
    const out: ApprovalRuleListDto = {
      approval_rules: asList(res.data).map((r) => shapeApprovalRule<ApprovalRuleDto>(r)),
      pagination: pageOf(res, input),
      next_steps: ['merge_request.approval_rule_update to change one', 'merge_request.approval_rule_create to add one'],
    };
    return respond(out, renderApprovalRules(out, `Approval rules of merge request !${input.merge_request_iid}`));
  }

  @Action({
    id: 'merge_request.approval_rule_create',
    title: 'Create a merge request approval rule',
    description: 'Add an approval rule to one merge request: a name, the approvals it requires and who may approve (user IDs, usernames or group IDs), or copy a project rule.',
    tier: 'premium',
    readOnly: false,
    destructive: false,
    input: CreateApprovalRuleDto,
    output: ApprovalRuleDto,
    operation: 'mrApprovalRuleCreate',
    route: 'POST /projects/:id/merge_requests/:merge_request_iid/approval_rules',
    hints: [APPROVAL_RULES_ROLE, { text: 'a rule with this name may already exist, or a user or group ID is unknown; use merge_request.approval_rules', statuses: [400, 422] }, MR_404],
    example: { project_id: '42', merge_request_iid: 7, name: 'Security review', approvals_required: 1, user_ids: [1] },
  })
  async approvalRuleCreate(input: CreateApprovalRuleDto, ctx: ActionContext): Promise<ActionResult<ApprovalRuleDto>> {
    const { project_id, merge_request_iid, ...body } = input;
    const res = await rest<unknown>(ctx, 'POST', `${mrPath(project_id, merge_request_iid)}/approval_rules`, { body });
    const out: ApprovalRuleDto = { ...shapeApprovalRule<ApprovalRuleDto>(res.data), next_steps: ['merge_request.approval_state to see whether it is satisfied'] };
    return respond(out, renderApprovalRule(out, `Approval rule created on merge request !${merge_request_iid}`));
  }

  @Action({
    id: 'merge_request.approval_rule_update',
    title: 'Update a merge request approval rule',
    description: 'Change an approval rule of a merge request: name, approvals required, eligible users or groups (lists replace the current ones).',
    tier: 'premium',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: UpdateApprovalRuleDto,
    output: ApprovalRuleDto,
    operation: 'mrApprovalRuleUpdate',
    route: 'PUT /projects/:id/merge_requests/:merge_request_iid/approval_rules/:approval_rule_id',
    hints: [APPROVAL_RULES_ROLE, { text: 'the rule may not exist on this merge request; use merge_request.approval_rules', statuses: [404] }],
    example: { project_id: '42', merge_request_iid: 7, approval_rule_id: 1, approvals_required: 2 },
  })
  async approvalRuleUpdate(input: UpdateApprovalRuleDto, ctx: ActionContext): Promise<ActionResult<ApprovalRuleDto>> {
    const { project_id, merge_request_iid, approval_rule_id, ...body } = input;
    const res = await rest<unknown>(ctx, 'PUT', `${mrPath(project_id, merge_request_iid)}/approval_rules/${segment(approval_rule_id)}`, { body });
    const out: ApprovalRuleDto = { ...shapeApprovalRule<ApprovalRuleDto>(res.data), next_steps: ['merge_request.approval_state to see whether it is satisfied'] };
    return respond(out, renderApprovalRule(out, `Approval rule ${approval_rule_id} updated`));
  }

  @Action({
    id: 'merge_request.approval_rule_delete',
    title: 'Delete a merge request approval rule',
    description: 'Remove an approval rule from a merge request; approvals given under it no longer count for it.',
    tier: 'premium',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: ApprovalRuleRefDto,
    output: MergeRequestOutcomeDto,
    operation: 'mrApprovalRuleDelete',
    route: 'DELETE /projects/:id/merge_requests/:merge_request_iid/approval_rules/:approval_rule_id',
    hints: [APPROVAL_RULES_ROLE, { text: 'the rule may not exist on this merge request; use merge_request.approval_rules', statuses: [404] }],
    example: { project_id: '42', merge_request_iid: 7, approval_rule_id: 1 },
  })
  async approvalRuleDelete(input: ApprovalRuleRefDto, ctx: ActionContext): Promise<ActionResult<MergeRequestOutcomeDto>> {
    await rest<undefined>(ctx, 'DELETE', `${mrPath(input.project_id, input.merge_request_iid)}/approval_rules/${segment(input.approval_rule_id)}`);
    const out: MergeRequestOutcomeDto = {
      project_id: input.project_id,
      merge_request_iid: input.merge_request_iid,
      message: `Approval rule ${input.approval_rule_id} deleted.`,
      next_steps: ['merge_request.approval_rules to see the remaining rules'],
    };
    return respond(out, renderOutcome(out, `Approval rule ${input.approval_rule_id} deleted`));
  }
}
