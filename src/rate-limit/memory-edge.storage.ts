import type { EdgeHitRecord, EdgeLimitStorage } from './limit-store.interface.js';

/** One key's window: hits since it opened, when it ends, and the end of a block (0 = none). */
interface EdgeWindow {
  hits: number;
  resetAt: number;
  blockedUntil: number;
}

/** Expired windows are swept at most this often, when a new window opens. */
const SWEEP_EVERY_MS = 10_000;

const seconds = (ms: number): number => Math.max(0, Math.ceil(ms / 1000));

/**
 * The edge limits of one process, in fixed windows: the first hit opens a window of `ttl`; a hit
 * past `limit` blocks the key for `blockDuration` (the window then ends with the block), or, with
 * no block duration, until the window ends. O(1) per hit, whatever the limit; the Redis store runs
 * the same rules in one script (limit.scripts.ts), so one replica and several behave alike.
 */
export class MemoryEdgeStorage implements EdgeLimitStorage {
  private readonly windows = new Map<string, EdgeWindow>();
  private nextSweep = 0;

  async increment(key: string, ttl: number, limit: number, blockDuration: number): Promise<EdgeHitRecord> {
    return this.hit(key, ttl, limit, blockDuration, Date.now());
  }

  async blockedFor(key: string): Promise<number> {
    return this.blockedAt(key, Date.now());
  }

  /** {@link increment} at a given clock reading (milliseconds). */
  hit(key: string, ttl: number, limit: number, blockDuration: number, now: number): EdgeHitRecord {
    let w = this.windows.get(key);
    if (w && w.blockedUntil > now) return { totalHits: w.hits, timeToExpire: seconds(w.resetAt - now), isBlocked: true, timeToBlockExpire: seconds(w.blockedUntil - now) };
    if (!w || w.resetAt <= now) {
      this.sweep(now);
      w = { hits: 0, resetAt: now + ttl, blockedUntil: 0 };
      this.windows.set(key, w);
    }
    w.hits++;
    if (w.hits <= limit) return { totalHits: w.hits, timeToExpire: seconds(w.resetAt - now), isBlocked: false, timeToBlockExpire: 0 };
    if (blockDuration > 0) {
      w.blockedUntil = now + blockDuration;
      w.resetAt = w.blockedUntil;
    }
    const left = seconds(w.resetAt - now);
    return { totalHits: w.hits, timeToExpire: left, isBlocked: true, timeToBlockExpire: left };
  }

  /** {@link blockedFor} at a given clock reading (milliseconds). */
  blockedAt(key: string, now: number): number {
    const w = this.windows.get(key);
    return w && w.blockedUntil > now ? seconds(w.blockedUntil - now) : 0;
  }

  private sweep(now: number): void {
    if (now < this.nextSweep) return;
    this.nextSweep = now + SWEEP_EVERY_MS;
    for (const [k, w] of this.windows) if (w.resetAt <= now && w.blockedUntil <= now) this.windows.delete(k);
  }
}
