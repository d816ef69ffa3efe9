import type { FastifyInstance } from 'fastify';
import { GITLAB_REVISION, GITLAB_VERSION, KAS_VERSION } from '../gitlab-sim.constants';
import { messages } from '../gitlab-sim.messages';
import { presentCurrentUser, presentToken, presentUserBasic, presentUserProfile } from '../presenters/user.presenter';
import { paginate } from '../rest.paginator';
import { bool, input, int, param, restRoute, str } from '../rest.router';
import type { SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import type { SimNamespace, SimUser } from '../store/sim-model.interface';
import { userState } from './user-profile.routes';

function metadata(base: string): Record<string, unknown> {
  const host = new URL(base).host;
  return {
    version: GITLAB_VERSION,
    revision: GITLAB_REVISION,
    kas: {
      enabled: true,
      externalUrl: `ws://${host}/-/kubernetes-agent/`,
      externalK8sProxyUrl: `${base}/-/kubernetes-agent/k8s-proxy/`,
      version: KAS_VERSION,
    },
    enterprise: true,
  };
}

function visibleNamespaces(ctx: SimContext, user: SimUser): SimNamespace[] {
  const all = ctx.store.data.namespaces;
  if (user.isAdmin) return all;
  return all.filter((ns) => ns.ownerId === user.id || (ns.kind === 'group' && ns.members.has(user.id)));
}

function presentNamespace(ctx: SimContext, ns: SimNamespace): Record<string, unknown> {
  const base = ctx.baseUrl();
  const fullPath = ctx.store.namespaceFullPath(ns);
  const projects = ctx.store.data.projects.filter((p) => p.namespaceId === ns.id);
  const body: Record<string, unknown> = {
    id: ns.id,
    name: ns.name,
    path: ns.path,
    kind: ns.kind,
    full_path: fullPath,
    parent_id: ns.parentId,
    avatar_url: null,
    web_url: ns.kind === 'group' ? `${base}/groups/${fullPath}` : `${base}/${fullPath}`,
  };
  if (ns.kind === 'group') body['members_count_with_descendants'] = ns.members.size;
  return {
    ...body,
    billable_members_count: ns.members.size,
    max_seats_used: ns.members.size,
    seats_in_use: ns.members.size,
    plan: ctx.store.data.plan,
    end_date: ctx.store.data.plan === 'free' ? null : '2026-12-31',
    trial_ends_on: null,
    trial: false,
    root_repository_size: projects.length * 4096,
    projects_count: projects.length,
  };
}

/** `/version`, `/metadata`, `/user`, `/users`, `/personal_access_tokens/self`, `/license`, `/namespaces`. */
export function registerInstanceRoutes(app: FastifyInstance, ctx: SimContext): void {
  for (const url of ['/version', '/metadata']) {
    restRoute(app, ctx, { method: 'GET', url, auth: 'user', handler: () => metadata(ctx.baseUrl()) });
  }

  restRoute(app, ctx, {
    method: 'GET',
    url: '/user',
    auth: 'user',
    handler: (_req, _reply, caller) => presentCurrentUser(ctx.baseUrl(), caller.user),
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/personal_access_tokens/self',
    auth: 'any',
    handler: (_req, _reply, caller) => presentToken(caller.token),
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/license',
    handler: (_req, _reply, caller) => {
      if (!caller.user.isAdmin) throw new SimHttpError(403, messages.forbidden());
      const plan = ctx.store.data.plan;
      // A self-managed EE instance without a licence runs as Free and has no current licence.
      if (plan === 'free') return null;
      const users = ctx.store.data.users.filter((u) => !u.bot).length;
      return {
        id: 1,
        plan,
        created_at: '2025-01-01T00:00:00.000Z',
        starts_at: '2025-01-01',
        expires_at: '2026-12-31',
        historical_max: users,
        maximum_user_count: users,
        expired: false,
        overage: 0,
        user_limit: 100,
        active_users: users,
        licensee: { Name: 'Acme Admin', Email: 'admin@example.com', Company: 'Acme' },
        add_ons: {},
      };
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/namespaces',
    handler: (req, reply, caller) => {
      const params = input(req);
      const search = str(params['search'])?.toLowerCase();
      const ownedOnly = bool(params['owned_only']) === true;
      const topLevelOnly = bool(params['top_level_only']) === true;
      const list = visibleNamespaces(ctx, caller.user)
        .filter((ns) => !search || ns.name.toLowerCase().includes(search) || ns.path.toLowerCase().includes(search))
        .filter((ns) => !ownedOnly || ns.ownerId === caller.user.id || (ns.members.get(caller.user.id) ?? 0) >= 50)
        .filter((ns) => !topLevelOnly || ns.parentId === null)
        .sort((a, b) => a.id - b.id);
      return paginate(ctx.baseUrl(), req, reply, list).map((ns) => presentNamespace(ctx, ns));
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/users',
    auth: 'user',
    handler: (req, reply, caller) => {
      const params = input(req);
      const username = str(params['username'])?.toLowerCase();
      const search = str(params['search'])?.toLowerCase();
      const humans = bool(params['humans']) === true || bool(params['exclude_internal']) === true;
      const list = ctx.store.data.users
        .filter((u) => !username || u.username.toLowerCase() === username)
        .filter(
          (u) =>
            !search ||
            u.username.toLowerCase().includes(search) ||
            u.name.toLowerCase().includes(search) ||
            (caller.user.isAdmin && u.email.toLowerCase().includes(search)),
        )
        .filter((u) => !humans || !u.bot)
        .sort((a, b) => b.id - a.id);
      return paginate(ctx.baseUrl(), req, reply, list).map((u) => ({ ...presentUserBasic(ctx.baseUrl(), u), state: userState(ctx, u) }));
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/users/:user_id',
    auth: 'user',
    handler: (req) => {
      const id = int(param(req, 'user_id'));
      const user = id === undefined ? undefined : ctx.store.user(id);
      if (!user) throw new SimHttpError(404, messages.notFound('User'));
      return { ...presentUserProfile(ctx.baseUrl(), user), state: userState(ctx, user) };
    },
  });
}
