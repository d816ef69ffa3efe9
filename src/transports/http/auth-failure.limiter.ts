import { Injectable } from '@nestjs/common';
import { CredentialDigest, InjectEdgeLimitStorage, LimitStoreUnavailableError, type EdgeLimitStorage } from '../../rate-limit/index.js';

/** Failed authentications allowed per client address within the window (config.tsv defaults). */
export const AUTH_FAILURE_LIMIT = 10;
export const AUTH_FAILURE_WINDOW_MS = 60_000;

/**
 * Counts failed authentications per client address (a missing token, and a token GitLab
 * rejected) in the edge limits' storage (@nestjs/throttler's port: this process's memory, or the
 * Redis every replica shares): the tenth failure within a window blocks the address for a window,
 * answered 429 with `Retry-After`.
 */
@Injectable()
export class AuthFailureLimiter {
  constructor(
    @InjectEdgeLimitStorage() private readonly storage: EdgeLimitStorage,
    private readonly digest: CredentialDigest,
  ) {}

  /**
   * Seconds to wait when the address is blocked, else 0.
   * @throws LimitStoreUnavailableError when the shared store is down in `closed` mode
   */
  blockedFor(address: string): Promise<number> {
    return this.storage.blockedFor(`auth-failure:${address}`);
  }

  /** One failed authentication; a store that cannot count it (any failure mode) changes nothing for this request. */
  async recordFailure(address: string): Promise<void> {
    // Past LIMIT - 1 hits the throttler rules block: the LIMIT-th failure blocks the address.
    await this.quietly(this.storage.increment(`auth-failure:${address}`, AUTH_FAILURE_WINDOW_MS, AUTH_FAILURE_LIMIT - 1, AUTH_FAILURE_WINDOW_MS, 'auth-failure'));
  }

  /**
   * A token GitLab rejected, by its pool key: each distinct one counts once per window, so the
   * retries of one bad token do not block its address (they cost GitLab nothing), a spray does.
   * The store names the credential by its digest only.
   */
  async recordRejectedToken(address: string, credential: string): Promise<void> {
    const seen = await this.quietly(this.storage.increment(`auth-rejected:${address}:${this.digest.of(credential)}`, AUTH_FAILURE_WINDOW_MS, 1, 0, 'auth-rejected'));
    if (seen && !seen.isBlocked) await this.recordFailure(address);
  }

  private async quietly<T>(hit: Promise<T>): Promise<T | undefined> {
    try {
      return await hit;
    } catch (e) {
      if (e instanceof LimitStoreUnavailableError) return undefined;
      throw e;
    }
  }
}
