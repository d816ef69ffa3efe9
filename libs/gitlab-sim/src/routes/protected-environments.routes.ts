import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS } from '../gitlab-sim.constants';
import { messages } from '../gitlab-sim.messages';
import { presentProtectedEnvironment } from '../presenters/ci-environments.presenter';
import { paginate } from '../rest.paginator';
import { bool, input, int, loadProject, param, requireAccess, requireParams, restRoute, str } from '../rest.router';
import type { Caller, SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import { nextCiId, type SimCiEnvironments, type SimEnvironmentAccess, type SimProtectedEnvironment } from '../store/ci-environments.state';
import type { SimProject } from '../store/sim-model.interface';

type Json = Record<string, unknown>;

const DEPLOY_LEVELS = [30, 40, 60];

export const entries = (value: unknown): Json[] => (Array.isArray(value) ? value.filter((v): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v)) : []);

/** Reads one entry: exactly one of user_id, group_id or a valid access_level. */
export function accessOf(state: SimCiEnvironments, e: Json, base?: SimEnvironmentAccess): SimEnvironmentAccess {
  const access: SimEnvironmentAccess = base ?? { id: nextCiId(state, 'access'), accessLevel: null, userId: null, groupId: null, groupInheritanceType: 0, requiredApprovals: 1 };
  const level = int(e['access_level']);
  const userId = int(e['user_id']);
  const groupId = int(e['group_id']);
  if (level !== undefined || userId !== undefined || groupId !== undefined) {
    if (level !== undefined && !DEPLOY_LEVELS.includes(level)) throw new SimHttpError(400, messages.validation(['access_level does not have a valid value']));
    access.accessLevel = level ?? null;
    access.userId = userId ?? null;
    access.groupId = groupId ?? null;
  }
  const inheritance = int(e['group_inheritance_type']);
  if (inheritance !== undefined) access.groupInheritanceType = inheritance;
  const required = int(e['required_approvals']);
  if (required !== undefined) access.requiredApprovals = required;
  if (access.accessLevel === null && access.userId === null && access.groupId === null) {
    throw new SimHttpError(400, messages.validation(['access_level, user_id, group_id are missing, exactly one parameter must be provided']));
  }
  return access;
}

/** Adds entries without an id, changes those with one, removes those with `_destroy`. */
export function applyAccess(state: SimCiEnvironments, current: SimEnvironmentAccess[], changes: Json[]): SimEnvironmentAccess[] {
  let out = [...current];
  for (const e of changes) {
    const id = int(e['id']);
    const existing = id === undefined ? undefined : out.find((a) => a.id === id);
    if (id !== undefined && !existing) throw new SimHttpError(404, messages.recordNotFound());
    if (existing && bool(e['_destroy']) === true) out = out.filter((a) => a !== existing);
    else if (existing) accessOf(state, e, existing);
    else out.push(accessOf(state, e));
  }
  return out;
}

/** Protected environments of a project (stateful). */
export function registerProtectedEnvironmentRoutes(app: FastifyInstance, ctx: SimContext): void {
  const state = (): SimCiEnvironments => ctx.store.data.ciEnvironments;
  const project = (req: FastifyRequest, caller: Caller): SimProject => {
    const p = loadProject(ctx, req, caller);
    requireAccess(ctx, p, caller, ACCESS.MAINTAINER);
    return p;
  };
  const find = (p: SimProject, req: FastifyRequest): SimProtectedEnvironment => {
    const name = param(req, 'name');
    const pe = state().protectedEnvironments.find((x) => x.projectId === p.id && x.name === name);
    if (!pe) throw new SimHttpError(404, messages.recordNotFound());
    return pe;
  };

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/protected_environments',
    handler: (req, reply, caller) => {
      const p = project(req, caller);
      const list = state().protectedEnvironments.filter((x) => x.projectId === p.id);
      return paginate(ctx.baseUrl(), req, reply, list).map((x) => presentProtectedEnvironment(ctx.store, x));
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/protected_environments/:name',
    handler: (req, _reply, caller) => presentProtectedEnvironment(ctx.store, find(project(req, caller), req)),
  });

  restRoute(app, ctx, {
    method: 'POST',
    url: '/projects/:id/protected_environments',
    handler: (req, reply, caller) => {
      const p = project(req, caller);
      const params = input(req);
      requireParams(params, ['name', 'deploy_access_levels']);
      const name = str(params['name']) as string;
      if (state().protectedEnvironments.some((x) => x.projectId === p.id && x.name === name)) {
        throw new SimHttpError(400, { message: { name: ['has already been taken'] } });
      }
      const deploy = entries(params['deploy_access_levels']);
      if (deploy.length === 0) throw new SimHttpError(400, messages.validation(['deploy_access_levels is empty']));
      const pe: SimProtectedEnvironment = {
        projectId: p.id,
        name,
        deployAccessLevels: deploy.map((e) => accessOf(state(), e)),
        approvalRules: entries(params['approval_rules']).map((e) => accessOf(state(), e)),
        requiredApprovalCount: int(params['required_approval_count']) ?? 0,
      };
      state().protectedEnvironments.push(pe);
      reply.code(201);
      return presentProtectedEnvironment(ctx.store, pe);
    },
  });

  restRoute(app, ctx, {
    method: 'PUT',
    url: '/projects/:id/protected_environments/:name',
    handler: (req, _reply, caller) => {
      const pe = find(project(req, caller), req);
      const params = input(req);
      pe.deployAccessLevels = applyAccess(state(), pe.deployAccessLevels, entries(params['deploy_access_levels']));
      pe.approvalRules = applyAccess(state(), pe.approvalRules, entries(params['approval_rules']));
      const count = int(params['required_approval_count']);
      if (count !== undefined) pe.requiredApprovalCount = count;
      return presentProtectedEnvironment(ctx.store, pe);
    },
  });

  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/projects/:id/protected_environments/:name',
    handler: (req, reply, caller) => {
      const pe = find(project(req, caller), req);
      state().protectedEnvironments = state().protectedEnvironments.filter((x) => x !== pe);
      return reply.code(204).send();
    },
  });
}
