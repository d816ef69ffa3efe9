import { card } from '@gitlab-mcp/action-kit';
import type { IssueTimeStatsDto } from './dto/issue.dto.js';
import { steps } from './issue.format-helpers.js';

export function renderTimeStats(o: IssueTimeStatsDto, heading: string): string {
  return (
    card(heading, [
      ['Time estimate', o.human_time_estimate ?? (o.time_estimate === undefined ? undefined : `${o.time_estimate}s`)],
      ['Time spent', o.human_total_time_spent ?? (o.total_time_spent === undefined ? undefined : `${o.total_time_spent}s`)],
      ['Estimate (seconds)', o.time_estimate],
      ['Spent (seconds)', o.total_time_spent],
    ]) + steps(o)
  );
}
