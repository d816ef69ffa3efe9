import 'reflect-metadata';
import { GitlabClientFactory } from '@gitlab-mcp/gitlab-client';
import type { DynamicModule, INestApplicationContext, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Logger } from 'pino';
import { AppModule } from '../../app.module.js';
import { ReadinessWatcher } from '../../catalog/index.js';
import type { ServerConfig } from '../../config/index.js';
import type { LogExportSink } from '../../logging/log-export.sink.js';
import { NestLoggerAdapter } from '../../logging/nest-logger.adapter.js';
import { classifyInboundRequest, type Server } from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { McpServerFactory } from '../../mcp/mcp-server.factory.js';
import { ModernServerFactory } from '../../mcp/modern-server.factory.js';
import { CredentialViewBuilder } from '../../mcp/credential-view.builder.js';
import { CredentialLimitsFactory } from '../../rate-limit/index.js';
import { serverVersion } from '../../domains/server/server-version.js';
import { negotiateProtocolVersion } from '../../mcp/protocol-versions.js';
import { startTelemetry } from '../../telemetry/index.js';
import { LateViewSource } from './late-view.source.js';
import { ModernStdioTransport } from './modern-stdio.transport.js';
import { StdioChannelTransport } from './stdio-channel.transport.js';
import { StdioListens } from './stdio-listens.js';
import type { StdioChannel } from './stdio.channel.js';
import { demoStdioConfig } from './stdio-demo.js';
import { StdioViewSource } from './stdio-view.source.js';

/**
 * Loads Nest (a standalone application context), connects the SDK server of the connection's
 * protocol era to the stdio channel, and discovers the GitLab identity behind the readiness gate.
 * The client's opening message decides the era: a 2026-07-28 opening (`server/discover`, or a
 * request carrying the per-request envelope) is served by `@modelcontextprotocol/server`'s stdio
 * entry; anything else (an `initialize`) by the 2025-11-25 wiring, as the channel already
 * answered it. `--demo`: against the embedded simulator, started first. Telemetry, when asked
 * for, starts before anything serves and flushes at exit.
 */
export async function bootStdio(
  given: ServerConfig,
  channel: StdioChannel,
  logger: Logger,
  extraModules: readonly (Type<unknown> | DynamicModule)[] = [],
  logExport?: LogExportSink,
): Promise<void> {
  const telemetry = await startTelemetry(given, logger, serverVersion(), logExport);
  const config = given.demo ? await demoStdioConfig(given, logger) : given;
  let app: INestApplicationContext | undefined;
  const exit = (): void => {
    void (app?.close() ?? Promise.resolve())
      .then(() => telemetry?.shutdown())
      .finally(() => process.exit(0));
  };
  // A 2026-07-28 connection is served at once (its server/discover needs no catalog); its requests wait for the view.
  const modern = opensModernEra(channel) ? serveModern(config, channel, logger, exit) : undefined;
  app = await NestFactory.createApplicationContext(AppModule.forRoot(config, logger, extraModules), {
    logger: new NestLoggerAdapter(logger),
    abortOnError: false,
  });
  const client = app.get(GitlabClientFactory).create({
    baseUrl: config.gitlabUrls[0],
    token: config.token ?? '',
    skipTlsVerify: config.skipTlsVerify,
    retryBaseDelayMs: config.retryBaseDelayMs,
    destination: { operatorNamed: true, allowPrivate: config.allowPrivateInstances },
  });
  const source = new StdioViewSource(app.get(CredentialViewBuilder), client, app.get(ReadinessWatcher), logger);
  if (modern) {
    modern.late.resolve(source);
    source.onToolsChanged = modern.toolsChanged;
    source.start();
    return;
  }
  // One limiter for the process's one token; undefined (off) unless GITLAB_MCP_RATE_LIMIT_RPS > 0.
  const protocolVersion = negotiateProtocolVersion(channel.initializeRequest?.params?.protocolVersion);
  const server = app.get(McpServerFactory).create(source, app.get(CredentialLimitsFactory).create(STDIO_CREDENTIAL), protocolVersion);
  source.onToolsChanged = () => server.sendToolListChanged();
  const transport = new StdioChannelTransport(channel);
  transport.onclose = exit;
  await server.connect(transport);
  source.start();
}

/** Serves the 2026-07-28 era on the channel through the SDK's stdio entry; the returned source is resolved once the server has loaded. */
function serveModern(config: ServerConfig, channel: StdioChannel, logger: Logger, exit: () => void): ModernStdio {
  const late = new LateViewSource();
  const servers = new ModernServerFactory(config, logger);
  // One limiter for the process's one token, as in the 2025-11-25 path.
  const limits = new CredentialLimitsFactory(config).create(STDIO_CREDENTIAL);
  const transport = new ModernStdioTransport(channel);
  transport.onclose = exit;
  // The entry pins the last server the factory made for the connection (a discarded probe comes first).
  let pinned: Server | undefined;
  const watchers = servers.listenWatchers(late, limits, (uri) => void pinned?.sendResourceUpdated({ uri }));
  if (watchers) transport.listens = new StdioListens(watchers);
  serveStdio(() => (pinned = servers.create(late, limits, STDIO_CREDENTIAL)), { transport, legacy: 'reject', onerror: (e) => logger.debug({ err: e.message }, 'stdio (2026-07-28): out-of-band error') });
  return { late, toolsChanged: async () => pinned?.sendToolListChanged() };
}

/** A 2026-07-28 stdio connection being served: the source it waits for, and how a change of its tools is announced. */
interface ModernStdio {
  readonly late: LateViewSource;
  readonly toolsChanged: () => Promise<void>;
}

/** The one credential of a stdio process, which sealed multi-round-trip states are bound to (the key is the process's own unless configured). */
const STDIO_CREDENTIAL = 'stdio';

/** Whether the client opened the connection in the 2026-07-28 era, by the SDK's own classification of its first message. */
function opensModernEra(channel: StdioChannel): boolean {
  const opening = channel.opening;
  if (opening === undefined || channel.initializeRequest !== undefined) return false;
  return classifyInboundRequest({ httpMethod: 'POST', body: opening }).kind !== 'legacy';
}
