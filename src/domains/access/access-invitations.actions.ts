import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { asInt, asObject, asString } from '../shared/json-values.js';
import type { InvitationDto } from '../shared/invitation.dto.js';
import { ACCESS_DOMAIN } from './access.domain.js';
import { renderInvitationList, renderInvitationResult } from './access-membership.format.js';
import { InvitationListDto, InvitationResultDto } from './dto/access-results.dto.js';
import { InviteToGroupDto, InviteToProjectDto, ListGroupInvitationsDto, ListProjectInvitationsDto } from './dto/membership-params.dto.js';

const PROJECT_ROLE = { text: 'inviting to a project requires Maintainer or Owner role on it (Owner to invite an Owner)', statuses: [401, 403], namesRole: true };
const GROUP_ROLE = { text: 'inviting to a group requires Owner role on it', statuses: [401, 403], namesRole: true };
const BAD_INVITE = { text: 'give email or user_id, a valid access_level (10..50) and a future expires_at (YYYY-MM-DD)', statuses: [400, 422] };

/** Invitations carry a token that lets whoever holds it accept them: it is never part of the output. */
function invitationOf(raw: unknown): InvitationDto {
  const o = asObject(raw) ?? {};
  return {
    invite_email: asString(o['invite_email']),
    access_level: asInt(o['access_level']),
    created_at: asString(o['created_at']),
    expires_at: asString(o['expires_at']),
    created_by_name: asString(o['created_by_name']),
    user_name: asString(o['user_name']),
  };
}

function resultOf(raw: unknown): InvitationResultDto {
  const o = asObject(raw) ?? {};
  const message = asObject<Record<string, unknown>>(o['message']);
  return {
    status: asString(o['status']) ?? 'success',
    message: message ? Object.fromEntries(Object.entries(message).map(([k, v]) => [k, asString(v) ?? ''])) : undefined,
  };
}

/** Invitations: adding people to a project or group by email (or user ID), pending until they accept. */
@Domain(ACCESS_DOMAIN)
@Injectable()
export class AccessInvitationActions {
  @Action({
    id: 'access.invite_project', title: 'Invite to a project', tier: 'free', readOnly: false, destructive: false,
    description: 'Invite people to a project by email (GitLab sends the invitation; it stays pending until accepted) or add existing users by user_id, with a role and an optional expiry. Needs Maintainer or Owner role.',
    keywords: ['collaborator', 'email invite', 'repo', 'onboard', 'membership', 'grant access'],
    input: InviteToProjectDto, output: InvitationResultDto, operation: 'invitationCreateProject', route: 'POST /projects/:id/invitations',
    hints: [BAD_INVITE, { text: 'verify project_id; use project.list to find the project', statuses: [404] }, PROJECT_ROLE],
    example: { project_id: '42', email: 'carol@example.com', access_level: 30 },
    reply: { shape: resultOf, render: (out, input) => renderInvitationResult(out, `project ${input.project_id}`), nextSteps: ['access.invite_list_project to see the pending invitations'] },
  })
  readonly inviteProject?: Declared;

  @Action({
    id: 'access.invite_group', title: 'Invite to a group', tier: 'free', readOnly: false, destructive: false,
    description: 'Invite people to a group by email (pending until accepted) or add existing users by user_id, with a role and an optional expiry; they get access to all its projects. Needs Owner role.',
    keywords: ['team', 'org', 'email invite', 'onboard', 'membership', 'grant access'],
    input: InviteToGroupDto, output: InvitationResultDto, operation: 'invitationCreateGroup', route: 'POST /groups/:id/invitations',
    hints: [BAD_INVITE, { text: 'verify group_id; use group.list to find the group', statuses: [404] }, GROUP_ROLE],
    example: { group_id: 'acme', email: 'carol@example.com', access_level: 30 },
    reply: { shape: resultOf, render: (out, input) => renderInvitationResult(out, `group ${input.group_id}`), nextSteps: ['access.invite_list_group to see the pending invitations'] },
  })
  readonly inviteGroup?: Declared;

  @Action({
    id: 'access.invite_list_project', title: 'List pending invitations to a project', tier: 'free', readOnly: true, destructive: false,
    description: 'List the invitations to a project that nobody has accepted yet: email, role, who invited, expiry. Needs Maintainer or Owner role.',
    keywords: ['invitations', 'invites', 'unaccepted', 'awaiting acceptance', 'repo', 'collaborator'],
    input: ListProjectInvitationsDto, output: InvitationListDto, operation: 'invitationListProject', route: 'GET /projects/:id/invitations',
    hints: [{ text: 'verify project_id; use project.list to find the project', statuses: [404] }, PROJECT_ROLE],
    example: { project_id: '42', query: 'example.com' },
    reply: { list: 'invitations', shape: (answer) => (answer as unknown[]).map(invitationOf), render: (out, input) => renderInvitationList(out, `project ${input.project_id}`), nextSteps: ['access.invite_project to invite someone else'] },
  })
  readonly listProject?: Declared;

  @Action({
    id: 'access.invite_list_group', title: 'List pending invitations to a group', tier: 'free', readOnly: true, destructive: false,
    description: 'List the invitations to a group that nobody has accepted yet: email, role, who invited, expiry. Needs Owner role.',
    keywords: ['invitations', 'invites', 'unaccepted', 'awaiting acceptance', 'org', 'team'],
    input: ListGroupInvitationsDto, output: InvitationListDto, operation: 'invitationListGroup', route: 'GET /groups/:id/invitations',
    hints: [{ text: 'verify group_id; use group.list to find the group', statuses: [404] }, GROUP_ROLE],
    example: { group_id: 'acme', query: 'example.com' },
    reply: { list: 'invitations', shape: (answer) => (answer as unknown[]).map(invitationOf), render: (out, input) => renderInvitationList(out, `group ${input.group_id}`), nextSteps: ['access.invite_group to invite someone else'] },
  })
  readonly listGroup?: Declared;
}
