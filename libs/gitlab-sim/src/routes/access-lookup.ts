import type { FastifyRequest } from 'fastify';
import { ACCESS } from '../gitlab-sim.constants';
import { messages } from '../gitlab-sim.messages';
import { param } from '../rest.router';
import type { Caller, SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import { canReadGroup } from '../store/access.policy';
import type { SimAccess } from '../store/access.state';
import type { SimNamespace, SimProject } from '../store/sim-model.interface';

/** Valid roles of a member, an invitation or a resource access token. */
export const MEMBER_LEVELS: readonly number[] = [ACCESS.GUEST, ACCESS.PLANNER, ACCESS.REPORTER, ACCESS.DEVELOPER, ACCESS.MAINTAINER, ACCESS.OWNER];

export const accessState = (ctx: SimContext): SimAccess => ctx.store.data.access;

/** The next id of an object the access routes create at run time. */
export function nextAccessId(ctx: SimContext): number {
  const state = accessState(ctx);
  state.lastId += 1;
  return state.lastId;
}

/** The group in `:id` the caller may see, or 404 "Group Not Found" like GitLab. */
export function loadGroup(ctx: SimContext, request: FastifyRequest, caller: Caller): SimNamespace {
  const group = ctx.store.findGroup(param(request, 'id'));
  if (!group || !canReadGroup(ctx.store, group, caller.user)) throw new SimHttpError(404, messages.notFound('Group'));
  return group;
}

/** The caller's role in a group: the highest of its own and its ancestors' memberships; administrators act as owners. */
export function groupAccess(ctx: SimContext, group: SimNamespace, caller: Caller): number {
  if (caller.user.isAdmin) return ACCESS.OWNER;
  let best: number = ACCESS.NO_ACCESS;
  for (let ns: SimNamespace | undefined = group; ns; ns = ns.parentId === null ? undefined : ctx.store.namespace(ns.parentId)) {
    best = Math.max(best, ns.members.get(caller.user.id) ?? ACCESS.NO_ACCESS);
  }
  return best;
}

export function requireGroupAccess(ctx: SimContext, group: SimNamespace, caller: Caller, level: number): void {
  if (groupAccess(ctx, group, caller) < level) throw new SimHttpError(403, messages.forbidden());
}

export function requireAdmin(caller: Caller): void {
  if (!caller.user.isAdmin) throw new SimHttpError(403, messages.forbidden());
}

/** `API::Entities::ProjectIdentity`. */
export function presentProjectIdentity(ctx: SimContext, project: SimProject): Record<string, unknown> {
  return {
    id: project.id,
    description: project.description,
    name: project.name,
    name_with_namespace: ctx.store.projectNameWithNamespace(project),
    path: project.path,
    path_with_namespace: ctx.store.projectFullPath(project),
    created_at: project.createdAt,
  };
}

/** An ISO 8601 date or time, or 400 `{"error":"<name> is invalid"}` like Grape's coercion. */
export function isoOrInvalid(value: unknown, name: string): string | null | undefined {
  if (value === undefined || value === null || value === '') return value === undefined ? undefined : null;
  const s = typeof value === 'string' ? value : '';
  if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(s) || Number.isNaN(Date.parse(s))) throw new SimHttpError(400, messages.validation([`${name} is invalid`]));
  return s;
}
