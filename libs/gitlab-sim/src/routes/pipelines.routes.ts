import type { FastifyInstance } from 'fastify';
import { ACCESS } from '../gitlab-sim.constants';
import { messages } from '../gitlab-sim.messages';
import {
  presentJob,
  presentPipeline,
  presentPipelineBasic,
  presentPipelineVariables,
  presentTestReport,
  presentTestReportSummary,
} from '../presenters/pipelines.presenter';
import { paginate } from '../rest.paginator';
import { bool, input, param, requireAccess, requireParams, restRoute, str } from '../rest.router';
import type { SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import { DEFAULT_JOBS, jobsFromCiConfig } from '../store/pipeline-content';
import { cancelPipeline, createPipeline, latestJobs, retryPipeline, type SimPipeline, type SimPipelines, type SimPipelineVariable } from '../store/pipelines.state';
import { resolveRef } from '../store/repository.service';
import type { SimProject } from '../store/sim-model.interface';
import { registerJobRoutes } from './jobs.routes';
import { findPipeline, projectCi, scopeFilter } from './pipeline-lookup';
import { refsState } from './tags.routes';

const FINISHED = new Set(['success', 'failed', 'canceled', 'skipped']);
const EMPTY_SHA = '0000000000000000000000000000000000000000';

/** `variables` of a create request: `[{key, value, variable_type}]`. */
function variablesOf(raw: unknown): SimPipelineVariable[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) throw new SimHttpError(400, messages.validation(['variables is invalid']));
  return raw.map((v: unknown) => {
    const o = (v ?? {}) as Record<string, unknown>;
    const key = str(o['key']);
    if (!key) throw new SimHttpError(400, messages.validation(['variables[key] is missing']));
    return { key, value: str(o['value']) ?? '', variableType: str(o['variable_type']) === 'file' ? 'file' : 'env_var' };
  });
}

/** Where a new pipeline runs: a branch, a tag or a commit of the project. */
function resolvePipelineRef(project: SimProject, ref: string): { sha: string; beforeSha: string; tag: boolean } {
  const repo = project.repository;
  const tag = repo.branches.has(ref) ? undefined : refsState(project).tags.get(ref);
  const commit = tag ? repo.commits.get(tag.commitSha) : resolveRef(repo, ref);
  if (!commit) throw new SimHttpError(400, { message: { base: ['Reference not found'] } });
  return { sha: commit.id, beforeSha: commit.parentIds[0] ?? EMPTY_SHA, tag: tag !== undefined };
}

/** A pipeline for a ref, with the jobs of the ref's `.gitlab-ci.yml` or the default build/test/deploy set. */
function newPipeline(project: SimProject, state: SimPipelines, ref: string, source: string, userId: number, variables: SimPipelineVariable[]): SimPipeline {
  const target = resolvePipelineRef(project, ref);
  const config = project.repository.commits.get(target.sha)?.tree.get('.gitlab-ci.yml');
  const jobs = config ? jobsFromCiConfig(config.content.toString('utf8')) : [...DEFAULT_JOBS];
  if (jobs.length === 0) throw new SimHttpError(400, { message: { base: ['jobs config should contain at least one visible job'] } });
  return createPipeline(state, { projectId: project.id, ref, ...target, source, userId, variables, jobs });
}

function matchesScope(p: SimPipeline, scope: string | undefined, latestPerRef: Set<number>): boolean {
  switch (scope) {
    case undefined:
      return true;
    case 'running':
      return p.status === 'running';
    case 'pending':
      return p.status === 'pending' || p.status === 'created';
    case 'finished':
      return FINISHED.has(p.status);
    case 'branches':
      return !p.tag && latestPerRef.has(p.id);
    case 'tags':
      return p.tag && latestPerRef.has(p.id);
    default:
      throw new SimHttpError(400, messages.validation(['scope does not have a valid value']));
  }
}

/** Pipelines API and the pipeline-scoped job lists (stateful; see store/pipelines.state for how they progress). */
export function registerPipelineAndJobRoutes(app: FastifyInstance, ctx: SimContext): void {
  const base = (): string => ctx.baseUrl();

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/pipelines',
    handler: (req, reply, caller) => {
      const { project, state } = projectCi(ctx, req, caller);
      const q = input(req);
      const orderBy = str(q['order_by']) ?? 'id';
      const sort = str(q['sort']) ?? 'desc';
      if (!['id', 'status', 'ref', 'updated_at', 'user_id'].includes(orderBy)) throw new SimHttpError(400, messages.validation(['order_by does not have a valid value']));
      if (!['asc', 'desc'].includes(sort)) throw new SimHttpError(400, messages.validation(['sort does not have a valid value']));
      const mine = state.pipelines.filter((p) => p.projectId === project.id);
      const latestPerRef = new Set([...new Map([...mine].sort((a, b) => a.id - b.id).map((p) => [`${p.tag}:${p.ref}`, p.id])).values()]);
      const username = str(q['username']);
      const user = username === undefined ? undefined : ctx.store.userByUsername(username);
      const after = (value: unknown, date: string): boolean => str(value) === undefined || date > (str(value) as string);
      const before = (value: unknown, date: string): boolean => str(value) === undefined || date < (str(value) as string);
      const found = mine
        .filter((p) => matchesScope(p, str(q['scope']), latestPerRef))
        .filter((p) => str(q['status']) === undefined || p.status === str(q['status']))
        .filter((p) => str(q['ref']) === undefined || p.ref === str(q['ref']))
        .filter((p) => str(q['sha']) === undefined || p.sha === str(q['sha']))
        .filter((p) => str(q['source']) === undefined || p.source === str(q['source']))
        .filter((p) => str(q['name']) === undefined || p.name === str(q['name']))
        .filter((p) => username === undefined || p.userId === user?.id)
        .filter(() => bool(q['yaml_errors']) !== true)
        .filter((p) => after(q['created_after'], p.createdAt) && before(q['created_before'], p.createdAt))
        .filter((p) => after(q['updated_after'], p.updatedAt) && before(q['updated_before'], p.updatedAt))
        .sort((a, b) => {
          const key = (p: SimPipeline): string | number =>
            orderBy === 'status' ? p.status : orderBy === 'ref' ? p.ref : orderBy === 'updated_at' ? p.updatedAt : orderBy === 'user_id' ? p.userId : p.id;
          const ka = key(a);
          const kb = key(b);
          const cmp = ka < kb ? -1 : ka > kb ? 1 : a.id - b.id;
          return sort === 'asc' ? cmp : -cmp;
        });
      return paginate(base(), req, reply, found).map((p) => presentPipelineBasic(ctx.store, base(), project, p));
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/pipelines/latest',
    handler: (req, _reply, caller) => {
      const { project, state } = projectCi(ctx, req, caller);
      const ref = str(input(req)['ref']) ?? project.defaultBranch;
      const latest = state.pipelines.filter((p) => p.projectId === project.id && p.ref === ref).sort((a, b) => b.id - a.id)[0];
      if (!latest) throw new SimHttpError(404, messages.recordNotFound());
      return presentPipeline(ctx.store, base(), project, state, latest);
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/pipelines/:pipeline_id',
    handler: (req, _reply, caller) => {
      const { project, state } = projectCi(ctx, req, caller);
      return presentPipeline(ctx.store, base(), project, state, findPipeline(state, project, req));
    },
  });

  restRoute(app, ctx, {
    method: 'POST',
    url: '/projects/:id/pipeline',
    handler: (req, reply, caller) => {
      const { project, state } = projectCi(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.DEVELOPER);
      const params = input(req);
      requireParams(params, ['ref']);
      const pipeline = newPipeline(project, state, str(params['ref']) as string, 'api', caller.user.id, variablesOf(params['variables']));
      reply.code(201);
      return presentPipeline(ctx.store, base(), project, state, pipeline);
    },
  });

  // A trigger token runs a pipeline (any non-empty token is accepted); `variables` is a hash here.
  for (const url of ['/projects/:id/trigger/pipeline', '/projects/:id/ref/:ref/trigger/pipeline']) {
    restRoute(app, ctx, {
      method: 'POST',
      url,
      handler: (req, reply, caller) => {
        const { project, state } = projectCi(ctx, req, caller);
        const params: Record<string, unknown> = { ...input(req), ...(param(req, 'ref') === '' ? {} : { ref: param(req, 'ref') }) };
        requireParams(params, ['token', 'ref']);
        const ref = str(params['ref']) as string;
        const raw = params['variables'];
        const hash = raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
        const variables = Object.entries(hash).map(([key, value]): SimPipelineVariable => ({ key, value: str(value) ?? '', variableType: 'env_var' }));
        const pipeline = newPipeline(project, state, ref, 'trigger', caller.user.id, variables);
        reply.code(201);
        return presentPipeline(ctx.store, base(), project, state, pipeline);
      },
    });
  }

  restRoute(app, ctx, {
    method: 'POST',
    url: '/projects/:id/pipelines/:pipeline_id/retry',
    handler: (req, reply, caller) => {
      const { project, state } = projectCi(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.DEVELOPER);
      const pipeline = findPipeline(state, project, req);
      retryPipeline(state, pipeline, caller.user.id);
      reply.code(201);
      return presentPipeline(ctx.store, base(), project, state, pipeline);
    },
  });

  restRoute(app, ctx, {
    method: 'POST',
    url: '/projects/:id/pipelines/:pipeline_id/cancel',
    handler: (req, reply, caller) => {
      // No settling first: a pipeline created a moment ago is canceled before it runs.
      const { project, state } = projectCi(ctx, req, caller, false);
      requireAccess(ctx, project, caller, ACCESS.DEVELOPER);
      const pipeline = findPipeline(state, project, req);
      cancelPipeline(state, pipeline);
      reply.code(201);
      return presentPipeline(ctx.store, base(), project, state, pipeline);
    },
  });

  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/projects/:id/pipelines/:pipeline_id',
    handler: (req, reply, caller) => {
      const { project, state } = projectCi(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.MAINTAINER);
      const pipeline = findPipeline(state, project, req);
      state.pipelines = state.pipelines.filter((p) => p !== pipeline);
      state.jobs = state.jobs.filter((j) => j.pipelineId !== pipeline.id);
      return reply.code(204).send();
    },
  });

  restRoute(app, ctx, {
    method: 'PUT',
    url: '/projects/:id/pipelines/:pipeline_id/metadata',
    handler: (req, _reply, caller) => {
      const { project, state } = projectCi(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.DEVELOPER);
      const params = input(req);
      requireParams(params, ['name']);
      const pipeline = findPipeline(state, project, req);
      pipeline.name = str(params['name']) as string;
      return presentPipeline(ctx.store, base(), project, state, pipeline);
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/pipelines/:pipeline_id/variables',
    handler: (req, _reply, caller) => {
      const { project, state } = projectCi(ctx, req, caller);
      return presentPipelineVariables(findPipeline(state, project, req));
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/pipelines/:pipeline_id/test_report',
    handler: (req, _reply, caller) => {
      const { project, state } = projectCi(ctx, req, caller);
      return presentTestReport(state, findPipeline(state, project, req));
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/pipelines/:pipeline_id/test_report_summary',
    handler: (req, _reply, caller) => {
      const { project, state } = projectCi(ctx, req, caller);
      return presentTestReportSummary(state, findPipeline(state, project, req));
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/pipelines/:pipeline_id/jobs',
    handler: (req, reply, caller) => {
      const { project, state } = projectCi(ctx, req, caller);
      const pipeline = findPipeline(state, project, req);
      const q = input(req);
      const scope = scopeFilter(q);
      const jobs = (bool(q['include_retried']) === true ? state.jobs.filter((j) => j.pipelineId === pipeline.id) : latestJobs(state, pipeline.id))
        .filter((j) => scope === undefined || scope.has(j.status))
        .sort((a, b) => a.id - b.id);
      return paginate(base(), req, reply, jobs).map((j) => presentJob(ctx.store, base(), project, state, j));
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/pipelines/:pipeline_id/bridges',
    handler: (req, reply, caller) => {
      const { project, state } = projectCi(ctx, req, caller);
      findPipeline(state, project, req);
      // The simulated pipelines have no trigger jobs.
      return paginate(base(), req, reply, []);
    },
  });

  registerJobRoutes(app, ctx);
}
