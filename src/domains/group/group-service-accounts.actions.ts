import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { NewAccessTokenDto } from '../shared/access-token.dto.js';
import { accessTokenOf, newAccessTokenOf } from '../shared/access-token.js';
import { asObject } from '../shared/json-values.js';
import { ServiceAccountDto, ServiceAccountListDto, ServiceAccountTokenListDto } from '../shared/service-account.dto.js';
import { renderServiceAccount, renderServiceAccountList, renderServiceAccountNewToken, renderServiceAccountTokenList } from '../shared/service-account.format.js';
import {
  CreateGroupServiceAccountDto,
  CreateGroupServiceAccountTokenDto,
  DeleteGroupServiceAccountDto,
  GroupServiceAccountRefDto,
  GroupServiceAccountTokenRefDto,
  ListGroupServiceAccountsDto,
  ListGroupServiceAccountTokensDto,
  RotateGroupServiceAccountTokenDto,
  UpdateGroupServiceAccountDto,
} from './dto/group-service-account-params.dto.js';
import { GroupServiceAccountDeletionDto, GroupServiceAccountTokenRevocationDto } from './dto/group-service-account.dto.js';
import { GROUP_DOMAIN } from './group.domain.js';
import { renderGroupServiceAccountDeletion, renderGroupServiceAccountTokenRevocation } from './group-service-accounts.format.js';

const ROLE_HINT = 'managing group service accounts and their tokens requires the Owner role on the top-level group';
const ROLE = { text: ROLE_HINT, statuses: [401, 403], namesRole: true };
const ACCOUNT_404 = { text: 'verify group_id (a top-level group) and user_id; use group.service_account_list to see the service accounts', statuses: [404] };
const TOKEN_404 = { text: 'verify user_id and token_id; use group.service_account_pat_list to see the tokens', statuses: [404] };

/** Group service accounts (non-human users for automation, owned by a top-level group) and their access tokens. */
@Domain(GROUP_DOMAIN)
@Injectable()
export class GroupServiceAccountActions {
  @Action({
    id: 'group.service_account_list', title: 'List group service accounts', tier: 'free', readOnly: true, destructive: false,
    description: 'List the service accounts (non-human users for automation) of a top-level group. Needs the Owner role on the group.',
    keywords: ['bot users', 'machine users', 'robot accounts', 'automation'],
    input: ListGroupServiceAccountsDto, output: ServiceAccountListDto, operation: 'list group service accounts', route: 'GET /groups/:id/service_accounts',
    hints: [ROLE, { text: 'verify group_id; service accounts belong to top-level groups (use group.list to find it)', statuses: [404] }],
    example: { group_id: 'platform', order_by: 'username', sort: 'asc' },
    reply: { list: 'service_accounts', render: (out, input) => renderServiceAccountList(out, `group ${input.group_id}`), nextSteps: ['group.service_account_get for one service account', 'group.service_account_pat_list to review its access tokens'] },
  })
  readonly serviceAccountList?: Declared;

  @Action({
    id: 'group.service_account_get', title: 'Get a group service account', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one service account of a top-level group: username, name and email. Needs the Owner role on the group.',
    keywords: ['bot user', 'machine user', 'robot account'],
    input: GroupServiceAccountRefDto, output: ServiceAccountDto, operation: 'get group service account', route: 'GET /groups/:id/service_accounts/:user_id',
    notFound: {
      resource: 'Group Service Account',
      identifier: '{user_id} in group {group_id}',
      nextSteps: ["Use action 'group.service_account_list' to list the group's service accounts", 'Verify that user_id is the numeric ID of the service account, not its username'],
    },
    hints: [ROLE],
    example: { group_id: 'platform', user_id: 700 },
    reply: { render: (out) => renderServiceAccount(out), nextSteps: ['group.service_account_pat_list to review its access tokens', 'group.service_account_update to rename it'] },
  })
  readonly serviceAccountGet?: Declared;

  @Action({
    id: 'group.service_account_create', title: 'Create a group service account', tier: 'free', readOnly: false, destructive: false,
    description: 'Create a service account (a non-human user for automation) in a top-level group; name, username and email are generated when left out. Give it a role with group.member_add and a token with group.service_account_pat_create.',
    keywords: ['bot user', 'machine user', 'robot account', 'automation user', 'non-human'],
    input: CreateGroupServiceAccountDto, output: ServiceAccountDto, operation: 'create group service account', route: 'POST /groups/:id/service_accounts',
    hints: [
      { text: 'the username or email may already be taken; choose another or leave them out to have GitLab generate them', statuses: [400, 409] },
      { text: `${ROLE_HINT}; an administrator may also have restricted who can create service accounts`, statuses: [401, 403], namesRole: true },
    ],
    example: { group_id: 'platform', name: 'Release bot', username: 'release-bot' },
    reply: { render: (out) => renderServiceAccount(out, 'Service account created:'), nextSteps: ['group.service_account_pat_create to give it an access token', 'group.member_add to grant it a role in the group'] },
  })
  readonly serviceAccountCreate?: Declared;

  @Action({
    id: 'group.service_account_update', title: 'Update a group service account', tier: 'free', readOnly: false, destructive: false,
    description: 'Change the name, username or email of a group service account.',
    keywords: ['bot user', 'machine user', 'rename service account'],
    input: UpdateGroupServiceAccountDto, output: ServiceAccountDto, operation: 'update group service account', route: 'PATCH /groups/:id/service_accounts/:user_id',
    hints: [ACCOUNT_404, { text: 'the username or email may already be taken by another user', statuses: [400, 409] }, ROLE],
    example: { group_id: 'platform', user_id: 700, name: 'Release bot (prod)' },
    reply: { render: (out) => renderServiceAccount(out, 'Service account updated:'), nextSteps: ['group.service_account_get to read it back'] },
  })
  readonly serviceAccountUpdate?: Declared;

  @Action({
    id: 'group.service_account_delete', title: 'Delete a group service account', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Delete a group service account: its tokens stop working at once. Its contributions move to the Ghost user, or are deleted too with hard_delete. This cannot be undone.',
    keywords: ['bot user', 'machine user', 'robot account'],
    input: DeleteGroupServiceAccountDto, output: GroupServiceAccountDeletionDto, operation: 'delete group service account', route: 'DELETE /groups/:id/service_accounts/:user_id',
    hints: [ACCOUNT_404, ROLE],
    example: { group_id: 'platform', user_id: 700, hard_delete: false },
    reply: {
      shape: (_, input) => ({ group_id: input.group_id, user_id: input.user_id, hard_delete: input.hard_delete ?? false, message: 'Deletion accepted: GitLab removes the account in the background; everything that uses its tokens stops working.' }),
      render: renderGroupServiceAccountDeletion,
      nextSteps: ['group.service_account_list to see the remaining service accounts'],
    },
  })
  readonly serviceAccountDelete?: Declared;

  @Action({
    id: 'group.service_account_pat_list', title: 'List a group service account’s access tokens', tier: 'free', readOnly: true, destructive: false,
    description: 'List the personal access tokens of a group service account (never their values), filtered by state, dates, revocation or name.',
    keywords: ['bot tokens', 'machine tokens', 'glpat', 'automation tokens'],
    input: ListGroupServiceAccountTokensDto, output: ServiceAccountTokenListDto, operation: 'list group service account tokens', route: 'GET /groups/:id/service_accounts/:user_id/personal_access_tokens',
    hints: [ACCOUNT_404, ROLE],
    example: { group_id: 'platform', user_id: 700, state: 'active', sort: 'expires_asc' },
    reply: {
      list: 'tokens',
      shape: (answer) => (answer as unknown[]).map((t) => accessTokenOf(asObject(t) ?? {})),
      render: (out, input) => renderServiceAccountTokenList(out, input.user_id),
      nextSteps: ['group.service_account_pat_rotate to replace a token that expires soon', 'group.service_account_pat_revoke to revoke one'],
    },
  })
  readonly serviceAccountPatList?: Declared;

  @Action({
    id: 'group.service_account_pat_create', title: 'Create a group service account access token', tier: 'free', readOnly: false, destructive: false,
    description:
      'Create a personal access token for a group service account. The token value is returned once, in this result: store it at once (for example in a masked CI/CD variable); it cannot be read again.',
    keywords: ['bot token', 'machine token', 'API key', 'automation token', 'glpat'],
    input: CreateGroupServiceAccountTokenDto, output: NewAccessTokenDto, operation: 'create group service account token', route: 'POST /groups/:id/service_accounts/:user_id/personal_access_tokens',
    hints: [
      { text: 'check the scopes and that expires_at is a future date within the maximum token lifetime the instance allows', statuses: [400, 422] },
      ACCOUNT_404,
      ROLE,
    ],
    example: { group_id: 'platform', user_id: 700, name: 'deploy', scopes: ['read_api'], expires_at: '2026-12-31' },
    reply: {
      shape: (answer) => newAccessTokenOf(asObject(answer) ?? {}),
      render: (out) => renderServiceAccountNewToken(out, 'Access token created:'),
      nextSteps: ['group.service_account_pat_list to review the tokens (values are never shown again)', 'group.service_account_pat_rotate before it expires'],
    },
  })
  readonly serviceAccountPatCreate?: Declared;

  @Action({
    id: 'group.service_account_pat_rotate', title: 'Rotate a group service account access token', tier: 'free', readOnly: false, destructive: false,
    description:
      'Rotate a personal access token of a group service account: the old token is revoked at once and a new one with the same scopes is returned, its value shown only in this result.',
    keywords: ['bot token', 'machine token', 'regenerate', 'renew', 'leaked token'],
    input: RotateGroupServiceAccountTokenDto, output: NewAccessTokenDto, operation: 'rotate group service account token', route: 'POST /groups/:id/service_accounts/:user_id/personal_access_tokens/:token_id/rotate',
    hints: [
      { text: 'the token may already be revoked or expired (see group.service_account_pat_list), or expires_at is beyond the maximum lifetime', statuses: [400, 422] },
      TOKEN_404,
      ROLE,
    ],
    example: { group_id: 'platform', user_id: 700, token_id: 7, expires_at: '2026-12-31' },
    reply: {
      shape: (answer, input) => ({
        ...newAccessTokenOf(asObject(answer) ?? {}),
        next_steps: [`Everything that uses token ${input.token_id} stops working now; replace it with this one wherever it was used`, 'group.service_account_pat_list to review the tokens'],
      }),
      render: (out) => renderServiceAccountNewToken(out, 'Access token rotated:'),
    },
  })
  readonly serviceAccountPatRotate?: Declared;

  @Action({
    id: 'group.service_account_pat_revoke', title: 'Revoke a group service account access token', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Revoke a personal access token of a group service account: everything that uses it stops working at once. This cannot be undone.',
    keywords: ['bot token', 'machine token', 'invalidate', 'leaked token'],
    input: GroupServiceAccountTokenRefDto, output: GroupServiceAccountTokenRevocationDto, operation: 'revoke group service account token', route: 'DELETE /groups/:id/service_accounts/:user_id/personal_access_tokens/:token_id',
    hints: [TOKEN_404, ROLE],
    example: { group_id: 'platform', user_id: 700, token_id: 7 },
    reply: {
      shape: (_, input) => ({ group_id: input.group_id, user_id: input.user_id, token_id: input.token_id, message: `Token revoked: everything that uses token ${input.token_id} stops working now; replace it with a new token from group.service_account_pat_create.` }),
      render: renderGroupServiceAccountTokenRevocation,
      nextSteps: ['group.service_account_pat_list to review the remaining tokens', 'group.service_account_pat_create for a replacement'],
    },
  })
  readonly serviceAccountPatRevoke?: Declared;
}
