import { ActionMetadataAccessor } from '@gitlab-mcp/action-kit';
import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { CatalogExplorer } from './catalog.explorer.js';
import { CatalogService } from './catalog.service.js';
import { ReadinessWatcher } from './readiness.watcher.js';

/** Collects every `@Action` of the application into the catalog. */
@Global()
@Module({
  imports: [DiscoveryModule],
  providers: [ActionMetadataAccessor, CatalogExplorer, CatalogService, ReadinessWatcher],
  exports: [CatalogService, ReadinessWatcher],
})
export class CatalogModule {}
