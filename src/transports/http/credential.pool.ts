import { GitlabClientFactory, type GitlabClient } from '@gitlab-mcp/gitlab-client';
import { Inject, Injectable } from '@nestjs/common';
import { SERVER_CONFIG, type ServerConfig } from '../../config/index.js';
import { ServingStateBuilder, type BuiltState } from '../../mcp/serving-state.builder.js';
import { CredentialLimitsFactory, type CredentialLimits } from '../../rate-limit/index.js';
import { credentialKey } from './request-credential.js';

/** One credential's pool entry: its client, the state discovered for it and its rate-limit buckets. */
interface PoolEntry {
  readonly client: GitlabClient;
  readonly built: Promise<BuiltState>;
  /** Created with the entry and never shared; undefined when the limiter is off. */
  readonly limits: CredentialLimits | undefined;
  lastUsed: number;
}

/** What a request of one credential is served from. */
export interface PoolLease {
  readonly built: Promise<BuiltState>;
  readonly limits: CredentialLimits | undefined;
}

/**
 * Credentials in use, keyed by a hash of token + GitLab URL, least recently used first.
 * Each entry discovers its identity once; its surface is shared with every credential of the
 * same configuration shape.
 */
@Injectable()
export class CredentialPool {
  private readonly entries = new Map<string, PoolEntry>();

  constructor(
    @Inject(SERVER_CONFIG) private readonly config: ServerConfig,
    private readonly clients: GitlabClientFactory,
    private readonly builder: ServingStateBuilder,
    private readonly limits: CredentialLimitsFactory,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The entry's state, building it (behind its own readiness) for a new credential. */
  state(token: string, gitlabUrl: string): Promise<BuiltState> {
    return this.acquire(token, gitlabUrl).built;
  }

  /** The entry's state and rate-limit buckets, creating the entry for a new credential. */
  acquire(token: string, gitlabUrl: string): PoolLease {
    const key = credentialKey(token, gitlabUrl);
    const now = Date.now();
    let entry = this.entries.get(key);
    if (entry && this.config.poolIdleTimeoutMs > 0 && now - entry.lastUsed > this.config.poolIdleTimeoutMs) {
      this.entries.delete(key);
      entry = undefined;
    }
    if (entry) {
      this.entries.delete(key);
    } else {
      const client = this.clients.create({ baseUrl: gitlabUrl, token, skipTlsVerify: this.config.skipTlsVerify, retryBaseDelayMs: this.config.retryBaseDelayMs });
      const built = this.builder.build(client);
      built.catch(() => this.entries.delete(key));
      entry = { client, built, limits: this.limits.create(), lastUsed: now };
    }
    entry.lastUsed = now;
    this.entries.set(key, entry);
    while (this.entries.size > this.config.maxHttpClients) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    return { built: entry.built, limits: entry.limits };
  }
}
