import { Module } from '@nestjs/common';
import { CapabilitiesModule } from '../capabilities/index.js';
import { PipelineModule } from '../pipeline/index.js';
import { RateLimitModule } from '../rate-limit/index.js';
import { SurfaceFactory } from '../surfaces/surface.factory.js';
import { CredentialViewBuilder } from './credential-view.builder.js';
import { McpServerFactory } from './mcp-server.factory.js';
import { ModernServerFactory } from './modern-server.factory.js';

/** The surfaces, the capabilities beside tools, the SDK wiring of both protocol eras and the per-credential rate limits. */
@Module({
  imports: [CapabilitiesModule, PipelineModule, RateLimitModule],
  providers: [SurfaceFactory, McpServerFactory, ModernServerFactory, CredentialViewBuilder],
  exports: [SurfaceFactory, McpServerFactory, ModernServerFactory, CredentialViewBuilder, RateLimitModule],
})
export class McpModule {}
