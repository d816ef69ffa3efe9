import { card, paginationLine, table } from '@gitlab-mcp/action-kit';
import type { NamespaceDto, NamespaceExistenceDto, NamespaceListDto } from './dto/namespace.dto.js';
import { steps } from './user-profile.format.js';

export function renderNamespace(n: NamespaceDto): string {
  return (
    card(`Namespace ${n.full_path ?? n.id}`, [
      ['ID', n.id],
      ['Kind', n.kind],
      ['Name', n.name],
      ['Parent ID', n.parent_id],
      ['Web URL', n.web_url],
      ['Plan', n.plan],
      ['Projects', n.projects_count],
      ['Members (with subgroups)', n.members_count_with_descendants],
      ['Seats in use', n.seats_in_use],
    ]) + steps(n)
  );
}

export function renderNamespaceList(list: NamespaceListDto): string {
  return (
    table(
      'Namespaces',
      [
        { header: 'ID', value: (n: NamespaceDto) => n.id },
        { header: 'Full path', value: (n) => n.full_path },
        { header: 'Kind', value: (n) => n.kind },
        { header: 'Name', value: (n) => n.name },
        { header: 'Plan', value: (n) => n.plan },
      ],
      list.namespaces,
      'No namespace matches.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderNamespaceExistence(r: NamespaceExistenceDto, path: string): string {
  const rows: [string, string | boolean][] = [['Taken', r.exists]];
  if (r.exists && (r.suggests ?? []).length > 0) rows.push(['Free alternatives', (r.suggests ?? []).join(', ')]);
  return card(`Namespace path "${path}" ${r.exists ? 'is taken' : 'is free'}`, rows) + steps(r);
}
