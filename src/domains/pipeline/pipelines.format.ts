import { card, formatDate, nextStepsBlock, paginationLine, table, untrusted } from '@gitlab-mcp/action-kit';
import { formatDuration } from '../shared/ci-format.js';
import type { PipelineBasicDto } from '../shared/ci-pipeline.dto.js';
import type { CiVariableDto } from '../shared/ci-variable.dto.js';
import type { PipelineVariableListDto } from './dto/ci-variable.dto.js';
import type { PipelineDto } from '../shared/ci-pipeline.dto.js';
import type { PipelineDeletionDto, PipelineListDto, PipelineWaitDto } from './dto/pipeline.dto.js';
import type { TestCaseDto, TestReportDto, TestReportSummaryDto, TestSuiteDto, TestSuiteSummaryDto } from './dto/test-report.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

/** Failing test cases a report card lists before it refers to structuredContent. */
const REPORT_CASES_SHOWN = 20;
/** Characters of a test's stack trace a card shows. */
const STACK_TRACE_LIMIT = 1500;

function pipelineRows(p: PipelineDto): Array<readonly [string, string | number | boolean | undefined]> {
  return [
    ['Status', p.status],
    ['Ref', p.tag ? `${p.ref ?? ''} (tag)` : p.ref],
    ['Commit', p.sha?.slice(0, 8)],
    ['Name', p.name],
    ['Source', p.source],
    ['Started by', p.user?.username],
    ['Created', formatDate(p.created_at)],
    ['Started', formatDate(p.started_at)],
    ['Finished', formatDate(p.finished_at)],
    ['Duration', formatDuration(p.duration)],
    ['Queued', formatDuration(p.queued_duration)],
    ['Coverage', p.coverage ? `${p.coverage}%` : undefined],
    ['Archived', p.archived],
    ['Web URL', p.web_url],
  ];
}

function yamlErrors(p: PipelineDto): string {
  return typeof p.yaml_errors === 'string' && p.yaml_errors !== '' ? `\n\n${untrusted('CI configuration errors', p.yaml_errors)}` : '';
}

export function renderPipeline(p: PipelineDto, heading = 'Pipeline'): string {
  return card(`${heading} ${p.id}${p.iid ? ` (#${p.iid})` : ''}`, pipelineRows(p)) + yamlErrors(p) + steps(p);
}

export function renderPipelineList(list: PipelineListDto, project: string): string {
  return (
    table(
      `Pipelines of project ${project}`,
      [
        { header: 'ID', value: (p: PipelineBasicDto) => p.id },
        { header: '#', value: (p) => p.iid },
        { header: 'Status', value: (p) => p.status },
        { header: 'Ref', value: (p) => p.ref },
        { header: 'Commit', value: (p) => p.sha?.slice(0, 8) },
        { header: 'Source', value: (p) => p.source },
        { header: 'Created', value: (p) => formatDate(p.created_at) },
      ],
      list.pipelines,
      'No pipelines match.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderPipelineDeletion(r: PipelineDeletionDto): string {
  return card(`Pipeline ${r.pipeline_id} deleted`, [['Project', r.project_id], ['Result', r.message]]) + steps(r);
}

export function renderPipelineWait(p: PipelineWaitDto): string {
  const outcome = p.timed_out ? `still ${p.status ?? 'running'} after ${p.waited_seconds}s` : `${p.status ?? 'finished'} after ${p.waited_seconds}s`;
  return (
    card(`Pipeline ${p.id}: ${outcome}`, [...pipelineRows(p), ['Polls', p.polls], ['Timed out', p.timed_out]]) +
    yamlErrors(p) +
    steps(p)
  );
}

export function renderPipelineVariables(list: PipelineVariableListDto, pipelineId: number): string {
  return (
    table(
      `Variables of pipeline ${pipelineId}`,
      [
        { header: 'Key', value: (v: CiVariableDto) => v.key },
        { header: 'Value', value: (v) => v.value },
        { header: 'Type', value: (v) => v.variable_type },
      ],
      list.variables,
      'The pipeline was started without variables.',
    ) + steps(list)
  );
}

function failingCase(c: TestCaseDto, suite: string): string {
  const title = `- **${suite}** › ${c.classname ? `${c.classname} › ` : ''}${c.name ?? 'unnamed test'} (${c.status ?? 'failed'})`;
  const trace = c.stack_trace ?? c.system_output;
  if (!trace) return title;
  const cut = trace.length > STACK_TRACE_LIMIT ? `${trace.slice(0, STACK_TRACE_LIMIT)}\n… (${trace.length - STACK_TRACE_LIMIT} more characters in structuredContent)` : trace;
  return `${title}\n\n${untrusted('Failure output', cut)}`;
}

export function renderTestReport(r: TestReportDto, pipelineId: number): string {
  const head = card(`Test report of pipeline ${pipelineId}`, [
    ['Tests', r.total_count],
    ['Passed', r.success_count],
    ['Failed', r.failed_count],
    ['Errors', r.error_count],
    ['Skipped', r.skipped_count],
    ['Time', formatDuration(r.total_time)],
  ]);
  const suites = table(
    'Suites',
    [
      { header: 'Suite', value: (s: TestSuiteDto) => s.name },
      { header: 'Tests', value: (s) => s.total_count },
      { header: 'Failed', value: (s) => s.failed_count },
      { header: 'Errors', value: (s) => s.error_count },
      { header: 'Skipped', value: (s) => s.skipped_count },
      { header: 'Problem', value: (s) => s.suite_error },
    ],
    r.test_suites,
    'The pipeline has no test report (no job uploads artifacts:reports:junit).',
  );
  const failing = r.test_suites.flatMap((s) => (s.test_cases ?? []).map((c) => failingCase(c, s.name)));
  const shown = failing.slice(0, REPORT_CASES_SHOWN);
  const more = failing.length > shown.length ? `\n\n_${failing.length - shown.length} more failing test cases are in structuredContent.test_suites._` : '';
  const cases = failing.length === 0 ? '' : `\n\n## Failing tests\n\n${shown.join('\n\n')}${more}`;
  return `${head}\n\n${suites}${cases}${steps(r)}`;
}

export function renderTestReportSummary(r: TestReportSummaryDto, pipelineId: number): string {
  const t = r.total;
  return (
    card(`Test summary of pipeline ${pipelineId}`, [
      ['Tests', t?.count],
      ['Passed', t?.success],
      ['Failed', t?.failed],
      ['Errors', t?.error],
      ['Skipped', t?.skipped],
      ['Time', formatDuration(t?.time)],
      ['Problem', t?.suite_error],
    ]) +
    '\n\n' +
    table(
      'Suites',
      [
        { header: 'Suite', value: (s: TestSuiteSummaryDto) => s.name },
        { header: 'Tests', value: (s) => s.total_count },
        { header: 'Failed', value: (s) => s.failed_count },
        { header: 'Errors', value: (s) => s.error_count },
        { header: 'Skipped', value: (s) => s.skipped_count },
        { header: 'Jobs', value: (s) => (s.build_ids ?? []).map(String) },
      ],
      r.test_suites,
      'The pipeline has no test report (no job uploads artifacts:reports:junit).',
    ) +
    steps(r)
  );
}
