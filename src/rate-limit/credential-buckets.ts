import type { SharedBucketStore } from './limit-store.interface.js';
import type { RateLimitBucket } from './rate-limit.interface.js';
import { TokenBucket } from './token-bucket.js';

/** The buckets one credential owns (the process-wide listing budget is not one of them). */
export type CredentialBucket = Exclude<RateLimitBucket, 'process-listing'>;

/** One bucket's shape: refill rate per second and size. */
export interface BucketSpec {
  readonly ratePerSecond: number;
  readonly capacity: number;
}

/** The three buckets of one credential, wherever they are kept. */
export interface CredentialBuckets {
  /** The clock `take` expects, in milliseconds. */
  now(): number;
  /** Takes one token: 0 when taken, else the milliseconds to wait; a promise when the store is remote. */
  take(kind: CredentialBucket, now: number): number | Promise<number>;
}

/** The buckets in this process (one replica, or no Redis): synchronous and allocation-free. */
export class MemoryBuckets implements CredentialBuckets {
  private readonly buckets: Readonly<Record<CredentialBucket, TokenBucket>>;

  constructor(specs: Readonly<Record<CredentialBucket, BucketSpec>>) {
    this.buckets = {
      calls: new TokenBucket(specs.calls.ratePerSecond, specs.calls.capacity),
      completion: new TokenBucket(specs.completion.ratePerSecond, specs.completion.capacity),
      listing: new TokenBucket(specs.listing.ratePerSecond, specs.listing.capacity),
    };
  }

  now(): number {
    return performance.now();
  }

  take(kind: CredentialBucket, now: number): number {
    return this.buckets[kind].take(1, now);
  }
}

/**
 * The buckets in the shared store, under the credential's digest: every replica takes from the
 * same three. Wall-clock time, as replicas share no monotonic clock.
 */
export class SharedBuckets implements CredentialBuckets {
  constructor(
    private readonly store: SharedBucketStore,
    private readonly digest: string,
    private readonly specs: Readonly<Record<CredentialBucket, BucketSpec>>,
  ) {}

  now(): number {
    return Date.now();
  }

  take(kind: CredentialBucket, now: number): Promise<number> {
    const spec = this.specs[kind];
    return this.store.take(`bucket:${this.digest}:${kind}`, spec.ratePerSecond, spec.capacity, 1, now);
  }
}
