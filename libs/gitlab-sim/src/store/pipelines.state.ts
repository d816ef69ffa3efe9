import { jobLog, jobArtifacts } from './pipeline-content';

/**
 * CI pipelines and jobs of the simulator.
 *
 * Progress is deterministic: a pipeline created, retried or played through the API is `settling`;
 * the next read of the project's pipelines or jobs runs it to its end, stage by stage (the POST
 * answer itself shows it `created`/`pending`). A job named `test` fails on its first attempt
 * (script_failure, with a coloured log) and succeeds when retried; every other job succeeds.
 * Seeded pipelines that are not settling keep their status (1003 stays running until canceled).
 */

export type SimJobStatus = 'created' | 'pending' | 'running' | 'success' | 'failed' | 'canceled' | 'skipped' | 'manual';
export type SimPipelineStatus = SimJobStatus;

export interface SimPipelineVariable {
  key: string;
  value: string;
  variableType: 'env_var' | 'file';
}

export interface SimArtifactFile {
  path: string;
  content: Buffer;
}

export interface SimJob {
  id: number;
  projectId: number;
  pipelineId: number;
  name: string;
  stage: string;
  status: SimJobStatus;
  when: 'on_success' | 'manual';
  allowFailure: boolean;
  failureReason: string | null;
  /** 1 for the first run, +1 per retry. */
  attempt: number;
  /** A later attempt replaced this one. */
  retried: boolean;
  userId: number;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  erasedAt: string | null;
  log: string;
  /** Files of the artifacts archive (empty: no artifacts). */
  artifacts: SimArtifactFile[];
  artifactsExpireAt: string | null;
  coverage: number | null;
}

export interface SimPipeline {
  id: number;
  iid: number;
  projectId: number;
  ref: string;
  sha: string;
  beforeSha: string;
  tag: boolean;
  source: string;
  status: SimPipelineStatus;
  name: string | null;
  userId: number;
  createdAt: string;
  updatedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  variables: SimPipelineVariable[];
  /** Runs to its end on the next read. */
  settling: boolean;
}

/** Every pipeline and job, with the id sequences and a clock that ticks a minute per event. */
export interface SimPipelines {
  pipelines: SimPipeline[];
  jobs: SimJob[];
  nextPipelineId: number;
  nextJobId: number;
  clock: number;
}

/** A job of a new pipeline, before it gets an id. */
export interface SimJobSpec {
  name: string;
  stage: string;
  when: 'on_success' | 'manual';
  allowFailure: boolean;
}

const MINUTE = 60_000;
const FINAL = new Set<SimJobStatus>(['success', 'failed', 'canceled', 'skipped']);

/** The next timestamp of the simulated clock. */
export function tick(state: SimPipelines, minutes = 1): string {
  state.clock += minutes * MINUTE;
  return new Date(state.clock).toISOString();
}

/** The current attempts of a pipeline's jobs (retried ones left out), in creation order. */
export function latestJobs(state: SimPipelines, pipelineId: number): SimJob[] {
  return state.jobs.filter((j) => j.pipelineId === pipelineId && !j.retried);
}

/** Stage order of a pipeline: the order in which its stages first appear. */
function stagesOf(jobs: readonly SimJob[]): string[] {
  return [...new Set(jobs.map((j) => j.stage))];
}

/** GitLab's composite status of a pipeline from its current jobs. */
export function pipelineStatus(jobs: readonly SimJob[]): SimPipelineStatus {
  const counted = jobs.filter((j) => !(j.status === 'failed' && j.allowFailure));
  if (counted.some((j) => j.status === 'running')) return 'running';
  if (counted.some((j) => j.status === 'pending' || j.status === 'created')) return 'pending';
  if (counted.some((j) => j.status === 'failed')) return 'failed';
  if (counted.some((j) => j.status === 'canceled')) return 'canceled';
  if (jobs.some((j) => j.status === 'success' || (j.status === 'failed' && j.allowFailure))) return 'success';
  if (counted.some((j) => j.status === 'manual')) return 'manual';
  return 'skipped';
}

/** Recomputes a pipeline's status and finish time from its current jobs. */
export function refreshPipeline(state: SimPipelines, pipeline: SimPipeline): void {
  const jobs = latestJobs(state, pipeline.id);
  pipeline.status = pipelineStatus(jobs);
  pipeline.updatedAt = new Date(state.clock).toISOString();
  if (FINAL.has(pipeline.status) || pipeline.status === 'manual') {
    pipeline.finishedAt = jobs.map((j) => j.finishedAt).filter((d): d is string => d !== null).sort().pop() ?? pipeline.updatedAt;
  } else pipeline.finishedAt = null;
}

/** What a new pipeline is made of. */
export interface NewPipeline {
  projectId: number;
  ref: string;
  sha: string;
  beforeSha: string;
  tag: boolean;
  source: string;
  userId: number;
  variables: SimPipelineVariable[];
  jobs: readonly SimJobSpec[];
}

/** Creates a pipeline with its jobs, `created` and settling: it runs on the next read. */
export function createPipeline(state: SimPipelines, input: NewPipeline): SimPipeline {
  state.nextPipelineId += 1;
  const at = tick(state);
  const pipeline: SimPipeline = {
    id: state.nextPipelineId,
    iid: state.pipelines.filter((p) => p.projectId === input.projectId).length + 1,
    projectId: input.projectId,
    ref: input.ref,
    sha: input.sha,
    beforeSha: input.beforeSha,
    tag: input.tag,
    source: input.source,
    status: 'created',
    name: null,
    userId: input.userId,
    createdAt: at,
    updatedAt: at,
    startedAt: null,
    finishedAt: null,
    variables: input.variables.map((v) => ({ ...v })),
    settling: true,
  };
  state.pipelines.push(pipeline);
  addJobs(state, pipeline, input.jobs);
  return pipeline;
}

/** Adds jobs to a pipeline: created (waiting for their stage), or manual. */
export function addJobs(state: SimPipelines, pipeline: SimPipeline, specs: readonly SimJobSpec[]): SimJob[] {
  const at = tick(state);
  return specs.map((s) => {
    state.nextJobId += 1;
    const job: SimJob = {
      id: state.nextJobId,
      projectId: pipeline.projectId,
      pipelineId: pipeline.id,
      name: s.name,
      stage: s.stage,
      status: s.when === 'manual' ? 'manual' : 'created',
      when: s.when,
      allowFailure: s.allowFailure || s.when === 'manual',
      failureReason: null,
      attempt: 1,
      retried: false,
      userId: pipeline.userId,
      createdAt: at,
      startedAt: null,
      finishedAt: null,
      erasedAt: null,
      log: '',
      artifacts: [],
      artifactsExpireAt: null,
      coverage: null,
    };
    state.jobs.push(job);
    return job;
  });
}

/** Runs one job to its end: `test` fails on its first attempt, everything else succeeds. */
export function runJob(state: SimPipelines, pipeline: SimPipeline, job: SimJob): void {
  job.startedAt = tick(state);
  const fails = job.name === 'test' && job.attempt === 1;
  job.status = fails ? 'failed' : 'success';
  job.failureReason = fails ? 'script_failure' : null;
  job.log = jobLog(job, pipeline);
  job.artifacts = fails ? [] : jobArtifacts(job, pipeline);
  job.artifactsExpireAt = job.artifacts.length > 0 ? new Date(state.clock + 30 * 24 * 60 * MINUTE).toISOString() : null;
  job.coverage = job.name === 'test' && !fails ? 87.5 : null;
  job.finishedAt = tick(state, 2);
}

/** Runs a settling pipeline to its end, stage by stage; a failed stage skips the later ones. */
export function settle(state: SimPipelines, pipeline: SimPipeline): void {
  if (!pipeline.settling) return;
  pipeline.settling = false;
  pipeline.startedAt ??= tick(state);
  const jobs = latestJobs(state, pipeline.id);
  let blocked = jobs.some((j) => j.status === 'failed' && !j.allowFailure);
  for (const stage of stagesOf(jobs)) {
    const inStage = jobs.filter((j) => j.stage === stage);
    for (const job of inStage) {
      if (job.status !== 'created' && job.status !== 'pending') continue;
      if (blocked) {
        job.status = 'skipped';
        continue;
      }
      runJob(state, pipeline, job);
    }
    if (inStage.some((j) => j.status === 'failed' && !j.allowFailure)) blocked = true;
  }
  refreshPipeline(state, pipeline);
}

/** Settles every settling pipeline of a project (what any read of its CI data does first). */
export function settleProject(state: SimPipelines, projectId: number): void {
  for (const p of state.pipelines) if (p.projectId === projectId && p.settling) settle(state, p);
}

/** A new attempt of a finished job; the jobs skipped after it run again too. */
export function retryJob(state: SimPipelines, pipeline: SimPipeline, job: SimJob, userId: number): SimJob {
  job.retried = true;
  state.nextJobId += 1;
  const again: SimJob = {
    ...job,
    id: state.nextJobId,
    status: 'pending',
    failureReason: null,
    attempt: job.attempt + 1,
    retried: false,
    userId,
    createdAt: tick(state),
    startedAt: null,
    finishedAt: null,
    erasedAt: null,
    log: '',
    artifacts: [],
    artifactsExpireAt: null,
    coverage: null,
  };
  state.jobs.push(again);
  for (const later of latestJobs(state, pipeline.id)) if (later.status === 'skipped') later.status = 'created';
  pipeline.settling = true;
  pipeline.status = 'pending';
  pipeline.finishedAt = null;
  pipeline.updatedAt = again.createdAt;
  return again;
}

/** Retries every failed or canceled job of a pipeline. */
export function retryPipeline(state: SimPipelines, pipeline: SimPipeline, userId: number): void {
  for (const job of latestJobs(state, pipeline.id)) {
    if (job.status === 'failed' || job.status === 'canceled') retryJob(state, pipeline, job, userId);
  }
}

/** Cancels the jobs of a pipeline that have not finished. */
export function cancelPipeline(state: SimPipelines, pipeline: SimPipeline): void {
  const at = tick(state);
  for (const job of latestJobs(state, pipeline.id)) {
    if (FINAL.has(job.status) || job.status === 'manual') continue;
    job.status = 'canceled';
    job.finishedAt = at;
  }
  pipeline.settling = false;
  refreshPipeline(state, pipeline);
}

/** Cancels one job that has not finished. */
export function cancelJob(state: SimPipelines, pipeline: SimPipeline, job: SimJob): void {
  if (FINAL.has(job.status) || job.status === 'manual') return;
  job.status = 'canceled';
  job.finishedAt = tick(state);
  refreshPipeline(state, pipeline);
}

/** Starts a manual job: it runs on the next read. */
export function playJob(state: SimPipelines, pipeline: SimPipeline, job: SimJob, userId: number): void {
  job.status = 'pending';
  job.userId = userId;
  pipeline.settling = true;
  pipeline.status = 'pending';
  pipeline.finishedAt = null;
  pipeline.updatedAt = tick(state);
}

/** Erases a job's log and artifacts. */
export function eraseJob(state: SimPipelines, job: SimJob): void {
  job.log = '';
  job.artifacts = [];
  job.artifactsExpireAt = null;
  job.erasedAt = tick(state);
}

export function isFinal(status: SimJobStatus): boolean {
  return FINAL.has(status);
}
