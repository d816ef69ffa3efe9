import { Action, Domain, pageOf, respond, type ActionContext, type ActionResult, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { segment } from '../shared/project-ref.js';
import { customAttributeQuery, ListUserContributedProjectsDto, ListUserProjectsDto, ListUserStarredProjectsDto } from './dto/project-params.dto.js';
import { ProjectDto, ProjectListDto } from './dto/project.dto.js';
import { renderProjectList } from './project.format.js';
import { PROJECT_DOMAIN } from './project.domain.js';

const USER_404 = { text: 'user_id may not exist (give a numeric ID or a username); user.list finds users', statuses: [404] };

/** The projects of one user: owned, contributed to, starred. */
@Domain(PROJECT_DOMAIN)
@Injectable()
export class ProjectUserProjectsActions {
  @Action({
    id: 'project.list_user_projects',
    title: "List a user's projects",
    description: "List the projects in a user's personal namespace that you can see, with the same filters as project.list.",
    tier: 'free',
    readOnly: true,
    destructive: false,
    keywords: ['personal projects', 'user repos', 'owned by user', 'their projects', 'GitHub user repos'],
    input: ListUserProjectsDto,
    output: ProjectListDto,
    operation: 'projectListUserProjects',
    route: 'GET /users/:user_id/projects',
    hints: [USER_404],
    example: { user_id: '1', per_page: 20 },
  })
  async listUserProjects(input: ListUserProjectsDto, ctx: ActionContext): Promise<ActionResult<ProjectListDto>> {
    const { user_id, custom_attributes, ...filters } = input;
    const res = await ctx.gitlab.rest<ProjectDto[]>({
      method: 'GET',
      path: `/users/${segment(user_id)}/projects`,
      query: { ...filters, ...customAttributeQuery(custom_attributes) },
      signal: ctx.signal,
    });
    const out: ProjectListDto = { projects: res.data, pagination: pageOf(res, input), next_steps: ['project.get for one project'] };
    return respond(out, renderProjectList(out, `Projects of user ${user_id}`));
  }

  @Action({
    id: 'project.list_user_contributed', title: 'List the projects a user contributed to', tier: 'free', readOnly: true, destructive: false,
    description: 'List the projects, visible to you, that a user contributed to in the last year (pushes, issues, merge requests, comments).',
    keywords: ['contributions', 'worked on', 'contributed repos', 'participation', 'committed to'],
    input: ListUserContributedProjectsDto, output: ProjectListDto, operation: 'projectListUserContributed', route: 'GET /users/:user_id/contributed_projects',
    hints: [USER_404],
    example: { user_id: '3', order_by: 'last_activity_at' },
    reply: { list: 'projects', render: (out, input) => renderProjectList(out, `Projects user ${input.user_id} contributed to`), nextSteps: ['project.get for one project'] },
  })
  readonly listUserContributed?: Declared;

  @Action({
    id: 'project.list_user_starred', title: 'List the projects a user starred', tier: 'free', readOnly: true, destructive: false,
    description: 'List the projects, visible to you, that a user starred, with the same filters as project.list.',
    keywords: ['favorites', 'stars', 'bookmarked projects', 'starred repos', 'favourite repos'],
    input: ListUserStarredProjectsDto, output: ProjectListDto, operation: 'projectListUserStarred', route: 'GET /users/:user_id/starred_projects',
    hints: [USER_404],
    example: { user_id: '1', simple: true },
    reply: { list: 'projects', render: (out, input) => renderProjectList(out, `Projects user ${input.user_id} starred`), nextSteps: ['project.get for one project', 'project.unstar to remove a star'] },
  })
  readonly listUserStarred?: Declared;
}
