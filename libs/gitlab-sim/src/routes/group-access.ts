import type { FastifyRequest } from 'fastify';
import { ACCESS } from '../gitlab-sim.constants';
import type { SimPlan } from '../gitlab-sim.interface';
import { messages } from '../gitlab-sim.messages';
import { param } from '../rest.router';
import type { Caller, SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import { canReadGroup } from '../store/access.policy';
import type { SimNamespace } from '../store/sim-model.interface';

const PLAN_RANK: Readonly<Record<SimPlan, number>> = { free: 0, premium: 1, ultimate: 2 };

/** The caller's role in a group: the highest along the group and its parents (admins: ADMIN). */
export function groupAccess(ctx: SimContext, group: SimNamespace, caller: Caller): number {
  if (caller.user.isAdmin) return ACCESS.ADMIN;
  let best: number = ACCESS.NO_ACCESS;
  for (let ns: SimNamespace | undefined = group; ns; ns = ns.parentId === null ? undefined : ctx.store.namespace(ns.parentId)) {
    best = Math.max(best, ns.members.get(caller.user.id) ?? ACCESS.NO_ACCESS);
  }
  return best;
}

/**
 * The group of `:id` for a licensed group feature: 404 when the caller cannot see the group or the
 * instance's plan is below `tier` (GitLab hides unlicensed group APIs), 403 below `level`.
 */
export function loadLicensedGroup(ctx: SimContext, req: FastifyRequest, caller: Caller, tier: SimPlan, level: number): SimNamespace {
  const group = ctx.store.findGroup(param(req, 'id'));
  if (!group || !canReadGroup(ctx.store, group, caller.user)) throw new SimHttpError(404, messages.notFound('Group'));
  if (PLAN_RANK[ctx.store.data.plan] < PLAN_RANK[tier]) throw new SimHttpError(404, messages.notFound());
  if (groupAccess(ctx, group, caller) < level) throw new SimHttpError(403, messages.forbidden());
  return group;
}
