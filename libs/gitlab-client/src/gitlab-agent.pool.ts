import * as http from 'node:http';
import * as https from 'node:https';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';

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
 * Keep-alive agents shared by every client of the process, one set per `skipTlsVerify` setting,
 * so creating a client per credential (HTTP mode) opens no new pools. Destroyed with the module.
 *
 * @publicApi
 */
@Injectable()
export class GitlabAgentPool implements OnModuleDestroy {
  private httpAgent: http.Agent | undefined;
  private readonly httpsAgents = new Map<boolean, https.Agent>();

  /** The agents for one TLS setting; `skipTlsVerify` sets `rejectUnauthorized: false`. */
  agentsFor(skipTlsVerify: boolean): GitlabAgents {
    this.httpAgent ??= new http.Agent({ keepAlive: true });
    let httpsAgent = this.httpsAgents.get(skipTlsVerify);
    if (httpsAgent === undefined) {
      httpsAgent = new https.Agent({ keepAlive: true, rejectUnauthorized: !skipTlsVerify });
      this.httpsAgents.set(skipTlsVerify, httpsAgent);
    }
    return { httpAgent: this.httpAgent, httpsAgent };
  }

  /** Closes every pooled socket; agents are created afresh if used again. */
  destroy(): void {
    this.httpAgent?.destroy();
    this.httpAgent = undefined;
    for (const agent of this.httpsAgents.values()) agent.destroy();
    this.httpsAgents.clear();
  }

  onModuleDestroy(): void {
    this.destroy();
  }
}
