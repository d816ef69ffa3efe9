import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { NewAccessTokenDto } from '../shared/access-token.dto.js';
import { accessTokenOf, newAccessTokenOf } from '../shared/access-token.js';
import { asObject } from '../shared/json-values.js';
import { ServiceAccountDto, ServiceAccountListDto, ServiceAccountTokenListDto } from '../shared/service-account.dto.js';
import { renderServiceAccount, renderServiceAccountList, renderServiceAccountNewToken, renderServiceAccountTokenList } from '../shared/service-account.format.js';
import {
  CreateProjectServiceAccountDto,
  CreateServiceAccountTokenDto,
  DeleteProjectServiceAccountDto,
  ListProjectServiceAccountsDto,
  ListServiceAccountTokensDto,
  RotateServiceAccountTokenDto,
  ServiceAccountRefDto,
  ServiceAccountTokenRefDto,
  UpdateProjectServiceAccountDto,
} from './dto/service-account-params.dto.js';
import { ServiceAccountDeletionDto, ServiceAccountTokenRevocationDto } from './dto/service-account.dto.js';
import { PROJECT_DOMAIN } from './project.domain.js';
import { renderServiceAccountDeletion, renderServiceAccountTokenRevocation } from './project-service-accounts.format.js';

const ROLE_HINT = 'managing project service accounts and their tokens requires Maintainer or Owner role on the project (GitLab 18.11 or later)';
const ACCOUNT_404 = { text: 'verify project_id and user_id; use project.service_account_list to see the service accounts', statuses: [404] };
const TOKEN_404 = { text: 'verify user_id and token_id; use project.service_account_pat_list to see the tokens', statuses: [404] };

/** Project service accounts (non-human users for automation) and their access tokens. */
@Domain(PROJECT_DOMAIN)
@Injectable()
export class ProjectServiceAccountActions {
  @Action({
    id: 'project.service_account_list', title: 'List project service accounts', tier: 'free', readOnly: true, destructive: false,
    description: 'List the service accounts (non-human users for automation) provisioned in a project. Needs Maintainer or Owner role; GitLab 18.11 or later.',
    keywords: ['bot users', 'robot accounts', 'automation users', 'machine users', 'repo service accounts'],
    input: ListProjectServiceAccountsDto, output: ServiceAccountListDto, operation: 'list project service accounts', route: 'GET /projects/:id/service_accounts',
    hints: [{ text: 'listing project service accounts requires Maintainer or Owner role', statuses: [403], namesRole: true }],
    example: { project_id: '42', order_by: 'username', sort: 'asc' },
    reply: { list: 'service_accounts', render: (out, input) => renderServiceAccountList(out, `project ${input.project_id}`), nextSteps: ['project.service_account_get for one service account', 'project.service_account_pat_list to review its access tokens'] },
  })
  readonly serviceAccountList?: Declared;

  @Action({
    id: 'project.service_account_get', title: 'Get a project service account', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one service account of a project: username, name and email. Needs Maintainer or Owner role; GitLab 18.11 or later.',
    keywords: ['bot user', 'robot account', 'machine user', 'automation user'],
    input: ServiceAccountRefDto, output: ServiceAccountDto, operation: 'get project service account', route: 'GET /projects/:id/service_accounts/:user_id',
    notFound: {
      resource: 'Project Service Account',
      identifier: '{user_id} in project {project_id}',
      nextSteps: ["Use action 'project.service_account_list' to list the project's service accounts", 'Verify that user_id is the numeric ID of the service account, not its username'],
    },
    hints: [{ text: ROLE_HINT, statuses: [401, 403], namesRole: true }],
    example: { project_id: '42', user_id: 1 },
    reply: { render: (out) => renderServiceAccount(out), nextSteps: ['project.service_account_pat_list to review its access tokens', 'project.service_account_update to rename it'] },
  })
  readonly serviceAccountGet?: Declared;

  @Action({
    id: 'project.service_account_create', title: 'Create a project service account', tier: 'free', readOnly: false, destructive: false,
    description: 'Create a service account (a non-human user for automation) in a project; name, username and email are generated when left out. Give it access with project.member_add and a token with project.service_account_pat_create.',
    keywords: ['bot user', 'robot account', 'machine user', 'CI bot', 'automation user'],
    input: CreateProjectServiceAccountDto, output: ServiceAccountDto, operation: 'create project service account', route: 'POST /projects/:id/service_accounts',
    hints: [
      { text: 'the username or email may already be taken; choose another or leave them out to have GitLab generate them', statuses: [400, 409] },
      { text: `${ROLE_HINT}; an administrator may also have restricted who can create service accounts`, statuses: [401, 403], namesRole: true },
    ],
    example: { project_id: '42', name: 'Release bot', username: 'release-bot' },
    reply: { render: (out) => renderServiceAccount(out, 'Service account created:'), nextSteps: ['project.service_account_pat_create to give it an access token', 'project.member_add to grant it a role in the project'] },
  })
  readonly serviceAccountCreate?: Declared;

  @Action({
    id: 'project.service_account_update', title: 'Update a project service account', tier: 'free', readOnly: false, destructive: false,
    description: 'Change the name, username or email of a project service account.',
    keywords: ['bot user', 'robot account', 'rename bot', 'machine user'],
    input: UpdateProjectServiceAccountDto, output: ServiceAccountDto, operation: 'update project service account', route: 'PATCH /projects/:id/service_accounts/:user_id',
    hints: [
      ACCOUNT_404,
      { text: 'the username or email may already be taken by another user', statuses: [400, 409] },
      { text: ROLE_HINT, statuses: [401, 403], namesRole: true },
    ],
    example: { project_id: '42', user_id: 1, name: 'Release bot (prod)' },
    reply: { render: (out) => renderServiceAccount(out, 'Service account updated:'), nextSteps: ['project.service_account_get to read it back'] },
  })
  readonly serviceAccountUpdate?: Declared;

  @Action({
    id: 'project.service_account_delete', title: 'Delete a project service account', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Delete a project service account: its tokens stop working at once. Its contributions move to the Ghost user, or are deleted too with hard_delete. This cannot be undone.',
    keywords: ['bot user', 'robot account', 'machine user', 'hard delete'],
    input: DeleteProjectServiceAccountDto, output: ServiceAccountDeletionDto, operation: 'delete project service account', route: 'DELETE /projects/:id/service_accounts/:user_id',
    hints: [ACCOUNT_404, { text: ROLE_HINT, statuses: [401, 403], namesRole: true }],
    example: { project_id: '42', user_id: 1, hard_delete: false },
    reply: { shape: (_, input) => ({ project_id: input.project_id, user_id: input.user_id, hard_delete: input.hard_delete ?? false, message: 'Deletion accepted: GitLab removes the account in the background.' }), render: renderServiceAccountDeletion, nextSteps: ['project.service_account_list to see the remaining service accounts'] },
  })
  readonly serviceAccountDelete?: Declared;

  @Action({
    id: 'project.service_account_pat_list', title: 'List a service account’s access tokens', tier: 'free', readOnly: true, destructive: false,
    description: 'List the personal access tokens of a project service account (never their values), filtered by state, dates, revocation or name.',
    keywords: ['PAT', 'PATs', 'bot tokens', 'robot token', 'token expiry', 'API tokens'],
    input: ListServiceAccountTokensDto, output: ServiceAccountTokenListDto, operation: 'list service account tokens', route: 'GET /projects/:id/service_accounts/:user_id/personal_access_tokens',
    hints: [ACCOUNT_404, { text: `reading a service account's tokens needs the permission to manage it: ${ROLE_HINT}`, statuses: [401, 403], namesRole: true }],
    example: { project_id: '42', user_id: 1, state: 'active', sort: 'expires_asc' },
    reply: { list: 'tokens', shape: (answer) => (answer as unknown[]).map((t) => accessTokenOf(asObject(t) ?? {})), render: (out, input) => renderServiceAccountTokenList(out, input.user_id), nextSteps: ['project.service_account_pat_rotate to replace a token that expires soon', 'project.service_account_pat_revoke to revoke one'] },
  })
  readonly serviceAccountPatList?: Declared;

  @Action({
    id: 'project.service_account_pat_create', title: 'Create a service account access token', tier: 'free', readOnly: false, destructive: false,
    description:
      'Create a personal access token for a project service account. The token value is returned once, in this result: store it at once (for example in a masked CI/CD variable); it cannot be read again.',
    keywords: ['PAT', 'bot token', 'robot token', 'API token', 'token for automation'],
    input: CreateServiceAccountTokenDto, output: NewAccessTokenDto, operation: 'create service account token', route: 'POST /projects/:id/service_accounts/:user_id/personal_access_tokens',
    hints: [
      { text: 'check the scopes and that expires_at is a future date within the maximum token lifetime the instance allows', statuses: [400, 422] },
      ACCOUNT_404,
      { text: ROLE_HINT, statuses: [401, 403], namesRole: true },
    ],
    example: { project_id: '42', user_id: 1, name: 'deploy', scopes: ['read_api'], expires_at: '2026-12-31' },
    reply: { shape: (answer) => newAccessTokenOf(asObject(answer) ?? {}), render: (out) => renderServiceAccountNewToken(out, 'Access token created:'), nextSteps: ['project.service_account_pat_list to review the tokens (values are never shown again)', 'project.service_account_pat_rotate before it expires'] },
  })
  readonly serviceAccountPatCreate?: Declared;

  @Action({
    id: 'project.service_account_pat_rotate', title: 'Rotate a service account access token', tier: 'free', readOnly: false, destructive: true,
    description:
      'Rotate a personal access token of a project service account: the old token is revoked at once and a new one with the same scopes is returned, its value shown only in this result.',
    keywords: ['PAT', 'bot token', 'renew token', 'regenerate token', 'token expiry'],
    input: RotateServiceAccountTokenDto, output: NewAccessTokenDto, operation: 'rotate service account token', route: 'POST /projects/:id/service_accounts/:user_id/personal_access_tokens/:token_id/rotate',
    hints: [
      { text: 'the token may already be revoked or expired (see project.service_account_pat_list), or expires_at is beyond the maximum lifetime', statuses: [400, 422] },
      TOKEN_404,
      { text: `rotating a service account's token needs the permission to manage it: ${ROLE_HINT}`, statuses: [401, 403], namesRole: true },
    ],
    example: { project_id: '42', user_id: 1, token_id: 1, expires_at: '2026-12-31' },
    reply: { shape: (answer, input) => ({ ...newAccessTokenOf(asObject(answer) ?? {}), next_steps: [`Replace token ${input.token_id} (now revoked) with this one wherever it was used`, 'project.service_account_pat_list to review the tokens'] }), render: (out) => renderServiceAccountNewToken(out, 'Access token rotated:') },
  })
  readonly serviceAccountPatRotate?: Declared;

  @Action({
    id: 'project.service_account_pat_revoke', title: 'Revoke a service account access token', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Revoke a personal access token of a project service account: anything using it stops working at once. This cannot be undone.',
    keywords: ['PAT', 'bot token', 'invalidate token', 'disable token', 'leaked token'],
    input: ServiceAccountTokenRefDto, output: ServiceAccountTokenRevocationDto, operation: 'revoke service account token', route: 'DELETE /projects/:id/service_accounts/:user_id/personal_access_tokens/:token_id',
    hints: [TOKEN_404, { text: ROLE_HINT, statuses: [401, 403], namesRole: true }],
    example: { project_id: '42', user_id: 1, token_id: 1 },
    reply: { shape: (_, input) => ({ project_id: input.project_id, user_id: input.user_id, token_id: input.token_id, message: 'Token revoked.' }), render: renderServiceAccountTokenRevocation, nextSteps: ['project.service_account_pat_list to review the remaining tokens', 'project.service_account_pat_create for a replacement'] },
  })
  readonly serviceAccountPatRevoke?: Declared;
}
