import { formatDate, nextStepsBlock, table } from '@gitlab-mcp/action-kit';
import type { BurndownEventDto, BurndownEventListDto } from './dto/burndown.dto.js';

/** A group milestone's burndown events as a table, oldest first. */
export function renderBurndown(list: BurndownEventListDto, group: string, milestoneId: number): string {
  return (
    table(
      `Burndown events of milestone ${milestoneId} in group ${group}`,
      [
        { header: 'When', value: (e: BurndownEventDto) => formatDate(e.created_at) },
        { header: 'Action', value: (e) => e.action },
        { header: 'Weight', value: (e) => e.weight ?? undefined },
      ],
      list.events,
      'The milestone has no burndown events yet.',
    ) + nextStepsBlock(list.next_steps ?? [])
  );
}
