import { card, formatDate, nextStepsBlock, paginationLine, table } from '@gitlab-mcp/action-kit';
import { framedLines } from '../shared/long-text.js';
import type { GroupActivityCountDto, GroupIssueDto, GroupIssueListDto, GroupProjectDto, GroupProjectListDto, GroupReleaseDto, GroupReleaseListDto } from './dto/group-results.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

export function renderGroupProjects(list: GroupProjectListDto, title: string): string {
  return (
    table(
      title,
      [
        { header: 'ID', value: (p: GroupProjectDto) => p.id },
        { header: 'Path', value: (p) => p.path_with_namespace },
        { header: 'Visibility', value: (p) => p.visibility },
        { header: 'Archived', value: (p) => p.archived },
        { header: 'Default branch', value: (p) => p.default_branch },
        { header: 'Last activity', value: (p) => formatDate(p.last_activity_at) },
      ],
      list.projects,
      'No projects match.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderGroupIssues(list: GroupIssueListDto, group: string): string {
  return (
    table(
      `Issues of group ${group}`,
      [
        { header: 'Project', value: (i: GroupIssueDto) => i.project_id },
        { header: 'IID', value: (i) => i.iid },
        { header: 'State', value: (i) => i.state },
        { header: 'Author', value: (i) => i.author?.username },
        { header: 'Assignees', value: (i) => (i.assignees ?? []).map((a) => a.username ?? String(a.id)) },
        { header: 'Updated', value: (i) => formatDate(i.updated_at) },
      ],
      list.issues,
      'No issues match.',
    ) +
    framedLines('Titles', list.issues.map((i) => [`${i.project_id ?? '?'}#${i.iid}`, i.title] as const)) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderGroupReleases(list: GroupReleaseListDto, group: string): string {
  return (
    table(
      `Releases of group ${group}`,
      [
        { header: 'Tag', value: (r: GroupReleaseDto) => r.tag_name },
        { header: 'Released', value: (r) => formatDate(r.released_at) },
        { header: 'Author', value: (r) => r.author?.username },
      ],
      list.releases,
      'No releases.',
    ) +
    framedLines('Names', list.releases.map((r) => [r.tag_name, r.name] as const)) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderGroupActivity(c: GroupActivityCountDto, what: string, count: number | undefined): string {
  return card(`${what} in group ${c.group_path}`, [['Created in the last 90 days', count]]) + steps(c);
}
