import type { Tier } from '@gitlab-mcp/action-kit';
import type { OAuthSettings } from './oauth-settings.interface.js';

export type ToolSurface = 'dynamic' | 'meta' | 'individual';
export type CapabilitySurface = 'full' | 'minimal';
export type MetaParamSchema = 'opaque' | 'compact' | 'full';
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
/** What the rate limits do while their shared store (Redis) cannot be reached. */
export type RedisFailureMode = 'open' | 'closed';
/** Whether `gen_ai.tool.name` is a metric dimension (`auto`: not on the individual surface). */
export type TelemetryToolName = 'auto' | 'on' | 'off';

/** The server's settings, from flags (which win) and environment variables (interface.md). */
export interface ServerConfig {
  readonly transport: 'stdio' | 'http';
  /** stdio: the one instance. HTTP: the published instances (empty with allowAnyGitlabUrl). */
  readonly gitlabUrls: readonly string[];
  /** stdio only; never read in HTTP mode. */
  readonly token: string | undefined;
  readonly httpHost: string;
  readonly httpPort: number;
  readonly allowAnyGitlabUrl: boolean;
  readonly allowPrivateInstances: boolean;
  readonly toolSurface: ToolSurface;
  readonly capabilitySurface: CapabilitySurface;
  readonly metaParamSchema: MetaParamSchema;
  /** Pinned tier; undefined = detect. */
  readonly tier: Tier | undefined;
  readonly readOnly: boolean;
  readonly safeMode: boolean;
  readonly yoloMode: boolean;
  readonly excludeTools: readonly string[];
  readonly rateLimitRps: number;
  readonly rateLimitBurst: number;
  /** 0 disables the deadline. */
  readonly actionTimeoutMs: number;
  readonly retryBaseDelayMs: number;
  readonly skipTlsVerify: boolean;
  readonly logLevel: LogLevel;
  readonly maxHttpClients: number;
  readonly poolIdleTimeoutMs: number;
  /** HTTP: largest request body accepted; a larger one is answered 413 with a JSON-RPC error. */
  readonly maxRequestBodyBytes: number;
  /**
   * HTTP: time a client has to send a whole request (headers and body); a stalled or slow-loris
   * connection is closed past it. Responses (long tool calls, SSE streams) are not bounded by it.
   */
  readonly httpRequestTimeoutMs: number;
  /**
   * Deadline of identity discovery (version, token, user, tier), at most the action deadline;
   * past it the credential is served degraded and discovered again on its next request.
   */
  readonly discoveryTimeoutMs: number;
  readonly stateless: boolean;
  /** Stateful HTTP: most live sessions in the process; the least recently used is ended first. */
  readonly maxSessions: number;
  /** Stateful HTTP: most live sessions of one credential; its least recently used is ended first. */
  readonly maxSessionsPerCredential: number;
  /** Stateful HTTP: a session unused this long is ended (its id then answers 404); 0 never. */
  readonly sessionIdleTimeoutMs: number;
  /** Base poll interval of resource subscriptions. */
  readonly subscriptionPollIntervalMs: number;
  readonly demo: boolean;
  /**
   * HTTP: browser origins (`scheme://host[:port]`) whose requests are served; empty means the
   * loopback origins (`localhost`, `127.0.0.1`, `[::1]` on any port). Any other `Origin` → 403.
   */
  readonly trustedOrigins: readonly string[];
  /**
   * `GITLAB_MCP_REQUEST_STATE_KEY` (at least 32 bytes): the HMAC key that seals the state of a
   * 2026-07-28 multi-round-trip call (a confirmation, a guided flow). Replicas behind one load
   * balancer share it; absent, each process draws its own at start.
   */
  readonly requestStateKey: string | undefined;
  /**
   * HTTP: after SIGTERM the server keeps serving this long while `/health` answers 503
   * `draining`, so a load balancer stops sending before the listener closes; 0 closes at once.
   */
  readonly drainDelayMs: number;
  /**
   * HTTP: `redis://` or `rediss://` URL of the store every replica shares its rate limits through
   * (the per-address edge limits and the per-credential buckets of A-40); undefined = memory.
   */
  readonly redisUrl: string | undefined;
  /** HTTP with Redis: `open` admits requests while the store is down (a warning, a counter); `closed` refuses them. */
  readonly redisFailureMode: RedisFailureMode;
  /** HTTP: requests per second one client address may send to /mcp before authentication (10-second windows); 0 off. */
  readonly addressRateLimit: number;
  /** `GITLAB_MCP_RATE_LIMIT_KEY_SALT`: the secret of the credential digests in the shared store; default: the Redis password. */
  readonly rateLimitKeySalt: string | undefined;
  /**
   * `GITLAB_MCP_TELEMETRY` / `--telemetry`: export OpenTelemetry traces, metrics and logs over OTLP
   * even when no `OTEL_EXPORTER_OTLP_*ENDPOINT` names a collector (the exporters' default then).
   * The standard `OTEL_*` variables configure everything else; `OTEL_SDK_DISABLED=true` vetoes.
   */
  readonly telemetry: boolean;
  /** `GITLAB_MCP_TELEMETRY_TOOL_NAME`: `gen_ai.tool.name` as a metric dimension; `auto` drops it on the individual surface. */
  readonly telemetryToolName: TelemetryToolName;
  /** HTTP: `--metrics-addr`, the separate plain listener serving Prometheus `GET /metrics`; undefined = none. */
  readonly metricsAddr: { readonly host: string; readonly port: number } | undefined;
  /** HTTP sign-in: GitLab tokens per request, or OAuth by this server (issue 16). */
  readonly oauth: OAuthSettings;
}
