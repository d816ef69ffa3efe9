import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { asObject } from '../shared/json-values.js';
import { NewResourceAccessTokenDto, ResourceAccessTokenDto } from '../shared/resource-access-token.dto.js';
import { newResourceAccessTokenOf, resourceAccessTokenOf } from '../shared/resource-access-token.js';
import { ACCESS_DOMAIN } from './access.domain.js';
import { renderRemoval } from './access-deploy.format.js';
import { renderNewToken, renderResourceTokenList, renderToken } from './access-tokens.format.js';
import {
  CreateGroupAccessTokenDto,
  CreateProjectAccessTokenDto,
  GroupAccessTokenRefDto,
  ListGroupAccessTokensDto,
  ListProjectAccessTokensDto,
  ProjectAccessTokenRefDto,
  RotateGroupAccessTokenDto,
  RotateGroupSelfDto,
  RotateProjectAccessTokenDto,
  RotateProjectSelfDto,
} from './dto/access-token-params.dto.js';
import { AccessRemovalDto, ResourceAccessTokenListDto, RotatedResourceAccessTokenDto } from './dto/access-results.dto.js';

const PROJECT_ROLE = { text: 'managing project access tokens requires Maintainer or Owner role on the project (Owner to grant Owner)', statuses: [401, 403], namesRole: true };
const GROUP_ROLE = { text: 'managing group access tokens requires Owner role on the group', statuses: [401, 403], namesRole: true };
const BAD_TOKEN = { text: 'check the scopes and access_level, and that expires_at is a future date within the maximum lifetime the instance allows', statuses: [400, 422] };
const ROTATE_400 = { text: 'the token may already be revoked or expired, or expires_at is beyond the maximum lifetime', statuses: [400, 422] };
const ONCE = 'The token value is returned once, in this result: store it at once (for example in a masked CI/CD variable); it cannot be read again.';
const SELF =
  'This rotates the token THIS SERVER RUNS WITH (when it is this project’s or group’s access token), not a token of your choice: the server’s own credential stops working AT ONCE, and the new value, returned once here, must be configured before its next request.';

const list = (answer: unknown): ResourceAccessTokenDto[] => (answer as unknown[]).map((t) => resourceAccessTokenOf(asObject(t) ?? {}));
const one = (answer: unknown): ResourceAccessTokenDto => resourceAccessTokenOf(asObject(answer) ?? {});
const created = (answer: unknown): NewResourceAccessTokenDto => newResourceAccessTokenOf(asObject(answer) ?? {});
const rotated = (answer: unknown, replaced: number | undefined, message: string): RotatedResourceAccessTokenDto => ({ ...created(answer), replaced_token_id: replaced, message });
const replacedMessage = (id: number): string => `Token ${id} was revoked and stopped working now: everything that uses it must be given this new token.`;
const revokedMessage = (id: number): string => `Token ${id} revoked: everything that uses it stops working now, and its bot user loses its membership; replace it with a new token.`;
const SELF_MESSAGE = "The calling token (this server's own credential) was revoked and stopped working now: restart the server with this new token, and replace it everywhere else it was used.";

/** Project and group access tokens: tokens of a bot user that is a member of one project or group. */
@Domain(ACCESS_DOMAIN)
@Injectable()
export class AccessResourceTokenActions {
  @Action({
    id: 'access.token_project_list', title: 'List project access tokens', tier: 'free', readOnly: true, destructive: false,
    description: 'List the access tokens of a project (never their values) with their role, scopes and expiry, filtered by state, dates, revocation or name. Needs Maintainer or Owner role.',
    keywords: ['repo token', 'bot user', 'resource access token', 'glpat', 'Settings > Access tokens'],
    input: ListProjectAccessTokensDto, output: ResourceAccessTokenListDto, operation: 'projectTokenList', route: 'GET /projects/:id/access_tokens',
    hints: [{ text: 'verify project_id; use project.list to find the project', statuses: [404] }, PROJECT_ROLE],
    example: { project_id: '42', state: 'active' },
    reply: { list: 'tokens', shape: list, render: (out, input) => renderResourceTokenList(out, `project ${input.project_id}`), nextSteps: ['access.token_project_rotate to replace a leaked or expiring token', 'access.token_project_revoke to revoke one'] },
  })
  readonly projectList?: Declared;

  @Action({
    id: 'access.token_project_get', title: 'Get a project access token', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one access token of a project (never its value): role, scopes, expiry, last use.',
    keywords: ['repo token', 'bot user', 'token scopes', 'last used', 'expiry date'],
    input: ProjectAccessTokenRefDto, output: ResourceAccessTokenDto, operation: 'projectTokenGet', route: 'GET /projects/:id/access_tokens/:token_id',
    notFound: { resource: 'Project Access Token', identifier: '{token_id} in project {project_id}', nextSteps: ["Use action 'access.token_project_list' to list the project's access tokens"] },
    hints: [PROJECT_ROLE],
    example: { project_id: '42', token_id: 201 },
    reply: { shape: one, render: (out) => renderToken(out, 'Project access token'), nextSteps: ['access.token_project_rotate to replace it', 'access.token_project_revoke to revoke it'] },
  })
  readonly projectGet?: Declared;

  @Action({
    id: 'access.token_project_create', title: 'Create a project access token', tier: 'free', readOnly: false, destructive: false,
    description: `Create an access token for a project: GitLab adds a bot user to the project with the role given (Maintainer by default) and returns its token. ${ONCE} Needs Maintainer or Owner role.`,
    keywords: ['repo token', 'bot user', 'automation token', 'resource access token', 'API key', 'glpat'],
    input: CreateProjectAccessTokenDto, output: NewResourceAccessTokenDto, operation: 'projectTokenCreate', route: 'POST /projects/:id/access_tokens',
    hints: [BAD_TOKEN, { text: 'verify project_id; use project.list to find the project', statuses: [404] }, PROJECT_ROLE],
    example: { project_id: '42', name: 'ci-deploy', scopes: ['read_api', 'read_repository'], access_level: 30, expires_at: '2030-12-31', description: 'Deploys from CI' },
    reply: { shape: created, render: (out) => renderNewToken(out, 'Project access token created:'), nextSteps: ['access.token_project_list to review the tokens (values are never shown again)', 'access.token_project_rotate before it expires'] },
  })
  readonly projectCreate?: Declared;

  @Action({
    id: 'access.token_project_rotate', title: 'Rotate a project access token', tier: 'free', readOnly: false, destructive: false,
    description: 'Rotate a project access token (for example a leaked one): the old token is revoked at once and a new one with the same role and scopes is returned, its value shown only in this result. Everything that used the old token must be given the new one.',
    keywords: ['repo token', 'regenerate', 'renew', 'leaked token', 'bot user'],
    input: RotateProjectAccessTokenDto, output: RotatedResourceAccessTokenDto, operation: 'projectTokenRotate', route: 'POST /projects/:id/access_tokens/:token_id/rotate',
    hints: [ROTATE_400, { text: 'verify token_id; use access.token_project_list to list the tokens', statuses: [404] }, PROJECT_ROLE],
    example: { project_id: '42', token_id: 201, expires_at: '2030-12-31' },
    reply: { shape: (answer, input) => rotated(answer, input.token_id, replacedMessage(input.token_id)), render: (out) => renderNewToken(out, 'Project access token rotated:'), nextSteps: ['access.token_project_list to review the tokens (values are never shown again)'] },
  })
  readonly projectRotate?: Declared;

  @Action({
    id: 'access.token_project_rotate_self', title: 'Rotate the server’s own project access token', tier: 'free', readOnly: false, destructive: false,
    description: `Rotate the project access token used to make this call. ${SELF}`,
    keywords: ['repo token', 'current token', 'renew', 'regenerate', 'self-rotate'],
    input: RotateProjectSelfDto, output: RotatedResourceAccessTokenDto, operation: 'projectTokenRotateSelf', route: 'POST /projects/:id/access_tokens/self/rotate',
    hints: [ROTATE_400, { text: 'the calling token is not an access token of this project, or lacks the api or self_rotate scope', statuses: [401, 403, 404], namesRole: true }],
    example: { project_id: '42', expires_at: '2030-12-31' },
    reply: { shape: (answer) => rotated(answer, undefined, SELF_MESSAGE), render: (out) => renderNewToken(out, 'The server’s own project access token was rotated:') },
  })
  readonly projectRotateSelf?: Declared;

  @Action({
    id: 'access.token_project_revoke', title: 'Revoke a project access token', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Revoke a project access token: everything that uses it stops working at once and its bot user is removed from the project. This cannot be undone.',
    keywords: ['repo token', 'invalidate', 'leaked token', 'bot user'],
    input: ProjectAccessTokenRefDto, output: AccessRemovalDto, operation: 'projectTokenRevoke', route: 'DELETE /projects/:id/access_tokens/:token_id',
    hints: [{ text: 'verify token_id; use access.token_project_list to list the tokens', statuses: [404] }, PROJECT_ROLE],
    example: { project_id: '42', token_id: 201 },
    reply: { shape: (_, input) => ({ resource: `project ${input.project_id}`, id: input.token_id, message: revokedMessage(input.token_id) }), render: (out) => renderRemoval(out, `Project access token ${out.id ?? ''} revoked`), nextSteps: ['access.token_project_create for a replacement'] },
  })
  readonly projectRevoke?: Declared;

  @Action({
    id: 'access.token_group_list', title: 'List group access tokens', tier: 'free', readOnly: true, destructive: false,
    description: 'List the access tokens of a group (never their values) with their role, scopes and expiry, filtered by state, dates, revocation or name. Needs Owner role.',
    keywords: ['org token', 'team token', 'bot user', 'resource access token', 'glpat', 'subgroup'],
    input: ListGroupAccessTokensDto, output: ResourceAccessTokenListDto, operation: 'groupTokenList', route: 'GET /groups/:id/access_tokens',
    hints: [{ text: 'verify group_id; use group.list to find the group', statuses: [404] }, GROUP_ROLE],
    example: { group_id: 'acme', state: 'active' },
    reply: { list: 'tokens', shape: list, render: (out, input) => renderResourceTokenList(out, `group ${input.group_id}`), nextSteps: ['access.token_group_rotate to replace a leaked or expiring token', 'access.token_group_revoke to revoke one'] },
  })
  readonly groupList?: Declared;

  @Action({
    id: 'access.token_group_get', title: 'Get a group access token', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one access token of a group (never its value): role, scopes, expiry, last use.',
    keywords: ['org token', 'team token', 'bot user', 'token scopes', 'last used'],
    input: GroupAccessTokenRefDto, output: ResourceAccessTokenDto, operation: 'groupTokenGet', route: 'GET /groups/:id/access_tokens/:token_id',
    notFound: { resource: 'Group Access Token', identifier: '{token_id} in group {group_id}', nextSteps: ["Use action 'access.token_group_list' to list the group's access tokens"] },
    hints: [GROUP_ROLE],
    example: { group_id: 'acme', token_id: 202 },
    reply: { shape: one, render: (out) => renderToken(out, 'Group access token'), nextSteps: ['access.token_group_rotate to replace it', 'access.token_group_revoke to revoke it'] },
  })
  readonly groupGet?: Declared;

  @Action({
    id: 'access.token_group_create', title: 'Create a group access token', tier: 'free', readOnly: false, destructive: false,
    description: `Create an access token for a group: GitLab adds a bot user to the group with the role given (Maintainer by default) and returns its token. ${ONCE} Needs Owner role.`,
    keywords: ['org token', 'team token', 'bot user', 'automation token', 'API key', 'subgroup'],
    input: CreateGroupAccessTokenDto, output: NewResourceAccessTokenDto, operation: 'groupTokenCreate', route: 'POST /groups/:id/access_tokens',
    hints: [BAD_TOKEN, { text: 'verify group_id; use group.list to find the group', statuses: [404] }, GROUP_ROLE],
    example: { group_id: 'acme', name: 'release-bot', scopes: ['api'], access_level: 40, expires_at: '2030-12-31' },
    reply: { shape: created, render: (out) => renderNewToken(out, 'Group access token created:'), nextSteps: ['access.token_group_list to review the tokens (values are never shown again)', 'access.token_group_rotate before it expires'] },
  })
  readonly groupCreate?: Declared;

  @Action({
    id: 'access.token_group_rotate', title: 'Rotate a group access token', tier: 'free', readOnly: false, destructive: false,
    description: 'Rotate a group access token (for example a leaked one): the old token is revoked at once and a new one with the same role and scopes is returned, its value shown only in this result. Everything that used the old token must be given the new one.',
    keywords: ['org token', 'team token', 'regenerate', 'renew', 'leaked token'],
    input: RotateGroupAccessTokenDto, output: RotatedResourceAccessTokenDto, operation: 'groupTokenRotate', route: 'POST /groups/:id/access_tokens/:token_id/rotate',
    hints: [ROTATE_400, { text: 'verify token_id; use access.token_group_list to list the tokens', statuses: [404] }, GROUP_ROLE],
    example: { group_id: 'acme', token_id: 202, expires_at: '2030-12-31' },
    reply: { shape: (answer, input) => rotated(answer, input.token_id, replacedMessage(input.token_id)), render: (out) => renderNewToken(out, 'Group access token rotated:'), nextSteps: ['access.token_group_list to review the tokens (values are never shown again)'] },
  })
  readonly groupRotate?: Declared;

  @Action({
    id: 'access.token_group_rotate_self', title: 'Rotate the server’s own group access token', tier: 'free', readOnly: false, destructive: false,
    description: `Rotate the group access token used to make this call. ${SELF}`,
    keywords: ['org token', 'current token', 'renew', 'regenerate', 'self-rotate'],
    input: RotateGroupSelfDto, output: RotatedResourceAccessTokenDto, operation: 'groupTokenRotateSelf', route: 'POST /groups/:id/access_tokens/self/rotate',
    hints: [ROTATE_400, { text: 'the calling token is not an access token of this group, or lacks the api or self_rotate scope', statuses: [401, 403, 404], namesRole: true }],
    example: { group_id: 'acme', expires_at: '2030-12-31' },
    reply: { shape: (answer) => rotated(answer, undefined, SELF_MESSAGE), render: (out) => renderNewToken(out, 'The server’s own group access token was rotated:') },
  })
  readonly groupRotateSelf?: Declared;

  @Action({
    id: 'access.token_group_revoke', title: 'Revoke a group access token', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Revoke a group access token: everything that uses it stops working at once and its bot user is removed from the group. This cannot be undone.',
    keywords: ['org token', 'team token', 'invalidate', 'leaked token', 'bot user'],
    input: GroupAccessTokenRefDto, output: AccessRemovalDto, operation: 'groupTokenRevoke', route: 'DELETE /groups/:id/access_tokens/:token_id',
    hints: [{ text: 'verify token_id; use access.token_group_list to list the tokens', statuses: [404] }, GROUP_ROLE],
    example: { group_id: 'acme', token_id: 202 },
    reply: { shape: (_, input) => ({ resource: `group ${input.group_id}`, id: input.token_id, message: revokedMessage(input.token_id) }), render: (out) => renderRemoval(out, `Group access token ${out.id ?? ''} revoked`), nextSteps: ['access.token_group_create for a replacement'] },
  })
  readonly groupRevoke?: Declared;
}
