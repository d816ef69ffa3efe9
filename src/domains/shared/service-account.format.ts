import { card, nextStepsBlock, paginationLine, table } from '@gitlab-mcp/action-kit';
import type { NewAccessTokenDto } from './access-token.dto.js';
import { renderAccessTokenTable, renderNewAccessTokenCard } from './access-token.format.js';
import type { ServiceAccountDto, ServiceAccountListDto, ServiceAccountTokenListDto } from './service-account.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

/** A page of service accounts; `owner` names where they live (e.g. "project 42", "group my-org"). */
export function renderServiceAccountList(list: ServiceAccountListDto, owner: string): string {
  return (
    table(
      `Service accounts of ${owner}`,
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
    steps(list)
  );
}

export function renderServiceAccount(a: ServiceAccountDto, heading = 'Service account'): string {
  return (
    card(`${heading} ${a.username ?? a.id}`, [
      ['ID', a.id],
      ['Username', a.username],
      ['Name', a.name],
      ['Email', a.email],
      ['Unconfirmed email', a.unconfirmed_email],
      ['Public email', a.public_email],
    ]) + steps(a)
  );
}

export function renderServiceAccountTokenList(list: ServiceAccountTokenListDto, userId: number): string {
  return renderAccessTokenTable(`Access tokens of service account ${userId}`, list.tokens, 'No access tokens match.', list.pagination) + steps(list);
}

/** A new or rotated token: its details, the value once, and the warning that it will not be shown again. */
export function renderServiceAccountNewToken(t: NewAccessTokenDto, heading: string): string {
  return renderNewAccessTokenCard(t, heading, 'Service account') + steps(t);
}
