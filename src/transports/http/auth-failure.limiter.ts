import { Injectable } from '@nestjs/common';

/** Failed authentications allowed per client address within the window (config.tsv defaults). */
const LIMIT = 10;
const WINDOW_MS = 60_000;

/**
 * Counts failed authentications per client address (a missing token, and a token GitLab
 * rejected); past the limit the address is answered 429 with `Retry-After` until its window ends.
 */
@Injectable()
export class AuthFailureLimiter {
  private readonly windows = new Map<string, { start: number; count: number; rejected?: Set<string> }>();

  /** Seconds to wait when the address is blocked, else 0. */
  blockedFor(address: string, now = Date.now()): number {
    const w = this.windows.get(address);
    if (!w || now - w.start >= WINDOW_MS || w.count < LIMIT) return 0;
    return Math.ceil((w.start + WINDOW_MS - now) / 1000);
  }

  recordFailure(address: string, now = Date.now()): void {
    const w = this.windows.get(address);
    if (!w || now - w.start >= WINDOW_MS) {
      this.sweep(now);
      this.windows.set(address, { start: now, count: 1 });
    } else {
      w.count++;
    }
  }

  /**
   * A token GitLab rejected, by its pool key: each distinct one counts once per window, so the
   * retries of one bad token do not block its address (they cost GitLab nothing), a spray does.
   */
  recordRejectedToken(address: string, key: string, now = Date.now()): void {
    const w = this.windows.get(address);
    if (w && now - w.start < WINDOW_MS) {
      if (w.rejected?.has(key)) return;
      (w.rejected ??= new Set()).add(key);
      w.count++;
      return;
    }
    this.recordFailure(address, now);
    this.windows.get(address)!.rejected = new Set([key]);
  }

  private sweep(now: number): void {
    for (const [k, w] of this.windows) if (now - w.start >= WINDOW_MS) this.windows.delete(k);
  }
}
