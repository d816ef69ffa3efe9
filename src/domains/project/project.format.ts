import { card, formatDate, inline, nextStepsBlock, paginationLine, table, type CellValue } from '@gitlab-mcp/action-kit';
import { formatBytes } from '../shared/ci-format.js';
import { untrustedLongText } from '../shared/long-text.js';
import type { ProjectDto, ProjectListDto, ProjectOperationDto } from './dto/project.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

/** Project descriptions shown in a card are kept short; structuredContent has them whole. */
const DESCRIPTION_LIMIT = 2000;

const ACCESS_NAMES: Readonly<Record<number, string>> = { 5: 'Minimal', 10: 'Guest', 15: 'Planner', 20: 'Reporter', 30: 'Developer', 40: 'Maintainer', 50: 'Owner', 60: 'Admin' };

/** An access level as GitLab's role name, e.g. 40 → "Maintainer (40)". */
export function accessLevelName(level: number | undefined): string | undefined {
  if (level === undefined) return undefined;
  const name = ACCESS_NAMES[level];
  return name ? `${name} (${level})` : String(level);
}

function yourAccess(p: ProjectDto): string | undefined {
  const levels = [p.permissions?.project_access?.access_level, p.permissions?.group_access?.access_level].filter((l): l is number => l !== undefined);
  return levels.length === 0 ? undefined : accessLevelName(Math.max(...levels));
}

export function renderProject(p: ProjectDto, heading = 'Project'): string {
  const rows: [string, CellValue][] = [
    ['ID', p.id],
    ['Name', p.name],
    ['Visibility', p.visibility],
    ['Default branch', p.default_branch],
    ['Empty repository', p.empty_repo],
    ['Archived', p.archived],
    ['Topics', p.topics],
    ['Stars', p.star_count],
    ['Forks', p.forks_count],
    ['Open issues', p.open_issues_count],
    ['Your access', yourAccess(p)],
    ['Created', formatDate(p.created_at)],
    ['Last activity', formatDate(p.last_activity_at)],
    ['URL', p.web_url],
    ['Clone (HTTP)', p.http_url_to_repo],
  ];
  if (p.avatar_url) rows.push(['Avatar', p.avatar_url]);
  if (p.forked_from_project) rows.push(['Forked from', p.forked_from_project.path_with_namespace ?? p.forked_from_project.id]);
  if (p.import_status && p.import_status !== 'none') rows.push(['Import', p.import_status]);
  if (p.marked_for_deletion_on) rows.push(['Marked for deletion on', p.marked_for_deletion_on]);
  if (p.statistics) {
    rows.push(['Commits', p.statistics.commit_count], ['Repository size', formatBytes(p.statistics.repository_size)], ['Storage size', formatBytes(p.statistics.storage_size)]);
  }
  if (p.license) rows.push(['Licence', p.license.name ?? p.license.key]);
  return [
    card(`${heading} ${p.path_with_namespace}`, rows),
    p.description ? `\n\n${untrustedLongText('Description', p.description, 'structuredContent.description has it whole', DESCRIPTION_LIMIT)}` : '',
    steps(p),
  ].join('');
}

/** The card of an updated project: the fields the call set, with the values GitLab now reports. */
export function renderProjectUpdate(p: ProjectDto, changed: readonly string[]): string {
  const data = p as unknown as Record<string, unknown>;
  const shown = (key: string): CellValue => {
    const value = data[key];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
    if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')) return value as (string | number)[];
    return value === undefined || value === null ? '(not reported)' : '(set)';
  };
  const rows: [string, CellValue][] = [['ID', p.id], ['URL', p.web_url]];
  for (const key of changed) rows.push([key, key === 'description' ? '(see below)' : shown(key)]);
  const description = changed.includes('description') && p.description ? `\n\n${untrustedLongText('Description', p.description, 'structuredContent.description has it whole', DESCRIPTION_LIMIT)}` : '';
  return card(`Project updated: ${p.path_with_namespace}`, rows) + description + steps(p);
}

export function renderProjectList(list: ProjectListDto, title = 'Projects'): string {
  return (
    table(
      title,
      [
        { header: 'ID', value: (p: ProjectDto) => p.id },
        { header: 'Path', value: (p) => p.path_with_namespace },
        { header: 'Visibility', value: (p) => p.visibility },
        { header: 'Default branch', value: (p) => p.default_branch },
        { header: 'Stars', value: (p) => p.star_count },
        { header: 'Last activity', value: (p) => formatDate(p.last_activity_at) },
      ],
      list.projects,
      'No projects match.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderProjectOperation(r: ProjectOperationDto, heading: string): string {
  const rows: [string, CellValue][] = [['Project', r.project_id], ['Result', r.message]];
  if (r.gitlab_message) rows.push(['GitLab answered', inline(r.gitlab_message)]);
  return card(heading, rows) + steps(r);
}
