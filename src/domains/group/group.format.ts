import { card, formatDate, nextStepsBlock, paginationLine, table, type CellValue } from '@gitlab-mcp/action-kit';
import type { GroupDetailDto, GroupDto, GroupListDto } from '../shared/group.dto.js';
import { untrustedLongText } from '../shared/long-text.js';
import { accessLevelName } from '../shared/member.format.js';
import type { GroupOperationDto } from './dto/group-results.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

/** Group descriptions shown in a card are kept short; structuredContent has them whole. */
const DESCRIPTION_LIMIT = 2000;

export function renderGroup(g: GroupDetailDto, heading = 'Group'): string {
  const rows: [string, CellValue][] = [
    ['ID', g.id],
    ['Name', g.full_name ?? g.name],
    ['Visibility', g.visibility],
    ['Parent group ID', g.parent_id],
    ['Archived', g.archived],
    ['Subgroups created by', g.subgroup_creation_level],
    ['Projects created by', g.project_creation_level],
    ['Two-factor required', g.require_two_factor_authentication],
    ['Created', formatDate(g.created_at)],
    ['URL', g.web_url],
  ];
  if (g.marked_for_deletion_on) rows.push(['Marked for deletion on', g.marked_for_deletion_on]);
  if (g.projects) rows.push(['Projects', g.projects.map((p) => p.path_with_namespace ?? String(p.id))]);
  if (g.shared_projects && g.shared_projects.length > 0) rows.push(['Projects shared with it', g.shared_projects.map((p) => p.path_with_namespace ?? String(p.id))]);
  if (g.shared_with_groups && g.shared_with_groups.length > 0) {
    rows.push(['Shared with groups', g.shared_with_groups.map((s) => `${s.group_full_path ?? s.group_id} as ${accessLevelName(s.group_access_level) ?? '?'}${s.expires_at ? ` until ${s.expires_at}` : ''}`)]);
  }
  return [
    card(`${heading} ${g.full_path ?? g.id}`, rows),
    g.description ? `\n\n${untrustedLongText('Description', g.description, 'structuredContent.description has it whole', DESCRIPTION_LIMIT)}` : '',
    steps(g),
  ].join('');
}

export function renderGroupList(list: GroupListDto, title = 'Groups'): string {
  return (
    table(
      title,
      [
        { header: 'ID', value: (g: GroupDto) => g.id },
        { header: 'Full path', value: (g) => g.full_path },
        { header: 'Name', value: (g) => g.name },
        { header: 'Visibility', value: (g) => g.visibility },
        { header: 'Parent ID', value: (g) => g.parent_id },
        { header: 'Archived', value: (g) => g.archived },
        { header: 'Marked for deletion', value: (g) => g.marked_for_deletion_on },
      ],
      list.groups,
      'No groups match.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderGroupOperation(r: GroupOperationDto, heading: string): string {
  return card(heading, [['Group', r.group_id], ['Result', r.message]]) + steps(r);
}
