import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS } from '../gitlab-sim.constants';
import { messages } from '../gitlab-sim.messages';
import { paginate } from '../rest.paginator';
import { bool, input, int, param, requireParams, restRoute, str } from '../rest.router';
import type { Caller, SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import type { SimGroupGovernance, SimServiceAccount, SimServiceAccountToken } from '../store/group-governance.state';
import { mintedSecret } from '../store/minted-secret';
import type { SimNamespace } from '../store/sim-model.interface';
import { loadLicensedGroup } from './group-access';

const WEEK_MS = 7 * 24 * 3600 * 1000;

const presentAccount = (a: SimServiceAccount): Record<string, unknown> => ({ id: a.id, username: a.username, name: a.name, email: a.email, public_email: null });

/** `API::Entities::PersonalAccessToken`: never the value. */
function presentToken(t: SimServiceAccountToken): Record<string, unknown> {
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    revoked: t.revoked,
    active: !t.revoked,
    scopes: t.scopes,
    user_id: t.userId,
    created_at: t.createdAt,
    last_used_at: null,
    expires_at: t.expiresAt,
  };
}

/** Service accounts of a top-level group and their tokens (Owner), stateful; new and rotated values are minted. */
export function registerGroupServiceAccountRoutes(app: FastifyInstance, ctx: SimContext): void {
  const state = (): SimGroupGovernance => ctx.store.data.groupGovernance;
  const group = (req: FastifyRequest, caller: Caller): SimNamespace => {
    const g = loadLicensedGroup(ctx, req, caller, 'free', ACCESS.OWNER);
    if (g.parentId !== null) throw new SimHttpError(400, messages.apiError('Group must be a top-level group'));
    return g;
  };
  const account = (req: FastifyRequest, caller: Caller): SimServiceAccount => {
    const g = group(req, caller);
    const found = state().serviceAccounts.find((a) => a.groupId === g.id && a.id === int(param(req, 'user_id')));
    if (!found) throw new SimHttpError(404, messages.notFound('User'));
    return found;
  };
  const token = (req: FastifyRequest, caller: Caller): SimServiceAccountToken => {
    const a = account(req, caller);
    const found = state().serviceAccountTokens.find((t) => t.userId === a.id && t.id === int(param(req, 'token_id')));
    if (!found) throw new SimHttpError(404, messages.notFound('Personal Access Token'));
    return found;
  };
  const taken = (field: 'username' | 'email', value: string | undefined, self?: SimServiceAccount): void => {
    if (value !== undefined && state().serviceAccounts.some((a) => a !== self && a[field] === value)) {
      throw new SimHttpError(400, { message: `${field === 'username' ? 'Username' : 'Email'} has already been taken` });
    }
  };
  const mint = (userId: number, name: string, scopes: string[], description: string, expiresAt: string | null, reply: FastifyReply): Record<string, unknown> => {
    state().sequences.token += 1;
    const t: SimServiceAccountToken = { id: state().sequences.token, userId, name, description, scopes, value: mintedSecret('glpat', state().sequences.token), revoked: false, createdAt: new Date().toISOString(), expiresAt };
    state().serviceAccountTokens.push(t);
    reply.code(201);
    return { ...presentToken(t), token: t.value };
  };

  restRoute(app, ctx, {
    method: 'GET',
    url: '/groups/:id/service_accounts',
    handler: (req, reply, caller) => {
      const g = group(req, caller);
      const params = input(req);
      const list = state().serviceAccounts.filter((a) => a.groupId === g.id);
      const key = str(params['order_by']) === 'username' ? 'username' : 'id';
      list.sort((x, y) => (x[key] < y[key] ? -1 : x[key] > y[key] ? 1 : 0));
      if (str(params['sort']) !== 'asc') list.reverse();
      return paginate(ctx.baseUrl(), req, reply, list).map(presentAccount);
    },
  });
  restRoute(app, ctx, {
    method: 'POST',
    url: '/groups/:id/service_accounts',
    handler: (req, reply, caller) => {
      const g = group(req, caller);
      const params = input(req);
      state().sequences.serviceAccount += 1;
      const id = state().sequences.serviceAccount;
      const username = str(params['username']) ?? `service_account_group_${g.id}_${id}`;
      const email = str(params['email']) ?? `${username}@noreply.gitlab.example.com`;
      taken('username', username);
      taken('email', email);
      const a: SimServiceAccount = { id, groupId: g.id, username, name: str(params['name']) ?? 'Service account user', email };
      state().serviceAccounts.push(a);
      reply.code(201);
      return presentAccount(a);
    },
  });
  restRoute(app, ctx, { method: 'GET', url: '/groups/:id/service_accounts/:user_id', handler: (req, _reply, caller) => presentAccount(account(req, caller)) });
  restRoute(app, ctx, {
    method: 'PATCH',
    url: '/groups/:id/service_accounts/:user_id',
    handler: (req, _reply, caller) => {
      const a = account(req, caller);
      const params = input(req);
      taken('username', str(params['username']), a);
      taken('email', str(params['email']), a);
      a.username = str(params['username']) ?? a.username;
      a.name = str(params['name']) ?? a.name;
      a.email = str(params['email']) ?? a.email;
      return presentAccount(a);
    },
  });
  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/groups/:id/service_accounts/:user_id',
    handler: (req, reply, caller) => {
      const a = account(req, caller);
      state().serviceAccounts = state().serviceAccounts.filter((x) => x !== a);
      for (const t of state().serviceAccountTokens) if (t.userId === a.id) t.revoked = true;
      return reply.code(204).send();
    },
  });
  restRoute(app, ctx, {
    method: 'GET',
    url: '/groups/:id/service_accounts/:user_id/personal_access_tokens',
    handler: (req, reply, caller) => {
      const a = account(req, caller);
      const params = input(req);
      const wanted = str(params['state']);
      const revoked = bool(params['revoked']);
      const search = str(params['search']);
      const list = state().serviceAccountTokens.filter(
        (t) =>
          t.userId === a.id &&
          (wanted === undefined || (wanted === 'active') === !t.revoked) &&
          (revoked === undefined || revoked === t.revoked) &&
          (search === undefined || t.name.includes(search)),
      );
      return paginate(ctx.baseUrl(), req, reply, list).map(presentToken);
    },
  });
  restRoute(app, ctx, {
    method: 'POST',
    url: '/groups/:id/service_accounts/:user_id/personal_access_tokens',
    handler: (req, reply, caller) => {
      const a = account(req, caller);
      const params = input(req);
      requireParams(params, ['name', 'scopes']);
      const scopes = Array.isArray(params['scopes']) ? params['scopes'].filter((s): s is string => typeof s === 'string') : [];
      return mint(a.id, str(params['name']) as string, scopes, str(params['description']) ?? '', str(params['expires_at']) ?? null, reply);
    },
  });
  restRoute(app, ctx, {
    method: 'POST',
    url: '/groups/:id/service_accounts/:user_id/personal_access_tokens/:token_id/rotate',
    handler: (req, reply, caller) => {
      const old = token(req, caller);
      if (old.revoked) throw new SimHttpError(400, messages.apiError('Token already revoked'));
      old.revoked = true;
      const expires = str(input(req)['expires_at']) ?? new Date(Date.now() + WEEK_MS).toISOString().slice(0, 10);
      return mint(old.userId, old.name, old.scopes, old.description, expires, reply);
    },
  });
  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/groups/:id/service_accounts/:user_id/personal_access_tokens/:token_id',
    handler: (req, reply, caller) => {
      const t = token(req, caller);
      if (t.revoked) throw new SimHttpError(400, messages.apiError('Token already revoked'));
      t.revoked = true;
      return reply.code(204).send();
    },
  });
}
