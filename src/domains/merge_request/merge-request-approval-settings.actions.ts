import { Action, Domain, type ActionHint, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { ProjectIdDto } from '../shared/project-id.dto.js';
import { ApprovalSettingsDto } from './dto/approval.dto.js';
import { GroupIdDto } from '../shared/group-id.dto.js';
import { UpdateGroupApprovalSettingsDto, UpdateProjectApprovalSettingsDto } from './dto/merge-request-params.dto.js';
import { renderApprovalSettings } from './merge-request-approval-settings.format.js';
import { MERGE_REQUEST_DOMAIN } from './merge-request.domain.js';
import { GROUP_404, PROJECT_404 } from './merge-request.hints.js';
import { shapeApprovalSettings } from './merge-request.shaping.js';

const SETTINGS_ROLE = (scope: string): ActionHint => ({ text: `changing ${scope} approval settings needs Maintainer or Owner role and Premium`, statuses: [401, 403], namesRole: true });

/** Approval settings of a project or a group. */
@Domain(MERGE_REQUEST_DOMAIN)
@Injectable()
export class MergeRequestApprovalSettingsActions {
  @Action({
    id: 'merge_request.approval_settings_project_get', title: 'Get project approval settings', tier: 'premium', readOnly: true, destructive: false,
    description: 'Get the merge request approval settings of a project: author and committer approval, overrides per merge request, approvals kept on push, re-authentication.',
    keywords: ['MR approval settings', 'approval policy', 'self-approval', 'prevent approval by author', 'reset approvals on push'],
    input: ProjectIdDto, output: ApprovalSettingsDto, operation: 'mrApprovalSettingsProjectGet', route: 'GET /projects/:id/merge_request_approval_setting',
    hints: [PROJECT_404],
    example: { project_id: '42' },
    reply: { shape: (answer, input) => ({ project_id: input.project_id, ...shapeApprovalSettings(answer) }), render: (out, input) => renderApprovalSettings(out, `Merge request approval settings of project ${input.project_id}`), nextSteps: ['merge_request.approval_settings_project_update to change them'] },
  })
  readonly approvalSettingsProjectGet?: Declared;

  @Action({
    id: 'merge_request.approval_settings_project_update', title: 'Update project approval settings', tier: 'premium', readOnly: false, destructive: false, idempotent: true,
    description: 'Change the merge request approval settings of a project (settings a group locks cannot be changed here).',
    keywords: ['MR approval settings', 'approval policy', 'self-approval', 'prevent approval by author', 'require reauthentication', 'reset approvals on push'],
    input: UpdateProjectApprovalSettingsDto, output: ApprovalSettingsDto, operation: 'mrApprovalSettingsProjectUpdate', route: 'PUT /projects/:id/merge_request_approval_setting',
    hints: [SETTINGS_ROLE('project'), PROJECT_404],
    example: { project_id: '42', retain_approvals_on_push: false },
    reply: { shape: (answer, input) => ({ project_id: input.project_id, ...shapeApprovalSettings(answer) }), render: (out, input) => renderApprovalSettings(out, `Merge request approval settings of project ${input.project_id} updated`), nextSteps: ['merge_request.approval_settings_project_get to read them back'] },
  })
  readonly approvalSettingsProjectUpdate?: Declared;

  @Action({
    id: 'merge_request.approval_settings_group_get', title: 'Get group approval settings', tier: 'premium', readOnly: true, destructive: false,
    description: 'Get the merge request approval settings of a group, which its projects inherit (and cannot change where locked).',
    keywords: ['MR approval settings', 'approval policy', 'self-approval', 'inherited settings', 'reset approvals on push'],
    input: GroupIdDto, output: ApprovalSettingsDto, operation: 'mrApprovalSettingsGroupGet', route: 'GET /groups/:id/merge_request_approval_setting',
    hints: [GROUP_404],
    example: { group_id: 'acme' },
    reply: { shape: (answer, input) => ({ group_id: input.group_id, ...shapeApprovalSettings(answer) }), render: (out, input) => renderApprovalSettings(out, `Merge request approval settings of group ${input.group_id}`), nextSteps: ['merge_request.approval_settings_group_update to change them'] },
  })
  readonly approvalSettingsGroupGet?: Declared;

  @Action({
    id: 'merge_request.approval_settings_group_update', title: 'Update group approval settings', tier: 'premium', readOnly: false, destructive: false, idempotent: true,
    description: 'Change the merge request approval settings of a group; its projects inherit them.',
    keywords: ['MR approval settings', 'approval policy', 'self-approval', 'lock settings', 'reset approvals on push'],
    input: UpdateGroupApprovalSettingsDto, output: ApprovalSettingsDto, operation: 'mrApprovalSettingsGroupUpdate', route: 'PUT /groups/:id/merge_request_approval_setting',
    hints: [{ text: 'changing group approval settings needs Owner role on the group and Premium', statuses: [401, 403], namesRole: true }, GROUP_404],
    example: { group_id: 'acme', allow_author_approval: false },
    reply: { shape: (answer, input) => ({ group_id: input.group_id, ...shapeApprovalSettings(answer) }), render: (out, input) => renderApprovalSettings(out, `Merge request approval settings of group ${input.group_id} updated`), nextSteps: ['merge_request.approval_settings_group_get to read them back'] },
  })
  readonly approvalSettingsGroupUpdate?: Declared;
}
