import { HttpModule } from '@nestjs/axios';
import { Module } from '@nestjs/common';
import { GitlabAgentPool } from './gitlab-agent.pool.js';
import { GitlabClientFactory } from './gitlab-client.factory.js';
import { nodeHttpAdapter } from './node-http.adapter.js';

/**
 * Provides {@link GitlabClientFactory}. Plain static module; the keep-alive agents it pools are
 * destroyed when the application shuts down. Its own HttpService sends with
 * {@link nodeHttpAdapter}: one `node:http` exchange per hop, no per-call config merge.
 *
 * @publicApi
 */
@Module({
  imports: [HttpModule.register({ adapter: nodeHttpAdapter })],
  providers: [GitlabAgentPool, GitlabClientFactory],
  exports: [GitlabClientFactory],
})
export class GitlabClientModule {}
