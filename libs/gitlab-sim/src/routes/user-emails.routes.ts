import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../gitlab-sim.messages';
import { paginate } from '../rest.paginator';
import { bool, input, requireParams, restRoute, str } from '../rest.router';
import type { SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import type { SimUser } from '../store/sim-model.interface';
import type { SimEmail } from '../store/user-credentials.state';
import { pathId, pathUser, requireAdmin } from './user-lookup';

function presentEmail(e: SimEmail): Record<string, unknown> {
  return { id: e.id, email: e.email, confirmed_at: e.confirmedAt };
}

/** Registers the secondary email routes of the Users API (an address is unique across primary and secondary ones). */
export function registerUserEmailRoutes(app: FastifyInstance, ctx: SimContext): void {
  const state = () => ctx.store.data.userCredentials;
  const emailsOf = (user: SimUser): SimEmail[] => state().emails.filter((e) => e.userId === user.id);
  const find = (user: SimUser, id: number): SimEmail => {
    const email = emailsOf(user).find((e) => e.id === id);
    if (!email) throw new SimHttpError(404, messages.notFound('Email'));
    return email;
  };

  const add = (user: SimUser, req: FastifyRequest, reply: FastifyReply, skipConfirmation: boolean): Record<string, unknown> => {
    const params = input(req);
    requireParams(params, ['email']);
    const address = (str(params['email']) as string).trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) throw new SimHttpError(400, { message: { email: ['is invalid'] } });
    const wanted = address.toLowerCase();
    const taken = ctx.store.data.users.some((u) => u.email.toLowerCase() === wanted) || state().emails.some((e) => e.email.toLowerCase() === wanted);
    if (taken) throw new SimHttpError(400, { message: { email: ['has already been taken'] } });
    const email: SimEmail = { id: (state().nextEmailId += 1), userId: user.id, email: address, confirmedAt: skipConfirmation ? new Date().toISOString() : null };
    state().emails.push(email);
    reply.code(201);
    return presentEmail(email);
  };

  const remove = (user: SimUser, id: number, reply: FastifyReply): FastifyReply => {
    const email = find(user, id);
    state().emails = state().emails.filter((e) => e !== email);
    return reply.code(204).send();
  };

  restRoute(app, ctx, { method: 'GET', url: '/user/emails', auth: 'user', handler: (req, reply, caller) => paginate(ctx.baseUrl(), req, reply, emailsOf(caller.user)).map(presentEmail) });
  restRoute(app, ctx, { method: 'GET', url: '/user/emails/:email_id', auth: 'user', handler: (req, _reply, caller) => presentEmail(find(caller.user, pathId(req, 'email_id'))) });
  restRoute(app, ctx, { method: 'POST', url: '/user/emails', handler: (req, reply, caller) => add(caller.user, req, reply, false) });
  restRoute(app, ctx, { method: 'DELETE', url: '/user/emails/:email_id', handler: (req, reply, caller) => remove(caller.user, pathId(req, 'email_id'), reply) });
  restRoute(app, ctx, {
    method: 'GET',
    url: '/users/:id/emails',
    handler: (req, reply, caller) => {
      requireAdmin(caller);
      return paginate(ctx.baseUrl(), req, reply, emailsOf(pathUser(ctx, req, 'id'))).map(presentEmail);
    },
  });
  restRoute(app, ctx, {
    method: 'POST',
    url: '/users/:id/emails',
    handler: (req, reply, caller) => {
      requireAdmin(caller);
      return add(pathUser(ctx, req, 'id'), req, reply, bool(input(req)['skip_confirmation']) ?? false);
    },
  });
  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/users/:id/emails/:email_id',
    handler: (req, reply, caller) => {
      requireAdmin(caller);
      return remove(pathUser(ctx, req, 'id'), pathId(req, 'email_id'), reply);
    },
  });
}
