import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS } from '../gitlab-sim.constants';
import { messages } from '../gitlab-sim.messages';
import { paginate } from '../rest.paginator';
import { bool, input, int, param, requireParams, restRoute, str } from '../rest.router';
import type { Caller, SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import type { SimGroupGovernance, SimSshCertificate } from '../store/group-governance.state';
import type { SimNamespace, SimToken } from '../store/sim-model.interface';
import { loadLicensedGroup } from './group-access';

const topLevel = (g: SimNamespace): SimNamespace => {
  if (g.parentId !== null) throw new SimHttpError(400, messages.apiError('Group must be a top-level group'));
  return g;
};

/** `API::Entities::PersonalAccessToken` of the credentials inventory: never the value. */
const presentToken = (t: SimToken): Record<string, unknown> => ({
  id: t.id,
  name: t.name,
  description: t.description,
  revoked: t.revoked,
  active: !t.revoked && !t.expired,
  scopes: t.scopes,
  user_id: t.userId,
  created_at: t.createdAt,
  last_used_at: t.lastUsedAt,
  expires_at: t.expiresAt,
});

const presentCertificate = (c: SimSshCertificate): Record<string, unknown> => ({ id: c.id, title: c.title, key: c.key, created_at: c.createdAt });

/** Group SSH certificate authorities (Premium) and the credentials inventory of its members' tokens (Ultimate), Owner only, stateful. */
export function registerGroupCredentialRoutes(app: FastifyInstance, ctx: SimContext): void {
  const state = (): SimGroupGovernance => ctx.store.data.groupGovernance;
  const inventory = (req: FastifyRequest, caller: Caller): SimNamespace => topLevel(loadLicensedGroup(ctx, req, caller, 'ultimate', ACCESS.OWNER));
  const memberTokens = (g: SimNamespace): SimToken[] => ctx.store.data.tokens.filter((t) => g.members.has(t.userId));

  restRoute(app, ctx, {
    method: 'GET',
    url: '/groups/:id/manage/personal_access_tokens',
    handler: (req, reply, caller) => {
      const params = input(req);
      const wanted = str(params['state']);
      const revoked = bool(params['revoked']);
      const search = str(params['search']);
      const list = memberTokens(inventory(req, caller)).filter(
        (t) =>
          (wanted === undefined || (wanted === 'active') === (!t.revoked && !t.expired)) &&
          (revoked === undefined || revoked === t.revoked) &&
          (search === undefined || t.name.includes(search)),
      );
      return paginate(ctx.baseUrl(), req, reply, list).map(presentToken);
    },
  });
  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/groups/:id/manage/personal_access_tokens/:pat_id',
    handler: (req, reply, caller) => {
      const token = memberTokens(inventory(req, caller)).find((t) => t.id === int(param(req, 'pat_id')));
      if (!token) throw new SimHttpError(404, messages.notFound('Personal Access Token'));
      if (token.revoked) throw new SimHttpError(422, messages.apiError('Token already revoked'));
      token.revoked = true;
      return reply.code(204).send();
    },
  });

  const certGroup = (req: FastifyRequest, caller: Caller): SimNamespace => topLevel(loadLicensedGroup(ctx, req, caller, 'premium', ACCESS.OWNER));
  restRoute(app, ctx, {
    method: 'GET',
    url: '/groups/:id/ssh_certificates',
    handler: (req, reply, caller) => {
      const g = certGroup(req, caller);
      return paginate(ctx.baseUrl(), req, reply, state().sshCertificates.filter((c) => c.groupId === g.id)).map(presentCertificate);
    },
  });
  restRoute(app, ctx, {
    method: 'POST',
    url: '/groups/:id/ssh_certificates',
    handler: (req, reply, caller) => {
      const g = certGroup(req, caller);
      const params = input(req);
      requireParams(params, ['key', 'title']);
      const key = str(params['key']) as string;
      if (!/^(ssh-(rsa|ed25519|dss)|ecdsa-sha2-\S+) \S+/.test(key)) throw new SimHttpError(422, { message: 'Validation failed: Invalid key' });
      if (state().sshCertificates.some((c) => c.key === key)) throw new SimHttpError(422, { message: 'Validation failed: Fingerprint has already been taken' });
      state().sequences.sshCertificate += 1;
      const cert: SimSshCertificate = { id: state().sequences.sshCertificate, groupId: g.id, title: str(params['title']) as string, key, createdAt: new Date().toISOString() };
      state().sshCertificates.push(cert);
      reply.code(201);
      return presentCertificate(cert);
    },
  });
  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/groups/:id/ssh_certificates/:ssh_certificates_id',
    handler: (req, reply, caller) => {
      const g = certGroup(req, caller);
      const cert = state().sshCertificates.find((c) => c.groupId === g.id && c.id === int(param(req, 'ssh_certificates_id')));
      if (!cert) throw new SimHttpError(404, messages.notFound('SSH Certificate'));
      state().sshCertificates = state().sshCertificates.filter((c) => c !== cert);
      return reply.code(204).send();
    },
  });
}
