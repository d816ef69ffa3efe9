import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS } from '../gitlab-sim.constants';
import { messages } from '../gitlab-sim.messages';
import { presentFeatureFlag, presentUserList } from '../presenters/ci-environments.presenter';
import { paginate } from '../rest.paginator';
import { bool, input, int, loadProject, param, requireAccess, requireParams, restRoute, str } from '../rest.router';
import type { Caller, SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import { nextCiId, type SimCiEnvironments, type SimFeatureFlag, type SimFlagScope, type SimFlagStrategy, type SimUserList } from '../store/ci-environments.state';
import type { SimProject } from '../store/sim-model.interface';

const STRATEGIES = ['default', 'gradualRolloutUserId', 'userWithId', 'gitlabUserList', 'flexibleRollout'];

type Json = Record<string, unknown>;

const records = (value: unknown): Json[] => (Array.isArray(value) ? value.filter((v): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v)) : []);

function stringParameters(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (value === null || typeof value !== 'object') return out;
  for (const [k, v] of Object.entries(value as Json)) {
    const s = str(v);
    if (s !== undefined) out[k] = s;
  }
  return out;
}

function strategyName(value: unknown): string {
  const name = str(value);
  if (name === undefined || !STRATEGIES.includes(name)) throw new SimHttpError(400, { message: ['Strategies name is invalid'] });
  return name;
}

function applyScopes(state: SimCiEnvironments, strategy: SimFlagStrategy, scopes: Json[]): void {
  for (const s of scopes) {
    const id = int(s['id']);
    const existing = id === undefined ? undefined : strategy.scopes.find((x) => x.id === id);
    if (existing && bool(s['_destroy']) === true) strategy.scopes = strategy.scopes.filter((x) => x !== existing);
    else if (existing) existing.environmentScope = str(s['environment_scope']) ?? existing.environmentScope;
    else if (id === undefined) strategy.scopes.push({ id: nextCiId(state, 'scope'), environmentScope: str(s['environment_scope']) ?? '*' } satisfies SimFlagScope);
  }
}

/** Adds strategies without an id, changes those with one, removes those with `_destroy`. */
function applyStrategies(state: SimCiEnvironments, flag: SimFeatureFlag, strategies: Json[]): void {
  for (const s of strategies) {
    const id = int(s['id']);
    const existing = id === undefined ? undefined : flag.strategies.find((x) => x.id === id);
    if (existing && bool(s['_destroy']) === true) {
      flag.strategies = flag.strategies.filter((x) => x !== existing);
      continue;
    }
    const strategy = existing ?? { id: nextCiId(state, 'strategy'), name: strategyName(s['name']), parameters: {}, scopes: [], userListId: null };
    if (existing && s['name'] !== undefined) strategy.name = strategyName(s['name']);
    if (s['parameters'] !== undefined) strategy.parameters = stringParameters(s['parameters']);
    if (s['user_list_id'] !== undefined) strategy.userListId = int(s['user_list_id']) ?? null;
    applyScopes(state, strategy, records(s['scopes']));
    if (!existing) flag.strategies.push(strategy);
  }
}

function findFlag(state: SimCiEnvironments, project: SimProject, request: FastifyRequest): SimFeatureFlag {
  const name = param(request, 'feature_flag_name');
  const flag = state.featureFlags.find((f) => f.projectId === project.id && f.name === name);
  if (!flag) throw new SimHttpError(404, messages.notFound());
  return flag;
}

function nameTaken(state: SimCiEnvironments, project: SimProject, name: string, self?: SimFeatureFlag): void {
  if (state.featureFlags.some((f) => f !== self && f.projectId === project.id && f.name === name)) {
    throw new SimHttpError(400, { message: ['Name has already been taken'] });
  }
}

/** Feature flags of a project and their user lists (stateful). */
export function registerFeatureFlagRoutes(app: FastifyInstance, ctx: SimContext): void {
  const state = (): SimCiEnvironments => ctx.store.data.ciEnvironments;
  const project = (req: FastifyRequest, caller: Caller): SimProject => {
    const p = loadProject(ctx, req, caller);
    requireAccess(ctx, p, caller, ACCESS.DEVELOPER);
    return p;
  };

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/feature_flags',
    handler: (req, reply, caller) => {
      const p = project(req, caller);
      const scope = str(input(req)['scope']);
      if (scope !== undefined && scope !== 'enabled' && scope !== 'disabled') throw new SimHttpError(400, messages.validation(['scope does not have a valid value']));
      const flags = state()
        .featureFlags.filter((f) => f.projectId === p.id && (scope === undefined || f.active === (scope === 'enabled')))
        .sort((a, b) => a.name.localeCompare(b.name));
      return paginate(ctx.baseUrl(), req, reply, flags).map((f) => presentFeatureFlag(state(), f));
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/feature_flags/:feature_flag_name',
    handler: (req, _reply, caller) => presentFeatureFlag(state(), findFlag(state(), project(req, caller), req)),
  });

  restRoute(app, ctx, {
    method: 'POST',
    url: '/projects/:id/feature_flags',
    handler: (req, reply, caller) => {
      const p = project(req, caller);
      const params = input(req);
      requireParams(params, ['name']);
      const name = str(params['name']) as string;
      nameTaken(state(), p, name);
      const now = new Date().toISOString();
      const flag: SimFeatureFlag = { projectId: p.id, name, description: str(params['description']) ?? null, active: bool(params['active']) ?? true, createdAt: now, updatedAt: now, strategies: [] };
      applyStrategies(state(), flag, records(params['strategies']));
      state().featureFlags.push(flag);
      reply.code(201);
      return presentFeatureFlag(state(), flag);
    },
  });

  restRoute(app, ctx, {
    method: 'PUT',
    url: '/projects/:id/feature_flags/:feature_flag_name',
    handler: (req, _reply, caller) => {
      const p = project(req, caller);
      const flag = findFlag(state(), p, req);
      const params = input(req);
      const name = str(params['name']);
      if (name !== undefined) {
        nameTaken(state(), p, name, flag);
        flag.name = name;
      }
      if ('description' in params) flag.description = str(params['description']) ?? null;
      if (params['active'] !== undefined) flag.active = bool(params['active']) ?? flag.active;
      applyStrategies(state(), flag, records(params['strategies']));
      flag.updatedAt = new Date().toISOString();
      return presentFeatureFlag(state(), flag);
    },
  });

  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/projects/:id/feature_flags/:feature_flag_name',
    handler: (req, _reply, caller) => {
      const flag = findFlag(state(), project(req, caller), req);
      state().featureFlags = state().featureFlags.filter((f) => f !== flag);
      return presentFeatureFlag(state(), flag);
    },
  });

  registerUserListRoutes(app, ctx, project);
}

/** GitLab keeps user IDs as one comma-separated string without blanks. */
const normalizeXids = (value: unknown): string =>
  (str(value) ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter((x) => x !== '')
    .join(',');

function registerUserListRoutes(app: FastifyInstance, ctx: SimContext, project: (req: FastifyRequest, caller: Caller) => SimProject): void {
  const state = (): SimCiEnvironments => ctx.store.data.ciEnvironments;
  const find = (p: SimProject, req: FastifyRequest): SimUserList => {
    const iid = int(param(req, 'iid'));
    const list = state().userLists.find((l) => l.projectId === p.id && l.iid === iid);
    if (!list) throw new SimHttpError(404, messages.recordNotFound());
    return list;
  };
  const nameFree = (p: SimProject, name: string, self?: SimUserList): void => {
    if (state().userLists.some((l) => l !== self && l.projectId === p.id && l.name === name)) throw new SimHttpError(400, { message: ['Name has already been taken'] });
  };

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/feature_flags_user_lists',
    handler: (req, reply, caller) => {
      const p = project(req, caller);
      const search = str(input(req)['search'])?.toLowerCase();
      const lists = state().userLists.filter((l) => l.projectId === p.id && (search === undefined || l.name.toLowerCase().includes(search)));
      return paginate(ctx.baseUrl(), req, reply, lists).map((l) => presentUserList(ctx.store, p, l));
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/feature_flags_user_lists/:iid',
    handler: (req, _reply, caller) => {
      const p = project(req, caller);
      return presentUserList(ctx.store, p, find(p, req));
    },
  });

  restRoute(app, ctx, {
    method: 'POST',
    url: '/projects/:id/feature_flags_user_lists',
    handler: (req, reply, caller) => {
      const p = project(req, caller);
      const params = input(req);
      requireParams(params, ['name', 'user_xids']);
      const name = str(params['name']) as string;
      nameFree(p, name);
      const now = new Date().toISOString();
      const s = state();
      const list: SimUserList = {
        id: nextCiId(s, 'userList'),
        iid: Math.max(0, ...s.userLists.filter((l) => l.projectId === p.id).map((l) => l.iid)) + 1,
        projectId: p.id,
        name,
        userXids: normalizeXids(params['user_xids']),
        createdAt: now,
        updatedAt: now,
      };
      s.userLists.push(list);
      reply.code(201);
      return presentUserList(ctx.store, p, list);
    },
  });

  restRoute(app, ctx, {
    method: 'PUT',
    url: '/projects/:id/feature_flags_user_lists/:iid',
    handler: (req, _reply, caller) => {
      const p = project(req, caller);
      const list = find(p, req);
      const params = input(req);
      const name = str(params['name']);
      if (name !== undefined) {
        nameFree(p, name, list);
        list.name = name;
      }
      if (params['user_xids'] !== undefined) list.userXids = normalizeXids(params['user_xids']);
      list.updatedAt = new Date().toISOString();
      return presentUserList(ctx.store, p, list);
    },
  });

  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/projects/:id/feature_flags_user_lists/:iid',
    handler: (req, reply, caller) => {
      const p = project(req, caller);
      const list = find(p, req);
      const s = state();
      if (s.featureFlags.some((f) => f.strategies.some((st) => st.userListId === list.id))) {
        throw new SimHttpError(409, messages.conflict('User list is associated with a strategy'));
      }
      s.userLists = s.userLists.filter((l) => l !== list);
      return reply.code(204).send();
    },
  });
}
