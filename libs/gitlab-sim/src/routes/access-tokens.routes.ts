import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS } from '../gitlab-sim.constants';
import { messages } from '../gitlab-sim.messages';
import { paginate } from '../rest.paginator';
import { bool, input, int, loadProject, param, requireParams, restRoute, str } from '../rest.router';
import type { Caller, SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import { effectiveAccess } from '../store/access.policy';
import type { SimSourceType, SimTokenDetails } from '../store/access.state';
import { mintedSecret } from '../store/minted-secret';
import type { SimToken, TokenScope } from '../store/sim-model.interface';
import { accessState, groupAccess, loadGroup, MEMBER_LEVELS, nextAccessId } from './access-lookup';

const RESOURCE_SCOPES = [
  'api', 'read_api', 'read_repository', 'write_repository', 'read_registry', 'write_registry', 'read_virtual_registry', 'write_virtual_registry',
  'create_runner', 'manage_runner', 'ai_features', 'k8s_proxy', 'self_rotate', 'read_observability', 'write_observability',
];
const GUARDED: readonly TokenScope[] = ['api', 'read_api', 'read_user'];
const SORTS: Readonly<Record<string, (a: SimToken, b: SimToken) => number>> = {
  created_asc: (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id,
  created_desc: (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
  expires_asc: (a, b) => a.expiresAt.localeCompare(b.expiresAt),
  expires_desc: (a, b) => b.expiresAt.localeCompare(a.expiresAt),
  last_used_asc: (a, b) => (a.lastUsedAt ?? '').localeCompare(b.lastUsedAt ?? ''),
  last_used_desc: (a, b) => (b.lastUsedAt ?? '').localeCompare(a.lastUsedAt ?? ''),
  name_asc: (a, b) => a.name.localeCompare(b.name),
  name_desc: (a, b) => b.name.localeCompare(a.name),
};
const ONE_WEEK_MS = 7 * 24 * 3600 * 1000;

/** Registers the Personal, Project and Group access tokens APIs (not `GET /personal_access_tokens/self`: the instance routes own it). */
export function registerAccessTokenRoutes(app: FastifyInstance, ctx: SimContext): void {
  const state = () => accessState(ctx);
  const details = (t: SimToken): SimTokenDetails | undefined => state().tokenDetails.find((d) => d.tokenId === t.id);
  const active = (t: SimToken): boolean => !t.revoked && !t.expired;

  /** `API::Entities::PersonalAccessTokenWithLastUsedIps`; `ResourceAccessToken` adds the resource and role. */
  const present = (t: SimToken, value = false): Record<string, unknown> => {
    const d = details(t);
    return {
      id: t.id,
      name: t.name,
      description: t.description,
      revoked: t.revoked,
      created_at: t.createdAt,
      scopes: d ? [...d.scopes] : [...t.scopes],
      user_id: t.userId,
      last_used_at: t.lastUsedAt,
      active: active(t),
      expires_at: t.expiresAt,
      last_used_ips: t.lastUsedAt ? ['127.0.0.1'] : [],
      ...(d?.resourceType ? { access_level: d.accessLevel, resource_type: d.resourceType, resource_id: d.resourceId } : {}),
      ...(value ? { token: t.value } : {}),
    };
  };

  const filtered = (req: FastifyRequest, tokens: SimToken[]): SimToken[] => {
    const p = input(req);
    const wantState = str(p['state']);
    const revoked = bool(p['revoked']);
    const search = (str(p['search']) ?? '').toLowerCase();
    const after = (v: unknown) => str(v);
    const rows = tokens.filter(
      (t) =>
        (wantState === undefined || (wantState === 'active') === active(t)) &&
        (revoked === undefined || revoked === t.revoked) &&
        t.name.toLowerCase().includes(search) &&
        (after(p['created_after']) === undefined || t.createdAt > (after(p['created_after']) ?? '')) &&
        (after(p['created_before']) === undefined || t.createdAt < (after(p['created_before']) ?? '')) &&
        (after(p['expires_after']) === undefined || t.expiresAt > (after(p['expires_after']) ?? '')) &&
        (after(p['expires_before']) === undefined || t.expiresAt < (after(p['expires_before']) ?? '')),
    );
    const sort = SORTS[str(p['sort']) ?? 'created_desc'];
    if (!sort) throw new SimHttpError(400, messages.validation(['sort does not have a valid value']));
    return [...rows].sort(sort);
  };

  const expiry = (value: unknown, fallbackMs: number): string => {
    const s = str(value);
    if (s === undefined || s === '') return new Date(Date.now() + fallbackMs).toISOString().slice(0, 10);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) throw new SimHttpError(400, messages.validation(['expires_at is invalid']));
    if (s <= new Date().toISOString().slice(0, 10)) throw new SimHttpError(400, { message: 'Expiration date must be in the future' });
    return s;
  };

  /** Rotation: the old token is revoked at once; the new one keeps its user, name, scopes and role. */
  const rotate = (old: SimToken, expiresAt: unknown, list: SimToken[] | undefined): SimToken => {
    if (!active(old)) throw new SimHttpError(400, { message: 'Token already revoked or expired' });
    const id = nextAccessId(ctx);
    const next: SimToken = { ...old, id, value: mintedSecret('glpat', id), createdAt: new Date().toISOString(), lastUsedAt: null, expiresAt: expiry(expiresAt, ONE_WEEK_MS), revoked: false, expired: false };
    old.revoked = true;
    ctx.store.data.tokens.push(next);
    list?.push(next);
    const d = details(old);
    if (d) state().tokenDetails.push({ ...d, tokenId: id });
    return next;
  };

  // Personal access tokens.

  const ownToken = (req: FastifyRequest, caller: Caller): SimToken => {
    const id = int(param(req, 'id')) ?? -1;
    const t = ctx.store.data.tokens.find((x) => x.id === id && (x.userId === caller.user.id || caller.user.isAdmin));
    if (!t) throw new SimHttpError(404, messages.notFound());
    return t;
  };

  restRoute(app, ctx, {
    method: 'GET',
    url: '/personal_access_tokens',
    handler: (req, reply, caller) => {
      const wanted = int(input(req)['user_id']);
      if (wanted !== undefined && wanted !== caller.user.id && !caller.user.isAdmin) throw new SimHttpError(401, messages.unauthorized());
      const owner = wanted ?? caller.user.id;
      const mine = ctx.store.data.tokens.filter((t) => t.userId === owner && !details(t)?.resourceType);
      return paginate(ctx.baseUrl(), req, reply, filtered(req, mine)).map((t) => present(t));
    },
  });

  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/personal_access_tokens/self',
    auth: 'any',
    handler: (_req, reply, caller) => {
      caller.token.revoked = true;
      return reply.code(204).send();
    },
  });

  restRoute(app, ctx, {
    method: 'POST',
    url: '/personal_access_tokens/self/rotate',
    auth: 'any',
    handler: (req, _reply, caller) => {
      const scopes = details(caller.token)?.scopes ?? caller.token.scopes;
      if (!scopes.includes('api') && !scopes.includes('self_rotate')) throw new SimHttpError(403, messages.insufficientScope('api self_rotate'));
      return present(rotate(caller.token, input(req)['expires_at'], undefined), true);
    },
  });

  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/personal_access_tokens/:id',
    handler: (req, reply, caller) => {
      ownToken(req, caller).revoked = true;
      return reply.code(204).send();
    },
  });

  restRoute(app, ctx, {
    method: 'POST',
    url: '/personal_access_tokens/:id/rotate',
    handler: (req, _reply, caller) => present(rotate(ownToken(req, caller), input(req)['expires_at'], undefined), true),
  });

  // Project and group access tokens: a bot user, member of the resource with the token's role.

  interface Resource {
    type: SimSourceType;
    id: number;
    manager: number;
    level: (caller: Caller) => number;
    setMember: (userId: number, level: number | undefined) => void;
  }
  const resourceOf = (kind: SimSourceType, req: FastifyRequest, caller: Caller): Resource => {
    if (kind === 'project') {
      const project = loadProject(ctx, req, caller);
      return {
        type: kind,
        id: project.id,
        manager: ACCESS.MAINTAINER,
        level: (c) => effectiveAccess(ctx.store, project, c.user),
        setMember: (userId, level) => (level === undefined ? project.members.delete(userId) : project.members.set(userId, level)),
      };
    }
    const group = loadGroup(ctx, req, caller);
    return {
      type: kind,
      id: group.id,
      manager: ACCESS.OWNER,
      level: (c) => groupAccess(ctx, group, c),
      setMember: (userId, level) => (level === undefined ? group.members.delete(userId) : group.members.set(userId, level)),
    };
  };
  const managed = (kind: SimSourceType, req: FastifyRequest, caller: Caller): Resource => {
    const resource = resourceOf(kind, req, caller);
    if (resource.level(caller) < resource.manager) throw new SimHttpError(403, messages.forbidden());
    return resource;
  };
  const tokensOf = (resource: Resource): SimToken[] =>
    state().resourceTokens.filter((t) => {
      const d = details(t);
      return d?.resourceType === resource.type && d.resourceId === resource.id;
    });
  const tokenOf = (resource: Resource, req: FastifyRequest): SimToken => {
    const id = int(param(req, 'token_id')) ?? -1;
    const t = tokensOf(resource).find((x) => x.id === id);
    if (!t) throw new SimHttpError(404, messages.notFound(`${resource.type === 'project' ? 'Project' : 'Group'} Access Token`));
    return t;
  };

  for (const kind of ['project', 'group'] as const) {
    const base = kind === 'project' ? '/projects/:id/access_tokens' : '/groups/:id/access_tokens';

    restRoute(app, ctx, {
      method: 'GET',
      url: base,
      handler: (req, reply, caller) => paginate(ctx.baseUrl(), req, reply, filtered(req, tokensOf(managed(kind, req, caller)))).map((t) => present(t)),
    });

    restRoute(app, ctx, {
      method: 'GET',
      url: `${base}/:token_id`,
      handler: (req, _reply, caller) => present(tokenOf(managed(kind, req, caller), req)),
    });

    restRoute(app, ctx, {
      method: 'POST',
      url: base,
      handler: (req, reply, caller) => {
        const resource = managed(kind, req, caller);
        const params = input(req);
        requireParams(params, ['name', 'scopes']);
        const scopes = (Array.isArray(params['scopes']) ? params['scopes'] : [params['scopes']]).map((s) => str(s) ?? '');
        if (scopes.length === 0 || scopes.some((s) => !RESOURCE_SCOPES.includes(s))) throw new SimHttpError(400, messages.validation(['scopes does not have a valid value']));
        const level = params['access_level'] === undefined ? ACCESS.MAINTAINER : int(params['access_level']);
        if (level === undefined || !MEMBER_LEVELS.includes(level)) throw new SimHttpError(400, messages.validation(['access_level does not have a valid value']));
        if (level > resource.level(caller)) throw new SimHttpError(400, { message: `${caller.user.username} cannot create an access token with a role higher than their own` });
        const expiresAt = expiry(params['expires_at'], 365 * 24 * 3600 * 1000);
        const botId = nextAccessId(ctx);
        const suffix = botId.toString(16).padStart(6, '0');
        const username = `${kind}_${resource.id}_bot_${suffix}`;
        ctx.store.data.users.push({
          id: botId, username, name: str(params['name']) ?? username, email: `${username}@noreply.gitlab.example`, publicEmail: '', bio: '', location: '', jobTitle: '', organization: '',
          isAdmin: false, bot: true, serviceAccount: false, createdAt: new Date().toISOString(), lastActivityOn: new Date().toISOString().slice(0, 10), namespaceId: 0,
        });
        resource.setMember(botId, level);
        const id = nextAccessId(ctx);
        const token: SimToken = {
          id, name: str(params['name']) ?? '', value: mintedSecret('glpat', id), userId: botId, scopes: GUARDED.filter((s) => scopes.includes(s)),
          createdAt: new Date().toISOString(), expiresAt, lastUsedAt: null, expired: false, revoked: false, description: str(params['description']) ?? '',
        };
        ctx.store.data.tokens.push(token);
        state().resourceTokens.push(token);
        state().tokenDetails.push({ tokenId: id, scopes, resourceType: resource.type, resourceId: resource.id, accessLevel: level });
        reply.code(201);
        return present(token, true);
      },
    });

    restRoute(app, ctx, {
      method: 'POST',
      url: `${base}/:token_id/rotate`,
      handler: (req, _reply, caller) => {
        const resource = managed(kind, req, caller);
        return present(rotate(tokenOf(resource, req), input(req)['expires_at'], state().resourceTokens), true);
      },
    });

    restRoute(app, ctx, {
      method: 'DELETE',
      url: `${base}/:token_id`,
      handler: (req, reply, caller) => {
        const resource = managed(kind, req, caller);
        const token = tokenOf(resource, req);
        token.revoked = true;
        // The bot user loses its membership with its last active token.
        if (!tokensOf(resource).some((t) => t.userId === token.userId && active(t))) resource.setMember(token.userId, undefined);
        return reply.code(204).send();
      },
    });
  }
}
