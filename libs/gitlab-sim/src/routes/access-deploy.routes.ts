import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS } from '../gitlab-sim.constants';
import { messages } from '../gitlab-sim.messages';
import { paginate } from '../rest.paginator';
import { bool, input, int, loadProject, param, requireAccess, requireParams, restRoute, str } from '../rest.router';
import type { Caller, SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import { effectiveAccess } from '../store/access.policy';
import type { SimDeployKey, SimDeployToken } from '../store/access.state';
import { mintedSecret } from '../store/minted-secret';
import type { SimProject } from '../store/sim-model.interface';
import { accessState, isoOrInvalid, loadGroup, nextAccessId, presentProjectIdentity, requireAdmin, requireGroupAccess } from './access-lookup';

const SSH_KEY = /^(ssh-(ed25519|rsa|dss)|ecdsa-sha2-nistp(256|384|521)|sk-(ssh-ed25519|ecdsa-sha2-nistp256)@openssh\.com) [A-Za-z0-9+/=]+( .*)?$/;
const DEPLOY_TOKEN_SCOPES = ['read_repository', 'read_registry', 'write_registry', 'read_package_registry', 'write_package_registry', 'read_virtual_registry', 'write_virtual_registry'];

function fingerprints(key: string): { fingerprint: string; fingerprintSha256: string } {
  const blob = Buffer.from(key.split(' ')[1] ?? '', 'base64');
  const md5 = createHash('md5').update(blob).digest('hex');
  return {
    fingerprint: md5.match(/../g)?.join(':') ?? md5,
    fingerprintSha256: `SHA256:${createHash('sha256').update(blob).digest('base64').replace(/=+$/, '')}`,
  };
}

/** Registers the Deploy keys and Deploy tokens APIs: instance, project and group. */
export function registerAccessDeployRoutes(app: FastifyInstance, ctx: SimContext): void {
  const state = () => accessState(ctx);
  const keyId = (req: FastifyRequest): number => int(param(req, 'key_id')) ?? -1;
  const links = (key: SimDeployKey) => state().deployKeyLinks.filter((l) => l.keyId === key.id);
  const projectsOf = (key: SimDeployKey, push: boolean) =>
    links(key)
      .filter((l) => l.canPush === push)
      .flatMap((l) => ctx.store.data.projects.find((p) => p.id === l.projectId) ?? [])
      .map((p) => presentProjectIdentity(ctx, p));

  /** `API::Entities::DeployKey`; with a project, `DeployKeysProject` adds `can_push` there. */
  const presentKey = (key: SimDeployKey, project?: SimProject): Record<string, unknown> => ({
    id: key.id,
    title: key.title,
    created_at: key.createdAt,
    expires_at: key.expiresAt,
    last_used_at: key.lastUsedAt,
    key: key.key,
    usage_type: 'auth',
    fingerprint: key.fingerprint,
    fingerprint_sha256: key.fingerprintSha256,
    projects_with_write_access: projectsOf(key, true),
    projects_with_readonly_access: projectsOf(key, false),
    ...(project ? { can_push: links(key).find((l) => l.projectId === project.id)?.canPush ?? false } : {}),
  });

  const maintainedProject = (req: FastifyRequest, caller: Caller): SimProject => {
    const project = loadProject(ctx, req, caller);
    requireAccess(ctx, project, caller, ACCESS.MAINTAINER);
    return project;
  };
  const linkedKey = (project: SimProject, id: number): SimDeployKey => {
    const key = state().deployKeys.find((k) => k.id === id);
    if (!key || !links(key).some((l) => l.projectId === project.id)) throw new SimHttpError(404, messages.notFound('Deploy Key'));
    return key;
  };
  const newKey = (params: Record<string, unknown>, caller: Caller, isPublic: boolean): SimDeployKey => {
    requireParams(params, ['key', 'title']);
    const text = (str(params['key']) ?? '').trim();
    if (!SSH_KEY.test(text)) throw new SimHttpError(400, { message: { key: ['is invalid'], fingerprint_sha256: ['cannot be generated'] } });
    if (state().deployKeys.some((k) => k.key === text)) throw new SimHttpError(400, { message: { key: ['has already been taken'], fingerprint_sha256: ['has already been taken'] } });
    const key: SimDeployKey = {
      id: nextAccessId(ctx),
      title: str(params['title']) ?? '',
      key: text,
      ...fingerprints(text),
      createdAt: new Date().toISOString(),
      expiresAt: isoOrInvalid(params['expires_at'], 'expires_at') ?? null,
      lastUsedAt: null,
      userId: caller.user.id,
      public: isPublic,
    };
    state().deployKeys.push(key);
    return key;
  };

  restRoute(app, ctx, {
    method: 'GET',
    url: '/deploy_keys',
    handler: (req, reply, caller) => {
      requireAdmin(caller);
      const onlyPublic = bool(input(req)['public']) === true;
      return paginate(ctx.baseUrl(), req, reply, state().deployKeys.filter((k) => !onlyPublic || k.public)).map((k) => presentKey(k));
    },
  });

  restRoute(app, ctx, {
    method: 'POST',
    url: '/deploy_keys',
    handler: (req, reply, caller) => {
      requireAdmin(caller);
      const key = newKey(input(req), caller, true);
      reply.code(201);
      return presentKey(key);
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/users/:user_id/project_deploy_keys',
    handler: (req, reply, caller) => {
      const ref = param(req, 'user_id');
      const user = /^\d+$/.test(ref) ? ctx.store.user(Number(ref)) : ctx.store.userByUsername(ref);
      if (!user) throw new SimHttpError(404, messages.notFound('User'));
      // Keys the user added, in projects the caller maintains (or all of them, for an administrator).
      const visible = state().deployKeys.filter(
        (k) =>
          k.userId === user.id &&
          links(k).some((l) => {
            const p = ctx.store.data.projects.find((x) => x.id === l.projectId);
            return p !== undefined && effectiveAccess(ctx.store, p, caller.user) >= ACCESS.MAINTAINER;
          }),
      );
      return paginate(ctx.baseUrl(), req, reply, visible).map((k) => presentKey(k));
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/deploy_keys',
    handler: (req, reply, caller) => {
      const project = maintainedProject(req, caller);
      const keys = state().deployKeys.filter((k) => links(k).some((l) => l.projectId === project.id));
      return paginate(ctx.baseUrl(), req, reply, keys).map((k) => presentKey(k, project));
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/deploy_keys/:key_id',
    handler: (req, _reply, caller) => {
      const project = maintainedProject(req, caller);
      return presentKey(linkedKey(project, keyId(req)), project);
    },
  });

  restRoute(app, ctx, {
    method: 'POST',
    url: '/projects/:id/deploy_keys',
    handler: (req, reply, caller) => {
      const project = maintainedProject(req, caller);
      const params = input(req);
      const text = (str(params['key']) ?? '').trim();
      const canPush = bool(params['can_push']) === true;
      reply.code(201);
      // A key this project already has is answered as it is; one the caller may use elsewhere is enabled here.
      const known = state().deployKeys.find((k) => k.key === text);
      if (known && links(known).some((l) => l.projectId === project.id)) return presentKey(known, project);
      const key = known ?? newKey(params, caller, false);
      state().deployKeyLinks.push({ keyId: key.id, projectId: project.id, canPush });
      return presentKey(key, project);
    },
  });

  restRoute(app, ctx, {
    method: 'PUT',
    url: '/projects/:id/deploy_keys/:key_id',
    handler: (req, _reply, caller) => {
      const project = maintainedProject(req, caller);
      const key = linkedKey(project, keyId(req));
      const params = input(req);
      const title = str(params['title']);
      const canPush = bool(params['can_push']);
      if (title === undefined && canPush === undefined) throw new SimHttpError(400, messages.validation(['title, can_push are missing, at least one parameter must be provided']));
      if (title !== undefined) {
        if (title.trim() === '') throw new SimHttpError(400, { message: { title: ["can't be blank"] } });
        key.title = title;
      }
      const link = state().deployKeyLinks.find((l) => l.keyId === key.id && l.projectId === project.id);
      if (link && canPush !== undefined) link.canPush = canPush;
      return presentKey(key);
    },
  });

  restRoute(app, ctx, {
    method: 'POST',
    url: '/projects/:id/deploy_keys/:key_id/enable',
    handler: (req, reply, caller) => {
      const project = maintainedProject(req, caller);
      const key = state().deployKeys.find((k) => k.id === keyId(req));
      // Public keys, and keys of projects the caller maintains, may be enabled.
      const usable =
        key !== undefined &&
        (key.public ||
          caller.user.isAdmin ||
          links(key).some((l) => {
            const p = ctx.store.data.projects.find((x) => x.id === l.projectId);
            return p !== undefined && effectiveAccess(ctx.store, p, caller.user) >= ACCESS.MAINTAINER;
          }));
      if (!key || !usable) throw new SimHttpError(404, messages.notFound('Deploy Key'));
      if (!links(key).some((l) => l.projectId === project.id)) state().deployKeyLinks.push({ keyId: key.id, projectId: project.id, canPush: false });
      reply.code(201);
      return presentKey(key);
    },
  });

  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/projects/:id/deploy_keys/:key_id',
    handler: (req, reply, caller) => {
      const project = maintainedProject(req, caller);
      const key = linkedKey(project, keyId(req));
      state().deployKeyLinks = state().deployKeyLinks.filter((l) => !(l.keyId === key.id && l.projectId === project.id));
      if (!key.public && links(key).length === 0) state().deployKeys = state().deployKeys.filter((k) => k.id !== key.id);
      return reply.code(204).send();
    },
  });

  // Deploy tokens.

  const expired = (t: SimDeployToken): boolean => t.expiresAt !== null && Date.parse(t.expiresAt) < Date.now();
  /** `API::Entities::DeployToken`; `DeployTokenWithToken` adds the value, on creation only. */
  const presentToken = (t: SimDeployToken, withValue = false): Record<string, unknown> => ({
    id: t.id,
    name: t.name,
    username: t.username,
    expires_at: t.expiresAt,
    scopes: [...t.scopes],
    revoked: t.revoked,
    expired: expired(t),
    ...(withValue ? { token: t.value } : {}),
  });
  const activeFilter = (req: FastifyRequest) => {
    const active = bool(input(req)['active']);
    return (t: SimDeployToken): boolean => active === undefined || active === (!t.revoked && !expired(t));
  };
  const tokenId = (req: FastifyRequest): number => int(param(req, 'token_id')) ?? -1;
  const createToken = (params: Record<string, unknown>, owner: Pick<SimDeployToken, 'projectId' | 'groupId'>): SimDeployToken => {
    requireParams(params, ['name', 'scopes']);
    const scopes = (Array.isArray(params['scopes']) ? params['scopes'] : [params['scopes']]).map((s) => str(s) ?? '');
    const bad = scopes.filter((s) => !DEPLOY_TOKEN_SCOPES.includes(s));
    if (scopes.length === 0 || bad.length > 0) throw new SimHttpError(400, messages.validation(['scopes does not have a valid value']));
    const id = nextAccessId(ctx);
    const username = str(params['username']) ?? `gitlab+deploy-token-${id}`;
    if (state().deployTokens.some((t) => t.username === username && !t.revoked)) throw new SimHttpError(400, { message: { username: ['has already been taken'] } });
    const expiresAt = isoOrInvalid(params['expires_at'], 'expires_at') ?? null;
    if (expiresAt !== null && Date.parse(expiresAt) < Date.now()) throw new SimHttpError(400, { message: { expires_at: ['must be in the future'] } });
    const token: SimDeployToken = { id, name: str(params['name']) ?? '', username, scopes, expiresAt, revoked: false, value: mintedSecret('gldt', id), ...owner };
    state().deployTokens.push(token);
    return token;
  };
  const found = (predicate: (t: SimDeployToken) => boolean): SimDeployToken => {
    const t = state().deployTokens.find(predicate);
    if (!t) throw new SimHttpError(404, messages.notFound('Deploy Token'));
    return t;
  };
  const remove = (t: SimDeployToken): void => {
    state().deployTokens = state().deployTokens.filter((x) => x.id !== t.id);
  };

  restRoute(app, ctx, {
    method: 'GET',
    url: '/deploy_tokens',
    handler: (req, reply, caller) => {
      requireAdmin(caller);
      return paginate(ctx.baseUrl(), req, reply, state().deployTokens.filter(activeFilter(req))).map((t) => presentToken(t));
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/deploy_tokens',
    handler: (req, reply, caller) => {
      const project = maintainedProject(req, caller);
      const keep = activeFilter(req);
      return paginate(ctx.baseUrl(), req, reply, state().deployTokens.filter((t) => t.projectId === project.id && keep(t))).map((t) => presentToken(t));
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/deploy_tokens/:token_id',
    handler: (req, _reply, caller) => {
      const project = maintainedProject(req, caller);
      return presentToken(found((t) => t.projectId === project.id && t.id === tokenId(req)));
    },
  });

  restRoute(app, ctx, {
    method: 'POST',
    url: '/projects/:id/deploy_tokens',
    handler: (req, reply, caller) => {
      const project = maintainedProject(req, caller);
      const token = createToken(input(req), { projectId: project.id, groupId: null });
      reply.code(201);
      return presentToken(token, true);
    },
  });

  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/projects/:id/deploy_tokens/:token_id',
    handler: (req, reply, caller) => {
      const project = maintainedProject(req, caller);
      remove(found((t) => t.projectId === project.id && t.id === tokenId(req)));
      return reply.code(204).send();
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/groups/:id/deploy_tokens',
    handler: (req, reply, caller) => {
      const group = loadGroup(ctx, req, caller);
      requireGroupAccess(ctx, group, caller, ACCESS.MAINTAINER);
      const keep = activeFilter(req);
      return paginate(ctx.baseUrl(), req, reply, state().deployTokens.filter((t) => t.groupId === group.id && keep(t))).map((t) => presentToken(t));
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/groups/:id/deploy_tokens/:token_id',
    handler: (req, _reply, caller) => {
      const group = loadGroup(ctx, req, caller);
      requireGroupAccess(ctx, group, caller, ACCESS.MAINTAINER);
      return presentToken(found((t) => t.groupId === group.id && t.id === tokenId(req)));
    },
  });

  restRoute(app, ctx, {
    method: 'POST',
    url: '/groups/:id/deploy_tokens',
    handler: (req, reply, caller) => {
      const group = loadGroup(ctx, req, caller);
      requireGroupAccess(ctx, group, caller, ACCESS.OWNER);
      const token = createToken(input(req), { projectId: null, groupId: group.id });
      reply.code(201);
      return presentToken(token, true);
    },
  });

  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/groups/:id/deploy_tokens/:token_id',
    handler: (req, reply, caller) => {
      const group = loadGroup(ctx, req, caller);
      requireGroupAccess(ctx, group, caller, ACCESS.OWNER);
      remove(found((t) => t.groupId === group.id && t.id === tokenId(req)));
      return reply.code(204).send();
    },
  });
}
