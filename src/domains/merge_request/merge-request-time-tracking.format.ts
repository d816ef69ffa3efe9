import { card } from '@gitlab-mcp/action-kit';
import type { TimeStatsResultDto } from './dto/merge-request-related.dto.js';
import { steps } from '../shared/merge-request.format-helpers.js';

export function renderTimeStats(t: TimeStatsResultDto, title: string): string {
  return (
    card(title, [
      ['Estimate', t.human_time_estimate ?? (t.time_estimate ? `${t.time_estimate}s` : 'none')],
      ['Time spent', t.human_total_time_spent ?? (t.total_time_spent ? `${t.total_time_spent}s` : 'none')],
      ['Estimate (seconds)', t.time_estimate],
      ['Spent (seconds)', t.total_time_spent],
    ]) + steps(t)
  );
}
