import type { FastifyRequest } from 'fastify';
import { REST_PREFIX } from './gitlab-sim.constants';
import { messages } from './gitlab-sim.messages';
import { GRANULAR_ROUTE_PERMISSIONS } from './granular-permissions';
import { granularRefusal, isFineGrained } from './granular-scope.guard';
import type { Caller } from './sim-context.interface';
import { SimHttpError } from './sim-http.error';
import type { SimToken, TokenScope } from './store/sim-model.interface';
import type { SimStore } from './store/sim.store';
import { accessDeniedReason } from './store/user-profile.state';

/**
 * Which scopes a route accepts:
 * - `api`: reads need `api` or `read_api`, writes need `api`;
 * - `user`: like `api`, and `read_user` may read too (`/user`, `/users`, `/version`, `/metadata`);
 * - `any`: any valid token (`/personal_access_tokens/self`).
 */
export type RouteAuth = 'api' | 'user' | 'any';

const OAUTH_REALM = 'Protected by OAuth 2.0';

/** The token sent as `PRIVATE-TOKEN` (wins), `Authorization: Bearer`, or the `private_token`/`access_token` query parameter. */
export function extractToken(request: FastifyRequest): string | undefined {
  const privateToken = request.headers['private-token'];
  if (typeof privateToken === 'string' && privateToken.length > 0) return privateToken;
  const authorization = request.headers.authorization;
  if (typeof authorization === 'string') {
    const match = /^Bearer\s+(.+)$/i.exec(authorization.trim());
    if (match?.[1]) return match[1];
  }
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.['private_token'] ?? query?.['access_token'];
  return typeof fromQuery === 'string' && fromQuery.length > 0 ? fromQuery : undefined;
}

function isRead(method: string): boolean {
  return method === 'GET' || method === 'HEAD';
}

function acceptedScopes(mode: RouteAuth, method: string): TokenScope[] {
  if (mode === 'any') return ['api', 'read_api', 'read_user'];
  if (!isRead(method)) return ['api'];
  return mode === 'user' ? ['api', 'read_api', 'read_user'] : ['api', 'read_api'];
}

/**
 * Authenticates a REST request the way GitLab's API guard does: 401 first, then 403 for a user who may not use the
 * API (blocked, banned, deactivated, pending approval), then 403 `insufficient_scope` (a classic token) or
 * `insufficient_granular_scope` (a fine-grained token outside its grant, see `granular-permissions.ts`).
 */
export function authenticateRest(store: SimStore, request: FastifyRequest, mode: RouteAuth, baseUrl: string): Caller {
  const value = extractToken(request);
  const token = value === undefined ? undefined : store.tokenByValue(value);
  if (!token || token.revoked) throw new SimHttpError(401, messages.unauthorized());
  if (token.expired) {
    const body = messages.expiredToken();
    throw new SimHttpError(401, body, {
      'www-authenticate': `Bearer realm="${OAUTH_REALM}", error="${body.error}", error_description="${body.error_description}"`,
    });
  }
  const user = store.user(token.userId);
  if (!user) throw new SimHttpError(401, messages.unauthorized());
  const denied = accessDeniedReason(store.data.userProfiles, user.id, baseUrl);
  if (denied !== undefined) throw new SimHttpError(403, messages.forbidden(denied));
  if (isFineGrained(token)) {
    if (mode !== 'any') authorizeGranular(token, request);
    return { token, user };
  }
  const accepted = acceptedScopes(mode, request.method);
  if (!token.scopes.some((s) => accepted.includes(s))) {
    const scope = accepted.filter((s) => s !== 'read_user').join(' ');
    const body = messages.insufficientScope(scope);
    throw new SimHttpError(403, body, {
      'www-authenticate': `Bearer realm="${OAUTH_REALM}", error="${body.error}", error_description="${body.error_description}", scope="${scope}"`,
    });
  }
  return { token, user };
}

/** Answers 403 `insufficient_granular_scope` unless the fine-grained token's grant covers the route. */
function authorizeGranular(token: SimToken, request: FastifyRequest): void {
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  const route = request.routeOptions.url?.slice(REST_PREFIX.length) ?? '';
  const sentence = granularRefusal(token, GRANULAR_ROUTE_PERMISSIONS.get(`${method} ${route}`));
  if (sentence !== undefined) throw new SimHttpError(403, messages.insufficientGranularScope(sentence));
}

/**
 * GraphQL authentication: no token means an anonymous request; a token GitLab cannot use for GraphQL
 * (unknown, expired, or a classic token without `api`/`read_api`) is `invalid` (401 "Invalid token"); a token of a user who may not
 * use the API (blocked, banned, deactivated) is `denied` (403 "API not accessible for user").
 */
export function authenticateGraphql(
  store: SimStore,
  request: FastifyRequest,
): { kind: 'anonymous' } | { kind: 'invalid' } | { kind: 'denied' } | { kind: 'user'; caller: Caller } {
  const value = extractToken(request);
  if (value === undefined) return { kind: 'anonymous' };
  const token = store.tokenByValue(value);
  const user = token ? store.user(token.userId) : undefined;
  if (!token || !user || token.expired || token.revoked) return { kind: 'invalid' };
  if (!isFineGrained(token) && !token.scopes.some((s) => s === 'api' || s === 'read_api')) return { kind: 'invalid' };
  if (accessDeniedReason(store.data.userProfiles, user.id, '') !== undefined) return { kind: 'denied' };
  return { kind: 'user', caller: { token, user } };
}
