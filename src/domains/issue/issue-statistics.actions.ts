import { Action, Domain, respond, type ActionContext, type ActionResult } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { projectPath } from '../shared/project-ref.js';
import { IssueStatisticsDto } from './dto/issue.dto.js';
import { GroupIssueStatisticsDto, IssueStatisticsFiltersDto, ProjectIssueStatisticsDto } from './dto/issue-params.dto.js';
import { ISSUE_DOMAIN } from './issue.domain.js';
import { GROUP_404, PROJECT_404 } from './issue.hints.js';
import { groupPath, notQuery } from './issue.rest.js';
import { renderStatistics } from './issue-statistics.format.js';

/** Issue counts of the instance, a group or a project. */
@Domain(ISSUE_DOMAIN)
@Injectable()
export class IssueStatisticsActions {
  @Action({
    id: 'issue.statistics_get',
    title: 'Issue statistics',
    description: 'Count the issues the token can see across the instance (all, opened, closed), with the issue filters (default scope created_by_me).',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: IssueStatisticsFiltersDto,
    output: IssueStatisticsDto,
    operation: 'issueStatisticsGet',
    route: 'GET /issues_statistics',
    example: { scope: 'all', labels: 'bug' },
  })
  async statistics(input: IssueStatisticsFiltersDto, ctx: ActionContext): Promise<ActionResult<IssueStatisticsDto>> {
    const { not, ...filters } = input;
    const res = await ctx.gitlab.rest<IssueStatisticsDto>({ method: 'GET', path: '/issues_statistics', query: { ...filters, ...notQuery(not) }, signal: ctx.signal });
    const out: IssueStatisticsDto = { statistics: res.data.statistics ?? {}, next_steps: ['issue.list_all with the same filters to see the issues'] };
    return respond(out, renderStatistics(out, 'the instance'));
  }

  @Action({
    id: 'issue.statistics_get_group',
    title: 'Issue statistics of a group',
    description: 'Count the issues of a group and its subgroups (all, opened, closed), with the issue filters.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: GroupIssueStatisticsDto,
    output: IssueStatisticsDto,
    operation: 'issueStatisticsGetGroup',
    route: 'GET /groups/:id/issues_statistics',
    hints: [GROUP_404],
    example: { group_id: 'acme', labels: 'bug' },
  })
  async statisticsGroup(input: GroupIssueStatisticsDto, ctx: ActionContext): Promise<ActionResult<IssueStatisticsDto>> {
    const { group_id, not, ...filters } = input;
    const res = await ctx.gitlab.rest<IssueStatisticsDto>({ method: 'GET', path: `${groupPath(group_id)}/issues_statistics`, query: { ...filters, ...notQuery(not) }, signal: ctx.signal });
    const out: IssueStatisticsDto = { statistics: res.data.statistics ?? {}, next_steps: ['issue.list_group with the same filters to see the issues'] };
    return respond(out, renderStatistics(out, `group ${group_id}`));
  }

  @Action({
    id: 'issue.statistics_get_project',
    title: 'Issue statistics of a project',
    description: 'Count the issues of a project (all, opened, closed), with the issue filters.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ProjectIssueStatisticsDto,
    output: IssueStatisticsDto,
    operation: 'issueStatisticsGetProject',
    route: 'GET /projects/:id/issues_statistics',
    hints: [PROJECT_404],
    example: { project_id: '42', labels: 'bug' },
  })
  async statisticsProject(input: ProjectIssueStatisticsDto, ctx: ActionContext): Promise<ActionResult<IssueStatisticsDto>> {
    const { project_id, not, ...filters } = input;
    const res = await ctx.gitlab.rest<IssueStatisticsDto>({ method: 'GET', path: `${projectPath(project_id)}/issues_statistics`, query: { ...filters, ...notQuery(not) }, signal: ctx.signal });
    const out: IssueStatisticsDto = { statistics: res.data.statistics ?? {}, next_steps: ['issue.list with the same filters to see the issues'] };
    return respond(out, renderStatistics(out, `project ${project_id}`));
  }
}
