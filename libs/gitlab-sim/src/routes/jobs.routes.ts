import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS } from '../gitlab-sim.constants';
import { messages } from '../gitlab-sim.messages';
import { artifactsArchive, presentJob } from '../presenters/pipelines.presenter';
import { paginate } from '../rest.paginator';
import { bool, input, int, param, requireAccess, requireParams, restRoute, str } from '../rest.router';
import type { SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import { cancelJob, eraseJob, isFinal, latestJobs, playJob, retryJob, type SimJob, type SimPipelines } from '../store/pipelines.state';
import type { SimProject } from '../store/sim-model.interface';
import { findJob, pipelineOf, projectCi, scopeFilter } from './pipeline-lookup';

const TYPES: Record<string, string> = { txt: 'text/plain; charset=utf-8', log: 'text/plain; charset=utf-8', json: 'application/json', xml: 'application/xml', png: 'image/png', html: 'text/html; charset=utf-8' };

function contentTypeOf(path: string): string {
  const ext = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';
  return TYPES[ext] ?? 'application/octet-stream';
}

function sendFile(reply: FastifyReply, name: string, content: Buffer, type: string): FastifyReply {
  return reply.type(type).header('content-disposition', `attachment; filename="${name}"`).header('content-length', String(content.length)).send(content);
}

function sendArtifactFile(reply: FastifyReply, job: SimJob, path: string): FastifyReply {
  const file = job.artifacts.find((f) => f.path === path.replace(/^\/+/, ''));
  if (!file) throw new SimHttpError(404, messages.notFound('File'));
  return sendFile(reply, file.path.split('/').pop() ?? file.path, file.content, contentTypeOf(file.path));
}

/** The job named `name` of the latest successful pipeline of `ref` (or any successful one, when asked). */
function jobByRef(state: SimPipelines, project: SimProject, req: FastifyRequest): SimJob {
  const q = input(req);
  requireParams(q, ['job']);
  const ref = param(req, 'ref_name');
  const name = str(q['job']) as string;
  const successful = state.pipelines.filter((p) => p.projectId === project.id && p.ref === ref && p.status === 'success').sort((a, b) => b.id - a.id);
  const candidates = bool(q['search_recent_successful_pipelines']) === true ? successful : successful.slice(0, 1);
  for (const p of candidates) {
    const job = latestJobs(state, p.id).find((j) => j.name === name && j.status === 'success' && j.artifacts.length > 0);
    if (job) return job;
  }
  throw new SimHttpError(404, messages.notFound());
}

/** Jobs API: lists, single jobs, their logs and artifacts (stateful). */
export function registerJobRoutes(app: FastifyInstance, ctx: SimContext): void {
  const base = (): string => ctx.baseUrl();

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/jobs',
    handler: (req, reply, caller) => {
      const { project, state } = projectCi(ctx, req, caller);
      const q = input(req);
      const scope = scopeFilter(q);
      const ref = str(q['ref']);
      const jobs = state.jobs
        .filter((j) => j.projectId === project.id && !j.retried)
        .filter((j) => scope === undefined || scope.has(j.status))
        .filter((j) => ref === undefined || pipelineOf(state, j).ref === ref)
        .sort((a, b) => b.id - a.id);
      return paginate(base(), req, reply, jobs).map((j) => presentJob(ctx.store, base(), project, state, j));
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/jobs/:job_id',
    handler: (req, _reply, caller) => {
      const { project, state } = projectCi(ctx, req, caller);
      return presentJob(ctx.store, base(), project, state, findJob(state, project, req));
    },
  });

  restRoute(app, ctx, {
    method: 'POST',
    url: '/projects/:id/jobs/:job_id/cancel',
    handler: (req, reply, caller) => {
      const { project, state } = projectCi(ctx, req, caller, false);
      requireAccess(ctx, project, caller, ACCESS.DEVELOPER);
      const job = findJob(state, project, req);
      cancelJob(state, pipelineOf(state, job), job);
      reply.code(201);
      return presentJob(ctx.store, base(), project, state, job);
    },
  });

  restRoute(app, ctx, {
    method: 'POST',
    url: '/projects/:id/jobs/:job_id/retry',
    handler: (req, reply, caller) => {
      const { project, state } = projectCi(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.DEVELOPER);
      const job = findJob(state, project, req);
      if (!isFinal(job.status) || job.retried) throw new SimHttpError(403, messages.forbidden('Job is not retryable'));
      const again = retryJob(state, pipelineOf(state, job), job, caller.user.id);
      reply.code(201);
      return presentJob(ctx.store, base(), project, state, again);
    },
  });

  restRoute(app, ctx, {
    method: 'POST',
    url: '/projects/:id/jobs/:job_id/play',
    handler: (req, reply, caller) => {
      const { project, state } = projectCi(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.DEVELOPER);
      const job = findJob(state, project, req);
      if (job.status !== 'manual') throw new SimHttpError(400, messages.apiError('400 Bad request - Unplayable Job'));
      playJob(state, pipelineOf(state, job), job, caller.user.id);
      reply.code(200);
      return presentJob(ctx.store, base(), project, state, job);
    },
  });

  restRoute(app, ctx, {
    method: 'POST',
    url: '/projects/:id/jobs/:job_id/erase',
    handler: (req, reply, caller) => {
      const { project, state } = projectCi(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.MAINTAINER);
      const job = findJob(state, project, req);
      if (!isFinal(job.status)) throw new SimHttpError(403, messages.forbidden('Job is not erasable!'));
      eraseJob(state, job);
      reply.code(201);
      return presentJob(ctx.store, base(), project, state, job);
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/jobs/:job_id/trace',
    handler: (req, reply, caller) => {
      const { project, state } = projectCi(ctx, req, caller);
      const job = findJob(state, project, req);
      let log = Buffer.from(job.log, 'utf8');
      const q = input(req);
      const offset = int(q['byte_offset']);
      if (offset !== undefined) {
        const limit = int(q['byte_limit']);
        log = log.subarray(offset, limit === undefined ? undefined : offset + limit);
      }
      return reply.type('text/plain; charset=utf-8').send(log);
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/jobs/:job_id/artifacts',
    handler: (req, reply, caller) => {
      const { project, state } = projectCi(ctx, req, caller);
      const job = findJob(state, project, req);
      const fileType = str(input(req)['file_type']) ?? 'archive';
      if (fileType === 'trace' && job.log !== '') return sendFile(reply, 'job.log', Buffer.from(job.log, 'utf8'), 'text/plain; charset=utf-8');
      const archive = fileType === 'archive' ? artifactsArchive(job) : undefined;
      if (!archive) throw new SimHttpError(404, messages.notFound());
      return sendFile(reply, 'artifacts.zip', archive, 'application/zip');
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/jobs/:job_id/artifacts/*',
    handler: (req, reply, caller) => {
      const { project, state } = projectCi(ctx, req, caller);
      return sendArtifactFile(reply, findJob(state, project, req), param(req, '*'));
    },
  });

  restRoute(app, ctx, {
    method: 'POST',
    url: '/projects/:id/jobs/:job_id/artifacts/keep',
    handler: (req, _reply, caller) => {
      const { project, state } = projectCi(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.DEVELOPER);
      const job = findJob(state, project, req);
      if (job.artifacts.length === 0) throw new SimHttpError(404, messages.notFound());
      job.artifactsExpireAt = null;
      return presentJob(ctx.store, base(), project, state, job);
    },
  });

  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/projects/:id/jobs/:job_id/artifacts',
    handler: (req, reply, caller) => {
      const { project, state } = projectCi(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.MAINTAINER);
      const job = findJob(state, project, req);
      job.artifacts = [];
      job.artifactsExpireAt = null;
      return reply.code(204).send();
    },
  });

  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/projects/:id/artifacts',
    handler: (req, reply, caller) => {
      const { project, state } = projectCi(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.MAINTAINER);
      // The artifacts of the latest successful pipeline of each ref are kept, as GitLab does by default.
      const kept = new Set(
        [...new Map(state.pipelines.filter((p) => p.projectId === project.id && p.status === 'success').sort((a, b) => a.id - b.id).map((p) => [p.ref, p.id])).values()],
      );
      for (const job of state.jobs) {
        if (job.projectId !== project.id || kept.has(job.pipelineId) || job.artifactsExpireAt === null) continue;
        job.artifacts = [];
        job.artifactsExpireAt = null;
      }
      return reply.code(202).send(messages.accepted());
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/jobs/artifacts/:ref_name/download',
    handler: (req, reply, caller) => {
      const { project, state } = projectCi(ctx, req, caller);
      const archive = artifactsArchive(jobByRef(state, project, req));
      if (!archive) throw new SimHttpError(404, messages.notFound());
      return sendFile(reply, 'artifacts.zip', archive, 'application/zip');
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/jobs/artifacts/:ref_name/raw/*',
    handler: (req, reply, caller) => {
      const { project, state } = projectCi(ctx, req, caller);
      return sendArtifactFile(reply, jobByRef(state, project, req), param(req, '*'));
    },
  });
}
