import { Action, Domain, respond, type ActionContext, type ActionResult } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { pageOf } from '../shared/page.js';
import { projectPath } from '../shared/project-ref.js';
import { GetProjectDto, ListProjectServiceAccountsDto, ListProjectsDto } from './dto/project-params.dto.js';
import { ProjectDto, ProjectListDto } from './dto/project.dto.js';
import { ServiceAccountDto, ServiceAccountListDto } from './dto/service-account.dto.js';
import { renderProject, renderProjectList, renderServiceAccountList } from './project.format.js';
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

  @Action({
    id: 'project.service_account_list',
    title: 'List project service accounts',
    description: 'List the service accounts (non-human users for automation) provisioned in a project. Needs Maintainer or Owner role; GitLab 18.11 or later.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ListProjectServiceAccountsDto,
    output: ServiceAccountListDto,
    operation: 'list project service accounts',
    route: 'GET /projects/:id/service_accounts',
    hints: [{ text: 'listing project service accounts requires Maintainer or Owner role', statuses: [403], namesRole: true }],
    example: { project_id: '42', order_by: 'username', sort: 'asc' },
  })
  async serviceAccountList(input: ListProjectServiceAccountsDto, ctx: ActionContext): Promise<ActionResult<ServiceAccountListDto>> {
    const { project_id, page, per_page, ...order } = input;
    const res = await ctx.gitlab.rest<ServiceAccountDto[]>({
      method: 'GET',
      path: `${projectPath(project_id)}/service_accounts`,
      query: { ...order, page, per_page },
      signal: ctx.signal,
    });
    const out: ServiceAccountListDto = {
      service_accounts: res.data,
      pagination: pageOf(res, input),
      next_steps: ['project.service_account_get for one service account', 'project.service_account_pat_list to review its access tokens'],
    };
    return respond(out, renderServiceAccountList(out, project_id));
  }
}
