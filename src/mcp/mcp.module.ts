import { Module } from '@nestjs/common';
import { ActionDispatcher } from '../pipeline/action.dispatcher.js';
import { CredentialLimitsFactory } from '../rate-limit/index.js';
import { SurfaceFactory } from '../surfaces/surface.factory.js';
import { McpServerFactory } from './mcp-server.factory.js';
import { ServingStateBuilder } from './serving-state.builder.js';

/** The pipeline, the surfaces, the SDK wiring and the per-credential rate limits. */
@Module({
  providers: [ActionDispatcher, SurfaceFactory, McpServerFactory, ServingStateBuilder, CredentialLimitsFactory],
  exports: [SurfaceFactory, McpServerFactory, ServingStateBuilder, CredentialLimitsFactory],
})
export class McpModule {}
