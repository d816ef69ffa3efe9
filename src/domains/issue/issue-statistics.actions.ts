import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { IssueStatisticsDto } from './dto/issue.dto.js';
import { GroupIssueStatisticsDto, IssueStatisticsFiltersDto, ProjectIssueStatisticsDto } from './dto/issue-params.dto.js';
import { ISSUE_DOMAIN } from './issue.domain.js';
import { GROUP_404, PROJECT_404 } from './issue.hints.js';
import { renderStatistics } from './issue-statistics.format.js';

/** Issue counts of the instance, a group or a project. */
@Domain(ISSUE_DOMAIN)
@Injectable()
export class IssueStatisticsActions {
  @Action({
    id: 'issue.statistics_get',
    title: 'Issue statistics',
    description: 'Count the issues the token can see across the instance (all, opened, closed), with the issue filters (default scope created_by_me).',
    keywords: ['how many issues', 'totals', 'stats', 'metrics'],
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: IssueStatisticsFiltersDto,
    output: IssueStatisticsDto,
    operation: 'issueStatisticsGet',
    route: 'GET /issues_statistics',
    example: { scope: 'all', labels: 'bug' },
    reply: { shape: (answer) => ({ statistics: (answer as IssueStatisticsDto).statistics ?? {} }), render: (out) => renderStatistics(out, 'the instance'), nextSteps: ['issue.list_all with the same filters to see the issues'] },
  })
  readonly statistics?: Declared;

  @Action({
    id: 'issue.statistics_get_group',
    title: 'Issue statistics of a group',
    description: 'Count the issues of a group and its subgroups (all, opened, closed), with the issue filters.',
    keywords: ['how many issues', 'totals', 'stats', 'metrics'],
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: GroupIssueStatisticsDto,
    output: IssueStatisticsDto,
    operation: 'issueStatisticsGetGroup',
    route: 'GET /groups/:id/issues_statistics',
    hints: [GROUP_404],
    example: { group_id: 'acme', labels: 'bug' },
    reply: { shape: (answer) => ({ statistics: (answer as IssueStatisticsDto).statistics ?? {} }), render: (out, input) => renderStatistics(out, `group ${input.group_id}`), nextSteps: ['issue.list_group with the same filters to see the issues'] },
  })
  readonly statisticsGroup?: Declared;

  @Action({
    id: 'issue.statistics_get_project',
    title: 'Issue statistics of a project',
    description: 'Count the issues of a project (all, opened, closed), with the issue filters.',
    keywords: ['how many issues', 'totals', 'stats', 'metrics'],
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ProjectIssueStatisticsDto,
    output: IssueStatisticsDto,
    operation: 'issueStatisticsGetProject',
    route: 'GET /projects/:id/issues_statistics',
    hints: [PROJECT_404],
    example: { project_id: '42', labels: 'bug' },
    reply: { shape: (answer) => ({ statistics: (answer as IssueStatisticsDto).statistics ?? {} }), render: (out, input) => renderStatistics(out, `project ${input.project_id}`), nextSteps: ['issue.list with the same filters to see the issues'] },
  })
  readonly statisticsProject?: Declared;
}
