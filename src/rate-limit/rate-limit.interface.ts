/** One credential's limiter setting (`GITLAB_MCP_RATE_LIMIT_RPS` / `_BURST`). */
export interface RateLimitSetting {
  /** Requests per second on the calls bucket; 0 turns the limiter off. */
  readonly rps: number;
  /** Size of the calls bucket. */
  readonly burst: number;
}

/** Which bucket refused: a credential's calls, completion or listing bucket, or the process-wide listing budget. */
export type RateLimitBucket = 'calls' | 'completion' | 'listing' | 'process-listing';

/** Why a request was refused, and when to retry. */
export interface RateLimitRefusal {
  /** The JSON-RPC method refused. */
  readonly method: string;
  readonly bucket: RateLimitBucket;
  /** The refusing bucket's refill rate (per second; tools per second for the process-wide budget). */
  readonly ratePerSecond: number;
  /** The refusing bucket's size. */
  readonly burst: number;
  /** Milliseconds until the request would pass. */
  readonly retryAfterMs: number;
  /** Set when the shared store could not be reached (failure mode `closed`): the bucket was never asked. */
  readonly unavailable?: true;
}
