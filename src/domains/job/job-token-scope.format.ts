import { card, nextStepsBlock, paginationLine, table } from '@gitlab-mcp/action-kit';
import type {
  AllowlistedGroupDto,
  AllowlistedGroupListDto,
  AllowlistedProjectDto,
  AllowlistedProjectListDto,
  JobTokenScopeDto,
  JobTokenScopeOutcomeDto,
} from './dto/job-token-scope.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

export function renderJobTokenScope(s: JobTokenScopeDto, project: string): string {
  return (
    card(`CI/CD job token access of project ${project}`, [
      ['Allowlist enforced (inbound)', s.inbound_enabled],
      ['Outbound scope (deprecated)', s.outbound_enabled],
    ]) + steps(s)
  );
}

export function renderAllowlistedProjects(list: AllowlistedProjectListDto, project: string): string {
  return (
    table(
      `Projects whose job tokens may access project ${project}`,
      [
        { header: 'ID', value: (p: AllowlistedProjectDto) => p.id },
        { header: 'Project', value: (p) => p.path_with_namespace ?? p.name },
        { header: 'Visibility', value: (p) => p.visibility },
      ],
      list.projects,
      'No project is on the allowlist.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderAllowlistedGroups(list: AllowlistedGroupListDto, project: string): string {
  return (
    table(
      `Groups whose projects' job tokens may access project ${project}`,
      [
        { header: 'ID', value: (g: AllowlistedGroupDto) => g.id },
        { header: 'Group', value: (g) => g.full_path ?? g.name },
        { header: 'Web URL', value: (g) => g.web_url },
      ],
      list.groups,
      'No group is on the allowlist.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderAllowlistedProject(p: AllowlistedProjectDto, project: string): string {
  return card(`Project added to the job token allowlist of project ${project}`, [['Project', p.path_with_namespace ?? p.name ?? p.target_project_id ?? p.id]]) + steps(p);
}

export function renderAllowlistedGroup(g: AllowlistedGroupDto, project: string): string {
  return card(`Group added to the job token allowlist of project ${project}`, [['Group', g.full_path ?? g.name ?? g.target_group_id ?? g.id]]) + steps(g);
}

export function renderJobTokenScopeOutcome(r: JobTokenScopeOutcomeDto, heading: string): string {
  return card(heading, [['Project', r.project_id], ['Result', r.message]]) + steps(r);
}
