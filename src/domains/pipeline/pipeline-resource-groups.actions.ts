import { Action, Domain, pageOf, respond, type ActionContext, type ActionResult } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import type { JobBasicDto } from '../shared/ci-job.dto.js';
import { projectPath, segment } from '../shared/project-ref.js';
import {
  EditResourceGroupDto,
  ListResourceGroupsDto,
  ListUpcomingJobsDto,
  ResourceGroupDto,
  ResourceGroupListDto,
  ResourceGroupRefDto,
  UpcomingJobListDto,
} from './dto/resource-group.dto.js';
import { PIPELINE_DOMAIN } from './pipeline.domain.js';
import { renderResourceGroup, renderResourceGroupList, renderUpcomingJobs } from './pipeline-resource-groups.format.js';

const GROUP_HINT = { text: 'the resource group may not exist; use pipeline.resource_group_list (jobs create them through resource_group)', statuses: [404] };

function groupPath(projectId: string, key: string): string {
  return `${projectPath(projectId)}/resource_groups/${segment(key)}`;
}

@Domain(PIPELINE_DOMAIN)
@Injectable()
export class PipelineResourceGroupActions {
  @Action({
    id: 'pipeline.resource_group_list',
    title: 'List resource groups',
    description: 'List the resource groups of a project: locks that make jobs sharing a key (e.g. deployments to production) run one at a time.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ListResourceGroupsDto,
    output: ResourceGroupListDto,
    operation: 'resourceGroupList',
    route: 'GET /projects/:id/resource_groups',
    hints: [{ text: 'verify project_id; use project.list to find the project', statuses: [404] }],
    example: { project_id: '42' },
  })
  async list(input: ListResourceGroupsDto, ctx: ActionContext): Promise<ActionResult<ResourceGroupListDto>> {
    const res = await ctx.gitlab.rest<ResourceGroupDto[]>({
      method: 'GET',
      path: `${projectPath(input.project_id)}/resource_groups`,
      query: { page: input.page, per_page: input.per_page },
      signal: ctx.signal,
    });
    const out: ResourceGroupListDto = {
      resource_groups: res.data,
      pagination: pageOf(res, input),
      next_steps: ['pipeline.resource_group_upcoming_jobs for the jobs waiting for one', 'pipeline.resource_group_edit to change its process mode'],
    };
    return respond(out, renderResourceGroupList(out, input.project_id));
  }

  @Action({
    id: 'pipeline.resource_group_get',
    title: 'Get a resource group',
    description: 'Get one resource group of a project by key, with its process mode.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ResourceGroupRefDto,
    output: ResourceGroupDto,
    operation: 'resourceGroupGet',
    route: 'GET /projects/:id/resource_groups/:key',
    notFound: {
      resource: 'Resource Group',
      identifier: '"{key}" in project {project_id}',
      nextSteps: ["Use action 'pipeline.resource_group_list' to list the project's resource groups"],
    },
    example: { project_id: '42', key: 'production' },
  })
  async get(input: ResourceGroupRefDto, ctx: ActionContext): Promise<ActionResult<ResourceGroupDto>> {
    const res = await ctx.gitlab.rest<ResourceGroupDto>({ method: 'GET', path: groupPath(input.project_id, input.key), signal: ctx.signal });
    const out: ResourceGroupDto = { ...res.data, next_steps: ['pipeline.resource_group_upcoming_jobs for the jobs waiting for it'] };
    return respond(out, renderResourceGroup(out));
  }

  @Action({
    id: 'pipeline.resource_group_edit',
    title: 'Edit a resource group',
    description: 'Change the process mode of a resource group: the order in which waiting jobs get it (unordered, oldest_first, newest_first, newest_ready_first).',
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: EditResourceGroupDto,
    output: ResourceGroupDto,
    operation: 'resourceGroupEdit',
    route: 'PUT /projects/:id/resource_groups/:key',
    hints: [GROUP_HINT, { text: 'editing resource groups needs the Maintainer role', statuses: [401, 403], namesRole: true }],
    example: { project_id: '42', key: 'production', process_mode: 'oldest_first' },
  })
  async edit(input: EditResourceGroupDto, ctx: ActionContext): Promise<ActionResult<ResourceGroupDto>> {
    const res = await ctx.gitlab.rest<ResourceGroupDto>({ method: 'PUT', path: groupPath(input.project_id, input.key), body: { process_mode: input.process_mode }, signal: ctx.signal });
    const out: ResourceGroupDto = { ...res.data, next_steps: ['pipeline.resource_group_upcoming_jobs to see the new order'] };
    return respond(out, renderResourceGroup(out, 'Resource group updated:'));
  }

  @Action({
    id: 'pipeline.resource_group_upcoming_jobs',
    title: 'List jobs waiting for a resource group',
    description: 'List the jobs waiting for a resource group, in the order they will get it (why is my deploy job waiting?).',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ListUpcomingJobsDto,
    output: UpcomingJobListDto,
    operation: 'resourceGroupUpcomingJobs',
    route: 'GET /projects/:id/resource_groups/:key/upcoming_jobs',
    hints: [GROUP_HINT],
    example: { project_id: '42', key: 'production' },
  })
  async upcomingJobs(input: ListUpcomingJobsDto, ctx: ActionContext): Promise<ActionResult<UpcomingJobListDto>> {
    const res = await ctx.gitlab.rest<JobBasicDto[]>({
      method: 'GET',
      path: `${groupPath(input.project_id, input.key)}/upcoming_jobs`,
      query: { page: input.page, per_page: input.per_page },
      signal: ctx.signal,
    });
    const out: UpcomingJobListDto = { jobs: res.data, pagination: pageOf(res, input), next_steps: ['job.get for one job', 'job.cancel to drop a waiting job'] };
    return respond(out, renderUpcomingJobs(out, input.key));
  }
}
