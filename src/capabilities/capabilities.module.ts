import { PLAIN_ACTION_RUNNER } from '@gitlab-mcp/action-kit';
import { Global, Module } from '@nestjs/common';
import { PipelineModule } from '../pipeline/index.js';
import { CapabilitiesFactory } from './capabilities.factory.js';
import { CatalogActionRunner } from './catalog-action.runner.js';

/**
 * Resources, prompts and completion (A-60..A-62), and the provider of the action kit's
 * PLAIN_ACTION_RUNNER port through which the guided flows run plain actions (through the
 * pipeline's dispatcher, the one the MCP layer uses too). Global, so that a domain module injects
 * the port without importing anything from src/.
 */
@Global()
@Module({
  imports: [PipelineModule],
  providers: [CatalogActionRunner, CapabilitiesFactory, { provide: PLAIN_ACTION_RUNNER, useExisting: CatalogActionRunner }],
  exports: [CatalogActionRunner, CapabilitiesFactory, PLAIN_ACTION_RUNNER],
})
export class CapabilitiesModule {}
