import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS } from '../gitlab-sim.constants';
import { messages } from '../gitlab-sim.messages';
import { presentMember, type SimMemberView } from '../presenters/collaboration.presenter';
import { paginate } from '../rest.paginator';
import { bool, input, int, param, requireParams, restRoute, str } from '../rest.router';
import type { Caller, SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import { descendantGroups, effectiveGroupAccess, groupChain, type SimGroupMembership } from '../store/groups.state';
import type { SimNamespace, SimUser } from '../store/sim-model.interface';
import { loadGroup, requireGroupAccess } from './group.lookup';

const LEVELS: readonly number[] = [ACCESS.GUEST, ACCESS.PLANNER, ACCESS.REPORTER, ACCESS.DEVELOPER, ACCESS.MAINTAINER, ACCESS.OWNER];
const ROLE_NAMES: Readonly<Record<number, string>> = { 10: 'Guest', 15: 'Planner', 20: 'Reporter', 30: 'Developer', 40: 'Maintainer', 50: 'Owner' };

/** Registers the Members API of groups: list (direct or all, with inherited and shared members), get, add, edit, remove. */
export function registerGroupMemberRoutes(app: FastifyInstance, ctx: SimContext): void {
  const store = ctx.store;
  const state = () => store.data.groups;
  const record = (group: SimNamespace, userId: number): SimGroupMembership | undefined => state().memberships.find((m) => m.groupId === group.id && m.userId === userId);

  const direct = (group: SimNamespace, userId: number): SimMemberView | undefined => {
    const level = group.members.get(userId);
    const user = store.user(userId);
    if (level === undefined || !user) return undefined;
    const m = record(group, userId);
    return {
      user,
      accessLevel: level,
      createdAt: m?.createdAt ?? group.createdAt,
      createdBy: m === undefined || m.createdById === null ? undefined : store.user(m.createdById),
      expiresAt: m?.expiresAt ?? null,
      memberRoleId: m?.memberRoleId ?? null,
    };
  };

  /** Everyone with a role: direct members, members of ancestors, and members of groups the hierarchy is shared with; the highest role wins. */
  const everyone = (group: SimNamespace): SimMemberView[] => {
    const views = new Map<number, SimMemberView>();
    const offer = (userId: number, level: number, from: SimNamespace): void => {
      const user = store.user(userId);
      const known = views.get(userId);
      if (!user || (known && known.accessLevel >= level)) return;
      views.set(userId, direct(from, userId) ? { ...(direct(from, userId) as SimMemberView), accessLevel: level } : { user, accessLevel: level, createdAt: from.createdAt, createdBy: undefined, expiresAt: null, memberRoleId: null });
    };
    for (const ns of groupChain(store, group)) {
      for (const [userId, level] of ns.members) offer(userId, level, ns);
      for (const link of state().links.filter((l) => l.groupId === ns.id)) {
        const invited = store.namespace(link.sharedWithGroupId);
        if (invited) for (const [userId, level] of invited.members) offer(userId, Math.min(level, link.groupAccess), invited);
      }
    }
    return [...views.values()].sort((a, b) => a.user.id - b.user.id);
  };

  /** The highest role a user inherits from the group's ancestors. */
  const inherited = (group: SimNamespace, userId: number): { level: number; ns: SimNamespace } | undefined => {
    let best: { level: number; ns: SimNamespace } | undefined;
    for (const ns of groupChain(store, group).slice(1)) {
      const level = ns.members.get(userId);
      if (level !== undefined && (!best || level > best.level)) best = { level, ns };
    }
    return best;
  };

  const checkLevel = (group: SimNamespace, caller: Caller, userId: number, params: Record<string, unknown>): number => {
    requireParams(params, ['access_level']);
    const level = int(params['access_level']);
    if (level === undefined || !LEVELS.includes(level)) throw new SimHttpError(400, messages.validation(['access_level does not have a valid value']));
    if (level === ACCESS.OWNER && effectiveGroupAccess(store, group, caller.user) < ACCESS.OWNER) throw new SimHttpError(403, messages.forbidden());
    const floor = inherited(group, userId);
    if (floor && level < floor.level) {
      throw new SimHttpError(400, { message: { access_level: [`should be greater than or equal to ${ROLE_NAMES[floor.level] ?? floor.level} inherited membership from group ${floor.ns.name}`] } });
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

  /** Only Owners manage a group's members (GitLab's `admin_group_member`). */
  const requireManage = (group: SimNamespace, caller: Caller): void => requireGroupAccess(ctx, group, caller, ACCESS.OWNER);
  const userParam = (req: FastifyRequest): number => int(param(req, 'user_id')) ?? 0;
  const seatInfo = (req: FastifyRequest): boolean => bool(input(req)['show_seat_info']) === true;
  const show = (v: SimMemberView, viewer: SimUser, seats = false): Record<string, unknown> => presentMember(ctx.baseUrl(), v, viewer, seats);

  restRoute(app, ctx, {
    method: 'GET',
    url: '/groups/:id/members',
    handler: (req, reply, caller) => {
      const group = loadGroup(ctx, req, caller);
      const views = [...group.members.keys()].flatMap((id) => direct(group, id) ?? []).sort((a, b) => a.user.id - b.user.id);
      return paginate(ctx.baseUrl(), req, reply, views).map((v) => show(v, caller.user, seatInfo(req)));
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/groups/:id/members/all',
    handler: (req, reply, caller) => {
      const group = loadGroup(ctx, req, caller);
      const params = input(req);
      const query = (str(params['query']) ?? '').toLowerCase();
      const raw = params['user_ids'] ?? params['user_ids[]'];
      const only = (Array.isArray(raw) ? raw : str(raw)?.split(',') ?? []).map((v) => int(v)).filter((n): n is number => n !== undefined);
      const stateFilter = str(params['state']);
      if (stateFilter !== undefined && !['awaiting', 'active'].includes(stateFilter)) throw new SimHttpError(400, messages.validation(['state does not have a valid value']));
      const views = everyone(group).filter(
        (v) => (query === '' || [v.user.name, v.user.username, v.user.email].some((s) => s.toLowerCase().includes(query))) && (only.length === 0 || only.includes(v.user.id)) && stateFilter !== 'awaiting',
      );
      return paginate(ctx.baseUrl(), req, reply, views).map((v) => show(v, caller.user, seatInfo(req)));
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/groups/:id/members/all/:user_id',
    handler: (req, _reply, caller) => {
      const group = loadGroup(ctx, req, caller);
      const view = everyone(group).find((v) => v.user.id === userParam(req));
      if (!view) throw new SimHttpError(404, messages.recordNotFound());
      return show(view, caller.user);
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/groups/:id/members/:user_id',
    handler: (req, _reply, caller) => {
      const group = loadGroup(ctx, req, caller);
      const view = direct(group, userParam(req));
      if (!view) throw new SimHttpError(404, messages.recordNotFound());
      return show(view, caller.user);
    },
  });

  restRoute(app, ctx, {
    method: 'POST',
    url: '/groups/:id/members',
    handler: (req, reply, caller) => {
      const group = loadGroup(ctx, req, caller);
      requireManage(group, caller);
      const params = input(req);
      const username = str(params['username']);
      const userIds = str(params['user_id']);
      if (userIds === undefined && !username) throw new SimHttpError(400, messages.validation(['user_id, username are missing, exactly one parameter must be provided']));
      const add = (user: SimUser): void => {
        const level = checkLevel(group, caller, user.id, params);
        group.members.set(user.id, level);
        state().memberships.push({ groupId: group.id, userId: user.id, createdAt: new Date().toISOString(), createdById: caller.user.id, expiresAt: expiry(params['expires_at']) ?? null, memberRoleId: null });
      };
      reply.code(201);
      if (`${userIds ?? ''}${username ?? ''}`.includes(',')) {
        const refused: Record<string, string> = {};
        const wanted: [string, SimUser | undefined][] = [
          ...(userIds ?? '').split(',').filter((v) => v !== '').map((v): [string, SimUser | undefined] => [v, store.user(int(v) ?? -1)]),
          ...(username ?? '').split(',').filter((v) => v !== '').map((v): [string, SimUser | undefined] => [v, store.userByUsername(v)]),
        ];
        for (const [key, user] of wanted) {
          if (!user) refused[key] = 'User not found';
          else if (group.members.has(user.id)) refused[user.username] = 'Member already exists';
          else add(user);
        }
        return Object.keys(refused).length === 0 ? { status: 'success' } : { status: 'error', message: refused };
      }
      const userId = int(userIds);
      const user = userId !== undefined ? store.user(userId) : store.userByUsername(username ?? '');
      if (!user) throw new SimHttpError(404, messages.notFound('User'));
      if (group.members.has(user.id)) throw new SimHttpError(409, messages.conflict('Member already exists'));
      add(user);
      return show(direct(group, user.id) as SimMemberView, caller.user);
    },
  });

  restRoute(app, ctx, {
    method: 'PUT',
    url: '/groups/:id/members/:user_id',
    handler: (req, _reply, caller) => {
      const group = loadGroup(ctx, req, caller);
      requireManage(group, caller);
      const userId = userParam(req);
      if (!group.members.has(userId)) throw new SimHttpError(404, messages.recordNotFound());
      const params = input(req);
      const level = checkLevel(group, caller, userId, params);
      if (group.members.get(userId) === ACCESS.OWNER && effectiveGroupAccess(store, group, caller.user) < ACCESS.OWNER) throw new SimHttpError(403, messages.forbidden());
      const expiresAt = expiry(params['expires_at']);
      group.members.set(userId, level);
      let m = record(group, userId);
      if (!m) {
        m = { groupId: group.id, userId, createdAt: group.createdAt, createdById: null, expiresAt: null, memberRoleId: null };
        state().memberships.push(m);
      }
      if (expiresAt !== undefined) m.expiresAt = expiresAt;
      if (params['member_role_id'] !== undefined) m.memberRoleId = int(params['member_role_id']) ?? null;
      return show(direct(group, userId) as SimMemberView, caller.user);
    },
  });

  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/groups/:id/members/:user_id',
    handler: (req, reply, caller) => {
      const group = loadGroup(ctx, req, caller);
      const userId = userParam(req);
      if (userId !== caller.user.id) requireManage(group, caller);
      if (!group.members.has(userId)) throw new SimHttpError(404, messages.recordNotFound());
      const owners = [...group.members.values()].filter((l) => l === ACCESS.OWNER).length;
      if (group.members.get(userId) === ACCESS.OWNER) {
        if (userId !== caller.user.id && effectiveGroupAccess(store, group, caller.user) < ACCESS.OWNER) throw new SimHttpError(403, messages.forbidden());
        if (owners === 1 && group.parentId === null) throw new SimHttpError(403, messages.forbidden());
      }
      const scope = bool(input(req)['skip_subresources']) === true ? [group] : [group, ...descendantGroups(store, group)];
      for (const g of scope) {
        g.members.delete(userId);
        state().memberships = state().memberships.filter((m) => !(m.groupId === g.id && m.userId === userId));
      }
      if (bool(input(req)['unassign_issuables']) === true) {
        const ids = new Set(scope.map((g) => g.id));
        for (const project of store.data.projects.filter((p) => ids.has(p.namespaceId))) {
          for (const item of [...project.issues, ...project.mergeRequests]) item.assigneeIds = item.assigneeIds.filter((id) => id !== userId);
        }
      }
      return reply.code(204).send();
    },
  });
}
