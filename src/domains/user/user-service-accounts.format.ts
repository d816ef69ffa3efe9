import { card, paginationLine, table } from '@gitlab-mcp/action-kit';
import { secretOnceBlock } from '../shared/secret-once.js';
import type { ServiceAccountDto } from '../shared/service-account.dto.js';
import type { ServiceAccountListDto } from '../shared/service-account.dto.js';
import type { RunnerRegistrationDto } from './dto/runner.dto.js';
import { steps } from './user-profile.format.js';

export function renderRunnerCreated(r: RunnerRegistrationDto): string {
  return (
    card(`Runner ${r.id} created`, [['Token expires', r.token_expires_at ?? 'never']]) +
    secretOnceBlock(r.token, 'Runner authentication token') +
    '\n\nRegister the runner with it: `gitlab-runner register --url <instance URL> --token <the token>`.' +
    steps(r)
  );
}

export function renderServiceAccount(a: ServiceAccountDto, heading: string): string {
  return card(`${heading} @${a.username ?? a.id}`, [['ID', a.id], ['Name', a.name], ['Email', a.email], ['Public email', a.public_email]]) + steps(a);
}

export function renderServiceAccountList(list: ServiceAccountListDto): string {
  return (
    table(
      'Instance service accounts',
      [
        { header: 'ID', value: (a: ServiceAccountDto) => a.id },
        { header: 'Username', value: (a) => a.username },
        { header: 'Name', value: (a) => a.name },
        { header: 'Email', value: (a) => a.email },
      ],
      list.service_accounts,
      'The instance has no service accounts.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}
