import { Action, Domain, respond, type ActionContext, type ActionHint, type ActionResult } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { ProjectIdDto } from '../shared/project-id.dto.js';
import { projectPath } from '../shared/project-ref.js';
import { ApprovalSettingsDto } from './dto/approval.dto.js';
import { GroupIdDto, UpdateGroupApprovalSettingsDto, UpdateProjectApprovalSettingsDto } from './dto/merge-request-params.dto.js';
import { renderApprovalSettings } from './merge-request-approval-settings.format.js';
import { MERGE_REQUEST_DOMAIN } from './merge-request.domain.js';
import { GROUP_404, PROJECT_404 } from './merge-request.hints.js';
import { groupPath, rest } from './merge-request.rest.js';
import { shapeApprovalSettings } from './merge-request.shaping.js';

const SETTINGS_ROLE = (scope: string): ActionHint => ({ text: `changing ${scope} approval settings needs Maintainer or Owner role and Premium`, statuses: [401, 403], namesRole: true });

/** Approval settings of a project or a group. */
@Domain(MERGE_REQUEST_DOMAIN)
@Injectable()
export class MergeRequestApprovalSettingsActions {
  @Action({
    id: 'merge_request.approval_settings_project_get',
    title: 'Get project approval settings',
    description: 'Get the merge request approval settings of a project: author and committer approval, overrides per merge request, approvals kept on push, re-authentication.',
    tier: 'premium',
    readOnly: true,
    destructive: false,
    input: ProjectIdDto,
    output: ApprovalSettingsDto,
    operation: 'mrApprovalSettingsProjectGet',
    route: 'GET /projects/:id/merge_request_approval_setting',
    hints: [PROJECT_404],
    example: { project_id: '42' },
  })
  async approvalSettingsProjectGet(input: ProjectIdDto, ctx: ActionContext): Promise<ActionResult<ApprovalSettingsDto>> {
    const res = await rest<unknown>(ctx, 'GET', `${projectPath(input.project_id)}/merge_request_approval_setting`);
    const out: ApprovalSettingsDto = { project_id: input.project_id, ...shapeApprovalSettings(res.data), next_steps: ['merge_request.approval_settings_project_update to change them'] };
    return respond(out, renderApprovalSettings(out, `Merge request approval settings of project ${input.project_id}`));
  }

  @Action({
    id: 'merge_request.approval_settings_project_update',
    title: 'Update project approval settings',
    description: 'Change the merge request approval settings of a project (settings a group locks cannot be changed here).',
    tier: 'premium',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: UpdateProjectApprovalSettingsDto,
    output: ApprovalSettingsDto,
    operation: 'mrApprovalSettingsProjectUpdate',
    route: 'PUT /projects/:id/merge_request_approval_setting',
    hints: [SETTINGS_ROLE('project'), PROJECT_404],
    example: { project_id: '42', retain_approvals_on_push: false },
  })
  async approvalSettingsProjectUpdate(input: UpdateProjectApprovalSettingsDto, ctx: ActionContext): Promise<ActionResult<ApprovalSettingsDto>> {
    const { project_id, ...body } = input;
    const res = await rest<unknown>(ctx, 'PUT', `${projectPath(project_id)}/merge_request_approval_setting`, { body });
    const out: ApprovalSettingsDto = { project_id, ...shapeApprovalSettings(res.data), next_steps: ['merge_request.approval_settings_project_get to read them back'] };
    return respond(out, renderApprovalSettings(out, `Merge request approval settings of project ${project_id} updated`));
  }

  @Action({
    id: 'merge_request.approval_settings_group_get',
    title: 'Get group approval settings',
    description: 'Get the merge request approval settings of a group, which its projects inherit (and cannot change where locked).',
    tier: 'premium',
    readOnly: true,
    destructive: false,
    input: GroupIdDto,
    output: ApprovalSettingsDto,
    operation: 'mrApprovalSettingsGroupGet',
    route: 'GET /groups/:id/merge_request_approval_setting',
    hints: [GROUP_404],
    example: { group_id: 'acme' },
  })
  async approvalSettingsGroupGet(input: GroupIdDto, ctx: ActionContext): Promise<ActionResult<ApprovalSettingsDto>> {
    const res = await rest<unknown>(ctx, 'GET', `${groupPath(input.group_id)}/merge_request_approval_setting`);
    const out: ApprovalSettingsDto = { group_id: input.group_id, ...shapeApprovalSettings(res.data), next_steps: ['merge_request.approval_settings_group_update to change them'] };
    return respond(out, renderApprovalSettings(out, `Merge request approval settings of group ${input.group_id}`));
  }

  @Action({
    id: 'merge_request.approval_settings_group_update',
    title: 'Update group approval settings',
    description: 'Change the merge request approval settings of a group; its projects inherit them.',
    tier: 'premium',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: UpdateGroupApprovalSettingsDto,
    output: ApprovalSettingsDto,
    operation: 'mrApprovalSettingsGroupUpdate',
    route: 'PUT /groups/:id/merge_request_approval_setting',
    hints: [{ text: 'changing group approval settings needs Owner role on the group and Premium', statuses: [401, 403], namesRole: true }, GROUP_404],
    example: { group_id: 'acme', allow_author_approval: false },
  })
  async approvalSettingsGroupUpdate(input: UpdateGroupApprovalSettingsDto, ctx: ActionContext): Promise<ActionResult<ApprovalSettingsDto>> {
    const { group_id, ...body } = input;
    const res = await rest<unknown>(ctx, 'PUT', `${groupPath(group_id)}/merge_request_approval_setting`, { body });
    const out: ApprovalSettingsDto = { group_id, ...shapeApprovalSettings(res.data), next_steps: ['merge_request.approval_settings_group_get to read them back'] };
    return respond(out, renderApprovalSettings(out, `Merge request approval settings of group ${group_id} updated`));
  }
}
