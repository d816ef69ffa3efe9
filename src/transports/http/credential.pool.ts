import { GitlabClientFactory, GitlabRequestFailure, type GitlabClient } from '@gitlab-mcp/gitlab-client';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import { SERVER_CONFIG, type ServerConfig } from '../../config/index.js';
import { APP_LOGGER } from '../../logging/logging.constants.js';
import { ServingStateBuilder, type BuiltState } from '../../mcp/serving-state.builder.js';
import { CredentialLimitsFactory, type CredentialLimits } from '../../rate-limit/index.js';
import { credentialKey } from './request-credential.js';

/** One credential's pool entry: its client, the state discovered for it and its rate-limit buckets. */
interface PoolEntry {
  readonly key: string;
  readonly client: GitlabClient;
  readonly built: Promise<BuiltState>;
  /** Created with the entry and never shared; undefined when the limiter is off. */
  readonly limits: CredentialLimits | undefined;
  lastUsed: number;
}

/** What a request of one credential is served from. */
export interface PoolLease {
  /** Hash of token + GitLab URL: the entry's key, also the owner of stateful sessions. */
  readonly key: string;
  readonly built: Promise<BuiltState>;
  readonly limits: CredentialLimits | undefined;
}

/** Longest pause between sweeps of idle entries. */
const MAX_SWEEP_MS = 60_000;

/**
 * Credentials in use, keyed by a hash of token + GitLab URL, least recently used first.
 * Each entry discovers its identity once; its surface is shared with every credential of the
 * same configuration shape. A 401 naming the token ends an entry at once, a plain 401 after a
 * re-check (E-16); idle entries are swept after GITLAB_MCP_POOL_IDLE_TIMEOUT.
 */
@Injectable()
export class CredentialPool implements OnModuleDestroy {
  private readonly entries = new Map<string, PoolEntry>();
  private readonly sweeper: NodeJS.Timeout | undefined;

  constructor(
    @Inject(SERVER_CONFIG) private readonly config: ServerConfig,
    @Inject(APP_LOGGER) private readonly logger: Logger,
    private readonly clients: GitlabClientFactory,
    private readonly builder: ServingStateBuilder,
    private readonly limits: CredentialLimitsFactory,
  ) {
    const idle = config.poolIdleTimeoutMs;
    if (idle > 0) {
      this.sweeper = setInterval(() => this.sweep(Date.now()), Math.min(MAX_SWEEP_MS, Math.max(1000, idle / 2)));
      this.sweeper.unref();
    }
  }

  get size(): number {
    return this.entries.size;
  }

  /** The entry's state and rate-limit buckets, creating the entry for a new credential. */
  acquire(token: string, gitlabUrl: string): PoolLease {
    const key = credentialKey(token, gitlabUrl);
    const now = Date.now();
    let entry = this.entries.get(key);
    if (entry && this.isIdle(entry, now)) {
      this.entries.delete(key);
      entry = undefined;
    }
    if (entry) this.entries.delete(key);
    else entry = this.create(key, token, gitlabUrl, now);
    entry.lastUsed = now;
    this.entries.set(key, entry);
    while (this.entries.size > this.config.maxHttpClients) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
    return { key, built: entry.built, limits: entry.limits };
  }

  onModuleDestroy(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    this.entries.clear();
  }

  private create(key: string, token: string, gitlabUrl: string, now: number): PoolEntry {
    const client = this.clients.create({
      baseUrl: gitlabUrl,
      token,
      skipTlsVerify: this.config.skipTlsVerify,
      retryBaseDelayMs: this.config.retryBaseDelayMs,
      destination: { operatorNamed: this.config.gitlabUrls.includes(gitlabUrl), allowPrivate: this.config.allowPrivateInstances },
    });
    let entry: PoolEntry;
    const built = this.builder.build(client).then((b) => {
      if (b.verdict.status === 'rejected' || b.verdict.status === 'unreachable') this.drop(entry, b.verdict.status);
      const session = { ...b.state.session, onUnauthorized: (rejected: boolean) => void this.unauthorized(entry, rejected) };
      return { ...b, state: { ...b.state, session } };
    });
    built.catch(() => this.drop(entry, 'failed'));
    entry = { key, client, built, limits: this.limits.create(), lastUsed: now };
    return entry;
  }

  /** E-16: the token-rejected verdict ends the entry at once; a plain 401 is re-checked first. */
  private async unauthorized(entry: PoolEntry, tokenRejected: boolean): Promise<void> {
    if (tokenRejected) return this.drop(entry, 'token rejected');
    try {
      await entry.client.rest({ method: 'GET', path: '/user' });
    } catch (e) {
      if (e instanceof GitlabRequestFailure && e.failure.status === 401) this.drop(entry, 'token rejected on re-check');
    }
  }

  private drop(entry: PoolEntry, reason: string): void {
    if (this.entries.get(entry.key) !== entry) return;
    this.entries.delete(entry.key);
    this.logger.info({ credential: entry.key.slice(0, 12), reason }, 'pooled credential ended');
  }

  private isIdle(entry: PoolEntry, now: number): boolean {
    return this.config.poolIdleTimeoutMs > 0 && now - entry.lastUsed > this.config.poolIdleTimeoutMs;
  }

  private sweep(now: number): void {
    for (const entry of this.entries.values()) if (this.isIdle(entry, now)) this.drop(entry, 'idle');
  }
}
