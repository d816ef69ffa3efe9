import { GitlabClientModule } from '@gitlab-mcp/gitlab-client';
import { Module } from '@nestjs/common';
import { McpModule } from '../../mcp/mcp.module.js';
import { CredentialPool } from './credential.pool.js';
import { McpHttpController } from './mcp-http.controller.js';

/** The HTTP transport: /mcp, /health and the credential pool. */
@Module({
  imports: [McpModule, GitlabClientModule],
  controllers: [McpHttpController],
  providers: [CredentialPool],
})
export class HttpTransportModule {}
