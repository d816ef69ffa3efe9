import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { accessTokenOf, newAccessTokenOf } from '../shared/access-token.js';
import { asObject, asStringArray } from '../shared/json-values.js';
import { ACCESS_DOMAIN } from './access.domain.js';
import { renderRemoval } from './access-deploy.format.js';
import { renderNewToken, renderPersonalTokenList, renderToken } from './access-tokens.format.js';
import { CallingTokenDto, ListPersonalAccessTokensDto, PersonalAccessTokenRefDto, RotatePersonalAccessTokenDto, RotateSelfDto } from './dto/access-token-params.dto.js';
import { AccessRemovalDto, PersonalAccessTokenDto, PersonalAccessTokenListDto, RotatedPersonalAccessTokenDto } from './dto/access-results.dto.js';

const SELF = 'This acts on the token THIS SERVER RUNS WITH (its own GitLab credential), not on a token of your choice.';
const TOKEN_404 = { text: 'verify token_id; use access.token_personal_list to list your tokens', statuses: [404] };
const OWN = { text: 'you can only manage your own personal access tokens (an administrator can manage anyone’s); the token needs the api scope', statuses: [401, 403], namesRole: true };
const ROTATE_400 = { text: 'the token may already be revoked or expired, or expires_at is beyond the maximum lifetime the instance allows', statuses: [400, 422] };

function personalOf(raw: unknown): PersonalAccessTokenDto {
  const o = asObject(raw) ?? {};
  return { ...accessTokenOf(o), last_used_ips: asStringArray(o['last_used_ips']) };
}

function rotatedOf(raw: unknown, replaced: number | undefined, message: string): RotatedPersonalAccessTokenDto {
  return { ...newAccessTokenOf(asObject(raw) ?? {}), replaced_token_id: replaced, message };
}

/** Personal access tokens: the caller's own tokens (an administrator's: anyone's). */
@Domain(ACCESS_DOMAIN)
@Injectable()
export class AccessPersonalTokenActions {
  @Action({
    id: 'access.token_personal_list', title: 'List personal access tokens', tier: 'free', readOnly: true, destructive: false,
    description: 'List your personal access tokens (never their values), filtered by state, dates, revocation or name; an administrator may list another user’s with user_id.',
    keywords: ['PAT', 'PATs', 'glpat', 'API tokens', 'my tokens', 'User Settings > Access tokens'],
    input: ListPersonalAccessTokensDto, output: PersonalAccessTokenListDto, operation: 'personalTokenList', route: 'GET /personal_access_tokens',
    hints: [OWN],
    example: { state: 'active', sort: 'expires_asc' },
    reply: { list: 'tokens', shape: (answer) => (answer as unknown[]).map(personalOf), render: renderPersonalTokenList, nextSteps: ['access.token_personal_rotate to replace a token that expires soon', 'access.token_personal_revoke to revoke one'] },
  })
  readonly list?: Declared;

  @Action({
    id: 'access.token_personal_get', title: 'Get the server’s own access token', tier: 'free', readOnly: true, destructive: false,
    description: `Get the details of the personal access token this server authenticates with (never its value): scopes, expiry, last use. ${SELF}`,
    keywords: ['PAT', 'current token', 'token scopes', 'token expiry', 'whoami token', 'glpat'],
    input: CallingTokenDto, output: PersonalAccessTokenDto, operation: 'personalTokenGetSelf', route: 'GET /personal_access_tokens/self',
    hints: [{ text: 'the server’s token is invalid, expired or revoked; configure a new one', statuses: [401] }],
    example: {},
    reply: { shape: personalOf, render: (out) => renderToken(out, 'The server’s own token:'), nextSteps: ['access.token_personal_rotate_self before it expires'] },
  })
  readonly getSelf?: Declared;

  @Action({
    id: 'access.token_personal_rotate', title: 'Rotate a personal access token', tier: 'free', readOnly: false, destructive: false,
    description: 'Rotate a personal access token: the old token is revoked at once and a new one with the same scopes is returned, its value shown only in this result. Everything that used the old token must be given the new one.',
    keywords: ['PAT', 'glpat', 'regenerate', 'renew', 'leaked token', 'token expiry'],
    input: RotatePersonalAccessTokenDto, output: RotatedPersonalAccessTokenDto, operation: 'personalTokenRotate', route: 'POST /personal_access_tokens/:id/rotate',
    request: { path: { id: 'token_id' } },
    hints: [ROTATE_400, TOKEN_404, OWN],
    example: { token_id: 102, expires_at: '2030-12-31' },
    reply: {
      shape: (answer, input) => rotatedOf(answer, input.token_id, `Token ${input.token_id} was revoked and stopped working now: everything that uses it must be given this new token.`),
      render: (out) => renderNewToken(out, 'Personal access token rotated:'),
      nextSteps: ['access.token_personal_list to review the tokens (values are never shown again)'],
    },
  })
  readonly rotate?: Declared;

  @Action({
    id: 'access.token_personal_rotate_self', title: 'Rotate the server’s own access token', tier: 'free', readOnly: false, destructive: false,
    description: `Rotate the personal access token this server runs with. ${SELF} The old token stops working AT ONCE: this server's own credential is revoked, and its next request fails until it is restarted with the new value, which is returned once, in this result.`,
    keywords: ['PAT', 'current token', 'myself', 'renew', 'regenerate', 'server credential'],
    input: RotateSelfDto, output: RotatedPersonalAccessTokenDto, operation: 'personalTokenRotateSelf', route: 'POST /personal_access_tokens/self/rotate',
    hints: [ROTATE_400, { text: 'the server’s token is invalid or lacks the api or self_rotate scope', statuses: [401, 403], namesRole: true }],
    example: { expires_at: '2030-12-31' },
    reply: {
      shape: (answer) => rotatedOf(answer, undefined, "This server's own token was revoked and stopped working now: restart the server with this new token (and replace it everywhere else it was used)."),
      render: (out) => renderNewToken(out, 'The server’s own token was rotated:'),
    },
  })
  readonly rotateSelf?: Declared;

  @Action({
    id: 'access.token_personal_revoke', title: 'Revoke a personal access token', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Revoke a personal access token: everything that uses it stops working at once. This cannot be undone.',
    keywords: ['PAT', 'glpat', 'invalidate', 'leaked token', 'kill token'],
    input: PersonalAccessTokenRefDto, output: AccessRemovalDto, operation: 'personalTokenRevoke', route: 'DELETE /personal_access_tokens/:id',
    request: { path: { id: 'token_id' } },
    hints: [TOKEN_404, OWN],
    example: { token_id: 103 },
    reply: {
      shape: (_, input) => ({ id: input.token_id, message: `Token ${input.token_id} revoked: everything that uses it stops working now; replace it with a new token.` }),
      render: (out) => renderRemoval(out, `Personal access token ${out.id ?? ''} revoked`),
      nextSteps: ['access.token_personal_list to review the remaining tokens'],
    },
  })
  readonly revoke?: Declared;

  @Action({
    id: 'access.token_personal_revoke_self', title: 'Revoke the server’s own access token', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: `Revoke the personal access token this server runs with. ${SELF} This server's own credential stops working AT ONCE: every later request of this server fails with 401 until it is given a new token. This cannot be undone.`,
    keywords: ['PAT', 'current token', 'myself', 'server credential', 'invalidate'],
    input: CallingTokenDto, output: AccessRemovalDto, operation: 'personalTokenRevokeSelf', route: 'DELETE /personal_access_tokens/self',
    hints: [{ text: 'the server’s token is already invalid, expired or revoked', statuses: [401, 403] }],
    example: {},
    reply: {
      shape: () => ({ message: "This server's own token was revoked: it stops working now, and every further request of this server fails until it is restarted with a new token." }),
      render: (out) => renderRemoval(out, 'The server’s own token was revoked'),
    },
  })
  readonly revokeSelf?: Declared;
}
