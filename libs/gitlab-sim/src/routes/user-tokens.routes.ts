import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../gitlab-sim.messages';
import { paginate } from '../rest.paginator';
import { input, requireParams, restRoute, str } from '../rest.router';
import type { SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import { mintedSecret } from '../store/minted-secret';
import type { SimToken, SimUser, TokenScope } from '../store/sim-model.interface';
import { pathId, pathUser, requireAdmin } from './user-lookup';

/** The scopes GitLab accepts on personal and impersonation tokens. */
const TOKEN_SCOPES = [
  'api', 'read_api', 'read_user', 'create_runner', 'manage_runner', 'k8s_proxy', 'self_rotate', 'read_repository', 'write_repository',
  'read_registry', 'write_registry', 'read_virtual_registry', 'write_virtual_registry', 'ai_features', 'read_service_ping', 'sudo', 'admin_mode',
];
/** The only scopes `POST /user/personal_access_tokens` accepts. */
const OWN_TOKEN_SCOPES = ['k8s_proxy', 'self_rotate'];
/** The scopes the simulator's API guard reads. */
const GUARD_SCOPES: readonly string[] = ['api', 'read_api', 'read_user'] satisfies TokenScope[];
const DEFAULT_LIFETIME_DAYS = 365;

function scopesOf(params: Record<string, unknown>, allowed: readonly string[]): string[] {
  const raw = params['scopes'];
  const scopes = (Array.isArray(raw) ? raw : [raw]).map(str).filter((s): s is string => s !== undefined);
  if (scopes.length === 0) throw new SimHttpError(400, messages.validation(['scopes is missing']));
  if (!scopes.every((s) => allowed.includes(s))) throw new SimHttpError(400, messages.validation(['scopes does not have a valid value']));
  return scopes;
}

function expiryOf(params: Record<string, unknown>): string {
  const given = str(params['expires_at']);
  if (given === undefined) return new Date(Date.now() + DEFAULT_LIFETIME_DAYS * 86_400_000).toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(given) || Number.isNaN(Date.parse(given))) throw new SimHttpError(400, messages.validation(['expires_at is invalid']));
  if (given <= new Date().toISOString().slice(0, 10)) throw new SimHttpError(400, { message: { expires_at: ['must be in the future'] } });
  return given;
}

/** Registers impersonation tokens and the personal access tokens created through the Users API (they authenticate at once). */
export function registerUserTokenRoutes(app: FastifyInstance, ctx: SimContext): void {
  const info = () => ctx.store.data.userCredentials.tokenInfo;
  const infoOf = (t: SimToken) => info().find((i) => i.tokenId === t.id);
  const present = (t: SimToken): Record<string, unknown> => {
    const extra = infoOf(t);
    return {
      id: t.id,
      name: t.name,
      description: t.description,
      revoked: t.revoked,
      active: !t.revoked && !t.expired,
      scopes: extra?.scopes ?? t.scopes,
      user_id: t.userId,
      created_at: t.createdAt,
      last_used_at: t.lastUsedAt,
      expires_at: t.expiresAt,
      granular: false,
      ...(extra?.impersonation ? { impersonation: true, last_used_ips: [] } : {}),
    };
  };
  const impersonationTokensOf = (user: SimUser): SimToken[] => ctx.store.data.tokens.filter((t) => t.userId === user.id && infoOf(t)?.impersonation === true);
  const findImpersonation = (req: FastifyRequest): SimToken => {
    const user = pathUser(ctx, req, 'user_id');
    const token = impersonationTokensOf(user).find((t) => t.id === pathId(req, 'impersonation_token_id'));
    if (!token) throw new SimHttpError(404, messages.notFound('Impersonation Token'));
    return token;
  };

  const create = (user: SimUser, req: FastifyRequest, reply: FastifyReply, impersonation: boolean, allowed: readonly string[]): Record<string, unknown> => {
    const params = input(req);
    requireParams(params, ['name']);
    const scopes = scopesOf(params, allowed);
    const token: SimToken = {
      id: Math.max(0, ...ctx.store.data.tokens.map((t) => t.id)) + 1,
      name: str(params['name']) as string,
      value: '',
      userId: user.id,
      scopes: scopes.filter((s): s is TokenScope => GUARD_SCOPES.includes(s)),
      createdAt: new Date().toISOString(),
      expiresAt: expiryOf(params),
      lastUsedAt: null,
      expired: false,
      revoked: false,
      description: str(params['description']) ?? '',
    };
    token.value = mintedSecret('glpat', token.id);
    ctx.store.data.tokens.push(token);
    info().push({ tokenId: token.id, impersonation, scopes });
    reply.code(201);
    return { ...present(token), token: token.value };
  };

  restRoute(app, ctx, {
    method: 'GET',
    url: '/users/:user_id/impersonation_tokens',
    handler: (req, reply, caller) => {
      requireAdmin(caller);
      const state = str(input(req)['state']) ?? 'all';
      if (!['all', 'active', 'inactive'].includes(state)) throw new SimHttpError(400, messages.validation(['state does not have a valid value']));
      const tokens = impersonationTokensOf(pathUser(ctx, req, 'user_id')).filter((t) => state === 'all' || (state === 'active') === (!t.revoked && !t.expired));
      return paginate(ctx.baseUrl(), req, reply, tokens).map(present);
    },
  });
  restRoute(app, ctx, {
    method: 'GET',
    url: '/users/:user_id/impersonation_tokens/:impersonation_token_id',
    handler: (req, _reply, caller) => {
      requireAdmin(caller);
      return present(findImpersonation(req));
    },
  });
  restRoute(app, ctx, {
    method: 'POST',
    url: '/users/:user_id/impersonation_tokens',
    handler: (req, reply, caller) => {
      requireAdmin(caller);
      return create(pathUser(ctx, req, 'user_id'), req, reply, true, TOKEN_SCOPES);
    },
  });
  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/users/:user_id/impersonation_tokens/:impersonation_token_id',
    handler: (req, reply, caller) => {
      requireAdmin(caller);
      findImpersonation(req).revoked = true;
      return reply.code(204).send();
    },
  });
  restRoute(app, ctx, {
    method: 'POST',
    url: '/users/:user_id/personal_access_tokens',
    handler: (req, reply, caller) => {
      requireAdmin(caller);
      return create(pathUser(ctx, req, 'user_id'), req, reply, false, TOKEN_SCOPES);
    },
  });
  restRoute(app, ctx, { method: 'POST', url: '/user/personal_access_tokens', handler: (req, reply, caller) => create(caller.user, req, reply, false, OWN_TOKEN_SCOPES) });
}
