import { Action, Domain, respond, type ActionContext, type ActionResult } from '@gitlab-mcp/action-kit';
import type { QueryValue } from '@gitlab-mcp/gitlab-client';
import { Injectable } from '@nestjs/common';
import { pageOf } from '../shared/page.js';
import { projectPath, segment } from '../shared/project-ref.js';
import { CreateIssueDto, IssueRefDto, ListIssuesDto, type IssueNotFiltersDto } from './dto/issue-params.dto.js';
import { IssueDto, IssueListDto } from './dto/issue.dto.js';
import { renderIssue, renderIssueList } from './issue.format.js';

/** GitLab reads the negated filters as `not[labels]=…`, `not[iids][]=…`. */
function notQuery(not: IssueNotFiltersDto | undefined): Record<string, QueryValue> {
  const out: Record<string, QueryValue> = {};
  for (const [key, value] of Object.entries(not ?? {})) out[`not[${key}]`] = value as QueryValue;
  return out;
}

@Domain({ name: 'issue', description: 'Project issues: list and filter, read one with its description, open new ones.' })
@Injectable()
export class IssueActions {
  @Action({
    id: 'issue.list',
    title: 'List issues',
    description:
      'List the issues of a project, filtered by state, labels, milestone, author, assignee, search text, dates, type, confidentiality or IIDs, with negated filters under `not`.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ListIssuesDto,
    output: IssueListDto,
    operation: 'issueList',
    route: 'GET /projects/:id/issues',
    hints: [{ text: 'verify project_id; use project.list to find the project', statuses: [404] }],
    example: { project_id: '42', state: 'opened', labels: 'bug', order_by: 'updated_at', sort: 'desc', per_page: 10 },
  })
  async list(input: ListIssuesDto, ctx: ActionContext): Promise<ActionResult<IssueListDto>> {
    const { project_id, not, page, per_page, ...filters } = input;
    const res = await ctx.gitlab.rest<IssueDto[]>({
      method: 'GET',
      path: `${projectPath(project_id)}/issues`,
      query: { ...filters, ...notQuery(not), page, per_page },
      signal: ctx.signal,
    });
    const out: IssueListDto = {
      issues: res.data,
      pagination: pageOf(res, input),
      next_steps: ['issue.get for one issue with its description', 'issue.create to open a new issue'],
    };
    return respond(out, renderIssueList(out, project_id));
  }

  @Action({
    id: 'issue.get',
    title: 'Get an issue',
    description: 'Get one issue of a project by its IID: title, description, state, labels, milestone, assignees, dates.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: IssueRefDto,
    output: IssueDto,
    operation: 'issueGet',
    route: 'GET /projects/:id/issues/:issue_iid',
    hints: [{ text: 'verify project_id and issue_iid; use issue.list to see existing issues in the project', statuses: [404] }],
    example: { project_id: '42', issue_iid: 1 },
  })
  async get(input: IssueRefDto, ctx: ActionContext): Promise<ActionResult<IssueDto>> {
    const res = await ctx.gitlab.rest<IssueDto>({
      method: 'GET',
      path: `${projectPath(input.project_id)}/issues/${segment(input.issue_iid)}`,
      signal: ctx.signal,
    });
    const out: IssueDto = { ...res.data, next_steps: ['issue.list to see the other issues of the project'] };
    return respond(out, renderIssue(out));
  }

  @Action({
    id: 'issue.create',
    title: 'Create an issue',
    description: 'Open a new issue in a project with a title and optional description, labels, assignees, milestone, due date, type and confidentiality.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: CreateIssueDto,
    output: IssueDto,
    operation: 'issueCreate',
    route: 'POST /projects/:id/issues',
    example: { project_id: '42', title: 'Login fails on empty password', description: 'Steps to reproduce: …', labels: 'bug,backend' },
  })
  async create(input: CreateIssueDto, ctx: ActionContext): Promise<ActionResult<IssueDto>> {
    const { project_id, ...body } = input;
    const res = await ctx.gitlab.rest<IssueDto>({ method: 'POST', path: `${projectPath(project_id)}/issues`, body, signal: ctx.signal });
    const out: IssueDto = { ...res.data, next_steps: ['issue.get to read it back', 'issue.list to see the issues of the project'] };
    return respond(out, renderIssue(out, 'Issue created:'));
  }
}
