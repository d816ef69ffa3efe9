import type { FastifyRequest } from 'fastify';
import { messages } from '../gitlab-sim.messages';
import { int, param } from '../rest.router';
import type { Caller, SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import type { SimUser } from '../store/sim-model.interface';

/** The user in the path parameter `name`, or GitLab's 404 "User Not Found". */
export function pathUser(ctx: SimContext, req: FastifyRequest, name: string): SimUser {
  const id = int(param(req, name));
  const user = id === undefined ? undefined : ctx.store.user(id);
  if (!user) throw new SimHttpError(404, messages.notFound('User'));
  return user;
}

/** GitLab's `authenticated_as_admin!`: 403 for anyone else. */
export function requireAdmin(caller: Caller): void {
  if (!caller.user.isAdmin) throw new SimHttpError(403, messages.forbidden());
}

/** The numeric path parameter `name` (0 when it is not a number, which matches nothing). */
export function pathId(req: FastifyRequest, name: string): number {
  return int(param(req, name)) ?? 0;
}
