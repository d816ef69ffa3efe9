import { card } from '@gitlab-mcp/action-kit';
import type { IssueStatisticsDto } from './dto/issue.dto.js';
import { steps } from './issue.format-helpers.js';

export function renderStatistics(o: IssueStatisticsDto, scope: string): string {
  const c = o.statistics.counts;
  return card(`Issue statistics of ${scope}`, [['All', c?.all ?? 0], ['Opened', c?.opened ?? 0], ['Closed', c?.closed ?? 0]]) + steps(o);
}
