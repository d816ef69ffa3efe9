import type { ListingBudget } from './listing-budget.js';
import type { RateLimitBucket, RateLimitRefusal, RateLimitSetting } from './rate-limit.interface.js';
import { TokenBucket } from './token-bucket.js';

type CredentialBucket = Exclude<RateLimitBucket, 'process-listing'>;

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

/** Options of one admission check. */
export interface AdmitOptions {
  /** `tools/list` only: how many tools the listing returns (charged to the process-wide budget). */
  readonly listed?: number;
  /** Clock reading in milliseconds. @default performance.now() */
  readonly now?: number;
}

/**
 * The three buckets of one credential, fed by one setting:
 * - calls: `rps` per second, `burst` deep, shared by tools/call, resources/read,
 *   resources/subscribe, subscriptions/listen and prompts/get;
 * - completion: 10× the rate and 10× the burst;
 * - listing (tools/list): a tenth of the rate, the same burst, checked after the
 *   process-wide {@link ListingBudget}.
 *
 * A refused request takes nothing from any bucket, so a client that keeps hammering its own
 * limit cannot drain the process-wide listing budget of the others.
 */
export class CredentialLimits {
  private readonly buckets: Readonly<Record<CredentialBucket, TokenBucket>>;

  private constructor(
    readonly setting: RateLimitSetting,
    private readonly listing: ListingBudget,
  ) {
    // config.tsv asks for a burst >= 1 while the limiter is on; a 0 would refuse everything forever.
    const burst = Math.max(1, setting.burst);
    this.buckets = {
      calls: new TokenBucket(setting.rps, burst),
      completion: new TokenBucket(setting.rps * 10, burst * 10),
      listing: new TokenBucket(setting.rps / 10, burst),
    };
  }

  /** The limits of one credential, or undefined when `rps` is 0 (the limiter is off). */
  static create(setting: RateLimitSetting, listing: ListingBudget): CredentialLimits | undefined {
    return setting.rps > 0 ? new CredentialLimits(setting, listing) : undefined;
  }

  /**
   * Admits one request of `method`, charging its bucket(s).
   * @returns undefined when admitted (or when the method is never limited), else the refusal.
   */
  admit(method: string, options: AdmitOptions = {}): RateLimitRefusal | undefined {
    const kind = LIMITED_METHODS[method];
    if (kind === undefined) return undefined;
    const now = options.now ?? performance.now();
    const bucket = this.buckets[kind];
    if (kind === 'listing') {
      const listed = options.listed ?? 0;
      const processWait = this.listing.delay(listed, now);
      if (processWait > 0) return { method, bucket: 'process-listing', ratePerSecond: this.listing.ratePerSecond, burst: this.listing.burst, retryAfterMs: processWait };
      const wait = bucket.take(1, now);
      if (wait > 0) return this.refusal(method, kind, wait);
      this.listing.take(listed, now);
      return undefined;
    }
    const wait = bucket.take(1, now);
    return wait > 0 ? this.refusal(method, kind, wait) : undefined;
  }

  private refusal(method: string, kind: CredentialBucket, retryAfterMs: number): RateLimitRefusal {
    const b = this.buckets[kind];
    return { method, bucket: kind, ratePerSecond: b.ratePerSecond, burst: b.capacity, retryAfterMs };
  }
}
