import { card, formatDate, nextStepsBlock, paginationLine, table, type CellValue } from '@gitlab-mcp/action-kit';
import { failureHint } from '../shared/ci-failure.js';
import { formatBytes, formatDuration } from '../shared/ci-format.js';
import { framedBlock } from '../shared/long-text.js';
import type { BridgeDto, BridgeListDto, JobDto, JobListDto, JobWaitDto } from './dto/job.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

function artifacts(j: JobDto): string[] {
  return (j.artifacts ?? []).filter((a) => a.file_type !== 'trace').map((a) => `${a.filename ?? a.file_type ?? 'file'} (${formatBytes(a.size) ?? 'size unknown'})`);
}

function jobRows(j: JobDto): Array<readonly [string, CellValue]> {
  const reason = j.failure_reason ? `${j.failure_reason}${failureHint(j.failure_reason) ? `: ${failureHint(j.failure_reason)}` : ''}` : undefined;
  return [
    ['Status', j.status],
    ['Stage', j.stage],
    ['Failure reason', reason],
    ['Allowed to fail', j.allow_failure],
    ['Ref', j.tag ? `${j.ref ?? ''} (tag)` : j.ref],
    ['Commit', j.commit?.short_id ?? j.commit?.id?.slice(0, 8)],
    ['Pipeline', j.pipeline ? `${j.pipeline.id} (${j.pipeline.status ?? 'unknown'})` : undefined],
    ['Started by', j.user?.username],
    ['Runner', j.runner ? `${j.runner.id}${j.runner.runner_type ? ` (${j.runner.runner_type})` : ''}` : undefined],
    ['Created', formatDate(j.created_at)],
    ['Started', formatDate(j.started_at)],
    ['Finished', formatDate(j.finished_at)],
    ['Duration', formatDuration(j.duration)],
    ['Queued', formatDuration(j.queued_duration)],
    ['Coverage', typeof j.coverage === 'number' ? `${j.coverage}%` : undefined],
    ['Artifacts', artifacts(j)],
    ['Artifacts expire', formatDate(j.artifacts_expire_at)],
    ['Erased', formatDate(j.erased_at)],
    ['Web URL', j.web_url],
  ];
}

/** The runner's description is written by whoever registered it: framed under the card. */
const runnerDescription = (j: JobDto): string => framedBlock('Runner description', j.runner?.description, 'structuredContent.runner.description has it whole', 500);

export function renderJob(j: JobDto, heading = 'Job'): string {
  return card(`${heading} ${j.name ?? ''} (${j.id})`, jobRows(j)) + runnerDescription(j) + steps(j);
}

export function renderJobWait(j: JobWaitDto): string {
  const outcome = j.timed_out ? `still ${j.status ?? 'running'} after ${j.waited_seconds}s` : `${j.status ?? 'finished'} after ${j.waited_seconds}s`;
  return card(`Job ${j.name ?? ''} (${j.id}): ${outcome}`, [...jobRows(j), ['Polls', j.polls], ['Timed out', j.timed_out]]) + runnerDescription(j) + steps(j);
}

export function renderJobList(list: JobListDto, title: string): string {
  return (
    table(
      title,
      [
        { header: 'ID', value: (j: JobDto) => j.id },
        { header: 'Name', value: (j) => j.name },
        { header: 'Stage', value: (j) => j.stage },
        { header: 'Status', value: (j) => j.status },
        { header: 'Failure reason', value: (j) => j.failure_reason },
        { header: 'Pipeline', value: (j) => j.pipeline?.id },
        { header: 'Duration', value: (j) => formatDuration(j.duration) },
      ],
      list.jobs,
      'No jobs match.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderBridgeList(list: BridgeListDto, pipelineId: number): string {
  return (
    table(
      `Trigger jobs of pipeline ${pipelineId}`,
      [
        { header: 'ID', value: (b: BridgeDto) => b.id },
        { header: 'Name', value: (b) => b.name },
        { header: 'Stage', value: (b) => b.stage },
        { header: 'Status', value: (b) => b.status },
        { header: 'Downstream pipeline', value: (b) => (b.downstream_pipeline ? `${b.downstream_pipeline.id} (${b.downstream_pipeline.status ?? 'unknown'})` : undefined) },
      ],
      list.bridges,
      'The pipeline has no trigger jobs.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}
