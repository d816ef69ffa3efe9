import { Action, Domain, pageOf, respond, type ActionContext, type ActionResult } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { projectPath } from '../shared/project-ref.js';
import { IterationDto, IterationListDto } from './dto/issue.dto.js';
import { ListGroupIterationsDto, ListProjectIterationsDto } from './dto/issue-misc-params.dto.js';
import { ISSUE_DOMAIN } from './issue.domain.js';
import { GROUP_404, PROJECT_404 } from './issue.hints.js';
import { renderIterations } from './issue-iterations.format.js';
import { groupPath } from './issue.rest.js';

/** Iterations (Premium). */
@Domain(ISSUE_DOMAIN)
@Injectable()
export class IssueIterationActions {
  @Action({
    id: 'issue.iteration_list_project',
    title: 'List project iterations',
    description: 'List the iterations (time-boxed sprints) available to a project, inherited from its groups: filter by state, search the title.',
    tier: 'premium',
    readOnly: true,
    destructive: false,
    input: ListProjectIterationsDto,
    output: IterationListDto,
    operation: 'issueIterationListProject',
    route: 'GET /projects/:id/iterations',
    hints: [PROJECT_404],
    example: { project_id: '42', state: 'current' },
  })
  async iterationListProject(input: ListProjectIterationsDto, ctx: ActionContext): Promise<ActionResult<IterationListDto>> {
    const { project_id, ...query } = input;
    const res = await ctx.gitlab.rest<IterationDto[]>({ method: 'GET', path: `${projectPath(project_id)}/iterations`, query, signal: ctx.signal });
    const out: IterationListDto = { iterations: res.data, pagination: pageOf(res, input), next_steps: ['issue.list with iteration_id to see the issues of one iteration'] };
    return respond(out, renderIterations(out, `project ${project_id}`));
  }

  @Action({
    id: 'issue.iteration_list_group',
    title: 'List group iterations',
    description: 'List the iterations (time-boxed sprints) of a group: filter by state, search the title, include ancestor or descendant groups.',
    tier: 'premium',
    readOnly: true,
    destructive: false,
    input: ListGroupIterationsDto,
    output: IterationListDto,
    operation: 'issueIterationListGroup',
    route: 'GET /groups/:id/iterations',
    hints: [GROUP_404],
    example: { group_id: 'acme', state: 'opened' },
  })
  async iterationListGroup(input: ListGroupIterationsDto, ctx: ActionContext): Promise<ActionResult<IterationListDto>> {
    const { group_id, ...query } = input;
    const res = await ctx.gitlab.rest<IterationDto[]>({ method: 'GET', path: `${groupPath(group_id)}/iterations`, query, signal: ctx.signal });
    const out: IterationListDto = { iterations: res.data, pagination: pageOf(res, input), next_steps: ['issue.list_group with iteration_id to see the issues of one iteration'] };
    return respond(out, renderIterations(out, `group ${group_id}`));
  }
}
