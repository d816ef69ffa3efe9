import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { RedisFailureMode } from '../../config/index.js';
import { observeStoreFailures } from '../../telemetry/index.js';
import { LimitStoreUnavailableError } from '../limit-store.error.js';
import type { EdgeHitRecord, EdgeLimitStorage, SharedBucketStore } from '../limit-store.interface.js';
import { StoreCircuit } from '../store.circuit.js';
import { LIMIT_SCRIPTS } from './limit.scripts.js';

/** Bounds of one store operation: a dead Redis costs a request at most this, then the circuit opens. */
const CONNECT_TIMEOUT_MS = 1_000;
const COMMAND_TIMEOUT_MS = 250;
/** At most one warning about the store per interval (the counter keeps every failure). */
const WARNING_INTERVAL_MS = 60_000;
/** Every key this server writes starts with this. */
export const REDIS_KEY_PREFIX = 'gitlab-mcp:';

/** What the edge limits see when the store is down in `open` mode: a first hit, not blocked. */
const ADMITTED_HIT: EdgeHitRecord = Object.freeze({ totalHits: 1, timeToExpire: 0, isBlocked: false, timeToBlockExpire: 0 });

const seconds = (ms: number): number => Math.max(0, Math.ceil(ms / 1000));

/**
 * The rate limits shared by every replica pointed at one Redis (`GITLAB_MCP_REDIS_URL`): the
 * edge limits (@nestjs/throttler's storage port) and the credential buckets of A-40, each one
 * script run (EVALSHA) so no two processes can both pass the last slot.
 *
 * It never crashes the server and never makes a request wait long for a dead store: it connects
 * in the background at start (bounded), queues nothing while disconnected, bounds each command,
 * and after a failure stops asking for a while ({@link StoreCircuit}). Every operation the store
 * could not answer counts in {@link storeFailures} and is answered by the failure mode: `open`
 * admits (with a warning line at most once a minute), `closed` throws
 * {@link LimitStoreUnavailableError} for the caller to refuse the request.
 */
export class RedisLimitStore implements EdgeLimitStorage, SharedBucketStore, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly client: Redis;
  private readonly circuit = new StoreCircuit();
  private failures = 0;
  private lastWarning = -Infinity;
  /** Whether a warning went out since Redis last answered (then its return is logged once). */
  private warned = false;
  private firstConnect: Promise<void> | undefined;

  constructor(
    url: string,
    private readonly mode: RedisFailureMode,
    private readonly logger: Logger,
  ) {
    this.client = new Redis(url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: CONNECT_TIMEOUT_MS,
      commandTimeout: COMMAND_TIMEOUT_MS,
      retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
      scripts: LIMIT_SCRIPTS,
    });
    observeStoreFailures(() => this.failures);
    this.client.on('error', (e: Error) => this.warn(e));
    this.client.on('ready', () => {
      if (!this.warned) return;
      this.warned = false;
      this.logger.info({ failures: this.failures }, 'rate-limit store (Redis) reachable again: the shared limits apply');
    });
  }

  onApplicationBootstrap(): void {
    this.firstConnect = this.client
      .connect()
      .catch((e: unknown) => this.warn(e))
      .finally(() => {
        this.firstConnect = undefined;
      });
  }

  onApplicationShutdown(): void {
    this.client.disconnect();
  }

  storeFailures(): number {
    return this.failures;
  }

  take(key: string, ratePerSecond: number, capacity: number, cost: number, now: number): Promise<number> {
    return this.run(async () => Number(await this.client.gitlabMcpTakeToken(REDIS_KEY_PREFIX + key, ratePerSecond, capacity, cost, now)), 0);
  }

  increment(key: string, ttl: number, limit: number, blockDuration: number): Promise<EdgeHitRecord> {
    const base = `${REDIS_KEY_PREFIX}edge:{${key}}`;
    return this.run(async () => {
      const [hits, left, blocked, blockLeft] = await this.client.gitlabMcpHitWindow(`${base}:hits`, `${base}:block`, ttl, limit, blockDuration);
      return { totalHits: hits, timeToExpire: seconds(left), isBlocked: blocked === 1, timeToBlockExpire: seconds(blockLeft) };
    }, ADMITTED_HIT);
  }

  blockedFor(key: string): Promise<number> {
    return this.run(async () => seconds(await this.client.pttl(`${REDIS_KEY_PREFIX}edge:{${key}}:block`)), 0);
  }

  /** Runs one store operation, or answers `admitted` (open) / throws (closed) when the store cannot. */
  private async run<T>(operation: () => Promise<T>, admitted: T): Promise<T> {
    if (this.firstConnect) await this.firstConnect;
    if (this.client.status !== 'ready' || !this.circuit.allows(Date.now())) return this.unavailable(admitted);
    try {
      const result = await operation();
      this.circuit.succeeded();
      return result;
    } catch (e) {
      this.circuit.failed(Date.now());
      this.warn(e);
      return this.unavailable(admitted);
    }
  }

  private unavailable<T>(admitted: T): T {
    this.failures++;
    this.warn(undefined);
    if (this.mode === 'open') return admitted;
    throw new LimitStoreUnavailableError();
  }

  /** One warning line per interval; the error's message only (never the URL, which may hold a password). */
  private warn(e: unknown): void {
    const now = Date.now();
    if (now - this.lastWarning < WARNING_INTERVAL_MS) return;
    this.lastWarning = now;
    this.warned = true;
    const outcome = this.mode === 'open' ? 'admitted without the shared limits' : 'refused';
    this.logger.warn({ failures: this.failures, failure_mode: this.mode, ...(e instanceof Error ? { err: e.message } : {}) }, `rate-limit store (Redis) unavailable: limited requests are ${outcome} until it answers again`);
  }
}
