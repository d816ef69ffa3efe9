import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
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

@Domain(PIPELINE_DOMAIN)
@Injectable()
export class PipelineResourceGroupActions {
  @Action({
    id: 'pipeline.resource_group_list', title: 'List resource groups', tier: 'free', readOnly: true, destructive: false,
    description: 'List the resource groups of a project: locks that make jobs sharing a key (e.g. deployments to production) run one at a time.',
    keywords: ['concurrency', 'mutex', 'serialize deploys', 'queue'],
    input: ListResourceGroupsDto, output: ResourceGroupListDto, operation: 'resourceGroupList', route: 'GET /projects/:id/resource_groups',
    hints: [{ text: 'verify project_id; use project.list to find the project', statuses: [404] }],
    example: { project_id: '42' },
    reply: { list: 'resource_groups', render: (out, input) => renderResourceGroupList(out, input.project_id), nextSteps: ['pipeline.resource_group_upcoming_jobs for the jobs waiting for one', 'pipeline.resource_group_edit to change its process mode'] },
  })
  readonly list?: Declared;

  @Action({
    id: 'pipeline.resource_group_get', title: 'Get a resource group', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one resource group of a project by key, with its process mode.',
    keywords: ['concurrency', 'mutex', 'lock'],
    input: ResourceGroupRefDto, output: ResourceGroupDto, operation: 'resourceGroupGet', route: 'GET /projects/:id/resource_groups/:key',
    notFound: {
      resource: 'Resource Group',
      identifier: '"{key}" in project {project_id}',
      nextSteps: ["Use action 'pipeline.resource_group_list' to list the project's resource groups"],
    },
    example: { project_id: '42', key: 'production' },
    reply: { render: (out) => renderResourceGroup(out), nextSteps: ['pipeline.resource_group_upcoming_jobs for the jobs waiting for it'] },
  })
  readonly get?: Declared;

  @Action({
    id: 'pipeline.resource_group_edit', title: 'Edit a resource group', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: 'Change the process mode of a resource group: the order in which waiting jobs get it (unordered, oldest_first, newest_first, newest_ready_first).',
    keywords: ['concurrency', 'mutex', 'ordering', 'queue order'],
    input: EditResourceGroupDto, output: ResourceGroupDto, operation: 'resourceGroupEdit', route: 'PUT /projects/:id/resource_groups/:key',
    hints: [GROUP_HINT, { text: 'editing resource groups needs the Maintainer role', statuses: [401, 403], namesRole: true }],
    example: { project_id: '42', key: 'production', process_mode: 'oldest_first' },
    reply: { render: (out) => renderResourceGroup(out, 'Resource group updated:'), nextSteps: ['pipeline.resource_group_upcoming_jobs to see the new order'] },
  })
  readonly edit?: Declared;

  @Action({
    id: 'pipeline.resource_group_upcoming_jobs', title: 'List jobs waiting for a resource group', tier: 'free', readOnly: true, destructive: false,
    description: 'List the jobs waiting for a resource group, in the order they will get it (why is my deploy job waiting?).',
    keywords: ['queued jobs', 'stuck deploy', 'blocked', 'pending', 'concurrency'],
    input: ListUpcomingJobsDto, output: UpcomingJobListDto, operation: 'resourceGroupUpcomingJobs', route: 'GET /projects/:id/resource_groups/:key/upcoming_jobs',
    hints: [GROUP_HINT],
    example: { project_id: '42', key: 'production' },
    reply: { list: 'jobs', render: (out, input) => renderUpcomingJobs(out, input.key), nextSteps: ['job.get for one job', 'job.cancel to drop a waiting job'] },
  })
  readonly upcomingJobs?: Declared;
}
