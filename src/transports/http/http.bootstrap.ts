import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { DynamicModule, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';
import { AppModule } from '../../app.module.js';
import type { ServerConfig } from '../../config/index.js';
import type { LogExportSink } from '../../logging/log-export.sink.js';
import { NestLoggerAdapter } from '../../logging/nest-logger.adapter.js';
import { serverVersion } from '../../domains/server/server-version.js';
import { startTelemetry } from '../../telemetry/index.js';
import { HttpTransportModule } from './http-transport.module.js';
import { installBoundedJsonParser } from './bounded-json.parser.js';
import { DrainState } from './drain.state.js';
import { demoOAuthConfig, demoOAuthLines } from './demo-oauth.js';
import { installDrainHook } from './drain.hook.js';
import { installFormBodyParser } from './form-body.parser.js';
import { stopOnSignal } from './http.shutdown.js';
import { JsonRpcBodyErrorFilter } from './json-rpc-body-error.filter.js';
import { installLargeBodyGate } from './large-body.gate.js';
import { installOriginGuard } from './origin.guard.js';
import { startMetricsListener } from './metrics.listener.js';
import { whenParentGone } from './parent-watch.js';

/** Starts Streamable HTTP on Fastify; resolves with the listening application. */
export async function startHttp(config: ServerConfig, logger: Logger, extraModules: readonly (Type<unknown> | DynamicModule)[] = []): Promise<NestFastifyApplication> {
  const requestTimeout = config.httpRequestTimeoutMs;
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, logger, [...extraModules, HttpTransportModule.forRoot(logger)]),
    new FastifyAdapter({
      forceCloseConnections: 'idle',
      bodyLimit: config.maxRequestBodyBytes,
      // Slow-loris bounds: the whole request (headers and body) must arrive within requestTimeout,
      // the headers within headersTimeout; Node answers 408 and closes past either. Responses are
      // not bounded (a tool call may run for the action deadline, an SSE stream for hours).
      requestTimeout,
      keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
      http: {
        headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeout),
        // Node checks the two timeouts on this period (30 s by default, too coarse for short limits).
        connectionsCheckingInterval: Math.max(100, Math.min(5_000, Math.floor(requestTimeout / 4))),
      },
      requestIdHeader: 'x-request-id',
      genReqId: () => randomUUID(),
    }),
    { logger: new NestLoggerAdapter(logger), abortOnError: false },
  );
  app.useGlobalFilters(new JsonRpcBodyErrorFilter(app.getHttpAdapter(), config.maxRequestBodyBytes, logger));
  installOriginGuard(app.getHttpAdapter().getInstance(), { trustedOrigins: config.trustedOrigins, alwaysTrusted: ownPublicOrigin(config), loopbackOnly: isLoopbackAddress(config.httpHost) });
  installLargeBodyGate(app.getHttpAdapter().getInstance());
  installDrainHook(app.getHttpAdapter().getInstance(), app.get(DrainState));
  // Nest registers its JSON parser at init; the bounded one replaces it before listening.
  await app.init();
  installBoundedJsonParser(app.getHttpAdapter().getInstance());
  installFormBodyParser(app.getHttpAdapter().getInstance());
  await app.listen(config.httpPort, config.httpHost);
  return app;
}

/** Longest wait for a request's headers (capped by the request timeout). */
const HEADERS_TIMEOUT_MS = 10_000;
/** Idle keep-alive connections close after this; above common load-balancer idle timeouts (60 s). */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/**
 * `--http` and `--demo` entry: in demo mode the embedded simulator is started first, and the demo
 * ends with the process that started it (a server stays up on its own; a demo does not).
 * Telemetry, when asked for, starts first; `--metrics-addr` opens its own listener.
 */
export async function bootHttp(config: ServerConfig, logger: Logger, logExport?: LogExportSink): Promise<void> {
  const telemetry = await startTelemetry(config, logger, serverVersion(), logExport);
  const metricsListener = await startMetricsListener(config, telemetry, logger);
  const stopTelemetry = async (): Promise<void> => {
    await metricsListener?.close();
    await telemetry?.shutdown();
  };
  if (!config.demo) {
    const app = await startHttp(config, logger);
    // Signals are handled before "listening" is logged: whoever waits for that line may signal at once.
    stopOnSignal(app, { drainDelayMs: config.drainDelayMs, logger, afterClose: stopTelemetry });
    logger.info({ url: await app.getUrl() }, 'listening');
    return;
  }
  const { startGitlabSim } = await import('@gitlab-mcp/gitlab-sim');
  const sim = await startGitlabSim({ plan: 'premium' });
  const signIn = config.oauth.authMode === 'oauth';
  const demoConfig = signIn ? await demoOAuthConfig(config, sim) : config;
  const app = await startHttp({ ...demoConfig, gitlabUrls: [sim.url], allowAnyGitlabUrl: false }, logger);
  const endpoint = `http://${config.httpHost}:${(app.getHttpServer().address() as { port: number }).port}/mcp`;
  const stop = stopOnSignal(app, { drainDelayMs: config.drainDelayMs, logger, afterClose: () => sim.close().then(stopTelemetry) });
  process.stdout.write(demoBanner(endpoint, sim.url, sim.tokens.api, signIn ? demoOAuthLines(demoConfig.oauth.publicUrl + '/mcp') : []));
  whenParentGone(() => {
    logger.info('demo: the process that started it has exited; stopping');
    stop();
  });
}

function demoBanner(endpoint: string, simUrl: string, token: string, oauthLines: readonly string[]): string {
  const clientConfig = { mcpServers: { gitlab: { type: 'http', url: endpoint, headers: { 'PRIVATE-TOKEN': token } } } };
  return [
    'GitLab MCP server demo',
    `  MCP endpoint:      ${endpoint}`,
    `  GitLab simulator:  ${simUrl}`,
    `  Demo token:        ${token}`,
    '',
    ...oauthLines,
    `Client configuration${oauthLines.length > 0 ? ' with the demo token' : ''} (paste into your MCP client):`,
    JSON.stringify(clientConfig, null, 2),
    '',
    `MCP Inspector: npx @modelcontextprotocol/inspector@2.12.0 --cli ${endpoint} --transport http --header "PRIVATE-TOKEN: ${token}" --method tools/list`,
    'Press Ctrl+C to stop.',
    '',
  ].join('\n');
}

/** Whether the server listens on a loopback address only (then a foreign `Host` is DNS rebinding). */
function isLoopbackAddress(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** In oauth mode the public URL's origin is always trusted, besides the listed ones or the loopback default: its consent form posts back to it. */
function ownPublicOrigin(config: ServerConfig): readonly string[] {
  const publicUrl = config.oauth.publicUrl;
  return config.oauth.authMode === 'oauth' && publicUrl !== undefined ? [publicUrl] : [];
}
