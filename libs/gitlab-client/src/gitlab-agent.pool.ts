import * as http from 'node:http';
import * as https from 'node:https';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { guardedLookup } from './destination.lookup.js';
import type { PrivateAddressRule } from './destination.policy.js';

/**
 * The keep-alive agents one request uses.
 *
 * @publicApi
 */
export interface GitlabAgents {
  readonly httpAgent: http.Agent;
  readonly httpsAgent: https.Agent;
}

/**
 * Hands out agents per TLS setting and per private-address rule, so that {@link GitlabClient}
 * can pick, for each redirect hop, agents whose DNS lookup enforces that hop's rule.
 * {@link GitlabAgentPool} is the implementation.
 *
 * @publicApi
 */
export interface GitlabAgentSource {
  /**
   * @param skipTlsVerify - accept any TLS certificate
   * @param privateAddresses - whether names may resolve to private kinds of address
   *   (metadata addresses are refused either way)
   */
  agentsFor(skipTlsVerify: boolean, privateAddresses?: PrivateAddressRule): GitlabAgents;
}

/**
 * Keep-alive agents shared by every client of the process, one set per `skipTlsVerify` setting
 * and private-address rule, so creating a client per credential (HTTP mode) opens no new pools.
 * Every agent resolves names through the outbound policy's lookup: cloud metadata
 * addresses are always refused, private ones under the `refuse` rule. Keeping the rules in
 * separate agents means a pooled socket opened for a permitted destination is never reused by a
 * request the stricter rule governs. Destroyed with the module.
 *
 * @publicApi
 */
@Injectable()
export class GitlabAgentPool implements OnModuleDestroy, GitlabAgentSource {
  private readonly httpAgents = new Map<PrivateAddressRule, http.Agent>();
  private readonly httpsAgents = new Map<string, https.Agent>();

  /**
   * The agents for one TLS setting and rule; `skipTlsVerify` sets `rejectUnauthorized: false`
   * (A-72).
   *
   * @param privateAddresses - `allow` (default): only metadata addresses are refused, for the
   *   operator's own URL; `refuse`: private, loopback, link-local, CGNAT and unspecified too
   */
  agentsFor(skipTlsVerify: boolean, privateAddresses: PrivateAddressRule = 'allow'): GitlabAgents {
    let httpAgent = this.httpAgents.get(privateAddresses);
    if (httpAgent === undefined) {
      httpAgent = new http.Agent({ keepAlive: true, lookup: guardedLookup(privateAddresses) });
      this.httpAgents.set(privateAddresses, httpAgent);
    }
    const key = `${String(skipTlsVerify)}:${privateAddresses}`;
    let httpsAgent = this.httpsAgents.get(key);
    if (httpsAgent === undefined) {
      httpsAgent = new https.Agent({
        keepAlive: true,
        rejectUnauthorized: !skipTlsVerify,
        lookup: guardedLookup(privateAddresses),
      });
      this.httpsAgents.set(key, httpsAgent);
    }
    return { httpAgent, httpsAgent };
  }

  /** Closes every pooled socket; agents are created afresh if used again. */
  destroy(): void {
    for (const agent of this.httpAgents.values()) agent.destroy();
    this.httpAgents.clear();
    for (const agent of this.httpsAgents.values()) agent.destroy();
    this.httpsAgents.clear();
  }

  onModuleDestroy(): void {
    this.destroy();
  }
}
