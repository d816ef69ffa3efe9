import type { FastifyInstance } from 'fastify';
import { ACCESS } from '../gitlab-sim.constants';
import { messages } from '../gitlab-sim.messages';
import { presentGroup, presentGroupDetail } from '../presenters/group.presenter';
import { paginate } from '../rest.paginator';
import { input, int, param, restRoute, str } from '../rest.router';
import type { SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import { canSeeGroup, effectiveGroupAccess, groupChain } from '../store/groups.state';
import type { SimNamespace } from '../store/sim-model.interface';
import { loadGroup, requireGroupAccess } from './group.lookup';

const LEVELS: readonly number[] = [ACCESS.GUEST, ACCESS.PLANNER, ACCESS.REPORTER, ACCESS.DEVELOPER, ACCESS.MAINTAINER, ACCESS.OWNER];

/** Registers group sharing (group links): share, unshare, invited groups and the groups a group is shared into. */
export function registerGroupSharingRoutes(app: FastifyInstance, ctx: SimContext): void {
  const store = ctx.store;
  const links = () => store.data.groups.links;
  const searched = (list: SimNamespace[], search: string | undefined): SimNamespace[] =>
    list
      .filter((g) => search === undefined || g.name.toLowerCase().includes(search.toLowerCase()) || g.path.toLowerCase().includes(search.toLowerCase()))
      .sort((a, b) => a.name.localeCompare(b.name));

  restRoute(app, ctx, {
    method: 'POST',
    url: '/groups/:id/share',
    handler: (req, reply, caller) => {
      const group = loadGroup(ctx, req, caller);
      requireGroupAccess(ctx, group, caller, ACCESS.OWNER);
      const p = input(req);
      const targetId = int(p['group_id']);
      const access = int(p['group_access']);
      const missing = [...(targetId === undefined ? ['group_id is missing'] : []), ...(access === undefined ? ['group_access is missing'] : [])];
      if (missing.length > 0) throw new SimHttpError(400, messages.validation(missing));
      if (!LEVELS.includes(access as number)) throw new SimHttpError(400, messages.validation(['group_access does not have a valid value']));
      const target = store.findGroup(String(targetId));
      if (!target || !canSeeGroup(store, target, caller.user)) throw new SimHttpError(404, messages.notFound('Group'));
      if (target.id === group.id) throw new SimHttpError(400, { message: { shared_with_group: ["can't be the same as the shared group"] } });
      if (links().some((l) => l.groupId === group.id && l.sharedWithGroupId === target.id)) throw new SimHttpError(409, messages.conflict('Group already shared with this group'));
      const expiresAt = str(p['expires_at']) ?? null;
      if (expiresAt !== null && !/^\d{4}-\d{2}-\d{2}$/.test(expiresAt)) throw new SimHttpError(400, messages.validation(['expires_at is invalid']));
      links().push({ groupId: group.id, sharedWithGroupId: target.id, groupAccess: access as number, expiresAt, memberRoleId: int(p['member_role_id']) ?? null });
      reply.code(201);
      return presentGroupDetail(store, ctx.baseUrl(), group, caller.user, true, effectiveGroupAccess(store, group, caller.user) >= ACCESS.OWNER);
    },
  });

  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/groups/:id/share/:group_id',
    handler: (req, reply, caller) => {
      const group = loadGroup(ctx, req, caller);
      requireGroupAccess(ctx, group, caller, ACCESS.OWNER);
      const targetId = int(param(req, 'group_id'));
      const link = links().find((l) => l.groupId === group.id && l.sharedWithGroupId === targetId);
      if (!link) throw new SimHttpError(404, messages.notFound('Group Link'));
      store.data.groups.links = links().filter((l) => l !== link);
      return reply.code(204).send();
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/groups/:id/invited_groups',
    handler: (req, reply, caller) => {
      const group = loadGroup(ctx, req, caller);
      const relation = str(input(req)['relation']);
      if (relation !== undefined && !['direct', 'inherited'].includes(relation)) throw new SimHttpError(400, messages.validation(['relation does not have a valid value']));
      const chain = groupChain(store, group);
      const sources = relation === 'direct' ? [group] : relation === 'inherited' ? chain.slice(1) : chain;
      const ids = new Set(sources.map((g) => g.id));
      const invited = links().filter((l) => ids.has(l.groupId)).flatMap((l) => store.namespace(l.sharedWithGroupId) ?? []).filter((g) => canSeeGroup(store, g, caller.user));
      const found = searched([...new Set(invited)], str(input(req)['search']));
      return paginate(ctx.baseUrl(), req, reply, found).map((g) => presentGroup(store, ctx.baseUrl(), g));
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/groups/:id/groups/shared',
    handler: (req, reply, caller) => {
      const group = loadGroup(ctx, req, caller);
      const into = links().filter((l) => l.sharedWithGroupId === group.id).flatMap((l) => store.namespace(l.groupId) ?? []).filter((g) => canSeeGroup(store, g, caller.user));
      const found = searched(into, str(input(req)['search']));
      return paginate(ctx.baseUrl(), req, reply, found).map((g) => presentGroup(store, ctx.baseUrl(), g));
    },
  });
}
