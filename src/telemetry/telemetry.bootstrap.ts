import type { Logger } from 'pino';
import type { ServerConfig } from '../config/index.js';
import type { LogExportSink } from '../logging/log-export.sink.js';
import { enableRequestTelemetry } from './request.tracer.js';
import type { TelemetryRuntime } from './telemetry.sdk.js';
import { telemetrySettings, telemetryWanted } from './telemetry.settings.js';

/**
 * Starts telemetry when the configuration and the `OTEL_*` variables ask for it (before the
 * application is built, so every instrument finds the SDK); undefined when nothing runs. The SDK
 * is loaded only then (its own bundle file). A setting that keeps OTLP export off is one ERROR
 * line; the server serves either way.
 */
export async function startTelemetry(config: ServerConfig, logger: Logger, serviceVersion: string, logExport: LogExportSink | undefined): Promise<TelemetryRuntime | undefined> {
  const settings = telemetrySettings(config, process.env);
  if (settings.error !== undefined) logger.error(settings.error);
  for (const warning of settings.warnings) logger.warn(warning);
  if (!telemetryWanted(settings)) return undefined;
  const { startTelemetrySdk } = await import('./telemetry.sdk.js');
  const runtime = startTelemetrySdk(settings, process.env, logger, serviceVersion, logExport);
  enableRequestTelemetry({ transport: config.transport, toolSurface: config.toolSurface, toolName: config.telemetryToolName });
  logger.info({ traces: settings.otlp.traces ?? 'off', metrics: settings.otlp.metrics ?? 'off', logs: settings.otlp.logs ?? 'off', prometheus: settings.prometheus !== undefined }, 'telemetry started');
  return runtime;
}
