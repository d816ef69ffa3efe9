import { parseCliArgs, loadConfig, ConfigError, type ServerConfig } from './config/index.js';
import { HELP } from './cli-help.js';
import { serverVersion } from './domains/server/server-version.js';
import { createLogger } from './logging/create-logger.js';
import { LogExportSink } from './logging/log-export.sink.js';
import { modernCapabilities, serverCapabilities } from './mcp/server-identity.js';
import { telemetrySettings } from './telemetry/telemetry.settings.js';
import { StdioChannel } from './transports/stdio/stdio.channel.js';

/**
 * Entry point. In stdio mode the channel starts reading stdin before anything heavy is loaded,
 * so `initialize` (or a 2026-07-28 `server/discover`) is answered at once; Nest and the
 * SDK load behind it.
 */
async function main(argv: readonly string[]): Promise<void> {
  let config: ServerConfig;
  try {
    const args = parseCliArgs(argv);
    if (args.has('help')) {
      process.stdout.write(HELP);
      return;
    }
    if (args.has('version')) {
      process.stdout.write(`gitlab-mcp-server ${serverVersion()}\n`);
      return;
    }
    config = loadConfig(args, process.env);
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    process.stderr.write(`gitlab-mcp-server: ${e.message}\n`);
    process.exit(2);
  }
  // With OpenTelemetry logs exported, each log line also goes to the exporter the server attaches.
  const logExport = telemetrySettings(config, process.env).otlp.logs !== undefined ? new LogExportSink() : undefined;
  if (config.transport === 'stdio') {
    const channel = new StdioChannel(serverVersion(), serverCapabilities(config), modernCapabilities(config));
    const logger = createLogger(config.logLevel, logExport);
    routeWarnings(logger);
    await channel.started;
    const { bootStdio } = await import('./transports/stdio/stdio.bootstrap.js');
    await bootStdio(config, channel, logger, [], logExport);
    return;
  }
  const logger = createLogger(config.logLevel, logExport);
  routeWarnings(logger);
  const { bootHttp } = await import('./transports/http/http.bootstrap.js');
  await bootHttp(config, logger, logExport);
}

/** Node's own warnings become JSON log lines instead of plain stderr text. */
function routeWarnings(logger: ReturnType<typeof createLogger>): void {
  process.removeAllListeners('warning');
  process.on('warning', (w) => logger.warn({ warning: w.name }, w.message));
}

main(process.argv.slice(2)).catch((e: unknown) => {
  process.stderr.write(`${JSON.stringify({ level: 60, msg: 'fatal start-up error', err: e instanceof Error ? e.message : String(e) })}\n`);
  process.exit(1);
});
