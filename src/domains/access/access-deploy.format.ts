import { card, formatDate, nextStepsBlock, paginationLine, table, untrusted } from '@gitlab-mcp/action-kit';
import type { DeployKeyDto } from '../shared/deploy-key.dto.js';
import type { DeployTokenDto, NewDeployTokenDto } from '../shared/deploy-token.dto.js';
import { framedLines } from '../shared/long-text.js';
import { secretOnceBlock } from '../shared/secret-once.js';
import type { AccessRemovalDto, DeployKeyListDto, DeployTokenListDto } from './dto/access-results.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);
const projectsOf = (list: DeployKeyDto['projects_with_write_access']): string[] => (list ?? []).map((p) => p.path_with_namespace ?? String(p.id));

export function renderDeployKeyList(list: DeployKeyListDto, heading: string): string {
  return (
    table(
      heading,
      [
        { header: 'ID', value: (k: DeployKeyDto) => k.id },
        { header: 'Fingerprint (SHA256)', value: (k) => k.fingerprint_sha256 ?? k.fingerprint },
        { header: 'Can push', value: (k) => k.can_push },
        { header: 'Expires', value: (k) => formatDate(k.expires_at) },
        { header: 'Last used', value: (k) => formatDate(k.last_used_at) },
      ],
      list.deploy_keys,
      'No deploy keys.',
    ) +
    framedLines('Titles', list.deploy_keys.map((k) => [String(k.id), k.title])) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderDeployKey(k: DeployKeyDto, heading = 'Deploy key'): string {
  const title = k.title ? `\n\n${untrusted('Title', k.title)}` : '';
  return (
    card(`${heading} ${k.id}`, [
      ['ID', k.id],
      ['Fingerprint (SHA256)', k.fingerprint_sha256],
      ['Fingerprint (MD5)', k.fingerprint],
      ['Usage', k.usage_type],
      ['Can push', k.can_push],
      ['Created', formatDate(k.created_at)],
      ['Expires', formatDate(k.expires_at)],
      ['Last used', formatDate(k.last_used_at)],
      ['Write access in', projectsOf(k.projects_with_write_access)],
      ['Read-only access in', projectsOf(k.projects_with_readonly_access)],
    ]) +
    title +
    steps(k)
  );
}

export function renderDeployTokenList(list: DeployTokenListDto, heading: string): string {
  return (
    table(
      heading,
      [
        { header: 'ID', value: (t: DeployTokenDto) => t.id },
        { header: 'Name', value: (t) => t.name },
        { header: 'Username', value: (t) => t.username },
        { header: 'Scopes', value: (t) => t.scopes ?? [] },
        { header: 'Expires', value: (t) => formatDate(t.expires_at) },
        { header: 'State', value: (t) => deployTokenState(t) },
      ],
      list.deploy_tokens,
      'No deploy tokens.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

function deployTokenState(t: DeployTokenDto): string {
  if (t.revoked) return 'revoked';
  return t.expired ? 'expired' : 'active';
}

const deployTokenRows = (t: DeployTokenDto): [string, string | number | string[] | undefined][] => [
  ['ID', t.id],
  ['Name', t.name],
  ['Username', t.username],
  ['Scopes', t.scopes ?? []],
  ['Expires', t.expires_at ? formatDate(t.expires_at) : 'never'],
  ['State', deployTokenState(t)],
];

export function renderDeployToken(t: DeployTokenDto): string {
  return card(`Deploy token ${t.name ?? t.id}`, deployTokenRows(t)) + steps(t);
}

/** A deploy token just created: its details, the value once, and the warning that it is never shown again. */
export function renderNewDeployToken(t: NewDeployTokenDto): string {
  return card(`Deploy token created: ${t.name ?? t.id}`, deployTokenRows(t)) + secretOnceBlock(t.token) + steps(t);
}

export function renderRemoval(r: AccessRemovalDto, heading: string): string {
  return card(heading, [['Where', r.resource], ['ID', r.id], ['Result', r.message]]) + steps(r);
}
