import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { IterationListDto } from './dto/issue.dto.js';
import { ListGroupIterationsDto, ListProjectIterationsDto } from './dto/issue-misc-params.dto.js';
import { ISSUE_DOMAIN } from './issue.domain.js';
import { GROUP_404, PROJECT_404 } from './issue.hints.js';
import { renderIterations } from './issue-iterations.format.js';

/** Iterations (Premium). */
@Domain(ISSUE_DOMAIN)
@Injectable()
export class IssueIterationActions {
  @Action({
    id: 'issue.iteration_list_project', title: 'List project iterations', tier: 'premium', readOnly: true, destructive: false,
    description: 'List the iterations (time-boxed sprints) available to a project, inherited from its groups: filter by state, search the title.',
    keywords: ['cadence', 'cycles', 'scrum', 'timebox'],
    input: ListProjectIterationsDto, output: IterationListDto, operation: 'issueIterationListProject', route: 'GET /projects/:id/iterations',
    hints: [PROJECT_404], example: { project_id: '42', state: 'current' },
    reply: { list: 'iterations', render: (out, input) => renderIterations(out, `project ${input.project_id}`), nextSteps: ['issue.list with iteration_id to see the issues of one iteration'] },
  })
  readonly iterationListProject?: Declared;

  @Action({
    id: 'issue.iteration_list_group', title: 'List group iterations', tier: 'premium', readOnly: true, destructive: false,
    description: 'List the iterations (time-boxed sprints) of a group: filter by state, search the title, include ancestor or descendant groups.',
    keywords: ['cadence', 'cycles', 'scrum', 'timebox'],
    input: ListGroupIterationsDto, output: IterationListDto, operation: 'issueIterationListGroup', route: 'GET /groups/:id/iterations',
    hints: [GROUP_404], example: { group_id: 'acme', state: 'opened' },
    reply: { list: 'iterations', render: (out, input) => renderIterations(out, `group ${input.group_id}`), nextSteps: ['issue.list_group with iteration_id to see the issues of one iteration'] },
  })
  readonly iterationListGroup?: Declared;
}
