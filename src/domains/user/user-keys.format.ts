import { card, formatDate, nextStepsBlock, paginationLine, table } from '@gitlab-mcp/action-kit';
import type { GpgKeyDto } from '../shared/gpg-key.dto.js';
import { framedLines } from '../shared/long-text.js';
import { framedValue } from '../shared/merge-request.framing.js';
import type { SshKeyDto, SshKeyWithUserDto } from '../shared/ssh-key.dto.js';
import type { CredentialDeletionDto, GpgKeyListDto, SshKeyListDto } from './dto/user-credential.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

/** The key type and comment of an OpenSSH public key, without the long base64 body. */
export function sshKeySummary(key: string | undefined): string | undefined {
  if (!key) return undefined;
  const [type, body, ...comment] = key.trim().split(/\s+/);
  const tail = body ? `…${body.slice(-8)}` : '';
  return [type, tail, comment.join(' ')].filter((p) => p).join(' ');
}

/** Who a key list belongs to: "the current user" or "user 7". */
export function keyOwner(userId: number | undefined): string {
  return userId === undefined ? 'the current user' : `user ${userId}`;
}

export function renderSshKey(k: SshKeyDto, heading = 'SSH key'): string {
  return (
    card(`${heading} ${k.id}`, [
      ['ID', k.id],
      ['Key', sshKeySummary(k.key)],
      ['Usage', k.usage_type],
      ['Created', formatDate(k.created_at)],
      ['Expires', k.expires_at ? formatDate(k.expires_at) : 'never'],
      ['Last used', formatDate(k.last_used_at)],
    ]) +
    framedValue('Title', k.title) +
    steps(k)
  );
}

export function renderSshKeyWithUser(k: SshKeyWithUserDto): string {
  const owner = k.user ? `${k.user.username ?? k.user.id} (ID ${k.user.id})` : undefined;
  return (
    card(`SSH key ${k.id}`, [
      ['ID', k.id],
      ['Owner', owner],
      ['Key', sshKeySummary(k.key)],
      ['Usage', k.usage_type],
      ['Created', formatDate(k.created_at)],
      ['Expires', k.expires_at ? formatDate(k.expires_at) : 'never'],
    ]) +
    framedValue('Title', k.title) +
    steps(k)
  );
}

export function renderSshKeyList(list: SshKeyListDto, userId?: number): string {
  return (
    table(
      `SSH keys of ${keyOwner(userId)}`,
      [
        { header: 'ID', value: (k: SshKeyDto) => k.id },
        { header: 'Key', value: (k) => sshKeySummary(k.key) },
        { header: 'Usage', value: (k) => k.usage_type },
        { header: 'Expires', value: (k) => (k.expires_at ? formatDate(k.expires_at) : 'never') },
        { header: 'Last used', value: (k) => formatDate(k.last_used_at) },
      ],
      list.keys,
      'No SSH keys.',
    ) +
    framedLines('Titles', list.keys.map((k) => [`${k.id}`, k.title])) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

/** The first line of an armored key that says what it is, and its length, never the whole block. */
function gpgKeySummary(key: string | undefined): string | undefined {
  if (!key) return undefined;
  return `${key.includes('BEGIN PGP PUBLIC KEY BLOCK') ? 'PGP public key block' : 'public key'}, ${key.length} characters`;
}

export function renderGpgKey(k: GpgKeyDto, heading = 'GPG key'): string {
  return card(`${heading} ${k.id}`, [['ID', k.id], ['Key', gpgKeySummary(k.key)], ['Created', formatDate(k.created_at)]]) + steps(k);
}

export function renderGpgKeyList(list: GpgKeyListDto, userId?: number): string {
  return (
    table(
      `GPG keys of ${keyOwner(userId)}`,
      [
        { header: 'ID', value: (k: GpgKeyDto) => k.id },
        { header: 'Key', value: (k) => gpgKeySummary(k.key) },
        { header: 'Created', value: (k) => formatDate(k.created_at) },
      ],
      list.keys,
      'No GPG keys.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

/** A deleted key or email address, and what that changes. */
export function renderCredentialDeletion(r: CredentialDeletionDto): string {
  return card(`${r.kind} ${r.id} deleted`, [['Owner', keyOwner(r.user_id)], ['Result', r.message]]) + steps(r);
}
