import { zipArchive } from '../store/pipeline-content';
import { latestJobs, type SimJob, type SimPipeline, type SimPipelines } from '../store/pipelines.state';
import type { SimProject } from '../store/sim-model.interface';
import type { SimStore } from '../store/sim.store';
import { presentCommit } from './branch.presenter';
import { presentUserBasic, presentUserProfile } from './user.presenter';

const STATUS_TEXT: Record<string, string> = {
  created: 'Created',
  pending: 'Pending',
  running: 'Running',
  success: 'Passed',
  failed: 'Failed',
  canceled: 'Canceled',
  skipped: 'Skipped',
  manual: 'Manual',
};

function seconds(from: string | null, to: string | null): number | null {
  if (!from || !to) return null;
  return (Date.parse(to) - Date.parse(from)) / 1000;
}

function webBase(store: SimStore, base: string, project: SimProject): string {
  return `${base}/${store.projectFullPath(project)}`;
}

/** `API::Entities::Ci::PipelineBasic`. */
export function presentPipelineBasic(store: SimStore, base: string, project: SimProject, p: SimPipeline): Record<string, unknown> {
  return {
    id: p.id,
    iid: p.iid,
    project_id: p.projectId,
    sha: p.sha,
    ref: p.ref,
    status: p.status,
    source: p.source,
    created_at: p.createdAt,
    updated_at: p.updatedAt,
    web_url: `${webBase(store, base, project)}/-/pipelines/${p.id}`,
  };
}

/** `API::Entities::Ci::PipelineWithMetadata` (the single-pipeline answers). */
export function presentPipeline(store: SimStore, base: string, project: SimProject, state: SimPipelines, p: SimPipeline): Record<string, unknown> {
  const user = store.user(p.userId);
  const commit = project.repository.commits.get(p.sha);
  const coverage = latestJobs(state, p.id).find((j) => j.coverage !== null)?.coverage;
  const path = `/${store.projectFullPath(project)}/-/pipelines/${p.id}`;
  return {
    ...presentPipelineBasic(store, base, project, p),
    name: p.name,
    before_sha: p.beforeSha,
    tag: p.tag,
    yaml_errors: null,
    user: user ? presentUserBasic(base, user) : null,
    started_at: p.startedAt,
    finished_at: p.finishedAt,
    committed_at: commit?.committedDate ?? null,
    duration: seconds(p.startedAt, p.finishedAt),
    queued_duration: p.startedAt ? seconds(p.createdAt, p.startedAt) : null,
    coverage: coverage === undefined || coverage === null ? null : coverage.toFixed(1),
    archived: false,
    detailed_status: {
      icon: `status_${p.status}`,
      text: STATUS_TEXT[p.status] ?? p.status,
      label: p.status === 'success' ? 'passed' : p.status,
      group: p.status,
      tooltip: p.status === 'success' ? 'passed' : p.status,
      has_details: true,
      details_path: path,
      illustration: null,
      favicon: `/assets/ci_favicons/favicon_status_${p.status}.png`,
    },
  };
}

/** The archive of a job's artifacts, or undefined when it has none. */
export function artifactsArchive(job: SimJob): Buffer | undefined {
  return job.artifacts.length > 0 ? zipArchive(job.artifacts) : undefined;
}

/** `API::Entities::Ci::Job`. */
export function presentJob(store: SimStore, base: string, project: SimProject, state: SimPipelines, job: SimJob): Record<string, unknown> {
  const pipeline = state.pipelines.find((p) => p.id === job.pipelineId);
  const user = store.user(job.userId);
  const commit = pipeline ? project.repository.commits.get(pipeline.sha) : undefined;
  const archive = artifactsArchive(job);
  const artifacts: Record<string, unknown>[] = [];
  if (archive) artifacts.push({ file_type: 'archive', size: archive.length, filename: 'artifacts.zip', file_format: 'zip' });
  if (job.log !== '') artifacts.push({ file_type: 'trace', size: Buffer.byteLength(job.log), filename: 'job.log', file_format: null });
  const ran = job.startedAt !== null;
  return {
    id: job.id,
    status: job.status,
    stage: job.stage,
    name: job.name,
    ref: pipeline?.ref ?? project.defaultBranch,
    tag: pipeline?.tag ?? false,
    coverage: job.coverage,
    allow_failure: job.allowFailure,
    created_at: job.createdAt,
    started_at: job.startedAt,
    finished_at: job.finishedAt,
    erased_at: job.erasedAt,
    duration: seconds(job.startedAt, job.finishedAt),
    queued_duration: ran ? 1.5 : null,
    user: user ? presentUserProfile(base, user) : null,
    commit: commit ? presentCommit(webBase(store, base, project), commit) : null,
    pipeline: pipeline ? presentPipelineBasic(store, base, project, pipeline) : null,
    ...(job.status === 'failed' ? { failure_reason: job.failureReason ?? 'unknown_failure' } : {}),
    web_url: `${webBase(store, base, project)}/-/jobs/${job.id}`,
    project: { ci_job_token_scope_enabled: false },
    artifacts_file: archive ? { filename: 'artifacts.zip', size: archive.length } : null,
    artifacts,
    artifacts_expire_at: job.artifactsExpireAt,
    archived: false,
    tag_list: ['docker'],
    runner: ran
      ? { id: 7, description: 'shared-runner-1', ip_address: null, active: true, paused: false, is_shared: true, runner_type: 'instance_type', name: 'gitlab-runner', online: true, status: 'online' }
      : null,
    runner_manager: ran
      ? { id: 12, system_id: 's_0e6850b2fce7', version: '18.4.1', revision: 'b7d4c2e9', platform: 'linux', architecture: 'amd64', created_at: '2025-01-10T08:00:00.000Z', contacted_at: job.finishedAt ?? job.startedAt, ip_address: '10.0.0.7', status: 'online' }
      : null,
  };
}

/** The variables of a pipeline (`API::Entities::Ci::Variable`). */
export function presentPipelineVariables(p: SimPipeline): Record<string, unknown>[] {
  return p.variables.map((v) => ({ key: v.key, value: v.value, variable_type: v.variableType }));
}

interface SuiteCounts {
  name: string;
  total: number;
  success: number;
  failed: number;
  jobs: SimJob[];
}

/** The jest suite a pipeline's `test` jobs report: 30 tests, one failing on a failed attempt. */
function suiteOf(state: SimPipelines, p: SimPipeline): SuiteCounts | undefined {
  const jobs = latestJobs(state, p.id).filter((j) => j.name === 'test' && (j.status === 'success' || j.status === 'failed'));
  if (jobs.length === 0) return undefined;
  const failed = jobs.filter((j) => j.status === 'failed').length;
  return { name: 'jest', total: 30 * jobs.length, success: 30 * jobs.length - failed, failed, jobs };
}

/** `TestReportEntity`. */
export function presentTestReport(state: SimPipelines, p: SimPipeline): Record<string, unknown> {
  const suite = suiteOf(state, p);
  if (!suite) return { total_time: 0, total_count: 0, success_count: 0, failed_count: 0, skipped_count: 0, error_count: 0, test_suites: [] };
  const cases: Record<string, unknown>[] = [];
  for (let i = 0; i < suite.success; i++) {
    cases.push({ status: 'success', name: `test case ${i + 1}`, classname: 'backend', file: 'src/app.spec.ts', execution_time: 0.01, system_output: null, stack_trace: null, recent_failures: null });
  }
  if (suite.failed > 0) {
    cases.push({
      status: 'failed',
      name: 'rejects an empty password',
      classname: 'login',
      file: 'src/login.spec.ts',
      execution_time: 0.005,
      system_output: 'expect(received).toBe(expected) // Object.is equality\n\nExpected: false\nReceived: true\n    at Object.<anonymous> (src/login.spec.ts:12:37)',
      stack_trace: null,
      recent_failures: { count: 1, base_branch: 'main' },
    });
  }
  const totals = { total_time: 4.2, total_count: suite.total, success_count: suite.success, failed_count: suite.failed, skipped_count: 0, error_count: 0 };
  return { ...totals, test_suites: [{ name: suite.name, ...totals, suite_error: null, test_cases: cases }] };
}

/** `TestReportSummaryEntity`. */
export function presentTestReportSummary(state: SimPipelines, p: SimPipeline): Record<string, unknown> {
  const suite = suiteOf(state, p);
  if (!suite) return { total: { time: 0, count: 0, success: 0, failed: 0, skipped: 0, error: 0, suite_error: null }, test_suites: [] };
  return {
    total: { time: 4.2, count: suite.total, success: suite.success, failed: suite.failed, skipped: 0, error: 0, suite_error: null },
    test_suites: [
      {
        name: suite.name,
        total_time: 4.2,
        total_count: suite.total,
        success_count: suite.success,
        failed_count: suite.failed,
        skipped_count: 0,
        error_count: 0,
        build_ids: suite.jobs.map((j) => j.id),
        suite_error: null,
      },
    ],
  };
}
