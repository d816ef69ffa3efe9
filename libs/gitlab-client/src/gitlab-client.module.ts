import { HttpModule } from '@nestjs/axios';
import { Module } from '@nestjs/common';
import { GitlabAgentPool } from './gitlab-agent.pool.js';
import { GitlabClientFactory } from './gitlab-client.factory.js';

/**
 * Provides {@link GitlabClientFactory}. Plain static module; the keep-alive agents it pools are
 * destroyed when the application shuts down.
 *
 * @publicApi
 */
@Module({
  imports: [HttpModule],
  providers: [GitlabAgentPool, GitlabClientFactory],
  exports: [GitlabClientFactory],
})
export class GitlabClientModule {}
