import { MemoryBuckets, SharedBuckets, type BucketSpec, type CredentialBucket, type CredentialBuckets } from './credential-buckets.js';
import { LimitStoreUnavailableError } from './limit-store.error.js';
import type { SharedBucketStore } from './limit-store.interface.js';
import type { ListingBudget } from './listing-budget.js';
import type { RateLimitRefusal, RateLimitSetting } from './rate-limit.interface.js';

/**
 * The bucket each limited method draws from. Methods not listed (`initialize`, `ping`,
 * `resources/list`, `prompts/list`, ...) are never limited. A capability added later is
 * limited as soon as its handler calls {@link CredentialLimits.admit} with its method name.
 */
export const LIMITED_METHODS: Readonly<Record<string, CredentialBucket>> = Object.freeze({
  'tools/call': 'calls',
  'resources/read': 'calls',
  'resources/subscribe': 'calls',
  'subscriptions/listen': 'calls',
  'prompts/get': 'calls',
  'completion/complete': 'completion',
  'tools/list': 'listing',
});

/** When a request refused because the shared store is down (`closed` mode) may be retried. */
export const STORE_RETRY_MS = 1_000;

/** Options of one admission check. */
export interface AdmitOptions {
  /** `tools/list` only: how many tools the listing returns (charged to the process-wide budget). */
  readonly listed?: number;
  /** Clock reading in milliseconds. @default performance.now() in memory, Date.now() in the shared store */
  readonly now?: number;
}

/** Where a credential's buckets are kept when they are shared: the store and the credential's digest there. */
export interface SharedPlacement {
  readonly store: SharedBucketStore;
  readonly digest: string;
}

type Admission = Promise<RateLimitRefusal | undefined>;

/** The answer of an admitted request, allocated once. */
const ADMITTED: Admission = Promise.resolve(undefined);

/**
 * The three buckets of one credential, fed by one setting:
 * - calls: `rps` per second, `burst` deep, shared by tools/call, resources/read,
 *   resources/subscribe, subscriptions/listen and prompts/get;
 * - completion: 10× the rate and 10× the burst;
 * - listing (tools/list): a tenth of the rate, the same burst, checked after the
 *   process-wide {@link ListingBudget}.
 *
 * The buckets live in this process, or in the shared store (Redis) when one is configured; the
 * listing budget is always this process's. A refused request takes nothing from any bucket, so a
 * client that keeps hammering its own limit cannot drain the process-wide listing budget of the others.
 */
export class CredentialLimits {
  private readonly specs: Readonly<Record<CredentialBucket, BucketSpec>>;
  private readonly buckets: CredentialBuckets;

  private constructor(
    readonly setting: RateLimitSetting,
    private readonly listing: ListingBudget,
    shared: SharedPlacement | undefined,
  ) {
    // config.tsv asks for a burst >= 1 while the limiter is on; a 0 would refuse everything forever.
    const burst = Math.max(1, setting.burst);
    this.specs = {
      calls: { ratePerSecond: setting.rps, capacity: burst },
      completion: { ratePerSecond: setting.rps * 10, capacity: burst * 10 },
      listing: { ratePerSecond: setting.rps / 10, capacity: burst },
    };
    this.buckets = shared ? new SharedBuckets(shared.store, shared.digest, this.specs) : new MemoryBuckets(this.specs);
  }

  /** The limits of one credential, or undefined when `rps` is 0 (the limiter is off). */
  static create(setting: RateLimitSetting, listing: ListingBudget, shared?: SharedPlacement): CredentialLimits | undefined {
    return setting.rps > 0 ? new CredentialLimits(setting, listing, shared) : undefined;
  }

  /**
   * Admits one request of `method`, charging its bucket(s). In memory the answer is ready at once
   * (an already settled promise); with the shared store it takes one script run.
   * @returns undefined when admitted (or when the method is never limited), else the refusal.
   */
  admit(method: string, options: AdmitOptions = {}): Admission {
    const kind = LIMITED_METHODS[method];
    if (kind === undefined) return ADMITTED;
    const now = options.now ?? this.buckets.now();
    if (kind !== 'listing') return this.settle(method, kind, this.buckets.take(kind, now), undefined);
    const listed = options.listed ?? 0;
    const processWait = this.listing.delay(listed, options.now ?? performance.now());
    if (processWait > 0) return Promise.resolve({ method, bucket: 'process-listing', ratePerSecond: this.listing.ratePerSecond, burst: this.listing.burst, retryAfterMs: processWait });
    return this.settle(method, kind, this.buckets.take(kind, now), () => this.listing.take(listed, options.now ?? performance.now()));
  }

  /** The answer for a bucket's wait; `charge` runs once the request is admitted. */
  private settle(method: string, kind: CredentialBucket, wait: number | Promise<number>, charge: (() => unknown) | undefined): Admission {
    if (typeof wait === 'number') {
      if (wait > 0) return Promise.resolve(this.refusal(method, kind, wait));
      charge?.();
      return ADMITTED;
    }
    return wait.then(
      (w) => {
        if (w > 0) return this.refusal(method, kind, w);
        charge?.();
        return undefined;
      },
      (e: unknown) => {
        if (!(e instanceof LimitStoreUnavailableError)) throw e;
        return { ...this.refusal(method, kind, STORE_RETRY_MS), unavailable: true };
      },
    );
  }

  private refusal(method: string, kind: CredentialBucket, retryAfterMs: number): RateLimitRefusal {
    const b = this.specs[kind];
    return { method, bucket: kind, ratePerSecond: b.ratePerSecond, burst: b.capacity, retryAfterMs };
  }
}
