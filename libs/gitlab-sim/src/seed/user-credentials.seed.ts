import { mintedSecret } from '../store/minted-secret';
import type { SimToken } from '../store/sim-model.interface';
import { sshFingerprints, type SimSshKey, type SimUserCredentials } from '../store/user-credentials.state';

/** The id of bob's seeded impersonation token (on the `tokens` list). */
export const SEEDED_IMPERSONATION_TOKEN_ID = 106;

const DEMO_GPG_KEY = [
  '-----BEGIN PGP PUBLIC KEY BLOCK-----',
  '',
  'mDMEZW1vZGVtbxYJKwYBBAHaRw8BAQdAZGVtby11c2VyLWdwZy1rZXktZm9yLXNpbXVsYXRvcg',
  'tBhEZW1vIFVzZXIgPGRlbW9AZXhhbXBsZS5jb20+',
  '=sim1',
  '-----END PGP PUBLIC KEY BLOCK-----',
].join('\n');

function sshKey(id: number, userId: number, title: string, key: string, usageType: SimSshKey['usageType'], createdAt: string): SimSshKey {
  const fingerprints = sshFingerprints(key);
  if (!fingerprints) throw new Error(`seed SSH key ${id} is not an OpenSSH public key`);
  return { id, userId, title, key, fingerprintSha256: fingerprints.sha256, fingerprintMd5: fingerprints.md5, usageType, createdAt, expiresAt: null, lastUsedAt: null };
}

/** demo's laptop key and GPG key, alice's workstation key, demo's and bob's secondary emails. */
export function seedUserCredentials(): SimUserCredentials {
  return {
    sshKeys: [
      sshKey(1, 1, 'demo laptop', 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAILbSUuynPOmzFlTpLTR43DeKPIc8F00BIzTjYIjvpcRk demo@laptop', 'auth_and_signing', '2025-03-10T09:00:00.000Z'),
      sshKey(2, 3, 'alice workstation', 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIAM3Zxik/6fZVNyQDLQ5VuhdBC1+LHtiE+PU6PwCvfvW alice@workstation', 'auth', '2025-04-02T14:30:00.000Z'),
    ],
    gpgKeys: [{ id: 1, userId: 1, key: DEMO_GPG_KEY, createdAt: '2025-03-11T10:00:00.000Z' }],
    emails: [
      { id: 1, userId: 1, email: 'demo.work@example.com', confirmedAt: '2025-03-12T08:00:00.000Z' },
      { id: 2, userId: 1, email: 'demo.pending@example.com', confirmedAt: null },
      { id: 3, userId: 4, email: 'bob.ops@example.org', confirmedAt: '2025-05-20T12:00:00.000Z' },
    ],
    tokenInfo: [{ tokenId: SEEDED_IMPERSONATION_TOKEN_ID, impersonation: true, scopes: ['read_api'] }],
    nextSshKeyId: 2,
    nextGpgKeyId: 1,
    nextEmailId: 3,
  };
}

/** The impersonation token an administrator created for bob (its value is never presented). */
export function seedImpersonationToken(): SimToken {
  return {
    id: SEEDED_IMPERSONATION_TOKEN_ID,
    name: 'support-session',
    value: mintedSecret('glpat', SEEDED_IMPERSONATION_TOKEN_ID),
    userId: 4,
    scopes: ['read_api'],
    createdAt: '2025-06-01T09:00:00.000Z',
    expiresAt: '2026-06-01',
    lastUsedAt: null,
    expired: false,
    revoked: false,
    description: 'Investigating a support ticket as bob',
  };
}
