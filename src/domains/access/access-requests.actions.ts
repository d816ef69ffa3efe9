import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { AccessRequesterDto } from '../shared/access-request.dto.js';
import { GroupIdDto } from '../shared/group-id.dto.js';
import { MemberDto } from '../shared/member.dto.js';
import { ProjectIdDto } from '../shared/project-id.dto.js';
import { ACCESS_DOMAIN } from './access.domain.js';
import { renderRemoval } from './access-deploy.format.js';
import { renderAccessRequest, renderAccessRequestList, renderApproved } from './access-membership.format.js';
import { AccessRemovalDto, AccessRequestListDto } from './dto/access-results.dto.js';
import {
  ApproveGroupAccessRequestDto,
  ApproveProjectAccessRequestDto,
  GroupAccessRequestRefDto,
  ListGroupAccessRequestsDto,
  ListProjectAccessRequestsDto,
  ProjectAccessRequestRefDto,
} from './dto/membership-params.dto.js';

const PROJECT_ROLE = { text: 'handling access requests to a project requires Maintainer or Owner role on it', statuses: [401, 403], namesRole: true };
const GROUP_ROLE = { text: 'handling access requests to a group requires Owner role on it', statuses: [401, 403], namesRole: true };
const PROJECT_404 = { text: 'no pending request from this user; use access.request_list_project to list them', statuses: [404] };
const GROUP_404 = { text: 'no pending request from this user; use access.request_list_group to list them', statuses: [404] };
const ALREADY = { text: 'you are already a member, or already asked; an Owner or Maintainer must approve it', statuses: [400, 409] };

/** Access requests: users asking to join a project or group, approved or denied by its maintainers. */
@Domain(ACCESS_DOMAIN)
@Injectable()
export class AccessRequestActions {
  @Action({
    id: 'access.request_project', title: 'Request access to a project', tier: 'free', readOnly: false, destructive: false,
    description: 'Ask, as the calling user, to become a member of a project; its Maintainers and Owners can approve the request (access.approve_project) or deny it.',
    keywords: ['join project', 'ask for access', 'membership request', 'repo', 'become member'],
    input: ProjectIdDto, output: AccessRequesterDto, operation: 'accessRequestProject', route: 'POST /projects/:id/access_requests',
    hints: [ALREADY, { text: 'the project may not accept access requests, or you cannot see it', statuses: [403, 404], namesRole: true }],
    example: { project_id: '42' },
    reply: { render: (out, input) => renderAccessRequest(out, `project ${input.project_id}`), nextSteps: ['access.request_list_project to see the pending requests (Maintainer)'] },
  })
  readonly requestProject?: Declared;

  @Action({
    id: 'access.request_group', title: 'Request access to a group', tier: 'free', readOnly: false, destructive: false,
    description: 'Ask, as the calling user, to become a member of a group; its Owners can approve the request (access.approve_group) or deny it.',
    keywords: ['join group', 'ask for access', 'membership request', 'team', 'org'],
    input: GroupIdDto, output: AccessRequesterDto, operation: 'accessRequestGroup', route: 'POST /groups/:id/access_requests',
    hints: [ALREADY, { text: 'the group may not accept access requests, or you cannot see it', statuses: [403, 404], namesRole: true }],
    example: { group_id: 'acme' },
    reply: { render: (out, input) => renderAccessRequest(out, `group ${input.group_id}`), nextSteps: ['access.request_list_group to see the pending requests (Owner)'] },
  })
  readonly requestGroup?: Declared;

  @Action({
    id: 'access.request_list_project', title: 'List access requests to a project', tier: 'free', readOnly: true, destructive: false,
    description: 'List the users waiting for access to a project. Needs Maintainer or Owner role.',
    keywords: ['join requests', 'waiting users', 'membership requests', 'repo'],
    input: ListProjectAccessRequestsDto, output: AccessRequestListDto, operation: 'accessRequestListProject', route: 'GET /projects/:id/access_requests',
    hints: [{ text: 'verify project_id; use project.list to find the project', statuses: [404] }, PROJECT_ROLE],
    example: { project_id: '42' },
    reply: { list: 'access_requests', render: (out, input) => renderAccessRequestList(out, `project ${input.project_id}`), nextSteps: ['access.approve_project to grant a role', 'access.deny_project to refuse'] },
  })
  readonly listProject?: Declared;

  @Action({
    id: 'access.request_list_group', title: 'List access requests to a group', tier: 'free', readOnly: true, destructive: false,
    description: 'List the users waiting for access to a group. Needs Owner role.',
    keywords: ['join requests', 'waiting users', 'membership requests', 'team', 'org'],
    input: ListGroupAccessRequestsDto, output: AccessRequestListDto, operation: 'accessRequestListGroup', route: 'GET /groups/:id/access_requests',
    hints: [{ text: 'verify group_id; use group.list to find the group', statuses: [404] }, GROUP_ROLE],
    example: { group_id: 'ops' },
    reply: { list: 'access_requests', render: (out, input) => renderAccessRequestList(out, `group ${input.group_id}`), nextSteps: ['access.approve_group to grant a role', 'access.deny_group to refuse'] },
  })
  readonly listGroup?: Declared;

  @Action({
    id: 'access.approve_project', title: 'Approve an access request to a project', tier: 'free', readOnly: false, destructive: false,
    description: 'Approve a user’s request for access to a project: the user becomes a member with the role given (Developer by default). Needs Maintainer or Owner role (Owner to grant Owner).',
    keywords: ['accept', 'grant access', 'let in', 'join request', 'repo'],
    input: ApproveProjectAccessRequestDto, output: MemberDto, operation: 'accessRequestApproveProject', route: 'PUT /projects/:id/access_requests/:user_id/approve',
    hints: [PROJECT_404, { text: 'access_level must be one of 10, 15, 20, 30, 40, 50', statuses: [400] }, PROJECT_ROLE],
    example: { project_id: '42', user_id: 4, access_level: 30 },
    reply: { render: (out, input) => renderApproved(out, `project ${input.project_id}`), nextSteps: ['project.members to see everyone with access'] },
  })
  readonly approveProject?: Declared;

  @Action({
    id: 'access.approve_group', title: 'Approve an access request to a group', tier: 'free', readOnly: false, destructive: false,
    description: 'Approve a user’s request for access to a group: the user becomes a member with the role given (Developer by default). Needs Owner role.',
    keywords: ['accept', 'grant access', 'let in', 'join request', 'team', 'org'],
    input: ApproveGroupAccessRequestDto, output: MemberDto, operation: 'accessRequestApproveGroup', route: 'PUT /groups/:id/access_requests/:user_id/approve',
    hints: [GROUP_404, { text: 'access_level must be one of 10, 15, 20, 30, 40, 50', statuses: [400] }, GROUP_ROLE],
    example: { group_id: 'ops', user_id: 4, access_level: 30 },
    reply: { render: (out, input) => renderApproved(out, `group ${input.group_id}`), nextSteps: ['access.request_list_group for the other pending requests'] },
  })
  readonly approveGroup?: Declared;

  @Action({
    id: 'access.deny_project', title: 'Deny an access request to a project', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Deny (delete) a user’s request for access to a project; a user may also withdraw their own request this way. Needs Maintainer or Owner role for someone else’s.',
    keywords: ['reject', 'decline', 'withdraw', 'join request', 'repo'],
    input: ProjectAccessRequestRefDto, output: AccessRemovalDto, operation: 'accessRequestDenyProject', route: 'DELETE /projects/:id/access_requests/:user_id',
    hints: [PROJECT_404, PROJECT_ROLE],
    example: { project_id: '42', user_id: 4 },
    reply: { shape: (_, input) => ({ resource: `project ${input.project_id}`, id: input.user_id, message: `Access request of user ${input.user_id} denied: the user was not added.` }), render: (out) => renderRemoval(out, 'Access request denied'), nextSteps: ['access.request_list_project for the other pending requests'] },
  })
  readonly denyProject?: Declared;

  @Action({
    id: 'access.deny_group', title: 'Deny an access request to a group', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Deny (delete) a user’s request for access to a group; a user may also withdraw their own request this way. Needs Owner role for someone else’s.',
    keywords: ['reject', 'decline', 'withdraw', 'join request', 'team', 'org'],
    input: GroupAccessRequestRefDto, output: AccessRemovalDto, operation: 'accessRequestDenyGroup', route: 'DELETE /groups/:id/access_requests/:user_id',
    hints: [GROUP_404, GROUP_ROLE],
    example: { group_id: 'ops', user_id: 4 },
    reply: { shape: (_, input) => ({ resource: `group ${input.group_id}`, id: input.user_id, message: `Access request of user ${input.user_id} denied: the user was not added.` }), render: (out) => renderRemoval(out, 'Access request denied'), nextSteps: ['access.request_list_group for the other pending requests'] },
  })
  readonly denyGroup?: Declared;
}
