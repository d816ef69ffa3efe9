import { Action, Domain, respond, type ActionContext, type ActionResult, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { SETTLED_STATUSES } from '../shared/ci-statuses.js';
import { pollUntil } from '../shared/poll.js';
import { projectPath } from '../shared/project-ref.js';
import { CancelJobDto, JobRefDto, ListBridgesDto, ListPipelineJobsDto, ListProjectJobsDto, PlayJobDto, RetryJobDto, WaitJobDto } from './dto/job-params.dto.js';
import { BridgeListDto, JobDto, JobListDto, JobWaitDto } from './dto/job.dto.js';
import { JOB_DOMAIN } from './job.domain.js';
import { renderBridgeList, renderJob, renderJobList, renderJobWait } from './jobs.format.js';


const JOB_NOT_FOUND = {
  resource: 'Job',
  identifier: '{job_id} in project {project_id}',
  nextSteps: ["Use action 'job.list' with a pipeline_id to list a pipeline's jobs", "Use action 'job.list_project' to list the project's recent jobs"],
};
const JOB_HINT = { text: 'the job may not exist; use job.list or job.list_project to find it', statuses: [404] };
const RUN_ROLE_HINT = { text: 'running jobs needs the Developer role, and for a protected branch or environment the right to deploy there', statuses: [401, 403], namesRole: true };

export function jobPath(projectId: string, jobId: number): string {
  return `${projectPath(projectId)}/jobs/${jobId}`;
}

/** Next steps that fit a job's status. */
export function jobSteps(j: JobDto): string[] {
  switch (j.status) {
    case 'failed':
      return [`job.trace with job_id ${j.id} for the end of its log`, 'job.retry to run it again', 'pipeline.diagnose for every failed job of its pipeline'];
    case 'manual':
      return [`job.play with job_id ${j.id} to start it`];
    case 'running':
    case 'pending':
    case 'created':
    case 'preparing':
    case 'waiting_for_resource':
    case 'waiting_for_callback':
      return ['job.wait to wait until it finishes', 'job.trace for its log so far', 'job.cancel to stop it'];
    case 'canceling':
      return ['job.wait to wait until it has stopped (its after_script runs)', 'job.trace for its log so far'];
    case 'canceled':
      return ['job.retry to run it again', 'job.trace for its log'];
    default:
      return (j.artifacts ?? []).some((a) => a.file_type === 'archive')
        ? ['job.trace for its log', 'job.download_single_artifact to read one artifact file', 'job.artifacts for the artifacts archive']
        : ['job.trace for its log'];
  }
}

function retriedSteps(j: JobDto): JobDto {
  return { ...j, next_steps: [`job.wait with job_id ${j.id} to wait for the new attempt`, `job.trace with job_id ${j.id} for its log`, 'pipeline.get for the pipeline status'] };
}

function startedSteps(j: JobDto): JobDto {
  return { ...j, next_steps: [`job.wait with job_id ${j.id} to wait until it finishes`, 'job.trace for its log'] };
}

@Domain(JOB_DOMAIN)
@Injectable()
export class JobActions {
  @Action({
    id: 'job.list',
    title: 'List pipeline jobs',
    description: 'List the jobs of a pipeline (build, test, deploy, ...) with status, stage and failure reason, optionally only some statuses (e.g. failed).',
    keywords: ['builds', 'CI jobs', 'steps', 'stages', 'tasks', 'failed jobs'],
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ListPipelineJobsDto,
    output: JobListDto,
    operation: 'jobList',
    route: 'GET /projects/:id/pipelines/:pipeline_id/jobs',
    hints: [{ text: 'the pipeline may not exist; use pipeline.list to find it', statuses: [404] }],
    example: { project_id: '42', pipeline_id: 1002, scope: ['failed', 'success'], include_retried: false },
    reply: { list: 'jobs', render: (out, input) => renderJobList(out, `Jobs of pipeline ${input.pipeline_id}`), nextSteps: (out) => (out.jobs.some((j) => j.status === 'failed') ? ['pipeline.diagnose for the failed jobs with their log tails', 'job.trace for the log of one job', 'job.retry to run a failed job again'] : ['job.get for one job', 'job.trace for the log of one job']) },
  })
  readonly list?: Declared;

  @Action({
    id: 'job.list_project', title: 'List project jobs', tier: 'free', readOnly: true, destructive: false,
    description: 'List the recent CI/CD jobs of a project across pipelines, newest first, optionally only some statuses (e.g. failed or running).',
    keywords: ['builds', 'CI jobs', 'recent builds', 'running jobs', 'failed jobs'],
    input: ListProjectJobsDto, output: JobListDto, operation: 'jobListProject', route: 'GET /projects/:id/jobs',
    hints: [{ text: 'verify project_id; use project.list to find the project', statuses: [404] }],
    example: { project_id: '42', scope: ['failed'], per_page: 20 },
    reply: { list: 'jobs', render: (out, input) => renderJobList(out, `Jobs of project ${input.project_id}`), nextSteps: ['job.get for one job', 'job.trace for the log of one job'] },
  })
  readonly listProject?: Declared;

  @Action({
    id: 'job.list_bridges', title: 'List pipeline trigger jobs', tier: 'free', readOnly: true, destructive: false,
    description: 'List the trigger (bridge) jobs of a pipeline, which start downstream or child pipelines, with the pipeline each one started.',
    keywords: ['multi-project pipeline'],
    input: ListBridgesDto, output: BridgeListDto, operation: 'jobListBridges', route: 'GET /projects/:id/pipelines/:pipeline_id/bridges',
    hints: [{ text: 'the pipeline may not exist; use pipeline.list to find it', statuses: [404] }],
    example: { project_id: '42', pipeline_id: 1001 },
    reply: { list: 'bridges', render: (out, input) => renderBridgeList(out, input.pipeline_id), nextSteps: ['pipeline.get with a downstream pipeline ID', 'pipeline.diagnose for a failed downstream pipeline'] },
  })
  readonly listBridges?: Declared;

  @Action({
    id: 'job.get', title: 'Get a job', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one CI/CD job: status, stage, failure reason, runner, timings, coverage and artifacts.',
    keywords: ['build', 'CI job', 'job status', 'job details', 'why failed'],
    input: JobRefDto, output: JobDto, operation: 'jobGet', route: 'GET /projects/:id/jobs/:job_id',
    notFound: JOB_NOT_FOUND,
    example: { project_id: '42', job_id: 105 },
    reply: { shape: (answer) => ({ ...(answer as JobDto), next_steps: jobSteps(answer as JobDto) }), render: (out) => renderJob(out) },
  })
  readonly get?: Declared;

  @Action({
    id: 'job.wait',
    title: 'Wait for a job',
    description: 'Wait until a job finishes (success, failed, canceled, skipped or manual), reading it every interval up to a timeout; reports progress while waiting.',
    keywords: ['poll', 'watch', 'await', 'block until done'],
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: WaitJobDto,
    output: JobWaitDto,
    operation: 'jobWait',
    route: 'GET /projects/:id/jobs/:job_id',
    notFound: JOB_NOT_FOUND,
    example: { project_id: '42', job_id: 101, timeout_seconds: 30, interval_seconds: 5 },
  })
  async wait(input: WaitJobDto, ctx: ActionContext): Promise<ActionResult<JobWaitDto>> {
    const outcome = await pollUntil(
      async () => (await ctx.gitlab.rest<JobDto>({ method: 'GET', path: jobPath(input.project_id, input.job_id), signal: ctx.signal })).data,
      (j) => SETTLED_STATUSES.has(j.status ?? ''),
      {
        timeoutSeconds: input.timeout_seconds ?? 60,
        intervalSeconds: input.interval_seconds ?? 10,
        signal: ctx.signal,
        onPoll: (j, polls) => ctx.reportProgress(polls, undefined, `job ${input.job_id}: ${j.status ?? 'unknown'} (read ${polls})`),
      },
    );
    const j = outcome.value;
    const out: JobWaitDto = {
      ...j,
      finished: outcome.finished,
      timed_out: outcome.timedOut,
      waited_seconds: outcome.waitedSeconds,
      polls: outcome.polls,
      next_steps: outcome.timedOut ? ['job.wait again to keep waiting', 'job.trace for its log so far'] : jobSteps(j),
    };
    return respond(out, renderJobWait(out));
  }

  @Action({
    id: 'job.cancel', title: 'Cancel a job', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: 'Cancel (stop) a pending or running job. Not destructive: a canceled job can be run again with job.retry.',
    keywords: ['abort', 'kill', 'halt', 'terminate build'],
    input: CancelJobDto, output: JobDto, operation: 'jobCancel', route: 'POST /projects/:id/jobs/:job_id/cancel',
    hints: [JOB_HINT, { text: 'canceling needs the Developer role (or the project\'s "Minimum role to cancel a pipeline or job"); force needs Maintainer', statuses: [401, 403], namesRole: true }],
    example: { project_id: '42', job_id: 108 },
    reply: { render: (out) => renderJob(out, 'Job canceled:'), nextSteps: ['job.retry to run it again', 'job.trace for its log'] },
  })
  readonly cancel?: Declared;

  @Action({
    id: 'job.retry', title: 'Retry a job', tier: 'free', readOnly: false, destructive: false,
    description: 'Retry (rerun) a failed or canceled job: GitLab creates a new attempt with a new job ID, which this returns.',
    keywords: ['restart', 'rebuild', 'run again', 'try again', 're-run'],
    input: RetryJobDto, output: JobDto, operation: 'jobRetry', route: 'POST /projects/:id/jobs/:job_id/retry',
    hints: [JOB_HINT, RUN_ROLE_HINT, { text: 'only finished jobs can be retried, and not those of archived pipelines', statuses: [400] }],
    example: { project_id: '42', job_id: 105 },
    reply: { shape: (answer) => retriedSteps(answer as JobDto), render: (out) => renderJob(out, 'Job retried: new attempt') },
  })
  readonly retry?: Declared;

  @Action({
    id: 'job.play', title: 'Run a manual job', tier: 'free', readOnly: false, destructive: false,
    description: 'Start (play, trigger) a manual job, e.g. a deploy waiting for someone to run it, optionally with variables for this run.',
    keywords: ['trigger manual job', 'approve deploy', 'manual action', 'start job', 'when: manual'],
    input: PlayJobDto, output: JobDto, operation: 'jobPlay', route: 'POST /projects/:id/jobs/:job_id/play',
    hints: [JOB_HINT, RUN_ROLE_HINT, { text: 'only manual jobs can be played; use job.retry for a finished job', statuses: [400] }],
    example: { project_id: '42', job_id: 103, job_variables_attributes: [{ key: 'TARGET', value: 'eu-west' }] },
    reply: { shape: (answer) => startedSteps(answer as JobDto), render: (out) => renderJob(out, 'Job started:') },
  })
  readonly play?: Declared;

  @Action({
    id: 'job.erase', title: 'Erase a job', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Erase a finished job: delete its log and artifacts (the job stays in the pipeline). This cannot be undone.',
    keywords: ['wipe', 'clear log', 'remove log', 'purge job'],
    input: JobRefDto, output: JobDto, operation: 'jobErase', route: 'POST /projects/:id/jobs/:job_id/erase',
    hints: [
      JOB_HINT,
      { text: 'only finished jobs can be erased; use job.cancel first for a running one', statuses: [400] },
      { text: 'erasing needs the Maintainer role, or being the user who ran the job', statuses: [401, 403], namesRole: true },
    ],
    example: { project_id: '42', job_id: 105 },
    reply: { render: (out) => renderJob(out, 'Job erased:'), nextSteps: ['job.get to check it'] },
  })
  readonly erase?: Declared;
}
