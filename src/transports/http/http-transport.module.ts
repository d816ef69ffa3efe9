import { GitlabClientModule } from '@gitlab-mcp/gitlab-client';
import { Module, type DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { Logger } from 'pino';
import { McpModule } from '../../mcp/mcp.module.js';
import { AuthFailureLimiter } from './auth-failure.limiter.js';
import { CredentialPool } from './credential.pool.js';
import { DrainState } from './drain.state.js';
import { InFlightTracker } from './in-flight.tracker.js';
import { McpHttpController } from './mcp-http.controller.js';
import { McpSessionRegistry } from './mcp-session.registry.js';

/** The HTTP transport: /mcp, /health, the credential pool and request logging (tokens redacted). */
@Module({})
export class HttpTransportModule {
  static forRoot(logger: Logger): DynamicModule {
    return {
      module: HttpTransportModule,
      imports: [
        McpModule,
        GitlabClientModule,
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
      controllers: [McpHttpController],
      providers: [CredentialPool, McpSessionRegistry, AuthFailureLimiter, InFlightTracker, DrainState],
    };
  }
}
