import { card, formatDate, nextStepsBlock, paginationLine, table } from '@gitlab-mcp/action-kit';
import { framedBlock, framedLines } from '../shared/long-text.js';
import type { CiVariableDto } from '../shared/ci-variable.dto.js';
import type { PipelineScheduleDto, PipelineScheduleListDto, PipelineScheduleOutcomeDto } from './dto/pipeline-schedule.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

function lastPipeline(s: PipelineScheduleDto): string | undefined {
  const p = s.last_pipeline;
  return p ? `${p.id} (${p.status ?? 'unknown'})` : undefined;
}

export function renderPipelineSchedule(s: PipelineScheduleDto, heading = 'Pipeline schedule'): string {
  const parts = [
    card(`${heading} ${s.id}`, [
      ['Ref', s.ref],
      ['Cron', s.cron],
      ['Time zone', s.cron_timezone],
      ['Active', s.active],
      ['Next run', formatDate(s.next_run_at)],
      ['Owner', s.owner?.username],
      ['Last pipeline', lastPipeline(s)],
      ['Inputs', (s.inputs ?? []).map((i) => i.name)],
      ['Created', formatDate(s.created_at)],
      ['Updated', formatDate(s.updated_at)],
    ]),
    framedBlock('Description', s.description, 'structuredContent.description has it whole'),
  ];
  if (s.variables && s.variables.length > 0) {
    parts.push(
      '\n\n' +
        table(
          'Variables',
          [
            { header: 'Key', value: (v: CiVariableDto) => v.key },
            { header: 'Type', value: (v) => v.variable_type },
          ],
          s.variables,
        ) +
        '\n\n_Values are in structuredContent.variables._',
    );
  }
  parts.push(steps(s));
  return parts.join('');
}

export function renderPipelineScheduleList(list: PipelineScheduleListDto, project: string): string {
  return (
    table(
      `Pipeline schedules of project ${project}`,
      [
        { header: 'ID', value: (s: PipelineScheduleDto) => s.id },
        { header: 'Ref', value: (s) => s.ref },
        { header: 'Cron', value: (s) => (s.cron ? `${s.cron} (${s.cron_timezone ?? 'UTC'})` : undefined) },
        { header: 'Active', value: (s) => s.active },
        { header: 'Next run', value: (s) => formatDate(s.next_run_at) },
        { header: 'Owner', value: (s) => s.owner?.username },
      ],
      list.pipeline_schedules,
      'No pipeline schedules.',
    ) +
    framedLines('Descriptions', list.pipeline_schedules.map((s) => [`${s.id}:`, s.description])) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderPipelineScheduleOutcome(r: PipelineScheduleOutcomeDto, heading: string): string {
  return card(heading, [['Project', r.project_id], ['Schedule', r.pipeline_schedule_id], ['Result', r.message]]) + steps(r);
}

export function renderScheduleVariable(v: CiVariableDto, heading: string): string {
  return card(`${heading} ${v.key}`, [['Type', v.variable_type]]) + framedBlock('Value', v.value, 'structuredContent.value has it whole') + steps(v);
}
