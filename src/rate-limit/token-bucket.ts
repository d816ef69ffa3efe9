/**
 * A token bucket: holds up to `capacity` tokens, refills at `ratePerSecond`, starts full.
 * Pure and clock-free; callers pass `now` in milliseconds (tests use a fake clock).
 * A rate of 0 never refills; turning limiting off is the limiter's concern, not this class's.
 */
export class TokenBucket {
  private tokens: number;
  private last: number | undefined;

  constructor(
    readonly ratePerSecond: number,
    readonly capacity: number,
  ) {
    this.tokens = capacity;
  }

  /**
   * Takes `cost` tokens if the bucket holds them.
   * @returns 0 when taken, else the milliseconds until enough tokens will be there (nothing is taken).
   * A cost above the capacity is charged as the capacity, so it passes once the bucket is full.
   */
  take(cost = 1, now = performance.now()): number {
    const wait = this.delay(cost, now);
    if (wait === 0) this.tokens -= Math.min(cost, this.capacity);
    return wait;
  }

  /** Like {@link take}, but only looks: the milliseconds until `cost` tokens are there (0 = now). */
  delay(cost = 1, now = performance.now()): number {
    this.refill(now);
    const missing = Math.min(cost, this.capacity) - this.tokens;
    if (missing <= 0) return 0;
    return this.ratePerSecond > 0 ? (missing / this.ratePerSecond) * 1000 : Infinity;
  }

  private refill(now: number): void {
    // A clock that goes backwards (or a first reading) refills nothing.
    if (this.last !== undefined && now > this.last) {
      this.tokens = Math.min(this.capacity, this.tokens + ((now - this.last) / 1000) * this.ratePerSecond);
    }
    if (this.last === undefined || now > this.last) this.last = now;
  }
}
