import { GitlabClientModule } from '@gitlab-mcp/gitlab-client';
import { Module, type DynamicModule } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { LoggerModule } from 'nestjs-pino';
import type { Logger } from 'pino';
import { SERVER_CONFIG, type ServerConfig } from '../../config/index.js';
import { McpModule } from '../../mcp/mcp.module.js';
import { EdgeLimitStorage, RateLimitModule } from '../../rate-limit/index.js';
import { ADDRESS_THROTTLER, ADDRESS_WINDOW_MS, AddressThrottlerGuard } from './address-throttler.guard.js';
import { AuthFailureLimiter } from './auth-failure.limiter.js';
import { CredentialPool } from './credential.pool.js';
import { DrainState } from './drain.state.js';
import { InFlightTracker } from './in-flight.tracker.js';
import { McpHttpController } from './mcp-http.controller.js';
import { McpSessionRegistry } from './mcp-session.registry.js';
import { ClientMetadataDocuments } from './oauth/client-metadata.documents.js';
import { ClientUidPin } from './oauth/client-uid.pin.js';
import { OAuthAuthority } from './oauth/oauth.authority.js';
import { OAuthController } from './oauth/oauth.controller.js';

/**
 * The HTTP transport: /mcp, /health, the credential pool, the edge limits (@nestjs/throttler over
 * the rate-limit store: memory, or Redis shared by replicas) and request logging (tokens redacted).
 */
@Module({})
export class HttpTransportModule {
  static forRoot(logger: Logger): DynamicModule {
    return {
      module: HttpTransportModule,
      imports: [
        McpModule,
        GitlabClientModule,
        ThrottlerModule.forRootAsync({
          imports: [RateLimitModule],
          inject: [SERVER_CONFIG, EdgeLimitStorage],
          useFactory: (config: ServerConfig, storage: EdgeLimitStorage) => ({
            throttlers: [{ name: ADDRESS_THROTTLER, ttl: ADDRESS_WINDOW_MS, limit: (config.addressRateLimit * ADDRESS_WINDOW_MS) / 1000 }],
            skipIf: () => config.addressRateLimit === 0,
            setHeaders: false,
            storage,
          }),
        }),
        LoggerModule.forRoot({
          pinoHttp: {
            logger,
            serializers: {
              req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, path: req.url.split('?')[0] }),
              res: (res: { statusCode: number }) => ({ status: res.statusCode }),
            },
          },
        }),
      ],
      controllers: [McpHttpController, OAuthController],
      providers: [OAuthAuthority, ClientUidPin, ClientMetadataDocuments, CredentialPool, McpSessionRegistry, AuthFailureLimiter, AddressThrottlerGuard, InFlightTracker, DrainState],
    };
  }
}
