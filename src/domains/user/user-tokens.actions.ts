import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { NewAccessTokenDto } from '../shared/access-token.dto.js';
import { newAccessTokenOf } from '../shared/access-token.js';
import { asObject } from '../shared/json-values.js';
import { ImpersonationTokenDto, ImpersonationTokenListDto, NewImpersonationTokenDto, TokenRevocationDto } from './dto/user-credential.dto.js';
import { CreateImpersonationTokenDto, CreateOwnPatDto, CreateUserPatDto, ImpersonationTokenRefDto, ListImpersonationTokensDto } from './dto/user-token-params.dto.js';
import { impersonationTokenOf, newImpersonationTokenOf } from './impersonation-token.js';
import { USER_DOMAIN } from './user.domain.js';
import { renderImpersonationToken, renderImpersonationTokenList, renderNewUserToken, renderTokenRevocation } from './user-tokens.format.js';

const ADMIN = 'Needs an administrator\'s token; GitLab answers 403 otherwise.';
const ADMIN_HINT = { text: 'this needs an administrator\'s token (GitLab answers 403 to other users)', statuses: [401, 403], namesRole: true };
const USER_404 = { text: 'verify user_id; use user.list to find the user', statuses: [404] };
const TOKEN_INVALID = { text: 'check the scopes and that expires_at is a future date within the maximum token lifetime the instance allows', statuses: [400, 422] };
const ONCE = 'The token value is returned once, in this result: store it at once (for example in a secret manager); it cannot be read again.';

/** Impersonation tokens and personal access tokens created through the API. */
@Domain(USER_DOMAIN)
@Injectable()
export class UserTokenActions {
  @Action({
    id: 'user.list_impersonation_tokens', title: 'List a user\'s impersonation tokens', tier: 'free', readOnly: true, destructive: false,
    description: `List the impersonation tokens of a user (tokens an administrator created to act as that user), never their values; filter by state. ${ADMIN}`,
    keywords: ['admin', 'act as user', 'sudo', 'impersonate', 'PAT'],
    input: ListImpersonationTokensDto, output: ImpersonationTokenListDto, operation: 'userListImpersonationTokens', route: 'GET /users/:user_id/impersonation_tokens',
    hints: [USER_404, ADMIN_HINT],
    example: { user_id: 4, state: 'active' },
    reply: { list: 'tokens', shape: (answer) => (answer as unknown[]).map(impersonationTokenOf), render: (out, input) => renderImpersonationTokenList(out, input.user_id), nextSteps: ['user.get_impersonation_token for one token', 'user.revoke_impersonation_token to revoke one'] },
  })
  readonly listImpersonationTokens?: Declared;

  @Action({
    id: 'user.get_impersonation_token', title: 'Get an impersonation token', tier: 'free', readOnly: true, destructive: false,
    description: `Get one impersonation token of a user: scopes, state, expiry and last use (never its value). ${ADMIN}`,
    keywords: ['admin', 'sudo', 'impersonate', 'token scopes', 'expiry date'],
    input: ImpersonationTokenRefDto, output: ImpersonationTokenDto, operation: 'userGetImpersonationToken', route: 'GET /users/:user_id/impersonation_tokens/:impersonation_token_id',
    notFound: { resource: 'Impersonation Token', identifier: '{impersonation_token_id} of user {user_id}', nextSteps: ["Use action 'user.list_impersonation_tokens' to list the user's impersonation tokens"] },
    hints: [ADMIN_HINT],
    example: { user_id: 4, impersonation_token_id: 106 },
    reply: { shape: (answer) => impersonationTokenOf(answer), render: (out) => renderImpersonationToken(out), nextSteps: ['user.revoke_impersonation_token to revoke it'] },
  })
  readonly getImpersonationToken?: Declared;

  @Action({
    id: 'user.create_impersonation_token', title: 'Create an impersonation token', tier: 'free', readOnly: false, destructive: false,
    description: `Create a token that acts as the given user, with the scopes chosen. ${ONCE} ${ADMIN}`,
    keywords: ['admin', 'sudo', 'impersonate', 'act as user', 'token on behalf'],
    input: CreateImpersonationTokenDto, output: NewImpersonationTokenDto, operation: 'userCreateImpersonationToken', route: 'POST /users/:user_id/impersonation_tokens',
    hints: [TOKEN_INVALID, USER_404, ADMIN_HINT],
    example: { user_id: 4, name: 'support-session', scopes: ['read_api'], description: 'Reproducing a support ticket as bob' },
    reply: { shape: (answer) => newImpersonationTokenOf(answer), render: (out) => renderNewUserToken(out, 'Impersonation token created:'), nextSteps: ['user.list_impersonation_tokens to review the tokens (values are never shown again)', 'user.revoke_impersonation_token when the session is over'] },
  })
  readonly createImpersonationToken?: Declared;

  @Action({
    id: 'user.revoke_impersonation_token', title: 'Revoke an impersonation token', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: `Revoke an impersonation token: everything that uses it stops working at once. This cannot be undone. ${ADMIN}`,
    keywords: ['admin', 'sudo', 'impersonate', 'invalidate'],
    input: ImpersonationTokenRefDto, output: TokenRevocationDto, operation: 'userRevokeImpersonationToken', route: 'DELETE /users/:user_id/impersonation_tokens/:impersonation_token_id',
    hints: [{ text: 'verify user_id and impersonation_token_id; use user.list_impersonation_tokens to list the tokens', statuses: [404] }, ADMIN_HINT],
    example: { user_id: 4, impersonation_token_id: 106 },
    reply: {
      shape: (_, input) => ({
        user_id: input.user_id,
        token_id: input.impersonation_token_id,
        message: `Everything that uses impersonation token ${input.impersonation_token_id} stops working now; replace it with a new token (user.create_impersonation_token) where it is still needed.`,
      }),
      render: renderTokenRevocation,
      nextSteps: ['user.list_impersonation_tokens to review the remaining tokens'],
    },
  })
  readonly revokeImpersonationToken?: Declared;

  @Action({
    id: 'user.create_personal_access_token', title: 'Create a personal access token for a user', tier: 'free', readOnly: false, destructive: false,
    description: `Create a personal access token owned by the given user. ${ONCE} ${ADMIN}`,
    keywords: ['admin', 'PAT', 'glpat', 'API token', 'token for another user', 'on behalf'],
    input: CreateUserPatDto, output: NewAccessTokenDto, operation: 'userCreatePersonalAccessToken', route: 'POST /users/:user_id/personal_access_tokens',
    hints: [TOKEN_INVALID, USER_404, ADMIN_HINT],
    example: { user_id: 3, name: 'ci-deploy', scopes: ['read_api'] },
    reply: { shape: (answer) => newAccessTokenOf(asObject(answer) ?? {}), render: (out) => renderNewUserToken(out, 'Personal access token created:'), nextSteps: ['user.current with the new token to check it works'] },
  })
  readonly createPersonalAccessToken?: Declared;

  @Action({
    id: 'user.create_current_user_pat', title: 'Create a personal access token for myself', tier: 'free', readOnly: false, destructive: false,
    description: `Create a personal access token for the current user. GitLab allows only the k8s_proxy and self_rotate scopes here; other scopes are created in the profile settings. ${ONCE}`,
    keywords: ['PAT', 'myself', 'glpat', 'API token', 'own token', 'kubernetes agent'],
    input: CreateOwnPatDto, output: NewAccessTokenDto, operation: 'userCreateCurrentUserPat', route: 'POST /user/personal_access_tokens',
    hints: [TOKEN_INVALID, { text: 'the caller\'s token needs the api scope to create tokens', statuses: [401, 403], namesRole: true }],
    example: { name: 'kube-agent', scopes: ['k8s_proxy'], description: 'Kubernetes agent access' },
    reply: { shape: (answer) => newAccessTokenOf(asObject(answer) ?? {}), render: (out) => renderNewUserToken(out, 'Personal access token created:'), nextSteps: ['user.current with the new token to check it works'] },
  })
  readonly createCurrentUserPat?: Declared;
}
