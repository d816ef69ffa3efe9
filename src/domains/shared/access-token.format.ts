import { card, formatDate, paginationLine, table, type PaginationDto } from '@gitlab-mcp/action-kit';
import type { AccessTokenDto, NewAccessTokenDto } from './access-token.dto.js';
import { accessTokenState } from './access-token.js';
import { framedBlock } from './long-text.js';
import { secretOnceBlock } from './secret-once.js';

/** A page of tokens, never their values: id, name, state, scopes, expiry and last use, then the page line. */
export function renderAccessTokenTable(title: string, tokens: readonly AccessTokenDto[], empty: string, pagination: PaginationDto): string {
  return (
    table(
      title,
      [
        { header: 'ID', value: (t: AccessTokenDto) => t.id },
        { header: 'Name', value: (t) => t.name },
        { header: 'State', value: (t) => accessTokenState(t) },
        { header: 'Scopes', value: (t) => t.scopes ?? [] },
        { header: 'Expires', value: (t) => t.expires_at },
        { header: 'Last used', value: (t) => formatDate(t.last_used_at) },
      ],
      [...tokens],
      empty,
    ) + `\n\n${paginationLine(pagination)}`
  );
}

/** A token just created or rotated: its details (`owner` labels its user), the value once, and the warning that it will not be shown again. */
export function renderNewAccessTokenCard(t: NewAccessTokenDto, heading: string, owner: string): string {
  const details = card(`${heading} ${t.name ?? t.id}`, [
    ['ID', t.id],
    [owner, t.user_id],
    ['Scopes', t.scopes ?? []],
    ['Expires', t.expires_at],
    ['Created', formatDate(t.created_at)],
  ]);
  return details + framedBlock('Description', t.description, 'structuredContent.description has it whole') + secretOnceBlock(t.token);
}
