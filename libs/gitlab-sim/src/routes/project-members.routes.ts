import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS } from '../gitlab-sim.constants';
import { messages } from '../gitlab-sim.messages';
import { presentMember, type SimMemberView } from '../presenters/collaboration.presenter';
import { paginate } from '../rest.paginator';
import { bool, input, int, loadProject, param, requireAccess, requireParams, restRoute, str } from '../rest.router';
import type { Caller, SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import { effectiveAccess } from '../store/access.policy';
import type { SimMembership } from '../store/collaboration.state';
import type { SimNamespace, SimProject, SimUser } from '../store/sim-model.interface';

const LEVELS: readonly number[] = [ACCESS.GUEST, ACCESS.PLANNER, ACCESS.REPORTER, ACCESS.DEVELOPER, ACCESS.MAINTAINER, ACCESS.OWNER];
const ROLE_NAMES: Readonly<Record<number, string>> = { 10: 'Guest', 15: 'Planner', 20: 'Reporter', 30: 'Developer', 40: 'Maintainer', 50: 'Owner' };

function ids(value: unknown): number[] {
  const parts = Array.isArray(value) ? value : str(value)?.split(',') ?? [];
  return parts.map((v) => int(typeof v === 'string' ? v.trim() : v)).filter((n): n is number => n !== undefined);
}

/** Registers the Members API of projects: list (direct or all), get, add, edit, remove. */
export function registerProjectMemberRoutes(app: FastifyInstance, ctx: SimContext): void {
  const state = () => ctx.store.data.collaboration;
  const membership = (project: SimProject, userId: number): SimMembership | undefined =>
    state().memberships.find((m) => m.projectId === project.id && m.userId === userId);

  /** The project's namespace and its ancestors: where inherited memberships come from. */
  const ancestry = (project: SimProject): SimNamespace[] => {
    const chain: SimNamespace[] = [];
    for (let ns = ctx.store.namespace(project.namespaceId); ns; ns = ns.parentId === null ? undefined : ctx.store.namespace(ns.parentId)) chain.push(ns);
    return chain;
  };

  const direct = (project: SimProject, userId: number): SimMemberView | undefined => {
    const level = project.members.get(userId);
    const user = ctx.store.user(userId);
    if (level === undefined || !user) return undefined;
    const m = membership(project, userId);
    return {
      user,
      accessLevel: level,
      createdAt: m?.createdAt ?? project.createdAt,
      createdBy: m === undefined || m.createdById === null ? undefined : ctx.store.user(m.createdById),
      expiresAt: m?.expiresAt ?? null,
      memberRoleId: m?.memberRoleId ?? null,
    };
  };

  /** Everyone with access: the highest of the direct and inherited memberships of each user. */
  const everyone = (project: SimProject): SimMemberView[] => {
    const views = new Map<number, SimMemberView>();
    for (const userId of project.members.keys()) {
      const v = direct(project, userId);
      if (v) views.set(userId, v);
    }
    for (const ns of ancestry(project)) {
      for (const [userId, level] of ns.members) {
        const user = ctx.store.user(userId);
        const known = views.get(userId);
        if (!user || (known && known.accessLevel >= level)) continue;
        views.set(userId, { user, accessLevel: level, createdAt: ns.createdAt, createdBy: undefined, expiresAt: null, memberRoleId: null });
      }
    }
    return [...views.values()].sort((a, b) => a.user.id - b.user.id);
  };

  /** The highest role a user inherits from the project's groups, with the group it comes from. */
  const inherited = (project: SimProject, userId: number): { level: number; ns: SimNamespace } | undefined => {
    let best: { level: number; ns: SimNamespace } | undefined;
    for (const ns of ancestry(project)) {
      const level = ns.members.get(userId);
      if (ns.kind === 'group' && level !== undefined && (!best || level > best.level)) best = { level, ns };
    }
    return best;
  };

  const checkLevel = (project: SimProject, caller: Caller, userId: number, params: Record<string, unknown>): number => {
    requireParams(params, ['access_level']);
    const level = int(params['access_level']);
    if (level === undefined || !LEVELS.includes(level)) throw new SimHttpError(400, messages.validation(['access_level does not have a valid value']));
    if (level === ACCESS.OWNER && effectiveAccess(ctx.store, project, caller.user) < ACCESS.OWNER) throw new SimHttpError(403, messages.forbidden());
    const floor = inherited(project, userId);
    if (floor && level < floor.level) {
      throw new SimHttpError(400, {
        message: { access_level: [`should be greater than or equal to ${ROLE_NAMES[floor.level] ?? floor.level} inherited membership from group ${floor.ns.name}`] },
      });
    }
    return level;
  };

  const expiry = (value: unknown): string | null | undefined => {
    if (value === undefined) return undefined;
    const s = str(value) ?? '';
    if (s === '') return null;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) throw new SimHttpError(400, messages.validation(['expires_at is invalid']));
    if (s < new Date().toISOString().slice(0, 10)) throw new SimHttpError(400, { message: { expires_at: ['cannot be a date in the past'] } });
    return s;
  };

  const userParam = (req: FastifyRequest): number => int(param(req, 'user_id')) ?? 0;
  const seatInfo = (req: FastifyRequest): boolean => bool(input(req)['show_seat_info']) === true;

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/members',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const views = [...project.members.keys()].flatMap((id) => direct(project, id) ?? []).sort((a, b) => a.user.id - b.user.id);
      return paginate(ctx.baseUrl(), req, reply, views).map((v) => presentMember(ctx.baseUrl(), v, caller.user, seatInfo(req)));
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/members/all',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const params = input(req);
      const query = (str(params['query']) ?? '').toLowerCase();
      const only = ids(params['user_ids'] ?? params['user_ids[]']);
      const stateFilter = str(params['state']);
      if (stateFilter !== undefined && !['awaiting', 'active'].includes(stateFilter)) throw new SimHttpError(400, messages.validation(['state does not have a valid value']));
      const views = everyone(project).filter(
        (v) =>
          (query === '' || [v.user.name, v.user.username, v.user.email].some((s) => s.toLowerCase().includes(query))) &&
          (only.length === 0 || only.includes(v.user.id)) &&
          stateFilter !== 'awaiting',
      );
      return paginate(ctx.baseUrl(), req, reply, views).map((v) => presentMember(ctx.baseUrl(), v, caller.user, seatInfo(req)));
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/members/all/:user_id',
    handler: (req, _reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const view = everyone(project).find((v) => v.user.id === userParam(req));
      // `find_by!` → RecordNotFound → "404 Not found".
      if (!view) throw new SimHttpError(404, messages.recordNotFound());
      return presentMember(ctx.baseUrl(), view, caller.user, false);
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/members/:user_id',
    handler: (req, _reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const view = direct(project, userParam(req));
      if (!view) throw new SimHttpError(404, messages.recordNotFound());
      return presentMember(ctx.baseUrl(), view, caller.user, false);
    },
  });

  restRoute(app, ctx, {
    method: 'POST',
    url: '/projects/:id/members',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.MAINTAINER);
      const params = input(req);
      const username = str(params['username']);
      const userIds = str(params['user_id']);
      if (userIds === undefined && !username) throw new SimHttpError(400, messages.validation(['user_id, username are missing, exactly one parameter must be provided']));
      const add = (user: SimUser): void => {
        const level = checkLevel(project, caller, user.id, params);
        const expiresAt = expiry(params['expires_at']) ?? null;
        project.members.set(user.id, level);
        state().memberships.push({ projectId: project.id, userId: user.id, createdAt: new Date().toISOString(), createdById: caller.user.id, expiresAt, memberRoleId: int(params['member_role_id']) ?? null });
      };
      reply.code(201);
      // Several IDs or usernames separated by commas: Members::CreateService answers a batch status.
      if (`${userIds ?? ''}${username ?? ''}`.includes(',')) {
        const refused: Record<string, string> = {};
        const wanted: [string, SimUser | undefined][] = [
          ...(userIds ?? '').split(',').filter((v) => v !== '').map((v): [string, SimUser | undefined] => [v, ctx.store.user(int(v) ?? -1)]),
          ...(username ?? '').split(',').filter((v) => v !== '').map((v): [string, SimUser | undefined] => [v, ctx.store.userByUsername(v)]),
        ];
        for (const [key, user] of wanted) {
          if (!user) refused[key] = 'User not found';
          else if (project.members.has(user.id)) refused[user.username] = 'Member already exists';
          else add(user);
        }
        return Object.keys(refused).length === 0 ? { status: 'success' } : { status: 'error', message: refused };
      }
      const userId = int(userIds);
      const user = userId !== undefined ? ctx.store.user(userId) : ctx.store.userByUsername(username ?? '');
      if (!user) throw new SimHttpError(404, messages.notFound('User'));
      if (project.members.has(user.id)) throw new SimHttpError(409, messages.conflict('Member already exists'));
      add(user);
      return presentMember(ctx.baseUrl(), direct(project, user.id) as SimMemberView, caller.user, false);
    },
  });

  restRoute(app, ctx, {
    method: 'PUT',
    url: '/projects/:id/members/:user_id',
    handler: (req, _reply, caller) => {
      const project = loadProject(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.MAINTAINER);
      const userId = userParam(req);
      if (!project.members.has(userId)) throw new SimHttpError(404, messages.recordNotFound());
      const params = input(req);
      const level = checkLevel(project, caller, userId, params);
      if (project.members.get(userId) === ACCESS.OWNER && effectiveAccess(ctx.store, project, caller.user) < ACCESS.OWNER) throw new SimHttpError(403, messages.forbidden());
      const expiresAt = expiry(params['expires_at']);
      project.members.set(userId, level);
      let record = membership(project, userId);
      if (!record) {
        record = { projectId: project.id, userId, createdAt: project.createdAt, createdById: null, expiresAt: null, memberRoleId: null };
        state().memberships.push(record);
      }
      if (expiresAt !== undefined) record.expiresAt = expiresAt;
      if (params['member_role_id'] !== undefined) record.memberRoleId = int(params['member_role_id']) ?? null;
      return presentMember(ctx.baseUrl(), direct(project, userId) as SimMemberView, caller.user, false);
    },
  });

  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/projects/:id/members/:user_id',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const userId = userParam(req);
      if (userId !== caller.user.id) requireAccess(ctx, project, caller, ACCESS.MAINTAINER);
      if (!project.members.has(userId)) throw new SimHttpError(404, messages.recordNotFound());
      if (project.members.get(userId) === ACCESS.OWNER && userId !== caller.user.id && effectiveAccess(ctx.store, project, caller.user) < ACCESS.OWNER) {
        throw new SimHttpError(403, messages.forbidden());
      }
      project.members.delete(userId);
      state().memberships = state().memberships.filter((m) => !(m.projectId === project.id && m.userId === userId));
      if (bool(input(req)['unassign_issuables']) === true) {
        for (const item of [...project.issues, ...project.mergeRequests]) item.assigneeIds = item.assigneeIds.filter((id) => id !== userId);
      }
      return reply.code(204).send();
    },
  });
}
