import type { ThrottlerStorage } from '@nestjs/throttler';

/** What one hit answers (the throttler's record type, which its package index does not export). */
export type EdgeHitRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * The store of the HTTP edge's limits: @nestjs/throttler's storage port (a hit per request,
 * counted in fixed windows, a block once past the limit), plus a look at a block without a hit
 * (the authentication-failure limit asks before it knows whether the request fails).
 */
export interface EdgeLimitStorage extends ThrottlerStorage {
  /** Seconds until the block of `key` ends (rounded up), 0 when it is not blocked. */
  blockedFor(key: string): Promise<number>;
}
export const EdgeLimitStorage = Symbol('EdgeLimitStorage');

/** A store of token buckets shared by every replica (A-40 with Redis); one bucket per key. */
export interface SharedBucketStore {
  /**
   * Takes `cost` tokens from the bucket `key` (created full; `capacity` deep, refilled at
   * `ratePerSecond`, both given on every call), at wall-clock `now` in milliseconds.
   * @returns 0 when taken, else the milliseconds until they will be there (nothing is taken).
   * @throws LimitStoreUnavailableError when the store cannot be reached and the failure mode is `closed`
   *   (in `open` mode such a take answers 0).
   */
  take(key: string, ratePerSecond: number, capacity: number, cost: number, now: number): Promise<number>;
  /** How many operations could not use the store since start (each answered by the failure mode). */
  storeFailures(): number;
}
export const SharedBucketStore = Symbol('SharedBucketStore');
