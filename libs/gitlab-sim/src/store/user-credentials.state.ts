import { createHash } from 'node:crypto';

/** A user's public SSH key with the fingerprints OpenSSH computes from it. */
export interface SimSshKey {
  id: number;
  userId: number;
  title: string;
  key: string;
  /** `SHA256:` and the unpadded base64 SHA-256 digest of the decoded key body. */
  fingerprintSha256: string;
  /** The MD5 digest of the decoded key body as colon-separated hex pairs. */
  fingerprintMd5: string;
  usageType: 'auth' | 'signing' | 'auth_and_signing';
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
}

/** A user's GPG public key. */
export interface SimGpgKey {
  id: number;
  userId: number;
  key: string;
  createdAt: string;
}

/** A secondary email address; `confirmedAt` stays null until the confirmation link is followed. */
export interface SimEmail {
  id: number;
  userId: number;
  email: string;
  confirmedAt: string | null;
}

/**
 * What the `tokens` list cannot hold about a token created through the users API: whether it is an
 * impersonation token, and all its scopes (the authenticating list keeps only the ones the guard reads).
 */
export interface SimUserTokenInfo {
  tokenId: number;
  impersonation: boolean;
  scopes: string[];
}

/** Users' SSH and GPG keys, secondary emails and the tokens created through the users API. */
export interface SimUserCredentials {
  sshKeys: SimSshKey[];
  gpgKeys: SimGpgKey[];
  emails: SimEmail[];
  tokenInfo: SimUserTokenInfo[];
  nextSshKeyId: number;
  nextGpgKeyId: number;
  nextEmailId: number;
}

const SSH_KEY_TYPES = new Set([
  'ssh-rsa',
  'ssh-dss',
  'ssh-ed25519',
  'ecdsa-sha2-nistp256',
  'ecdsa-sha2-nistp384',
  'ecdsa-sha2-nistp521',
  'sk-ssh-ed25519@openssh.com',
  'sk-ecdsa-sha2-nistp256@openssh.com',
]);

/**
 * The fingerprints of an OpenSSH public key line (`<type> <base64> [comment]`), or undefined when the line is
 * not one: the body must be base64 whose decoded blob starts with the length-prefixed key type, as OpenSSH checks.
 */
export function sshFingerprints(key: string): { sha256: string; md5: string } | undefined {
  const [type, body] = key.trim().split(/\s+/);
  if (!type || !body || !SSH_KEY_TYPES.has(type) || !/^[A-Za-z0-9+/]+={0,2}$/.test(body)) return undefined;
  const blob = Buffer.from(body, 'base64');
  if (blob.length < 4 + type.length) return undefined;
  const length = blob.readUInt32BE(0);
  if (length !== type.length || blob.subarray(4, 4 + length).toString('latin1') !== type) return undefined;
  const sha256 = `SHA256:${createHash('sha256').update(blob).digest('base64').replace(/=+$/, '')}`;
  const md5 = (createHash('md5').update(blob).digest('hex').match(/../g) ?? []).join(':');
  return { sha256, md5 };
}

/** GitLab's format check of a GPG public key. */
export function isArmoredGpgKey(key: string): boolean {
  return /^-----BEGIN PGP PUBLIC KEY BLOCK-----[\s\S]+-----END PGP PUBLIC KEY BLOCK-----\s*$/.test(key.trim());
}
