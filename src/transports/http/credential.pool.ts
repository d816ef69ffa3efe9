import { isTokenRejected, type FailedRequest } from '@gitlab-mcp/errors';
import { GitlabClientFactory, GitlabRequestFailureError, type GitlabClient, type GitlabClientOptions } from '@gitlab-mcp/gitlab-client';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import { SERVER_CONFIG, type ServerConfig } from '../../config/index.js';
import { APP_LOGGER } from '../../logging/logging.constants.js';
import { CredentialViewBuilder, type DiscoveredView } from '../../mcp/credential-view.builder.js';
import { CredentialLimitsFactory, type CredentialLimits } from '../../rate-limit/index.js';
import { countPoolEviction, observeCredentialPool } from '../../telemetry/index.js';
import { RejectedCredentials } from './rejected-credentials.js';
import { RejectedTokenClient } from './rejected-token.client.js';
import { credentialKey } from './request-credential.js';

/** One credential's pool entry: its client, the view discovered for it and its rate-limit buckets. */
interface PoolEntry {
  readonly key: string;
  readonly client: GitlabClient;
  readonly options: GitlabClientOptions;
  /** Discovery, started by the first request that needs the credential view. */
  built: Promise<DiscoveredView> | undefined;
  /** Created with the entry and never shared; undefined when the limiter is off. */
  readonly limits: CredentialLimits | undefined;
  lastUsed: number;
}

/** A request's hold on its credential's pool entry: the entry's key, its view (discovered on demand) and its rate-limit buckets. */
export interface PoolLease {
  /** Hash of token + GitLab URL: the entry's key, also the owner of stateful sessions. */
  readonly key: string;
  /** The credential view, discovering the credential's identity on first use (never for a refused request). */
  view(): Promise<DiscoveredView>;
  readonly limits: CredentialLimits | undefined;
  /** GitLab rejected this credential moments ago (its calls replay GitLab's 401). */
  readonly rejected: boolean;
}

/** Longest pause between sweeps of idle entries. */
const MAX_SWEEP_MS = 60_000;

/**
 * Credentials in use, keyed by a hash of token + GitLab URL, least recently used first.
 * Each entry discovers its identity once; its surface is shared with every credential of the
 * same configuration shape. A 401 naming the token ends an entry at once, a plain 401 after a
 * re-check (E-16), and the rejection is remembered for a minute (each call still reports GitLab's
 * 401, replayed) so a retry storm costs GitLab nothing; idle entries are swept after GITLAB_MCP_POOL_IDLE_TIMEOUT. Discovery starts with the
 * first request that needs the credential view, so a request refused earlier causes no GitLab traffic.
 */
@Injectable()
export class CredentialPool implements OnModuleDestroy {
  private readonly entries = new Map<string, PoolEntry>();
  /** Credentials GitLab rejected a moment ago, served without asking GitLab again. */
  private readonly rejected = new RejectedCredentials();
  private readonly sweeper: NodeJS.Timeout | undefined;

  constructor(
    @Inject(SERVER_CONFIG) private readonly config: ServerConfig,
    @Inject(APP_LOGGER) private readonly logger: Logger,
    private readonly clients: GitlabClientFactory,
    private readonly builder: CredentialViewBuilder,
    private readonly limits: CredentialLimitsFactory,
  ) {
    const idle = config.poolIdleTimeoutMs;
    if (idle > 0) {
      this.sweeper = setInterval(() => this.sweep(Date.now()), Math.min(MAX_SWEEP_MS, Math.max(1000, idle / 2)));
      this.sweeper.unref();
    }
    observeCredentialPool(() => this.entries.size, config.maxHttpClients);
  }

  get size(): number {
    return this.entries.size;
  }

  /** The entry's view and rate-limit buckets, creating the entry for a new credential. */
  acquire(token: string, gitlabUrl: string, tokenKind: GitlabClientOptions['tokenKind'] = 'access-token'): PoolLease {
    const key = credentialKey(token, gitlabUrl);
    const now = Date.now();
    const remembered = this.rejected.find(key, now);
    if (remembered) return { key, view: () => remembered.built, limits: remembered.limits, rejected: true };
    let entry = this.entries.get(key);
    if (entry && this.isIdle(entry, now)) {
      this.entries.delete(key);
      entry = undefined;
    }
    if (entry) this.entries.delete(key);
    else entry = this.create(key, token, gitlabUrl, now, tokenKind);
    entry.lastUsed = now;
    this.entries.set(key, entry);
    while (this.entries.size > this.config.maxHttpClients) {
      this.entries.delete(this.entries.keys().next().value as string);
      countPoolEviction('capacity');
    }
    const leased = entry;
    return { key, view: () => this.built(leased), limits: entry.limits, rejected: false };
  }

  onModuleDestroy(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    this.entries.clear();
    this.rejected.clear();
  }

  private create(key: string, token: string, gitlabUrl: string, now: number, tokenKind: GitlabClientOptions['tokenKind']): PoolEntry {
    const options: GitlabClientOptions = {
      baseUrl: gitlabUrl,
      token,
      tokenKind,
      skipTlsVerify: this.config.skipTlsVerify,
      retryBaseDelayMs: this.config.retryBaseDelayMs,
      destination: { operatorNamed: this.config.gitlabUrls.includes(gitlabUrl), allowPrivate: this.config.allowPrivateInstances },
    };
    return { key, client: this.clients.create(options), options, built: undefined, limits: this.limits.create(key), lastUsed: now };
  }

  /** The entry's discovery, started on first use and shared by every request of the credential. */
  private built(entry: PoolEntry): Promise<DiscoveredView> {
    if (entry.built) return entry.built;
    const built = this.builder.build(entry.client).then((b) => {
      if (b.verdict.status === 'rejected') this.reject(entry, b.verdict.rejection ?? { transport: 'rest', method: 'GET', url: entry.options.baseUrl, status: 401 }, 'rejected');
      else if (b.verdict.status === 'unreachable') this.drop(entry, b.verdict.status);
      const session = { ...b.view.session, onUnauthorized: (failure: FailedRequest) => void this.unauthorized(entry, failure) };
      return { ...b, view: { ...b.view, session } };
    });
    built.catch(() => this.drop(entry, 'failed'));
    entry.built = built;
    return built;
  }

  /** E-16: the token-rejected verdict ends the entry at once; a plain 401 is re-checked first. */
  private async unauthorized(entry: PoolEntry, failure: FailedRequest): Promise<void> {
    if (isTokenRejected(failure)) return this.reject(entry, failure, 'token rejected');
    try {
      await entry.client.rest({ method: 'GET', path: '/user' });
    } catch (e) {
      if (e instanceof GitlabRequestFailureError && e.failure.status === 401) this.reject(entry, e.failure, 'token rejected on re-check');
    }
  }

  /**
   * Ends the entry and remembers the rejection: for a while the credential is served its last
   * view over a client that replays GitLab's 401 (each call reports E-15), asking GitLab nothing.
   */
  private reject(entry: PoolEntry, failure: FailedRequest, reason: string): void {
    if (!entry.built) return;
    const client = new RejectedTokenClient(entry.options, { status: failure.status, body: failure.body, contentType: failure.contentType });
    const built = entry.built.then((b) => ({ ...b, view: { ...b.view, session: { client, identity: b.view.session.identity } } }));
    built.catch(() => undefined);
    this.rejected.remember(entry.key, { built, limits: entry.limits });
    this.drop(entry, reason);
  }

  private drop(entry: PoolEntry, reason: string): void {
    if (this.entries.get(entry.key) !== entry) return;
    this.entries.delete(entry.key);
    countPoolEviction(reason);
    this.logger.info({ credential: entry.key.slice(0, 12), reason }, 'pooled credential ended');
  }

  private isIdle(entry: PoolEntry, now: number): boolean {
    return this.config.poolIdleTimeoutMs > 0 && now - entry.lastUsed > this.config.poolIdleTimeoutMs;
  }

  private sweep(now: number): void {
    for (const entry of this.entries.values()) if (this.isIdle(entry, now)) this.drop(entry, 'idle');
  }
}
