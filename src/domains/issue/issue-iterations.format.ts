import { paginationLine, table } from '@gitlab-mcp/action-kit';
import type { IterationDto, IterationListDto } from './dto/issue.dto.js';
import { steps, titles } from './issue.format-helpers.js';

export function renderIterations(o: IterationListDto, scope: string): string {
  return (
    table(
      `Iterations of ${scope}`,
      [
        { header: 'ID', value: (i: IterationDto) => i.id },
        { header: 'IID', value: (i) => i.iid },
        { header: 'Sequence', value: (i) => i.sequence },
        { header: 'Start', value: (i) => i.start_date },
        { header: 'Due', value: (i) => i.due_date },
        { header: 'Group ID', value: (i) => i.group_id },
      ],
      o.iterations,
      'No iterations match.',
    ) +
    titles('Iteration titles', o.iterations.map((i) => [`iteration ${i.id}`, i.title] as const)) +
    `\n\n${paginationLine(o.pagination)}` +
    steps(o)
  );
}
