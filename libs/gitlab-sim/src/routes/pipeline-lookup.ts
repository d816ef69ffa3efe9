import type { FastifyRequest } from 'fastify';
import { messages } from '../gitlab-sim.messages';
import { int, loadProject, param } from '../rest.router';
import type { Caller, SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import { settleProject, type SimJob, type SimPipeline, type SimPipelines } from '../store/pipelines.state';
import type { SimProject } from '../store/sim-model.interface';

/** The project of `:id` the caller may read, and the CI state; `settle` first runs the project's settling pipelines. */
export function projectCi(ctx: SimContext, req: FastifyRequest, caller: Caller, settle = true): { project: SimProject; state: SimPipelines } {
  const project = loadProject(ctx, req, caller);
  const state = ctx.store.data.pipelines;
  if (settle) settleProject(state, project.id);
  return { project, state };
}

/** The pipeline of `:pipeline_id` in the project, or GitLab's 404. */
export function findPipeline(state: SimPipelines, project: SimProject, req: FastifyRequest): SimPipeline {
  const id = int(param(req, 'pipeline_id'));
  const pipeline = state.pipelines.find((p) => p.id === id && p.projectId === project.id);
  if (!pipeline) throw new SimHttpError(404, messages.recordNotFound());
  return pipeline;
}

/** The job of `:job_id` in the project, or GitLab's 404. */
export function findJob(state: SimPipelines, project: SimProject, req: FastifyRequest): SimJob {
  const id = int(param(req, 'job_id'));
  const job = state.jobs.find((j) => j.id === id && j.projectId === project.id);
  if (!job) throw new SimHttpError(404, messages.notFound());
  return job;
}

/** The pipeline a job belongs to. */
export function pipelineOf(state: SimPipelines, job: SimJob): SimPipeline {
  const pipeline = state.pipelines.find((p) => p.id === job.pipelineId);
  if (!pipeline) throw new SimHttpError(404, messages.notFound());
  return pipeline;
}

/** A `scope` filter given as `scope=x` or `scope[]=x&scope[]=y`; undefined when absent. */
export function scopeFilter(params: Record<string, unknown>): Set<string> | undefined {
  const raw = params['scope'] ?? params['scope[]'];
  if (raw === undefined) return undefined;
  const values = (Array.isArray(raw) ? raw : [raw]).filter((v): v is string => typeof v === 'string' && v !== '');
  return values.length > 0 ? new Set(values) : undefined;
}
