import { HttpService } from '@nestjs/axios';
import { Injectable } from '@nestjs/common';
import { GitlabAgentPool } from './gitlab-agent.pool.js';
import type { GitlabClientOptions } from './gitlab-client-options.interface.js';
import { GitlabClient } from './gitlab.client.js';

/**
 * Creates {@link GitlabClient}s. Cheap enough to call per credential (HTTP mode): every client
 * shares the HttpService's axios instance (on {@link nodeHttpAdapter}, see
 * {@link GitlabClientModule}) and the pooled keep-alive agents for its TLS setting and outbound
 * destination rule (A-73, `options.destination`).
 *
 * @publicApi
 */
@Injectable()
export class GitlabClientFactory {
  constructor(
    private readonly httpService: HttpService,
    private readonly agentPool: GitlabAgentPool,
  ) {}

  /**
   * A client for one instance and one credential.
   * @throws TypeError when `options.baseUrl` is not an http(s) URL with a host
   */
  create(options: GitlabClientOptions): GitlabClient {
    // The pool itself, so each redirect hop gets agents whose lookup enforces its rule.
    return new GitlabClient(options, this.httpService.axiosRef, this.agentPool);
  }
}
