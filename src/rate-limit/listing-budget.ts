import { TokenBucket } from './token-bucket.js';

/** The process-wide listing budget of A-40, in tools listed (not configurable). */
export const LISTING_BUDGET_RATE = 3000;
export const LISTING_BUDGET_BURST = 48_000;

/**
 * One bucket per process, charged with the number of tools every `tools/list` returns, whatever
 * the credential. It bounds the bytes all listings together make the server produce.
 */
export class ListingBudget {
  private readonly bucket = new TokenBucket(LISTING_BUDGET_RATE, LISTING_BUDGET_BURST);

  readonly ratePerSecond = LISTING_BUDGET_RATE;
  readonly burst = LISTING_BUDGET_BURST;

  /** Milliseconds until a listing of `tools` tools fits (0 = now); takes nothing. */
  delay(tools: number, now = performance.now()): number {
    return this.bucket.delay(tools, now);
  }

  /** Charges a listing of `tools` tools: 0 when charged, else the milliseconds to wait. */
  take(tools: number, now = performance.now()): number {
    return this.bucket.take(tools, now);
  }
}
