import { card, formatDate, nextStepsBlock, paginationLine, table, untrusted } from '@gitlab-mcp/action-kit';
import type { ProjectDto, ProjectListDto } from './dto/project.dto.js';

export function renderProject(p: ProjectDto): string {
  return [
    card(`Project ${p.path_with_namespace}`, [
      ['ID', p.id],
      ['Name', p.name],
      ['Visibility', p.visibility],
      ['Default branch', p.default_branch],
      ['Archived', p.archived],
      ['Topics', p.topics],
      ['Stars', p.star_count],
      ['Forks', p.forks_count],
      ['Open issues', p.open_issues_count],
      ['Created', formatDate(p.created_at)],
      ['Last activity', formatDate(p.last_activity_at)],
      ['URL', p.web_url],
      ['Clone (HTTP)', p.http_url_to_repo],
    ]),
    p.description ? `\n\n${untrusted('Description', p.description)}` : '',
    nextStepsBlock(p.next_steps ?? []),
  ].join('');
}

export function renderProjectList(list: ProjectListDto): string {
  return (
    table(
      'Projects',
      [
        { header: 'ID', value: (p: ProjectDto) => p.id },
        { header: 'Path', value: (p) => p.path_with_namespace },
        { header: 'Visibility', value: (p) => p.visibility },
        { header: 'Default branch', value: (p) => p.default_branch },
        { header: 'Last activity', value: (p) => formatDate(p.last_activity_at) },
      ],
      list.projects,
      'No projects match.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    nextStepsBlock(list.next_steps ?? [])
  );
}
