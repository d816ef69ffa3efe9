import { Action, Domain, respond, type ActionContext, type ActionResult, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { SETTLED_STATUSES } from '../shared/ci-statuses.js';
import { pollUntil } from '../shared/poll.js';
import { projectPath } from '../shared/project-ref.js';
import { PipelineVariableListDto } from './dto/ci-variable.dto.js';
import { CreatePipelineDto, LatestPipelineDto, ListPipelinesDto, PipelineRefDto, UpdatePipelineMetadataDto, WaitPipelineDto } from './dto/pipeline-params.dto.js';
import { PipelineDto } from '../shared/ci-pipeline.dto.js';
import { PipelineDeletionDto, PipelineListDto, PipelineWaitDto } from './dto/pipeline.dto.js';
import { TestReportDto, TestReportSummaryDto, type TestSuiteDto } from './dto/test-report.dto.js';
import { PIPELINE_DOMAIN } from './pipeline.domain.js';
import {
  renderPipeline,
  renderPipelineDeletion,
  renderPipelineList,
  renderPipelineVariables,
  renderPipelineWait,
  renderTestReport,
  renderTestReportSummary,
} from './pipelines.format.js';


export const PIPELINE_NOT_FOUND = {
  resource: 'Pipeline',
  identifier: '{pipeline_id} in project {project_id}',
  nextSteps: ["Use action 'pipeline.list' to list the project's pipelines", "Use action 'pipeline.latest' for the latest pipeline of a branch"],
};

const PROJECT_HINT = { text: 'verify project_id; use project.list to find the project', statuses: [404] };
const PIPELINE_HINT = { text: 'the pipeline may not exist or was deleted; use pipeline.list to find it', statuses: [404] };

export function pipelinePath(projectId: string, pipelineId: number): string {
  return `${projectPath(projectId)}/pipelines/${pipelineId}`;
}

/** Next steps that fit a pipeline's status. */
export function pipelineSteps(p: PipelineDto): string[] {
  const id = p.id;
  switch (p.status) {
    case 'failed':
      return [`pipeline.diagnose with pipeline_id ${id} to see which jobs failed and why (log tails)`, 'pipeline.retry to run its failed jobs again', 'job.list for all its jobs'];
    case 'running':
    case 'pending':
    case 'created':
    case 'preparing':
    case 'waiting_for_resource':
    case 'waiting_for_callback':
      return ['pipeline.wait to wait until it finishes', 'job.list to follow its jobs', 'pipeline.cancel to stop it'];
    case 'manual':
      return ['job.list with scope manual to find the jobs waiting for someone', 'job.play to start a manual job'];
    case 'canceling':
      return ['pipeline.wait to wait until its jobs have stopped', 'job.list to follow its jobs'];
    case 'canceled':
      return ['pipeline.retry to run it again', 'job.list for its jobs'];
    default:
      return ['job.list for its jobs', 'pipeline.test_report_summary for its test results'];
  }
}

function withStatusSteps(p: PipelineDto): PipelineDto {
  return { ...p, next_steps: pipelineSteps(p) };
}

function startedSteps(p: PipelineDto): PipelineDto {
  return { ...p, next_steps: [`pipeline.wait with pipeline_id ${p.id} to wait until it finishes`, 'job.list to follow its jobs', 'pipeline.cancel to stop it'] };
}

/** The report keeps only the failed and erroring test cases; next steps follow whether any failed. */
function failingCasesOnly(report: TestReportDto): TestReportDto {
  const suites: TestSuiteDto[] = (report.test_suites ?? []).map((s) => ({ ...s, test_cases: (s.test_cases ?? []).filter((c) => c.status === 'failed' || c.status === 'error') }));
  const failing = (report.failed_count ?? 0) + (report.error_count ?? 0) > 0;
  return {
    ...report,
    test_suites: suites,
    next_steps: failing ? ['pipeline.diagnose for the failed jobs and their logs', 'job.retry to run a failed job again'] : ['pipeline.test_report_summary for the totals only'],
  };
}

@Domain(PIPELINE_DOMAIN)
@Injectable()
export class PipelineActions {
  @Action({
    id: 'pipeline.list', title: 'List pipelines', tier: 'free', readOnly: true, destructive: false,
    description: 'List the CI/CD pipelines of a project, newest first, filtered by status, ref (branch or tag), commit, source, user, name or dates.',
    keywords: ['builds', 'CI runs', 'workflow runs', 'history', 'show pipelines'],
    input: ListPipelinesDto, output: PipelineListDto, operation: 'pipelineList', route: 'GET /projects/:id/pipelines',
    hints: [PROJECT_HINT],
    example: { project_id: '42', scope: 'finished', order_by: 'id', sort: 'desc', per_page: 20 },
    reply: { list: 'pipelines', render: (out, input) => renderPipelineList(out, input.project_id), nextSteps: ['pipeline.get for one pipeline', 'pipeline.diagnose for why a failed pipeline failed', 'pipeline.create to run a new pipeline'] },
  })
  readonly list?: Declared;

  @Action({
    id: 'pipeline.get', title: 'Get a pipeline', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one pipeline: status, ref, commit, who started it, timings, coverage and CI configuration errors.',
    keywords: ['build status', 'CI status', 'pipeline details', 'workflow run'],
    input: PipelineRefDto, output: PipelineDto, operation: 'pipelineGet', route: 'GET /projects/:id/pipelines/:pipeline_id',
    notFound: PIPELINE_NOT_FOUND,
    example: { project_id: '42', pipeline_id: 1002 },
    reply: { shape: (answer) => withStatusSteps(answer as PipelineDto), render: (out) => renderPipeline(out) },
  })
  readonly get?: Declared;

  @Action({
    id: 'pipeline.latest', title: 'Get the latest pipeline', tier: 'free', readOnly: true, destructive: false,
    description: 'Get the latest pipeline of a branch or tag (default: the default branch), e.g. to check whether main is green.',
    keywords: ['build status', 'red', 'CI status', 'last pipeline', 'most recent'],
    input: LatestPipelineDto, output: PipelineDto, operation: 'pipelineLatest', route: 'GET /projects/:id/pipelines/latest',
    notFound: {
      resource: 'Latest Pipeline',
      identifier: 'of project {project_id}',
      nextSteps: [
        "Use action 'pipeline.list' with ref to check that the branch or tag has pipelines (ref defaults to the default branch)",
        "Use action 'pipeline.create' to run a pipeline on the ref",
      ],
    },
    example: { project_id: '42', ref: 'main' },
    reply: { shape: (answer) => withStatusSteps(answer as PipelineDto), render: (out) => renderPipeline(out, 'Latest pipeline') },
  })
  readonly latest?: Declared;

  @Action({
    id: 'pipeline.create', title: 'Run a pipeline', tier: 'free', readOnly: false, destructive: false,
    description: 'Run (trigger, start) a new CI/CD pipeline on a branch (e.g. main) or tag, optionally with variables and spec:inputs values.',
    keywords: ['run CI', 'build', 'kick off', 'new pipeline', 'workflow dispatch', 'deploy'],
    input: CreatePipelineDto, output: PipelineDto, operation: 'pipelineCreate', route: 'POST /projects/:id/pipeline',
    hints: [
      { text: 'the ref may not exist (use branch.list or tag.list), or the CI configuration is invalid or creates no jobs for this ref (GitLab names the problem)', statuses: [400] },
      { text: 'running pipelines needs the Developer role, and on a protected branch the right to push or merge to it', statuses: [401, 403], namesRole: true },
    ],
    example: { project_id: '42', ref: 'main', variables: [{ key: 'DEPLOY_ENV', value: 'staging' }] },
    reply: { shape: (answer) => startedSteps(answer as PipelineDto), render: (out) => renderPipeline(out, 'Pipeline started:') },
  })
  readonly create?: Declared;

  @Action({
    id: 'pipeline.retry', title: 'Retry a pipeline', tier: 'free', readOnly: false, destructive: false,
    description: 'Retry the failed and canceled jobs of a pipeline (new attempts; the jobs that passed are kept).',
    keywords: ['rerun', 'restart', 're-run failed jobs', 'rebuild', 'try again'],
    input: PipelineRefDto, output: PipelineDto, operation: 'pipelineRetry', route: 'POST /projects/:id/pipelines/:pipeline_id/retry',
    hints: [
      PIPELINE_HINT,
      { text: 'retrying needs the Developer role; archived pipelines cannot be retried', statuses: [401, 403], namesRole: true },
    ],
    example: { project_id: '42', pipeline_id: 1002 },
    reply: { render: (out) => renderPipeline(out, 'Pipeline retried:'), nextSteps: ['pipeline.wait to wait for the retried jobs', 'job.list to follow its jobs'] },
  })
  readonly retry?: Declared;

  @Action({
    id: 'pipeline.cancel', title: 'Cancel a pipeline', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: 'Cancel (stop) the running and pending jobs of a pipeline. Not destructive: canceled jobs can be retried with pipeline.retry.',
    keywords: ['abort', 'halt', 'kill', 'terminate'],
    input: PipelineRefDto, output: PipelineDto, operation: 'pipelineCancel', route: 'POST /projects/:id/pipelines/:pipeline_id/cancel',
    hints: [PIPELINE_HINT, { text: 'canceling needs the Developer role (or the role set in the project\'s "Minimum role to cancel a pipeline or job")', statuses: [401, 403], namesRole: true }],
    example: { project_id: '42', pipeline_id: 1003 },
    reply: { render: (out) => renderPipeline(out, 'Pipeline canceled:'), nextSteps: ['pipeline.retry to run the canceled jobs again', 'pipeline.get to check its status'] },
  })
  readonly cancel?: Declared;

  @Action({
    id: 'pipeline.delete', title: 'Delete a pipeline', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Delete a pipeline with its jobs, job logs and artifacts. This cannot be undone.',
    keywords: ['remove pipeline', 'purge pipeline'],
    input: PipelineRefDto, output: PipelineDeletionDto, operation: 'pipelineDelete', route: 'DELETE /projects/:id/pipelines/:pipeline_id',
    hints: [PIPELINE_HINT, { text: 'deleting pipelines requires the Owner role', statuses: [401, 403], namesRole: true }],
    example: { project_id: '42', pipeline_id: 1002 },
    reply: { shape: (_, input) => ({ project_id: input.project_id, pipeline_id: input.pipeline_id, message: 'Pipeline deleted with its jobs, logs and artifacts.' }), render: renderPipelineDeletion, nextSteps: ['pipeline.list to see the remaining pipelines'] },
  })
  readonly delete?: Declared;

  @Action({
    id: 'pipeline.update_metadata', title: 'Rename a pipeline', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: 'Update the metadata of a pipeline: set its name (shown in the pipeline list).',
    keywords: ['pipeline name', 'label', 'title'],
    input: UpdatePipelineMetadataDto, output: PipelineDto, operation: 'pipelineUpdateMetadata', route: 'PUT /projects/:id/pipelines/:pipeline_id/metadata',
    hints: [PIPELINE_HINT, { text: 'updating a pipeline needs the Developer role', statuses: [401, 403], namesRole: true }],
    example: { project_id: '42', pipeline_id: 1001, name: 'Nightly build' },
    reply: { render: (out) => renderPipeline(out, 'Pipeline updated:'), nextSteps: ['pipeline.list with name to find it again'] },
  })
  readonly updateMetadata?: Declared;

  @Action({
    id: 'pipeline.variables', title: 'Get pipeline variables', tier: 'free', readOnly: true, destructive: false,
    description: 'List the variables a pipeline was started with (those given when running it, not the project CI/CD settings).',
    keywords: ['env vars', 'parameters', 'inputs', 'environment variables'],
    input: PipelineRefDto, output: PipelineVariableListDto, operation: 'pipelineVariables', route: 'GET /projects/:id/pipelines/:pipeline_id/variables',
    hints: [PIPELINE_HINT],
    example: { project_id: '42', pipeline_id: 1002 },
    reply: { shape: (answer) => ({ variables: answer }), render: (out, input) => renderPipelineVariables(out, input.pipeline_id), nextSteps: ['pipeline.get for the pipeline', 'pipeline.create to run again with other variables'] },
  })
  readonly variables?: Declared;

  @Action({
    id: 'pipeline.test_report', title: 'Get a pipeline test report', tier: 'free', readOnly: true, destructive: false,
    description: 'Get the unit test report of a pipeline (JUnit reports of its jobs): totals per suite and the failing test cases with their output.',
    keywords: ['tests', 'unit tests', 'failed tests', 'test results', 'failing tests'],
    input: PipelineRefDto, output: TestReportDto, operation: 'pipelineTestReport', route: 'GET /projects/:id/pipelines/:pipeline_id/test_report',
    hints: [PIPELINE_HINT],
    example: { project_id: '42', pipeline_id: 1002 },
    reply: { shape: (answer) => failingCasesOnly(answer as TestReportDto), render: (out, input) => renderTestReport(out, input.pipeline_id) },
  })
  readonly testReport?: Declared;

  @Action({
    id: 'pipeline.test_report_summary', title: 'Get a pipeline test summary', tier: 'free', readOnly: true, destructive: false,
    description: 'Get the test report summary of a pipeline: how many tests passed, failed, errored or were skipped, per suite.',
    keywords: ['JUnit', 'test results', 'pass rate', 'test count'],
    input: PipelineRefDto, output: TestReportSummaryDto, operation: 'pipelineTestReportSummary', route: 'GET /projects/:id/pipelines/:pipeline_id/test_report_summary',
    hints: [PIPELINE_HINT],
    example: { project_id: '42', pipeline_id: 1002 },
    reply: { shape: (answer) => ({ ...(answer as TestReportSummaryDto), test_suites: (answer as TestReportSummaryDto).test_suites ?? [] }), render: (out, input) => renderTestReportSummary(out, input.pipeline_id), nextSteps: ['pipeline.test_report for the failing test cases'] },
  })
  readonly testReportSummary?: Declared;

  @Action({
    id: 'pipeline.wait',
    title: 'Wait for a pipeline',
    description: 'Wait until a pipeline finishes (success, failed, canceled, skipped or waiting for a manual job), reading it every interval up to a timeout; reports progress while waiting.',
    keywords: ['poll', 'watch', 'block until done', 'await', 'follow'],
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: WaitPipelineDto,
    output: PipelineWaitDto,
    operation: 'pipelineWait',
    route: 'GET /projects/:id/pipelines/:pipeline_id',
    notFound: PIPELINE_NOT_FOUND,
    example: { project_id: '42', pipeline_id: 1001, timeout_seconds: 30, interval_seconds: 5 },
  })
  async wait(input: WaitPipelineDto, ctx: ActionContext): Promise<ActionResult<PipelineWaitDto>> {
    const outcome = await pollUntil(
      async () => (await ctx.gitlab.rest<PipelineDto>({ method: 'GET', path: pipelinePath(input.project_id, input.pipeline_id), signal: ctx.signal })).data,
      (p) => SETTLED_STATUSES.has(p.status ?? ''),
      {
        timeoutSeconds: input.timeout_seconds ?? 60,
        intervalSeconds: input.interval_seconds ?? 10,
        signal: ctx.signal,
        onPoll: (p, polls) => ctx.reportProgress(polls, undefined, `pipeline ${input.pipeline_id}: ${p.status ?? 'unknown'} (read ${polls})`),
      },
    );
    const p = outcome.value;
    const out: PipelineWaitDto = {
      ...p,
      finished: outcome.finished,
      timed_out: outcome.timedOut,
      waited_seconds: outcome.waitedSeconds,
      polls: outcome.polls,
      next_steps: outcome.timedOut ? ['pipeline.wait again to keep waiting', 'job.list to see which jobs are still running'] : pipelineSteps(p),
    };
    return respond(out, renderPipelineWait(out));
  }
}
