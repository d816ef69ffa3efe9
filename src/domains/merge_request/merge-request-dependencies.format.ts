import { card, paginationLine, table } from '@gitlab-mcp/action-kit';
import type { MergeRequestBasicDto } from '../shared/merge-request-basic.dto.js';
import type { MrDependencyDto, MrDependencyListDto } from './dto/merge-request-related.dto.js';
import { steps } from '../shared/merge-request.format-helpers.js';
import { ref } from './merge-request.format.js';
import { framedLines } from '../shared/merge-request.framing.js';

const mrLine = (mr: MergeRequestBasicDto | undefined): string | undefined => (mr ? `${ref(mr)} (${mr.state ?? '?'})` : undefined);

export function renderDependency(d: MrDependencyDto, title: string): string {
  return (
    card(title, [
      ['Block ID', d.id],
      ['Blocking', mrLine(d.blocking_merge_request)],
      ['Blocked', mrLine(d.blocked_merge_request)],
    ]) +
    framedLines('Titles', [
      [d.blocking_merge_request ? ref(d.blocking_merge_request) : '?', d.blocking_merge_request?.title],
      [d.blocked_merge_request ? ref(d.blocked_merge_request) : '?', d.blocked_merge_request?.title],
    ]) +
    steps(d)
  );
}

export function renderDependencies(list: MrDependencyListDto, title: string): string {
  return (
    table(
      title,
      [
        { header: 'Block ID', value: (d: MrDependencyDto) => d.id },
        { header: 'Blocking merge request', value: (d) => mrLine(d.blocking_merge_request) },
        { header: 'Merged', value: (d) => (d.blocking_merge_request ? d.blocking_merge_request.state === 'merged' : undefined) },
      ],
      list.dependencies,
      'No merge request blocks this one.',
    ) +
    framedLines('Titles', list.dependencies.map((d) => [d.blocking_merge_request ? ref(d.blocking_merge_request) : '?', d.blocking_merge_request?.title])) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}
