import { Action, Domain, respond, type ActionContext, type ActionResult } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { failureHint } from '../shared/ci-failure.js';
import { SETTLED_STATUSES } from '../shared/ci-statuses.js';
import { cleanJobLog, logWindow, MAX_TRACE_BYTES } from '../shared/job-log.js';
import { projectPath } from '../shared/project-ref.js';
import { DiagnosePipelineDto } from './dto/pipeline-params.dto.js';
import { PipelineDiagnosisDto, type DiagnosedJobDto } from './dto/pipeline-diagnosis.dto.js';
import type { PipelineDto } from '../shared/ci-pipeline.dto.js';
import { renderPipelineDiagnosis } from './pipeline-diagnosis.format.js';
import { PIPELINE_DOMAIN } from './pipeline.domain.js';
import { pipelinePath } from './pipelines.actions.js';

/** The job fields a diagnosis reads. */
interface FailedJob {
  readonly id: number;
  readonly name: string;
  readonly stage?: string;
  readonly status?: string;
  readonly failure_reason?: string | null;
  readonly allow_failure?: boolean;
  readonly web_url?: string;
}

/** Pages of failed jobs read at most (100 each). */
const MAX_JOB_PAGES = 10;

/**
 * `pipeline.diagnose` is not in the reference catalogue: it answers "why did the pipeline fail"
 * in one call (the pipeline, its failed jobs, and the end of each failed job's log).
 */
@Domain(PIPELINE_DOMAIN)
@Injectable()
export class PipelineDiagnosisActions {
  @Action({
    id: 'pipeline.diagnose',
    title: 'Diagnose a failed pipeline',
    description:
      'Why did the pipeline fail? Finds the failed jobs of a pipeline (or of the latest pipeline of a ref) with their failure reasons and the last lines of each failed job log (colour codes removed), in one call.',
    keywords: ['broken build', 'red build', 'CI failure', 'why failing', 'debug CI', 'what broke'],
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: DiagnosePipelineDto,
    output: PipelineDiagnosisDto,
    operation: 'pipelineDiagnose',
    // Several requests; the route is the first one's (the latest pipeline of a ref is read at /pipelines/latest).
    route: 'GET /projects/:id/pipelines/:pipeline_id',
    hints: [{ text: 'the pipeline may not exist, or the ref has no pipeline yet; use pipeline.list to find one', statuses: [404] }],
    example: { project_id: '42', pipeline_id: 1002, lines: 30 },
  })
  async diagnose(input: DiagnosePipelineDto, ctx: ActionContext): Promise<ActionResult<PipelineDiagnosisDto>> {
    let step = 0;
    const tick = (message: string, total?: number): Promise<void> => ctx.reportProgress(++step, total, message);

    const pipeline = await this.pipeline(input, ctx);
    await tick(`read pipeline ${pipeline.id} (${pipeline.status ?? 'unknown'})`);
    const failed = await this.failedJobs(input.project_id, pipeline.id, ctx, tick);
    // Jobs that fail the pipeline come before those allowed to fail.
    failed.sort((a, b) => Number(a.allow_failure ?? false) - Number(b.allow_failure ?? false));
    const toRead = failed.slice(0, input.max_jobs ?? 5);
    const total = step + toRead.length;

    const jobs: DiagnosedJobDto[] = [];
    for (const [index, job] of failed.entries()) {
      const base: DiagnosedJobDto = {
        id: job.id,
        name: job.name,
        stage: job.stage,
        status: job.status,
        failure_reason: job.failure_reason ?? undefined,
        failure_hint: failureHint(job.failure_reason),
        allow_failure: job.allow_failure,
        web_url: job.web_url,
        log_read: false,
      };
      if (index >= toRead.length) {
        jobs.push(base);
        continue;
      }
      const res = await ctx.gitlab.rest<string>({
        method: 'GET',
        path: `${projectPath(input.project_id)}/jobs/${job.id}/trace`,
        responseType: 'text',
        maxBytes: MAX_TRACE_BYTES,
        signal: ctx.signal,
      });
      const window = logWindow(cleanJobLog(typeof res.data === 'string' ? res.data : ''), { count: input.lines ?? 30 });
      jobs.push({ ...base, log_read: true, log_tail: window.lines.join('\n'), log_start_line: window.start, log_end_line: window.end, log_total_lines: window.total });
      await tick(`read the log of job ${job.name} (${index + 1} of ${toRead.length})`, total);
    }

    const out: PipelineDiagnosisDto = {
      pipeline,
      summary: summary(pipeline, jobs),
      failed_job_count: jobs.length,
      failed_jobs: jobs,
      next_steps: nextSteps(pipeline, jobs),
    };
    return respond(out, renderPipelineDiagnosis(out));
  }

  private async pipeline(input: DiagnosePipelineDto, ctx: ActionContext): Promise<PipelineDto> {
    if (input.pipeline_id !== undefined) {
      return (await ctx.gitlab.rest<PipelineDto>({ method: 'GET', path: pipelinePath(input.project_id, input.pipeline_id), signal: ctx.signal })).data;
    }
    return (await ctx.gitlab.rest<PipelineDto>({ method: 'GET', path: `${projectPath(input.project_id)}/pipelines/latest`, query: { ref: input.ref }, signal: ctx.signal })).data;
  }

  /** Every failed job of the pipeline (latest attempts only), following the pages. */
  private async failedJobs(projectId: string, pipelineId: number, ctx: ActionContext, tick: (message: string) => Promise<void>): Promise<FailedJob[]> {
    const jobs: FailedJob[] = [];
    for (let page = 1; page <= MAX_JOB_PAGES; page++) {
      const res = await ctx.gitlab.rest<FailedJob[]>({
        method: 'GET',
        path: `${pipelinePath(projectId, pipelineId)}/jobs`,
        query: { scope: ['failed'], per_page: 100, page },
        signal: ctx.signal,
      });
      jobs.push(...res.data);
      await tick(`listed failed jobs: ${jobs.length} so far`);
      const next = res.pagination?.next_page ?? 0;
      if (next === 0 || res.data.length === 0) break;
    }
    return jobs;
  }
}

function summary(p: PipelineDto, jobs: readonly DiagnosedJobDto[]): string {
  const blocking = jobs.filter((j) => !j.allow_failure);
  const names = (list: readonly DiagnosedJobDto[]): string => list.map((j) => `${j.name} (${j.failure_reason ?? 'failed'})`).join(', ');
  const allowed = jobs.length - blocking.length;
  const allowedNote = allowed > 0 ? ` ${allowed} job(s) failed but are allowed to fail.` : '';
  switch (p.status) {
    case 'failed':
      if (typeof p.yaml_errors === 'string' && p.yaml_errors !== '') return 'The pipeline failed because its CI configuration is invalid (see the errors below).';
      if (blocking.length === 0) {
        return `The pipeline failed but no failed job was found: the failure may be in a downstream pipeline (job.list_bridges) or in the configuration.${allowedNote}`;
      }
      return `The pipeline failed because ${blocking.length} job(s) failed: ${names(blocking)}.${allowedNote}`;
    case 'success':
      return jobs.length > 0 ? `The pipeline succeeded; ${jobs.length} job(s) failed but were allowed to fail: ${names(jobs)}.` : 'The pipeline succeeded: no job failed.';
    case 'canceled':
      return `The pipeline was canceled.${jobs.length > 0 ? ` Before that, ${jobs.length} job(s) failed: ${names(jobs)}.` : ''}`;
    default:
      return `The pipeline is ${p.status ?? 'in an unknown state'}; ${jobs.length > 0 ? `${jobs.length} job(s) failed so far: ${names(jobs)}.` : 'no job failed so far.'}`;
  }
}

function nextSteps(p: PipelineDto, jobs: readonly DiagnosedJobDto[]): string[] {
  const first = jobs.find((j) => !j.allow_failure) ?? jobs[0];
  const steps: string[] = [];
  if (first) {
    steps.push(`job.retry with job_id ${first.id} to run ${first.name} again (e.g. after a fix, or for a runner failure)`);
    if ((first.log_start_line ?? 1) > 1) steps.push(`job.trace with job_id ${first.id} and offset ${Math.max(1, (first.log_start_line ?? 1) - 200)} to read earlier lines of its log`);
    else steps.push(`job.trace with job_id ${first.id} for its whole log`);
  }
  if (p.status === 'failed') steps.push('pipeline.retry to retry every failed job', 'pipeline.test_report for the failing test cases');
  if (p.status !== undefined && !SETTLED_STATUSES.has(p.status)) steps.push('pipeline.wait to wait until it finishes, then diagnose again');
  if (!first && p.status === 'failed') steps.push('job.list_bridges to check its downstream pipelines');
  return steps;
}
