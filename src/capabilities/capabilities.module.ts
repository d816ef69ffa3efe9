import { Module } from '@nestjs/common';
import { ActionDispatcher } from '../pipeline/action.dispatcher.js';
import { PlainActionRunner } from './action-runner.interface.js';
import { CapabilitiesFactory } from './capabilities.factory.js';
import { CatalogActionRunner } from './catalog-action.runner.js';

/**
 * Resources, prompts and completion (A-60..A-62), and the port through which the guided flows
 * run plain actions. It owns the dispatcher so both the MCP layer and the flows share one.
 */
@Module({
  providers: [ActionDispatcher, CatalogActionRunner, CapabilitiesFactory, { provide: PlainActionRunner, useExisting: CatalogActionRunner }],
  exports: [ActionDispatcher, CatalogActionRunner, CapabilitiesFactory, PlainActionRunner],
})
export class CapabilitiesModule {}
