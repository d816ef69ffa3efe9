import { createHash, createHmac } from 'node:crypto';
import type { ServerConfig } from '../config/index.js';

/** Domain separation: this key derivation is for rate-limit keys only. */
const PURPOSE = 'gitlab-mcp rate-limit keys\0';

/**
 * What names a credential in the shared store: an HMAC-SHA256 of its pool key (itself a hash of
 * token + GitLab URL), so neither the token nor a plain hash of it is ever a Redis key or value.
 * Replicas must derive the same names: the secret is `GITLAB_MCP_RATE_LIMIT_KEY_SALT` when set,
 * else the password of the Redis URL they all share, else none (then the name is still a keyed
 * digest of a hash, never the token, but anyone with a token and Redis access could find its keys).
 */
export class CredentialDigest {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHash('sha256').update(PURPOSE).update(secret).digest();
  }

  /** From the secret replicas agree on: the configured salt, else the Redis URL's password, else none. */
  static fromConfig(config: Pick<ServerConfig, 'rateLimitKeySalt' | 'redisUrl'>): CredentialDigest {
    if (config.rateLimitKeySalt !== undefined) return new CredentialDigest(config.rateLimitKeySalt);
    return new CredentialDigest(config.redisUrl === undefined ? '' : decodeURIComponent(new URL(config.redisUrl).password));
  }

  /** @param credential the credential's pool key, or any other name of a caller */
  of(credential: string): string {
    return createHmac('sha256', this.key).update(credential).digest('base64url');
  }
}
