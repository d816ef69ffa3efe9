import { card, formatDate, nextStepsBlock, paginationLine, table, untrusted } from '@gitlab-mcp/action-kit';
import type { AccessTokenDto, NewAccessTokenDto } from '../shared/access-token.dto.js';
import { accessTokenState } from '../shared/access-token.js';
import type { NewResourceAccessTokenDto, ResourceAccessTokenDto } from '../shared/resource-access-token.dto.js';
import { secretOnceBlock } from '../shared/secret-once.js';
import { roleLabel } from './access-roles.js';
import type { PersonalAccessTokenListDto, ResourceAccessTokenListDto } from './dto/access-results.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);
type AnyToken = AccessTokenDto & Partial<Pick<ResourceAccessTokenDto, 'access_level' | 'resource_id' | 'resource_type'>>;

const description = (t: AccessTokenDto): string => (t.description ? `\n\n${untrusted('Description', t.description)}` : '');

function tokenRows(t: AnyToken): [string, string | number | string[] | undefined][] {
  return [
    ['ID', t.id],
    ['Name', t.name],
    ['State', accessTokenState(t)],
    ['Scopes', t.scopes ?? []],
    ...(t.access_level === undefined ? [] : [['Role', roleLabel(t.access_level)] as [string, string | undefined]]),
    ...(t.resource_type === undefined ? [] : [['Belongs to', `${t.resource_type} ${t.resource_id ?? ''}`.trim()] as [string, string]]),
    ['User ID', t.user_id],
    ['Created', formatDate(t.created_at)],
    ['Expires', t.expires_at ?? 'never'],
    ['Last used', formatDate(t.last_used_at)],
  ];
}

function tokenTable(title: string, tokens: AnyToken[]): string {
  return table(
    title,
    [
      { header: 'ID', value: (t: AnyToken) => t.id },
      { header: 'Name', value: (t) => t.name },
      { header: 'State', value: (t) => accessTokenState(t) },
      { header: 'Scopes', value: (t) => t.scopes ?? [] },
      { header: 'Role', value: (t) => roleLabel(t.access_level) },
      { header: 'Expires', value: (t) => t.expires_at },
      { header: 'Last used', value: (t) => formatDate(t.last_used_at) },
    ],
    tokens,
    'No access tokens match.',
  );
}

export function renderResourceTokenList(list: ResourceAccessTokenListDto, where: string): string {
  return `${tokenTable(`Access tokens of ${where}`, list.tokens)}\n\n${paginationLine(list.pagination)}${steps(list)}`;
}

export function renderPersonalTokenList(list: PersonalAccessTokenListDto): string {
  return `${tokenTable('Personal access tokens', list.tokens)}\n\n${paginationLine(list.pagination)}${steps(list)}`;
}

/** One token, never its value. */
export function renderToken(t: AnyToken, heading: string): string {
  return card(`${heading} ${t.name ?? t.id}`, tokenRows(t)) + description(t) + steps(t);
}

/** A token just created or rotated: its details, what it replaced, the value once, and the warning. */
export function renderNewToken(t: (NewAccessTokenDto | NewResourceAccessTokenDto) & { message?: string }, heading: string): string {
  const notice = t.message ? `\n\n⚠️ ${t.message}` : '';
  return card(`${heading} ${t.name ?? t.id}`, tokenRows(t)) + description(t) + notice + secretOnceBlock(t.token) + steps(t);
}
