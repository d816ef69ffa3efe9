import { Module } from '@nestjs/common';
import { ActionDispatcher } from '../pipeline/action.dispatcher.js';
import { SurfaceFactory } from '../surfaces/surface.factory.js';
import { McpServerFactory } from './mcp-server.factory.js';
import { ServingStateBuilder } from './serving-state.builder.js';

/** The pipeline, the surfaces and the SDK wiring. */
@Module({
  providers: [ActionDispatcher, SurfaceFactory, McpServerFactory, ServingStateBuilder],
  exports: [SurfaceFactory, McpServerFactory, ServingStateBuilder],
})
export class McpModule {}
