import { GitlabClientModule } from '@gitlab-mcp/gitlab-client';
import { Module, type DynamicModule, type Type } from '@nestjs/common';
import type { Logger } from 'pino';
import { CatalogModule } from './catalog/index.js';
import { ConfigModule } from './config/config.module.js';
import type { ServerConfig } from './config/index.js';
import { DomainsModule } from './domains/domains.module.js';
import { McpModule } from './mcp/mcp.module.js';

/**
 * The application: configuration, catalog, GitLab client, every domain, the MCP layer.
 * `extraModules` are third-party domain modules built with the action kit.
 */
@Module({})
export class AppModule {
  static forRoot(config: ServerConfig, logger: Logger, extraModules: readonly (Type<unknown> | DynamicModule)[] = []): DynamicModule {
    return {
      module: AppModule,
      imports: [ConfigModule.forRoot(config, logger), CatalogModule, GitlabClientModule, DomainsModule, McpModule, ...extraModules],
      exports: [McpModule, GitlabClientModule],
    };
  }
}
