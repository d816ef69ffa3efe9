import type { ServerConfig } from '../config/index.js';

type Env = Readonly<Record<string, string | undefined>>;

/** The OTLP encodings this server exports (`OTEL_EXPORTER_OTLP_PROTOCOL`, per-signal variants honoured). */
export type OtlpProtocol = 'http/protobuf' | 'http/json';
export type Signal = 'traces' | 'metrics' | 'logs';

/** What telemetry runs, read from the configuration and the standard `OTEL_*` variables. */
export interface TelemetrySettings {
  /** Per signal: its OTLP encoding, or undefined when it is not exported. */
  readonly otlp: Readonly<Record<Signal, OtlpProtocol | undefined>>;
  /** The Prometheus listener (`--metrics-addr`). */
  readonly prometheus: ServerConfig['metricsAddr'];
  /** Why OTLP export stays off although it was asked for (one ERROR line at start). */
  readonly error?: string;
  /** Warnings to log at start (never a header value). */
  readonly warnings: readonly string[];
}

const SIGNALS: readonly Signal[] = ['traces', 'metrics', 'logs'];
const DEFAULT_ENDPOINT = 'http://localhost:4318';
const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/i;

const set = (v: string | undefined): v is string => v !== undefined && v.trim() !== '';
const upper = (s: Signal): string => s.toUpperCase();

/**
 * Decides what telemetry runs. OTLP export is on with `GITLAB_MCP_TELEMETRY` or when a standard
 * endpoint variable is set (`OTEL_EXPORTER_OTLP_ENDPOINT` or a per-signal one); `OTEL_SDK_DISABLED=true`
 * vetoes it, `OTEL_{TRACES,METRICS,LOGS}_EXPORTER=none` turns one signal off. An encoding this
 * server does not export (grpc, or anything else) stops OTLP export altogether. The Prometheus
 * listener runs whenever `--metrics-addr` is set.
 */
export function telemetrySettings(config: Pick<ServerConfig, 'telemetry' | 'metricsAddr'>, env: Env): TelemetrySettings {
  const off = { traces: undefined, metrics: undefined, logs: undefined };
  const prometheus = config.metricsAddr;
  const endpointSet = set(env.OTEL_EXPORTER_OTLP_ENDPOINT) || SIGNALS.some((s) => set(env[`OTEL_EXPORTER_OTLP_${upper(s)}_ENDPOINT`]));
  if ((env.OTEL_SDK_DISABLED ?? '').trim().toLowerCase() === 'true' || !(config.telemetry || endpointSet)) return { otlp: off, prometheus, warnings: [] };
  const otlp: Record<Signal, OtlpProtocol | undefined> = { ...off };
  const unsupported: string[] = [];
  const warnings: string[] = [];
  for (const signal of SIGNALS) {
    const exporter = (env[`OTEL_${upper(signal)}_EXPORTER`] ?? '').trim().toLowerCase();
    if (exporter === 'none') continue;
    if (exporter !== '' && exporter !== 'otlp') {
      unsupported.push(`OTEL_${upper(signal)}_EXPORTER=${exporter}`);
      continue;
    }
    const variable = set(env[`OTEL_EXPORTER_OTLP_${upper(signal)}_PROTOCOL`]) ? `OTEL_EXPORTER_OTLP_${upper(signal)}_PROTOCOL` : 'OTEL_EXPORTER_OTLP_PROTOCOL';
    const raw = (env[variable] ?? '').trim().toLowerCase();
    const protocol = raw === '' || raw === 'http' || raw === 'http/protobuf' ? 'http/protobuf' : raw === 'http/json' ? 'http/json' : undefined;
    if (protocol === undefined) unsupported.push(`${variable}=${raw}`);
    otlp[signal] = protocol;
    const plaintext = plaintextCredentials(signal, env);
    if (plaintext !== undefined) warnings.push(plaintext);
  }
  if (unsupported.length > 0) {
    return { otlp: off, prometheus, warnings: [], error: `OpenTelemetry export is off: ${unsupported.join(', ')} is not supported (use http/protobuf or http/json, exporter otlp or none); the server keeps serving` };
  }
  return { otlp, prometheus, warnings: [...new Set(warnings)] };
}

/** Whether anything of telemetry runs (an OTLP signal or the Prometheus listener). */
export function telemetryWanted(settings: TelemetrySettings): boolean {
  return settings.prometheus !== undefined || SIGNALS.some((s) => settings.otlp[s] !== undefined);
}

/**
 * The warning for headers (collector credentials) sent in plaintext `http://` to a host that is not
 * loopback, naming the variable and the host, never a header value.
 */
function plaintextCredentials(signal: Signal, env: Env): string | undefined {
  const headersVariable = set(env[`OTEL_EXPORTER_OTLP_${upper(signal)}_HEADERS`]) ? `OTEL_EXPORTER_OTLP_${upper(signal)}_HEADERS` : set(env.OTEL_EXPORTER_OTLP_HEADERS) ? 'OTEL_EXPORTER_OTLP_HEADERS' : undefined;
  if (headersVariable === undefined) return undefined;
  const endpoint = env[`OTEL_EXPORTER_OTLP_${upper(signal)}_ENDPOINT`]?.trim() || env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || DEFAULT_ENDPOINT;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' || LOOPBACK.test(url.hostname)) return undefined;
  return `${headersVariable} is sent in plaintext (http://) to ${url.hostname}: use an https:// collector endpoint so its credentials are not readable on the network`;
}
