import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS } from '../gitlab-sim.constants';
import { messages } from '../gitlab-sim.messages';
import { presentMember } from '../presenters/collaboration.presenter';
import { paginate } from '../rest.paginator';
import { input, int, param, restRoute, str } from '../rest.router';
import type { Caller, SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import { descendantGroups } from '../store/groups.state';
import type { SimNamespace, SimUser } from '../store/sim-model.interface';
import { loadGroup, requireGroupAccess } from './group.lookup';

const ROLE_NAMES: Readonly<Record<number, string>> = { 5: 'Minimal Access', 10: 'Guest', 15: 'Planner', 20: 'Reporter', 30: 'Developer', 40: 'Maintainer', 50: 'Owner' };

/** One direct membership inside a top-level group's hierarchy: a group or a project. */
interface Seat {
  sourceId: number;
  sourceFullName: string;
  sourceMembersUrl: string;
  createdAt: string;
  level: number;
}

/** Registers the billable members of a top-level group (Premium): the seats, where each comes from, and removal from the whole hierarchy. */
export function registerGroupBillingRoutes(app: FastifyInstance, ctx: SimContext): void {
  const store = ctx.store;

  const topLevel = (req: FastifyRequest, caller: Caller): SimNamespace => {
    const group = loadGroup(ctx, req, caller);
    requireGroupAccess(ctx, group, caller, ACCESS.OWNER);
    if (group.parentId !== null) throw new SimHttpError(400, messages.apiError('400 Bad request - Group must be a top-level group'));
    return group;
  };

  const seats = (group: SimNamespace, userId: number): Seat[] => {
    const hierarchy = [group, ...descendantGroups(store, group)];
    const ids = new Set(hierarchy.map((g) => g.id));
    const inGroups = hierarchy.flatMap((g): Seat[] => {
      const level = g.members.get(userId);
      return level === undefined ? [] : [{ sourceId: g.id, sourceFullName: store.namespaceFullPath(g), sourceMembersUrl: `${ctx.baseUrl()}/groups/${store.namespaceFullPath(g)}/-/group_members`, createdAt: g.createdAt, level }];
    });
    const inProjects = store.data.projects.filter((p) => ids.has(p.namespaceId)).flatMap((p): Seat[] => {
      const level = p.members.get(userId);
      return level === undefined ? [] : [{ sourceId: p.id, sourceFullName: store.projectNameWithNamespace(p), sourceMembersUrl: `${ctx.baseUrl()}/${store.projectFullPath(p)}/-/project_members`, createdAt: p.createdAt, level }];
    });
    return [...inGroups, ...inProjects];
  };

  const billable = (group: SimNamespace): SimUser[] => store.data.users.filter((u) => !u.bot && seats(group, u.id).length > 0);

  restRoute(app, ctx, {
    method: 'GET',
    url: '/groups/:id/billable_members',
    handler: (req, reply, caller) => {
      const group = topLevel(req, caller);
      const search = (str(input(req)['search']) ?? '').toLowerCase();
      const users = billable(group).filter((u) => search === '' || [u.name, u.username, u.publicEmail].some((s) => s.toLowerCase().includes(search)));
      if (str(input(req)['sort']) === 'name_desc') users.sort((a, b) => b.name.localeCompare(a.name));
      else if (str(input(req)['sort']) === 'name_asc') users.sort((a, b) => a.name.localeCompare(b.name));
      return paginate(ctx.baseUrl(), req, reply, users).map((u) => {
        const level = Math.max(...seats(group, u.id).map((s) => s.level));
        return presentMember(ctx.baseUrl(), { user: u, accessLevel: level, createdAt: group.createdAt, createdBy: undefined, expiresAt: null, memberRoleId: null }, caller.user, true);
      });
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/groups/:id/billable_members/:user_id/memberships',
    handler: (req, reply, caller) => {
      const group = topLevel(req, caller);
      const found = seats(group, int(param(req, 'user_id')) ?? 0);
      if (found.length === 0) throw new SimHttpError(404, messages.notFound('User'));
      return paginate(ctx.baseUrl(), req, reply, found).map((s, i) => ({
        id: i + 1,
        source_id: s.sourceId,
        source_full_name: s.sourceFullName,
        source_members_url: s.sourceMembersUrl,
        created_at: s.createdAt,
        expires_at: null,
        access_level: { string_value: ROLE_NAMES[s.level] ?? 'Custom', integer_value: s.level },
      }));
    },
  });

  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/groups/:id/billable_members/:user_id',
    handler: (req, reply, caller) => {
      const group = topLevel(req, caller);
      const userId = int(param(req, 'user_id')) ?? 0;
      if (seats(group, userId).length === 0) throw new SimHttpError(404, messages.notFound('User'));
      if (userId === caller.user.id) throw new SimHttpError(403, messages.forbidden());
      const hierarchy = [group, ...descendantGroups(store, group)];
      const ids = new Set(hierarchy.map((g) => g.id));
      for (const g of hierarchy) g.members.delete(userId);
      for (const p of store.data.projects.filter((x) => ids.has(x.namespaceId))) p.members.delete(userId);
      store.data.groups.memberships = store.data.groups.memberships.filter((m) => !(ids.has(m.groupId) && m.userId === userId));
      return reply.code(204).send();
    },
  });
}
