import { RATE_LIMIT_NAME, RATE_LIMIT_PER_MINUTE } from './gitlab-sim.constants';

/**
 * Counts requests per caller in one-minute windows to fill GitLab's `RateLimit-*` headers.
 * It never refuses a request: inject a 429 fault to test throttling.
 */
export class RateLimitCounter {
  private windowStart = 0;
  private readonly counts = new Map<string, number>();

  headers(caller: string, now: number = Date.now()): Record<string, string> {
    const start = Math.floor(now / 60_000) * 60_000;
    if (start !== this.windowStart) {
      this.windowStart = start;
      this.counts.clear();
    }
    const observed = (this.counts.get(caller) ?? 0) + 1;
    this.counts.set(caller, observed);
    const reset = Math.floor((start + 60_000) / 1000);
    return {
      'ratelimit-name': RATE_LIMIT_NAME,
      'ratelimit-limit': String(RATE_LIMIT_PER_MINUTE),
      'ratelimit-observed': String(observed),
      'ratelimit-remaining': String(Math.max(0, RATE_LIMIT_PER_MINUTE - observed)),
      'ratelimit-reset': String(reset),
      'ratelimit-resettime': new Date(reset * 1000).toUTCString(),
    };
  }
}
