import { Inject, Injectable, Optional } from '@nestjs/common';
import { SERVER_CONFIG, type ServerConfig } from '../config/index.js';
import { CredentialDigest } from './credential.digest.js';
import { CredentialLimits } from './credential-limits.js';
import type { SharedBucketStore } from './limit-store.interface.js';
import { ListingBudget } from './listing-budget.js';
import { InjectSharedBucketStore } from './rate-limit.constants.js';

/**
 * Makes the limits of each credential from the configured setting, all charging the one
 * process-wide listing budget this provider owns. stdio asks once for its token;
 * HTTP asks once per pool entry (token + GitLab URL, A-03). With a shared store (Redis) the
 * buckets are kept there under the credential's digest, so every replica draws from the same ones.
 */
@Injectable()
export class CredentialLimitsFactory {
  /** The process-wide listing budget (Nest providers are singletons: one per process). */
  readonly listing = new ListingBudget();
  private readonly digest: CredentialDigest;

  /** stdio builds one without Nest: no shared store, so its buckets stay in memory. */
  constructor(
    @Inject(SERVER_CONFIG) private readonly config: ServerConfig,
    @Optional() @InjectSharedBucketStore() private readonly store: SharedBucketStore | null = null,
    @Optional() digest?: CredentialDigest,
  ) {
    this.digest = digest ?? CredentialDigest.fromConfig(config);
  }

  /**
   * A new credential's buckets, or undefined when `GITLAB_MCP_RATE_LIMIT_RPS` is 0 (off).
   * @param credential the credential's pool key (a hash of token + GitLab URL), named in the shared store only by its digest
   */
  create(credential: string): CredentialLimits | undefined {
    const setting = { rps: this.config.rateLimitRps, burst: this.config.rateLimitBurst };
    const shared = this.store ? { store: this.store, digest: this.digest.of(credential) } : undefined;
    return CredentialLimits.create(setting, this.listing, shared);
  }
}
