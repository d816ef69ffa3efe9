import { nextStepsBlock, paginationLine, table } from '@gitlab-mcp/action-kit';
import type { ServiceAccountDto, ServiceAccountListDto } from './dto/service-account.dto.js';

export function renderServiceAccountList(list: ServiceAccountListDto, project: string): string {
  return (
    table(
      `Service accounts of project ${project}`,
      [
        { header: 'ID', value: (a: ServiceAccountDto) => a.id },
        { header: 'Username', value: (a) => a.username },
        { header: 'Name', value: (a) => a.name },
        { header: 'Email', value: (a) => a.email },
        { header: 'Public email', value: (a) => a.public_email },
      ],
      list.service_accounts,
      'No service accounts.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    nextStepsBlock(list.next_steps ?? [])
  );
}
