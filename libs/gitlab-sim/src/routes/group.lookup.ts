import type { FastifyRequest } from 'fastify';
import { messages } from '../gitlab-sim.messages';
import { param } from '../rest.router';
import type { Caller, SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import { canSeeGroup, effectiveGroupAccess } from '../store/groups.state';
import type { SimNamespace } from '../store/sim-model.interface';

/** The group in `:id` the caller may see, or GitLab's 404 "Group Not Found". */
export function loadGroup(ctx: SimContext, request: FastifyRequest, caller: Caller, name = 'id'): SimNamespace {
  const group = ctx.store.findGroup(param(request, name));
  if (!group || !canSeeGroup(ctx.store, group, caller.user)) throw new SimHttpError(404, messages.notFound('Group'));
  return group;
}

/** 403 unless the caller has at least `level` in the group (administrators always do). */
export function requireGroupAccess(ctx: SimContext, group: SimNamespace, caller: Caller, level: number): void {
  if (effectiveGroupAccess(ctx.store, group, caller.user) < level) throw new SimHttpError(403, messages.forbidden());
}
