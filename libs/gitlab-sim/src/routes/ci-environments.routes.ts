import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS } from '../gitlab-sim.constants';
import { messages } from '../gitlab-sim.messages';
import { presentDeployment, presentDeploymentExtended, presentEnvironment } from '../presenters/ci-environments.presenter';
import { presentMergeRequestBasic } from '../presenters/merge-request.presenter';
import { paginate } from '../rest.paginator';
import { bool, input, int, loadProject, param, requireAccess, requireParams, restRoute, str } from '../rest.router';
import type { SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import { environmentSlug, guessTier, nextCiId, type SimDeployment, type SimDeploymentStatus, type SimEnvironment, type SimCiEnvironments } from '../store/ci-environments.state';
import { resolveRef } from '../store/repository.service';
import type { SimProject } from '../store/sim-model.interface';
import { registerCiVariableRoutes } from './ci-variables.routes';
import { registerFeatureFlagRoutes } from './feature-flags.routes';
import { registerProtectedEnvironmentRoutes } from './protected-environments.routes';

const TIERS = ['production', 'staging', 'testing', 'development', 'other'];
const AUTO_STOP = ['always', 'with_action'];
const WRITE_STATUSES = ['running', 'success', 'failed', 'canceled'];
const LIST_STATUSES = ['created', 'running', 'success', 'failed', 'canceled', 'skipped', 'blocked'];
const DEPLOYMENT_ORDER = ['id', 'iid', 'created_at', 'updated_at', 'finished_at', 'ref'];

const invalid = (name: string): SimHttpError => new SimHttpError(400, messages.validation([`${name} does not have a valid value`]));

function oneOf(value: unknown, allowed: readonly string[], name: string): string | undefined {
  const v = str(value);
  if (v !== undefined && !allowed.includes(v)) throw invalid(name);
  return v;
}

function findEnvironment(state: SimCiEnvironments, project: SimProject, request: FastifyRequest): SimEnvironment {
  const id = int(param(request, 'environment_id'));
  const env = state.environments.find((e) => e.projectId === project.id && e.id === id);
  if (!env) throw new SimHttpError(404, messages.recordNotFound());
  return env;
}

function findDeployment(state: SimCiEnvironments, project: SimProject, request: FastifyRequest): SimDeployment {
  const id = int(param(request, 'deployment_id'));
  const deployment = state.deployments.find((d) => d.projectId === project.id && d.id === id);
  if (!deployment) throw new SimHttpError(404, messages.recordNotFound());
  return deployment;
}

/** Copies the writable attributes of an environment from the request (create and update). */
function applyEnvironmentParams(env: SimEnvironment, params: Record<string, unknown>): void {
  const tier = oneOf(params['tier'], TIERS, 'tier');
  const autoStop = oneOf(params['auto_stop_setting'], AUTO_STOP, 'auto_stop_setting');
  if (tier !== undefined) env.tier = tier;
  if (autoStop === 'always' || autoStop === 'with_action') env.autoStopSetting = autoStop;
  if ('external_url' in params) env.externalUrl = str(params['external_url']) ?? null;
  if ('description' in params) env.description = str(params['description']) ?? null;
  if ('kubernetes_namespace' in params) env.kubernetesNamespace = str(params['kubernetes_namespace']) ?? null;
  if ('flux_resource_path' in params) env.fluxResourcePath = str(params['flux_resource_path']) ?? null;
}

function newEnvironment(state: SimCiEnvironments, project: SimProject, name: string): SimEnvironment {
  const now = new Date().toISOString();
  const tier = guessTier(name);
  const env: SimEnvironment = {
    id: nextCiId(state, 'environment'),
    projectId: project.id,
    name,
    slug: environmentSlug(name),
    description: null,
    externalUrl: null,
    state: 'available',
    tier,
    autoStopSetting: tier === 'production' || tier === 'staging' ? 'with_action' : 'always',
    autoStopAt: null,
    kubernetesNamespace: null,
    fluxResourcePath: null,
    createdAt: now,
    updatedAt: now,
  };
  state.environments.push(env);
  return env;
}

function deploymentSortKey(d: SimDeployment, orderBy: string): string | number {
  switch (orderBy) {
    case 'iid':
      return d.iid;
    case 'created_at':
      return d.createdAt;
    case 'updated_at':
      return d.updatedAt;
    case 'finished_at':
      return d.finishedAt ?? '';
    case 'ref':
      return d.ref;
    default:
      return d.id;
  }
}

function registerEnvironmentRoutes(app: FastifyInstance, ctx: SimContext): void {
  const state = (): SimCiEnvironments => ctx.store.data.ciEnvironments;
  const present = (project: SimProject, env: SimEnvironment): Record<string, unknown> => presentEnvironment(ctx.store, ctx.baseUrl(), state(), project, env);

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/environments',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.REPORTER);
      const params = input(req);
      const name = str(params['name']);
      const search = str(params['search']);
      const states = oneOf(params['states'], ['available', 'stopping', 'stopped'], 'states');
      if (name !== undefined && search !== undefined) throw new SimHttpError(400, messages.validation(['name, search are mutually exclusive']));
      if (search !== undefined && search.length < 3) throw new SimHttpError(400, messages.apiError('400 Bad request - Search query is less than 3 characters'));
      const envs = state()
        .environments.filter((e) => e.projectId === project.id)
        .filter((e) => name === undefined || e.name === name)
        .filter((e) => search === undefined || e.name.toLowerCase().includes(search.toLowerCase()))
        .filter((e) => states === undefined || e.state === states)
        .sort((a, b) => a.name.localeCompare(b.name));
      return paginate(ctx.baseUrl(), req, reply, envs).map((e) => present(project, e));
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/environments/:environment_id',
    handler: (req, _reply, caller) => {
      const project = loadProject(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.REPORTER);
      return present(project, findEnvironment(state(), project, req));
    },
  });

  restRoute(app, ctx, {
    method: 'POST',
    url: '/projects/:id/environments',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.DEVELOPER);
      const params = input(req);
      requireParams(params, ['name']);
      const name = str(params['name']) as string;
      if (state().environments.some((e) => e.projectId === project.id && e.name === name)) {
        throw new SimHttpError(400, { message: { name: ['has already been taken'] } });
      }
      const env = newEnvironment(state(), project, name);
      applyEnvironmentParams(env, params);
      reply.code(201);
      return present(project, env);
    },
  });

  restRoute(app, ctx, {
    method: 'PUT',
    url: '/projects/:id/environments/:environment_id',
    handler: (req, _reply, caller) => {
      const project = loadProject(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.DEVELOPER);
      const env = findEnvironment(state(), project, req);
      applyEnvironmentParams(env, input(req));
      env.updatedAt = new Date().toISOString();
      return present(project, env);
    },
  });

  restRoute(app, ctx, {
    method: 'POST',
    url: '/projects/:id/environments/:environment_id/stop',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.DEVELOPER);
      const env = findEnvironment(state(), project, req);
      // No on_stop job runs on the simulator: the environment is stopped at once, forced or not.
      env.state = 'stopped';
      env.updatedAt = new Date().toISOString();
      reply.code(200);
      return present(project, env);
    },
  });

  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/projects/:id/environments/:environment_id',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.DEVELOPER);
      const env = findEnvironment(state(), project, req);
      // GitLab's destroy_environment permission holds only for a stopped environment.
      if (env.state !== 'stopped') throw new SimHttpError(403, messages.forbidden());
      const s = state();
      s.environments = s.environments.filter((e) => e !== env);
      s.deployments = s.deployments.filter((d) => d.environmentId !== env.id);
      return reply.code(204).send();
    },
  });
}

function registerDeploymentRoutes(app: FastifyInstance, ctx: SimContext): void {
  const state = (): SimCiEnvironments => ctx.store.data.ciEnvironments;
  const present = (d: SimDeployment): Record<string, unknown> => presentDeploymentExtended(ctx.store, ctx.baseUrl(), state(), d);

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/deployments',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.REPORTER);
      const params = input(req);
      const orderBy = oneOf(params['order_by'], DEPLOYMENT_ORDER, 'order_by') ?? 'id';
      const sort = oneOf(params['sort'], ['asc', 'desc'], 'sort') ?? 'asc';
      const status = oneOf(params['status'], LIST_STATUSES, 'status');
      const envName = str(params['environment']);
      const after = str(params['updated_after']);
      const before = str(params['updated_before']);
      const envIds = new Set(state().environments.filter((e) => e.projectId === project.id && (envName === undefined || e.name === envName)).map((e) => e.id));
      const list = state()
        .deployments.filter((d) => d.projectId === project.id && envIds.has(d.environmentId))
        .filter((d) => status === undefined || d.status === status)
        .filter((d) => (after === undefined || d.updatedAt > after) && (before === undefined || d.updatedAt < before))
        .sort((a, b) => {
          const x = deploymentSortKey(a, orderBy);
          const y = deploymentSortKey(b, orderBy);
          const cmp = x < y ? -1 : x > y ? 1 : a.id - b.id;
          return sort === 'asc' ? cmp : -cmp;
        });
      return paginate(ctx.baseUrl(), req, reply, list).map((d) => presentDeployment(ctx.store, ctx.baseUrl(), state(), d));
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/deployments/:deployment_id',
    handler: (req, _reply, caller) => {
      const project = loadProject(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.REPORTER);
      return present(findDeployment(state(), project, req));
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/deployments/:deployment_id/merge_requests',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.REPORTER);
      const deployment = findDeployment(state(), project, req);
      // GitLab links the merge requests merged into the deployed ref since the previous deployment to the environment.
      const previous = state()
        .deployments.filter((d) => d.environmentId === deployment.environmentId && d.id < deployment.id && d.status === 'success')
        .sort((a, b) => b.id - a.id)[0];
      const since = previous?.createdAt ?? '';
      const shipped = project.mergeRequests.filter(
        (mr) => mr.state === 'merged' && mr.targetBranch === deployment.ref && mr.mergedAt !== null && mr.mergedAt > since && mr.mergedAt <= deployment.createdAt,
      );
      return paginate(ctx.baseUrl(), req, reply, shipped).map((mr) => presentMergeRequestBasic(ctx.store, ctx.baseUrl(), project, mr));
    },
  });

  restRoute(app, ctx, {
    method: 'POST',
    url: '/projects/:id/deployments',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.DEVELOPER);
      const params = input(req);
      requireParams(params, ['environment', 'sha', 'ref', 'tag', 'status']);
      const status = oneOf(params['status'], WRITE_STATUSES, 'status') as SimDeploymentStatus;
      const ref = str(params['ref']) as string;
      if (!resolveRef(project.repository, ref)) throw new SimHttpError(400, { message: { ref: ['The branch or tag does not exist'] } });
      const s = state();
      const envName = str(params['environment']) as string;
      const env = s.environments.find((e) => e.projectId === project.id && e.name === envName) ?? newEnvironment(s, project, envName);
      const now = new Date().toISOString();
      const deployment: SimDeployment = {
        id: nextCiId(s, 'deployment'),
        iid: Math.max(0, ...s.deployments.filter((d) => d.projectId === project.id).map((d) => d.iid)) + 1,
        projectId: project.id,
        environmentId: env.id,
        ref,
        sha: str(params['sha']) as string,
        tag: bool(params['tag']) ?? false,
        status,
        userId: caller.user.id,
        createdAt: now,
        updatedAt: now,
        finishedAt: status === 'running' ? null : now,
      };
      s.deployments.push(deployment);
      reply.code(201);
      return present(deployment);
    },
  });

  restRoute(app, ctx, {
    method: 'PUT',
    url: '/projects/:id/deployments/:deployment_id',
    handler: (req, _reply, caller) => {
      const project = loadProject(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.DEVELOPER);
      const deployment = findDeployment(state(), project, req);
      const params = input(req);
      requireParams(params, ['status']);
      deployment.status = oneOf(params['status'], WRITE_STATUSES, 'status') as SimDeploymentStatus;
      deployment.updatedAt = new Date().toISOString();
      deployment.finishedAt = deployment.status === 'running' ? null : deployment.updatedAt;
      return present(deployment);
    },
  });

  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/projects/:id/deployments/:deployment_id',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.MAINTAINER);
      const s = state();
      const deployment = findDeployment(s, project, req);
      if (deployment.status === 'running') throw new SimHttpError(400, messages.apiError('Cannot destroy running deployment'));
      const latest = s.deployments.filter((d) => d.environmentId === deployment.environmentId).sort((a, b) => b.id - a.id)[0];
      if (latest === deployment) throw new SimHttpError(400, messages.apiError('Deployment currently deployed to environment'));
      s.deployments = s.deployments.filter((d) => d !== deployment);
      return reply.code(204).send();
    },
  });
}

/** Stateful environments, deployments, CI/CD variables and feature flags (handwritten; the shape responder answers the rest). */
export function registerEnvironmentAndVariableRoutes(app: FastifyInstance, ctx: SimContext): void {
  registerEnvironmentRoutes(app, ctx);
  registerDeploymentRoutes(app, ctx);
  registerProtectedEnvironmentRoutes(app, ctx);
  registerCiVariableRoutes(app, ctx);
  registerFeatureFlagRoutes(app, ctx);
}
