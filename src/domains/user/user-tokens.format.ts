import { card, formatDate, nextStepsBlock } from '@gitlab-mcp/action-kit';
import type { NewAccessTokenDto } from '../shared/access-token.dto.js';
import { accessTokenState } from '../shared/access-token.js';
import { framedBlock } from '../shared/long-text.js';
import { renderAccessTokenTable, renderNewAccessTokenCard } from '../shared/access-token.format.js';
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
  return renderAccessTokenTable(`Impersonation tokens of user ${userId}`, list.tokens, 'No impersonation tokens match.', list.pagination) + steps(list);
}

/** A token just created: its details, the value once, and the warning that it will not be shown again. */
export function renderNewUserToken(t: NewAccessTokenDto, heading: string): string {
  return renderNewAccessTokenCard(t, heading, 'User') + steps(t);
}

export function renderTokenRevocation(r: TokenRevocationDto): string {
  return card(`Impersonation token ${r.token_id} revoked`, [['User', r.user_id], ['Result', r.message]]) + steps(r);
}
