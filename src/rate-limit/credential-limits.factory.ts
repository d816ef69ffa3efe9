import { Inject, Injectable } from '@nestjs/common';
import { SERVER_CONFIG, type ServerConfig } from '../config/index.js';
import { CredentialLimits } from './credential-limits.js';
import { ListingBudget } from './listing-budget.js';

/**
 * Makes the limits of each credential from the configured setting, all charging the one
 * process-wide listing budget this provider owns. stdio asks once for its token;
 * HTTP asks once per pool entry (token + GitLab URL, A-03).
 */
@Injectable()
export class CredentialLimitsFactory {
  /** The process-wide listing budget (Nest providers are singletons: one per process). */
  readonly listing = new ListingBudget();

  constructor(@Inject(SERVER_CONFIG) private readonly config: ServerConfig) {}

  /** A new credential's buckets, or undefined when `GITLAB_MCP_RATE_LIMIT_RPS` is 0 (off). */
  create(): CredentialLimits | undefined {
    return CredentialLimits.create({ rps: this.config.rateLimitRps, burst: this.config.rateLimitBurst }, this.listing);
  }
}
