import 'reflect-metadata';
import { GitlabClientFactory } from '@gitlab-mcp/gitlab-client';
import type { DynamicModule, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Logger } from 'pino';
import { AppModule } from '../../app.module.js';
import { ReadinessWatcher } from '../../catalog/index.js';
import type { ServerConfig } from '../../config/index.js';
import { NestLoggerAdapter } from '../../logging/nest-logger.adapter.js';
import { McpServerFactory } from '../../mcp/mcp-server.factory.js';
import { CredentialViewBuilder } from '../../mcp/credential-view.builder.js';
import { CredentialLimitsFactory } from '../../rate-limit/index.js';
import { StdioChannelTransport } from './stdio-channel.transport.js';
import type { StdioChannel } from './stdio.channel.js';
import { demoStdioConfig } from './stdio-demo.js';
import { StdioViewSource } from './stdio-view.source.js';

/**
 * Loads Nest (a standalone application context), connects the SDK server to the stdio channel,
 * and discovers the GitLab identity behind the readiness gate. `--demo`: against the embedded
 * simulator, started first.
 */
export async function bootStdio(given: ServerConfig, channel: StdioChannel, logger: Logger, extraModules: readonly (Type<unknown> | DynamicModule)[] = []): Promise<void> {
  const config = given.demo ? await demoStdioConfig(given, logger) : given;
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config, logger, extraModules), {
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
  // One limiter for the process's one token; undefined (off) unless GITLAB_MCP_RATE_LIMIT_RPS > 0.
  const server = app.get(McpServerFactory).create(source, app.get(CredentialLimitsFactory).create());
  source.onToolsChanged = () => server.sendToolListChanged();
  const transport = new StdioChannelTransport(channel);
  transport.onclose = () => {
    void app.close().finally(() => process.exit(0));
  };
  await server.connect(transport);
  source.start();
}
