import { card, formatDate, nextStepsBlock, paginationLine, table } from '@gitlab-mcp/action-kit';
import type { AccessTokenDto } from '../shared/access-token.dto.js';
import { accessTokenState } from '../shared/access-token.js';
import { framedLines } from '../shared/long-text.js';
import { framedValue } from '../shared/merge-request.framing.js';
import type {
  CredentialPatListDto,
  CredentialSshKeyDto,
  CredentialSshKeyListDto,
  GroupCredentialOutcomeDto,
  GroupSecuritySettingsDto,
  SshCertificateDto,
  SshCertificateListDto,
} from './dto/group-credentials.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);
const page = (p: { pagination: Parameters<typeof paginationLine>[0] }): string => `\n\n${paginationLine(p.pagination)}`;

export function renderSshCertificateList(list: SshCertificateListDto, group: string): string {
  return (
    table(
      `SSH certificate authorities of group ${group}`,
      [
        { header: 'ID', value: (c: SshCertificateDto) => c.id },
        { header: 'Created', value: (c) => formatDate(c.created_at) },
      ],
      list.ssh_certificates,
      'No SSH certificates.',
    ) +
    framedLines('Titles', list.ssh_certificates.map((c) => [`${c.id ?? ''}`, c.title])) +
    page(list) +
    steps(list)
  );
}

export function renderSshCertificate(c: SshCertificateDto): string {
  return card(`SSH certificate ${c.id ?? ''} added`, [['ID', c.id], ['Public key', c.key], ['Created', formatDate(c.created_at)]]) + framedValue('Title', c.title) + steps(c);
}

export function renderCredentialPatList(list: CredentialPatListDto, group: string): string {
  return (
    table(
      `Personal access tokens of the members of group ${group}`,
      [
        { header: 'ID', value: (t: AccessTokenDto) => t.id },
        { header: 'Name', value: (t) => t.name },
        { header: 'User', value: (t) => t.user_id },
        { header: 'State', value: (t) => accessTokenState(t) },
        { header: 'Scopes', value: (t) => t.scopes ?? [] },
        { header: 'Expires', value: (t) => t.expires_at },
        { header: 'Last used', value: (t) => formatDate(t.last_used_at) },
      ],
      list.tokens,
      'No personal access tokens match.',
    ) +
    page(list) +
    steps(list)
  );
}

export function renderCredentialSshKeyList(list: CredentialSshKeyListDto, group: string): string {
  return (
    table(
      `SSH keys of the members of group ${group}`,
      [
        { header: 'ID', value: (k: CredentialSshKeyDto) => k.id },
        { header: 'User', value: (k) => k.user_id },
        { header: 'Usage', value: (k) => k.usage_type },
        { header: 'Expires', value: (k) => formatDate(k.expires_at) },
        { header: 'Last used', value: (k) => formatDate(k.last_used_at) },
      ],
      list.ssh_keys,
      'No SSH keys match.',
    ) +
    framedLines('Titles', list.ssh_keys.map((k) => [`${k.id}`, k.title])) +
    page(list) +
    steps(list)
  );
}

export function renderGroupCredentialOutcome(r: GroupCredentialOutcomeDto, heading: string): string {
  return card(heading, [['Group', r.group_id], ['Result', r.message]]) + steps(r);
}

export function renderGroupSecuritySettings(s: GroupSecuritySettingsDto): string {
  return (
    card(`Security settings of group ${s.group_id}`, [
      ['Secret push protection', s.secret_push_protection_enabled === undefined ? undefined : s.secret_push_protection_enabled ? 'on' : 'off'],
      ['Errors', s.errors ?? []],
    ]) + steps(s)
  );
}
