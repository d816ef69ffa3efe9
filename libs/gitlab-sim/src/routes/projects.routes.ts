import type { FastifyInstance } from 'fastify';
import { ACCESS } from '../gitlab-sim.constants';
import { messages } from '../gitlab-sim.messages';
import { presentProject, presentProjectBasic } from '../presenters/project.presenter';
import { presentServiceAccount } from '../presenters/user.presenter';
import { paginate } from '../rest.paginator';
import { bool, input, loadProject, requireAccess, restRoute, str } from '../rest.router';
import type { SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import { canReadProject, isOwner, memberAccess } from '../store/access.policy';
import { projectAdminState } from '../store/project-admin.store';
import type { SimProject } from '../store/sim-model.interface';

const ORDER_BY = ['id', 'name', 'path', 'created_at', 'updated_at', 'last_activity_at', 'star_count', 'similarity'];
const VISIBILITY = ['private', 'internal', 'public'];

function oneOf(values: Record<string, unknown>, name: string, allowed: string[]): string | undefined {
  const value = str(values[name]);
  if (value !== undefined && !allowed.includes(value)) {
    throw new SimHttpError(400, messages.validation([`${name} does not have a valid value`]));
  }
  return value;
}

function sortKey(ctx: SimContext, project: SimProject, orderBy: string): string | number {
  switch (orderBy) {
    case 'id':
      return project.id;
    case 'name':
      return project.name.toLowerCase();
    case 'path':
      return ctx.store.projectFullPath(project).toLowerCase();
    case 'updated_at':
      return project.updatedAt;
    case 'last_activity_at':
      return project.lastActivityAt;
    case 'star_count':
      return project.starCount;
    default:
      return project.createdAt;
  }
}

/** `API::Entities::ProjectDailyStatistics`: 30 days of Git fetches, the same for a project on every call. */
function presentDailyStatistics(project: SimProject): Record<string, unknown> {
  const end = Date.parse(project.lastActivityAt);
  const days = Array.from({ length: 30 }, (_, i) => ({
    count: (project.id * 7 + i * 3) % 11,
    date: new Date(end - i * 86_400_000).toISOString().slice(0, 10),
  }));
  return { fetches: { total: days.reduce((sum, d) => sum + d.count, 0), days } };
}

/** `GET /projects`, `GET /projects/:id`, its fetch statistics and `GET /projects/:id/service_accounts`. */
export function registerProjectRoutes(app: FastifyInstance, ctx: SimContext): void {
  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects',
    handler: (req, reply, caller) => {
      const params = input(req);
      const orderBy = oneOf(params, 'order_by', ORDER_BY) ?? 'created_at';
      const sort = oneOf(params, 'sort', ['asc', 'desc']) ?? 'desc';
      const visibility = oneOf(params, 'visibility', VISIBILITY);
      const search = str(params['search'])?.toLowerCase();
      const searchNamespaces = bool(params['search_namespaces']) === true;
      const membership = bool(params['membership']) === true;
      const owned = bool(params['owned']) === true;
      const archived = bool(params['archived']);
      const starred = bool(params['starred']) === true;
      const topic = str(params['topic']);
      const minAccess = Number(str(params['min_access_level']) ?? 0);
      const simple = bool(params['simple']) === true;
      const statistics = bool(params['statistics']) === true;
      const user = caller.user;
      const list = ctx.store.data.projects
        .filter((p) => canReadProject(ctx.store, p, user))
        .filter((p) => !membership || memberAccess(ctx.store, p, user) >= ACCESS.GUEST)
        .filter((p) => !owned || isOwner(ctx.store, p, user))
        .filter((p) => !minAccess || memberAccess(ctx.store, p, user) >= minAccess)
        .filter((p) => !visibility || p.visibility === visibility)
        .filter((p) => archived === undefined || p.archived === archived)
        .filter((p) => !starred || projectAdminState(ctx.store).stars.get(p.id)?.has(user.id) === true)
        .filter((p) => !topic || topic.split(',').every((t) => p.topics.includes(t.trim())))
        .filter((p) => {
          if (!search) return true;
          const haystack = searchNamespaces ? ctx.store.projectFullPath(p) : `${p.name} ${p.path}`;
          return haystack.toLowerCase().includes(search) || p.description.toLowerCase().includes(search);
        })
        .sort((a, b) => {
          const ka = sortKey(ctx, a, orderBy);
          const kb = sortKey(ctx, b, orderBy);
          const cmp = ka < kb ? -1 : ka > kb ? 1 : a.id - b.id;
          return sort === 'asc' ? cmp : -cmp;
        });
      return paginate(ctx.baseUrl(), req, reply, list).map((p) =>
        simple
          ? presentProjectBasic(ctx.store, ctx.baseUrl(), p)
          : presentProject(ctx.store, ctx.baseUrl(), p, user, { statistics }),
      );
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id',
    handler: (req, _reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const params = input(req);
      return presentProject(ctx.store, ctx.baseUrl(), project, caller.user, {
        statistics: bool(params['statistics']) === true,
        license: bool(params['license']) === true,
      });
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/statistics',
    handler: (req, _reply, caller) => {
      const project = loadProject(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.REPORTER);
      return presentDailyStatistics(project);
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/service_accounts',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.MAINTAINER);
      const params = input(req);
      const orderBy = oneOf(params, 'order_by', ['id', 'username']) ?? 'id';
      const sort = oneOf(params, 'sort', ['asc', 'desc']) ?? 'desc';
      const accounts = project.serviceAccountIds
        .map((id) => ctx.store.user(id))
        .filter((u) => u !== undefined)
        .sort((a, b) => {
          const cmp = orderBy === 'username' ? a.username.localeCompare(b.username) : a.id - b.id;
          return sort === 'asc' ? cmp : -cmp;
        });
      return paginate(ctx.baseUrl(), req, reply, accounts).map(presentServiceAccount);
    },
  });
}
