import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../gitlab-sim.messages';
import { presentUserBasic } from '../presenters/user.presenter';
import { paginate } from '../rest.paginator';
import { input, requireParams, restRoute, str } from '../rest.router';
import type { SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import type { SimUser } from '../store/sim-model.interface';
import { isArmoredGpgKey, sshFingerprints, type SimGpgKey, type SimSshKey } from '../store/user-credentials.state';
import { pathId, pathUser, requireAdmin } from './user-lookup';

const USAGE_TYPES: readonly SimSshKey['usageType'][] = ['auth', 'signing', 'auth_and_signing'];

function presentSshKey(k: SimSshKey): Record<string, unknown> {
  return { id: k.id, title: k.title, created_at: k.createdAt, expires_at: k.expiresAt, key: k.key, usage_type: k.usageType, last_used_at: k.lastUsedAt };
}

function presentGpgKey(k: SimGpgKey): Record<string, unknown> {
  return { id: k.id, key: k.key, created_at: k.createdAt };
}

/** Registers the SSH and GPG key routes of the Users API, and the instance-wide `/keys` lookups. */
export function registerUserKeyRoutes(app: FastifyInstance, ctx: SimContext): void {
  const state = () => ctx.store.data.userCredentials;
  const sshKeysOf = (user: SimUser): SimSshKey[] => state().sshKeys.filter((k) => k.userId === user.id);
  const gpgKeysOf = (user: SimUser): SimGpgKey[] => state().gpgKeys.filter((k) => k.userId === user.id);
  const findSsh = (user: SimUser, id: number): SimSshKey => {
    const key = sshKeysOf(user).find((k) => k.id === id);
    if (!key) throw new SimHttpError(404, messages.notFound('Key'));
    return key;
  };
  const findGpg = (user: SimUser, id: number): SimGpgKey => {
    const key = gpgKeysOf(user).find((k) => k.id === id);
    if (!key) throw new SimHttpError(404, messages.notFound('GPG Key'));
    return key;
  };

  const addSsh = (user: SimUser, req: FastifyRequest, reply: FastifyReply): Record<string, unknown> => {
    const params = input(req);
    requireParams(params, ['title', 'key']);
    const usage = str(params['usage_type']) ?? 'auth_and_signing';
    if (!USAGE_TYPES.includes(usage as SimSshKey['usageType'])) throw new SimHttpError(400, messages.validation(['usage_type does not have a valid value']));
    const keyText = (str(params['key']) as string).trim();
    const fingerprints = sshFingerprints(keyText);
    if (!fingerprints) throw new SimHttpError(400, { message: { key: ['is invalid'] } });
    if (state().sshKeys.some((k) => k.fingerprintSha256 === fingerprints.sha256)) {
      throw new SimHttpError(400, { message: { fingerprint_sha256: ['has already been taken'] } });
    }
    const expiresAt = str(params['expires_at']);
    if (expiresAt !== undefined && Number.isNaN(Date.parse(expiresAt))) throw new SimHttpError(400, messages.validation(['expires_at is invalid']));
    const key: SimSshKey = {
      id: (state().nextSshKeyId += 1),
      userId: user.id,
      title: str(params['title']) as string,
      key: keyText,
      fingerprintSha256: fingerprints.sha256,
      fingerprintMd5: fingerprints.md5,
      usageType: usage as SimSshKey['usageType'],
      createdAt: new Date().toISOString(),
      expiresAt: expiresAt === undefined ? null : new Date(expiresAt).toISOString(),
      lastUsedAt: null,
    };
    state().sshKeys.push(key);
    reply.code(201);
    return presentSshKey(key);
  };

  const deleteSsh = (user: SimUser, id: number, reply: FastifyReply): FastifyReply => {
    const key = findSsh(user, id);
    state().sshKeys = state().sshKeys.filter((k) => k !== key);
    return reply.code(204).send();
  };

  const addGpg = (user: SimUser, req: FastifyRequest, reply: FastifyReply): Record<string, unknown> => {
    const params = input(req);
    requireParams(params, ['key']);
    const keyText = (str(params['key']) as string).trim();
    if (!isArmoredGpgKey(keyText)) {
      throw new SimHttpError(400, { message: { key: ["is invalid. A valid public GPG key begins with '-----BEGIN PGP PUBLIC KEY BLOCK-----'"] } });
    }
    if (state().gpgKeys.some((k) => k.key === keyText)) throw new SimHttpError(400, { message: { fingerprint: ['has already been taken'] } });
    const key: SimGpgKey = { id: (state().nextGpgKeyId += 1), userId: user.id, key: keyText, createdAt: new Date().toISOString() };
    state().gpgKeys.push(key);
    reply.code(201);
    return presentGpgKey(key);
  };

  const deleteGpg = (user: SimUser, id: number, reply: FastifyReply): FastifyReply => {
    const key = findGpg(user, id);
    state().gpgKeys = state().gpgKeys.filter((k) => k !== key);
    return reply.code(204).send();
  };

  restRoute(app, ctx, { method: 'GET', url: '/user/keys', auth: 'user', handler: (req, reply, caller) => paginate(ctx.baseUrl(), req, reply, sshKeysOf(caller.user)).map(presentSshKey) });
  restRoute(app, ctx, { method: 'GET', url: '/user/keys/:key_id', auth: 'user', handler: (req, _reply, caller) => presentSshKey(findSsh(caller.user, pathId(req, 'key_id'))) });
  restRoute(app, ctx, { method: 'POST', url: '/user/keys', handler: (req, reply, caller) => addSsh(caller.user, req, reply) });
  restRoute(app, ctx, { method: 'DELETE', url: '/user/keys/:key_id', handler: (req, reply, caller) => deleteSsh(caller.user, pathId(req, 'key_id'), reply) });
  restRoute(app, ctx, {
    method: 'GET',
    url: '/users/:user_id/keys',
    auth: 'user',
    handler: (req, reply) => paginate(ctx.baseUrl(), req, reply, sshKeysOf(pathUser(ctx, req, 'user_id'))).map(presentSshKey),
  });
  restRoute(app, ctx, { method: 'GET', url: '/users/:id/keys/:key_id', auth: 'user', handler: (req) => presentSshKey(findSsh(pathUser(ctx, req, 'id'), pathId(req, 'key_id'))) });
  restRoute(app, ctx, {
    method: 'POST',
    url: '/users/:user_id/keys',
    handler: (req, reply, caller) => {
      requireAdmin(caller);
      return addSsh(pathUser(ctx, req, 'user_id'), req, reply);
    },
  });
  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/users/:id/keys/:key_id',
    handler: (req, reply, caller) => {
      requireAdmin(caller);
      return deleteSsh(pathUser(ctx, req, 'id'), pathId(req, 'key_id'), reply);
    },
  });

  const withUser = (k: SimSshKey): Record<string, unknown> => {
    const owner = ctx.store.user(k.userId);
    return { ...presentSshKey(k), user: owner ? presentUserBasic(ctx.baseUrl(), owner) : null };
  };
  restRoute(app, ctx, {
    method: 'GET',
    url: '/keys',
    handler: (req, _reply, caller) => {
      requireAdmin(caller);
      const params = input(req);
      requireParams(params, ['fingerprint']);
      const fingerprint = (str(params['fingerprint']) as string).trim();
      const key = fingerprint.startsWith('SHA256:')
        ? state().sshKeys.find((k) => k.fingerprintSha256 === fingerprint)
        : state().sshKeys.find((k) => k.fingerprintMd5 === fingerprint.replace(/^MD5:/i, '').toLowerCase());
      if (!key) throw new SimHttpError(404, messages.notFound('Key'));
      return withUser(key);
    },
  });
  restRoute(app, ctx, {
    method: 'GET',
    url: '/keys/:id',
    handler: (req, _reply, caller) => {
      requireAdmin(caller);
      const key = state().sshKeys.find((k) => k.id === pathId(req, 'id'));
      if (!key) throw new SimHttpError(404, messages.recordNotFound());
      return withUser(key);
    },
  });

  restRoute(app, ctx, { method: 'GET', url: '/user/gpg_keys', auth: 'user', handler: (req, reply, caller) => paginate(ctx.baseUrl(), req, reply, gpgKeysOf(caller.user)).map(presentGpgKey) });
  restRoute(app, ctx, { method: 'GET', url: '/user/gpg_keys/:key_id', auth: 'user', handler: (req, _reply, caller) => presentGpgKey(findGpg(caller.user, pathId(req, 'key_id'))) });
  restRoute(app, ctx, { method: 'POST', url: '/user/gpg_keys', handler: (req, reply, caller) => addGpg(caller.user, req, reply) });
  restRoute(app, ctx, { method: 'DELETE', url: '/user/gpg_keys/:key_id', handler: (req, reply, caller) => deleteGpg(caller.user, pathId(req, 'key_id'), reply) });
  restRoute(app, ctx, { method: 'GET', url: '/users/:id/gpg_keys', auth: 'user', handler: (req, reply) => paginate(ctx.baseUrl(), req, reply, gpgKeysOf(pathUser(ctx, req, 'id'))).map(presentGpgKey) });
  restRoute(app, ctx, { method: 'GET', url: '/users/:id/gpg_keys/:key_id', auth: 'user', handler: (req) => presentGpgKey(findGpg(pathUser(ctx, req, 'id'), pathId(req, 'key_id'))) });
  restRoute(app, ctx, {
    method: 'POST',
    url: '/users/:id/gpg_keys',
    handler: (req, reply, caller) => {
      requireAdmin(caller);
      return addGpg(pathUser(ctx, req, 'id'), req, reply);
    },
  });
  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/users/:id/gpg_keys/:key_id',
    handler: (req, reply, caller) => {
      requireAdmin(caller);
      return deleteGpg(pathUser(ctx, req, 'id'), pathId(req, 'key_id'), reply);
    },
  });
}
