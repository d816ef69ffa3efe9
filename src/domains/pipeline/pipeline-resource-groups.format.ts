import { card, formatDate, nextStepsBlock, paginationLine, table } from '@gitlab-mcp/action-kit';
import type { JobBasicDto } from '../shared/ci-job.dto.js';
import type { ResourceGroupDto, ResourceGroupListDto, UpcomingJobListDto } from './dto/resource-group.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

export function renderResourceGroup(g: ResourceGroupDto, heading = 'Resource group'): string {
  return card(`${heading} ${g.key}`, [['ID', g.id], ['Process mode', g.process_mode], ['Created', formatDate(g.created_at)], ['Updated', formatDate(g.updated_at)]]) + steps(g);
}

export function renderResourceGroupList(list: ResourceGroupListDto, project: string): string {
  return (
    table(
      `Resource groups of project ${project}`,
      [
        { header: 'Key', value: (g: ResourceGroupDto) => g.key },
        { header: 'Process mode', value: (g) => g.process_mode },
        { header: 'Updated', value: (g) => formatDate(g.updated_at) },
      ],
      list.resource_groups,
      'No resource groups (jobs create them through their resource_group keyword).',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderUpcomingJobs(list: UpcomingJobListDto, key: string): string {
  return (
    table(
      `Jobs waiting for resource group ${key}`,
      [
        { header: 'Job', value: (j: JobBasicDto) => j.id },
        { header: 'Name', value: (j) => j.name },
        { header: 'Status', value: (j) => j.status },
        { header: 'Ref', value: (j) => j.ref },
        { header: 'Pipeline', value: (j) => j.pipeline?.id },
        { header: 'Created', value: (j) => formatDate(j.created_at) },
      ],
      list.jobs,
      'No job is waiting for this resource group.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}
