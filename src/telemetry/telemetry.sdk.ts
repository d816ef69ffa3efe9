import type { IncomingMessage, ServerResponse } from 'node:http';
import { context, diag, DiagLogLevel, metrics, propagation, trace, type DiagLogger } from '@opentelemetry/api';
import { logs } from '@opentelemetry/api-logs';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { setGlobalErrorHandler, W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPLogExporter as JsonLogExporter } from '@opentelemetry/exporter-logs-otlp-http';
import { OTLPLogExporter as ProtoLogExporter } from '@opentelemetry/exporter-logs-otlp-proto';
import { OTLPMetricExporter as JsonMetricExporter } from '@opentelemetry/exporter-metrics-otlp-http';
import { OTLPMetricExporter as ProtoMetricExporter } from '@opentelemetry/exporter-metrics-otlp-proto';
import { PrometheusExporter } from '@opentelemetry/exporter-prometheus';
import { OTLPTraceExporter as JsonTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as ProtoTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { defaultResource, detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchLogRecordProcessor, LoggerProvider } from '@opentelemetry/sdk-logs';
import { MeterProvider, PeriodicExportingMetricReader, type MetricReader } from '@opentelemetry/sdk-metrics';
import { AlwaysOffSampler, AlwaysOnSampler, BatchSpanProcessor, ParentBasedSampler, TraceIdRatioBasedSampler, TracerProvider, type Sampler } from '@opentelemetry/sdk-trace';
import type { Logger } from 'pino';
import type { LogExportSink } from '../logging/log-export.sink.js';
import { logRecordWriter } from './log-record.writer.js';
import { DEFAULT_SERVICE_NAME } from './telemetry.constants.js';
import type { TelemetrySettings } from './telemetry.settings.js';

type Env = Readonly<Record<string, string | undefined>>;

/** The running SDK: the Prometheus handler (with `--metrics-addr`) and a bounded shutdown that flushes. */
export interface TelemetryRuntime {
  readonly prometheus?: (req: IncomingMessage, res: ServerResponse) => void;
  shutdown(): Promise<void>;
}

/** Longest wait for the last export at shutdown. */
const SHUTDOWN_MS = 5_000;

/**
 * Registers the OpenTelemetry SDK as the process's global tracer, meter and logger providers
 * (what `@opentelemetry/api` hands the server's instrumentation), configured by the standard
 * `OTEL_*` variables: the OTLP exporters read endpoints, headers, TLS and timeouts themselves; the
 * batch and metric intervals and the sampler are read here. Exports are batched and asynchronous;
 * a failed export costs one warning (the first) or a debug line, never a caller's request.
 * Collector headers are never logged. Lines of this module's own logger are not exported (a
 * failing log export must not feed itself).
 */
export function startTelemetrySdk(settings: TelemetrySettings, env: Env, logger: Logger, serviceVersion: string, logExport: LogExportSink | undefined): TelemetryRuntime {
  const log = logger.child({ component: 'telemetry' });
  diag.setLogger(diagLogger(log), DiagLogLevel.WARN);
  setGlobalErrorHandler(exportFailureHandler(log));
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  const resource = defaultResource()
    .merge(resourceFromAttributes({ 'service.name': DEFAULT_SERVICE_NAME, 'service.version': serviceVersion }))
    .merge(detectResources({ detectors: [envDetector] }));
  const stops: (() => Promise<void>)[] = [];

  if (settings.otlp.traces) {
    const exporter = settings.otlp.traces === 'http/json' ? new JsonTraceExporter() : new ProtoTraceExporter();
    const provider = new TracerProvider({ resource, sampler: sampler(env), spanProcessors: [new BatchSpanProcessor({ exporter, ...batchOptions(env, 'BSP') })] });
    trace.setGlobalTracerProvider(provider);
    stops.push(() => provider.shutdown());
  }

  const readers: MetricReader[] = [];
  if (settings.otlp.metrics) {
    const exporter = settings.otlp.metrics === 'http/json' ? new JsonMetricExporter() : new ProtoMetricExporter();
    const interval = positive(env.OTEL_METRIC_EXPORT_INTERVAL) ?? 60_000;
    readers.push(new PeriodicExportingMetricReader({ exporter, exportIntervalMillis: interval, exportTimeoutMillis: Math.min(interval, positive(env.OTEL_METRIC_EXPORT_TIMEOUT) ?? 30_000) }));
  }
  const prometheus = settings.prometheus ? new PrometheusExporter({ preventServerStart: true }) : undefined;
  if (prometheus) readers.push(prometheus);
  if (readers.length > 0) {
    const provider = new MeterProvider({ resource, readers });
    metrics.setGlobalMeterProvider(provider);
    stops.push(() => provider.shutdown());
  }

  if (settings.otlp.logs && logExport) {
    const exporter = settings.otlp.logs === 'http/json' ? new JsonLogExporter() : new ProtoLogExporter();
    const provider = new LoggerProvider({ resource, processors: [new BatchLogRecordProcessor({ exporter, ...batchOptions(env, 'BLRP') })] });
    logs.setGlobalLoggerProvider(provider);
    logExport.attach(logRecordWriter(provider.getLogger('gitlab-mcp-server')));
    stops.push(() => provider.shutdown());
  }

  return {
    ...(prometheus ? { prometheus: (req: IncomingMessage, res: ServerResponse) => prometheus.getMetricsRequestHandler(req, res) } : {}),
    shutdown: async () => {
      const done = Promise.allSettled(stops.map((stop) => stop()));
      await Promise.race([done, new Promise((r) => setTimeout(r, SHUTDOWN_MS).unref())]);
    },
  };
}

/** `OTEL_BSP_*` / `OTEL_BLRP_*`: the batch processor's delay, timeout and sizes. */
function batchOptions(env: Env, prefix: 'BSP' | 'BLRP'): { scheduledDelayMillis?: number; exportTimeoutMillis?: number; maxQueueSize?: number; maxExportBatchSize?: number } {
  const maxQueueSize = positive(env[`OTEL_${prefix}_MAX_QUEUE_SIZE`]);
  const maxExportBatchSize = positive(env[`OTEL_${prefix}_MAX_EXPORT_BATCH_SIZE`]);
  return {
    ...defined('scheduledDelayMillis', positive(env[`OTEL_${prefix}_SCHEDULE_DELAY`])),
    ...defined('exportTimeoutMillis', positive(env[`OTEL_${prefix}_EXPORT_TIMEOUT`])),
    ...defined('maxQueueSize', maxQueueSize),
    ...defined('maxExportBatchSize', maxExportBatchSize === undefined ? undefined : Math.min(maxExportBatchSize, maxQueueSize ?? 2048)),
  };
}

/** `OTEL_TRACES_SAMPLER` / `OTEL_TRACES_SAMPLER_ARG` (default parentbased_always_on). */
function sampler(env: Env): Sampler {
  const ratio = Number(env.OTEL_TRACES_SAMPLER_ARG ?? '1');
  const ratioSampler = new TraceIdRatioBasedSampler(Number.isFinite(ratio) && ratio >= 0 && ratio <= 1 ? ratio : 1);
  switch ((env.OTEL_TRACES_SAMPLER ?? '').trim().toLowerCase()) {
    case 'always_on':
      return new AlwaysOnSampler();
    case 'always_off':
      return new AlwaysOffSampler();
    case 'traceidratio':
      return ratioSampler;
    case 'parentbased_always_off':
      return new ParentBasedSampler({ root: new AlwaysOffSampler() });
    case 'parentbased_traceidratio':
      return new ParentBasedSampler({ root: ratioSampler });
    default:
      return new ParentBasedSampler({ root: new AlwaysOnSampler() });
  }
}

function positive(raw: string | undefined): number | undefined {
  const n = Number(raw);
  return raw !== undefined && raw.trim() !== '' && Number.isFinite(n) && n > 0 ? n : undefined;
}

function defined<K extends string>(key: K, value: number | undefined): Partial<Record<K, number>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, number>);
}

/** The SDK's own diagnostics as debug/warn lines of the telemetry logger. */
function diagLogger(log: Logger): DiagLogger {
  const line = (level: 'debug' | 'warn') => (message: string) => log[level](`OpenTelemetry: ${bounded(message)}`);
  return { error: line('warn'), warn: line('warn'), info: line('debug'), debug: line('debug'), verbose: line('debug') };
}

/** A failed export: the first is a warning, the following ones debug lines (a down collector is one fact). */
function exportFailureHandler(log: Logger): (e: unknown) => void {
  let warned = false;
  return (e) => {
    const err = bounded(e instanceof Error ? e.message : String(e));
    if (warned) {
      log.debug({ err }, 'telemetry export failed');
      return;
    }
    warned = true;
    log.warn({ err }, 'telemetry export failed (is the collector reachable?); further failures are logged at debug level');
  };
}

function bounded(text: string): string {
  return text.length > 300 ? `${text.slice(0, 300)}...` : text;
}
