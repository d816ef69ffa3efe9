import { card, formatDate, nextStepsBlock, paginationLine, table } from '@gitlab-mcp/action-kit';
import type { NewAccessTokenDto } from '../shared/access-token.dto.js';
import { accessTokenState } from '../shared/access-token.js';
import { framedBlock } from '../shared/long-text.js';
import { secretOnceBlock } from '../shared/secret-once.js';
import type { ImpersonationTokenDto, ImpersonationTokenListDto, TokenRevocationDto } from './dto/user-credential.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

export function renderImpersonationToken(t: ImpersonationTokenDto): string {
  return (
    card(`Impersonation token ${t.name ?? t.id}`, [
      ['ID', t.id],
      ['Acts as user', t.user_id],
      ['State', accessTokenState(t)],
      ['Scopes', t.scopes ?? []],
      ['Created', formatDate(t.created_at)],
      ['Expires', t.expires_at],
      ['Last used', formatDate(t.last_used_at)],
      ['Last used from', t.last_used_ips ?? []],
    ]) +
    framedBlock('Description', t.description, 'structuredContent.description has it whole') +
    steps(t)
  );
}

export function renderImpersonationTokenList(list: ImpersonationTokenListDto, userId: number): string {
  return (
    table(
      `Impersonation tokens of user ${userId}`,
      [
        { header: 'ID', value: (t: ImpersonationTokenDto) => t.id },
        { header: 'Name', value: (t) => t.name },
        { header: 'State', value: (t) => accessTokenState(t) },
        { header: 'Scopes', value: (t) => t.scopes ?? [] },
        { header: 'Expires', value: (t) => t.expires_at },
        { header: 'Last used', value: (t) => formatDate(t.last_used_at) },
      ],
      list.tokens,
      'No impersonation tokens match.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

/** A token just created: its details, the value once, and the warning that it will not be shown again. */
export function renderNewUserToken(t: NewAccessTokenDto, heading: string): string {
  const details = card(`${heading} ${t.name ?? t.id}`, [
    ['ID', t.id],
    ['User', t.user_id],
    ['Scopes', t.scopes ?? []],
    ['Expires', t.expires_at],
    ['Created', formatDate(t.created_at)],
  ]);
  return details + framedBlock('Description', t.description, 'structuredContent.description has it whole') + secretOnceBlock(t.token) + steps(t);
}

export function renderTokenRevocation(r: TokenRevocationDto): string {
  return card(`Impersonation token ${r.token_id} revoked`, [['User', r.user_id], ['Result', r.message]]) + steps(r);
}
