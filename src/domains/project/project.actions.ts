import { Action, Domain, respond, type ActionContext, type ActionResult } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { pageOf } from '../shared/page.js';
import { projectPath } from '../shared/project-ref.js';
import { GetProjectDto, ListProjectsDto } from './dto/project-params.dto.js';
import { ProjectDto, ProjectListDto } from './dto/project.dto.js';
import { renderProject, renderProjectList } from './project.format.js';
import { PROJECT_DOMAIN } from './project.domain.js';

@Domain(PROJECT_DOMAIN)
@Injectable()
export class ProjectActions {
  @Action({
    id: 'project.get',
    title: 'Get a project',
    description: 'Get one project by numeric ID or full path: visibility, default branch, URLs, counts.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: GetProjectDto,
    output: ProjectDto,
    operation: 'projectGet',
    route: 'GET /projects/:id',
    notFound: {
      resource: 'Project',
      identifier: '{project_id}',
      nextSteps: ["Use action 'project.list' with search to find the project", 'Check the full path (group/project) or the numeric ID'],
    },
    example: { project_id: 'acme/backend' },
  })
  async get(input: GetProjectDto, ctx: ActionContext): Promise<ActionResult<ProjectDto>> {
    const res = await ctx.gitlab.rest<ProjectDto>({
      method: 'GET',
      path: projectPath(input.project_id),
      query: { statistics: input.statistics, license: input.license, with_custom_attributes: input.with_custom_attributes },
      signal: ctx.signal,
    });
    const out: ProjectDto = { ...res.data, next_steps: ['branch.list to see its branches', 'branch.rule_list to review its branch rules'] };
    return respond(out, renderProject(out));
  }

  @Action({
    id: 'project.list',
    title: 'List projects',
    description: 'List projects visible to the token, filtered by search text, membership, ownership, visibility or topic.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ListProjectsDto,
    output: ProjectListDto,
    operation: 'projectList',
    route: 'GET /projects',
    example: { search: 'backend', membership: true, per_page: 10 },
  })
  async list(input: ListProjectsDto, ctx: ActionContext): Promise<ActionResult<ProjectListDto>> {
    const { page, per_page, ...filters } = input;
    const res = await ctx.gitlab.rest<ProjectDto[]>({ method: 'GET', path: '/projects', query: { ...filters, page, per_page }, signal: ctx.signal });
    const out: ProjectListDto = { projects: res.data, pagination: pageOf(res, input), next_steps: ['project.get for one project in detail'] };
    return respond(out, renderProjectList(out));
  }
}
