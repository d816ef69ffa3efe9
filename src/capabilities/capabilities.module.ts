import { PLAIN_ACTION_RUNNER } from '@gitlab-mcp/action-kit';
import { Global, Module } from '@nestjs/common';
import { ActionDispatcher } from '../pipeline/action.dispatcher.js';
import { CapabilitiesFactory } from './capabilities.factory.js';
import { CatalogActionRunner } from './catalog-action.runner.js';

/**
 * Resources, prompts and completion (A-60..A-62), and the provider of the action kit's
 * PLAIN_ACTION_RUNNER port through which the guided flows run plain actions. It owns the dispatcher
 * so both the MCP layer and the flows share one. Global, so that a domain module injects the port
 * without importing anything from src/.
 */
@Global()
@Module({
  providers: [ActionDispatcher, CatalogActionRunner, CapabilitiesFactory, { provide: PLAIN_ACTION_RUNNER, useExisting: CatalogActionRunner }],
  exports: [ActionDispatcher, CatalogActionRunner, CapabilitiesFactory, PLAIN_ACTION_RUNNER],
})
export class CapabilitiesModule {}
