import { card, formatDate, nextStepsBlock, paginationLine, table } from '@gitlab-mcp/action-kit';
import type { FreezePeriodDeletionDto, FreezePeriodDto, FreezePeriodListDto } from './dto/freeze-period.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

export function renderFreezePeriod(f: FreezePeriodDto, heading = 'Freeze period'): string {
  return (
    card(`${heading} ${f.id}`, [
      ['Starts (cron)', f.freeze_start],
      ['Ends (cron)', f.freeze_end],
      ['Time zone', f.cron_timezone],
      ['Created', formatDate(f.created_at)],
      ['Updated', formatDate(f.updated_at)],
    ]) + steps(f)
  );
}

export function renderFreezePeriodList(list: FreezePeriodListDto, project: string): string {
  return (
    table(
      `Deploy freeze periods of project ${project}`,
      [
        { header: 'ID', value: (f: FreezePeriodDto) => f.id },
        { header: 'Starts (cron)', value: (f) => f.freeze_start },
        { header: 'Ends (cron)', value: (f) => f.freeze_end },
        { header: 'Time zone', value: (f) => f.cron_timezone },
      ],
      list.freeze_periods,
      'No deploy freeze periods.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderFreezePeriodDeletion(r: FreezePeriodDeletionDto): string {
  return card(`Freeze period ${r.freeze_period_id} deleted`, [['Project', r.project_id], ['Result', r.message]]) + steps(r);
}
