import type { Tier } from '@gitlab-mcp/action-kit';
import type { CliArgs } from './cli-args.js';
import { ConfigError } from './config.error.js';
import { parseDuration } from './duration.js';
import { loadOAuthSettings } from './oauth-settings.js';
import type { CapabilitySurface, LogLevel, MetaParamSchema, RedisFailureMode, ServerConfig, TelemetryToolName, ToolSurface } from './server-config.interface.js';

type Env = Readonly<Record<string, string | undefined>>;

const TRUTHY = new Set(['1', 'true', 'yes', 'on']);
const FALSY = new Set(['0', 'false', 'no', 'off', '']);

function bool(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined) return fallback;
  const v = raw.trim().toLowerCase();
  if (TRUTHY.has(v)) return true;
  if (FALSY.has(v)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

function oneOf<T extends string>(name: string, raw: string | undefined, allowed: readonly T[], fallback: T): T {
  if (raw === undefined || raw.trim() === '') return fallback;
  const v = raw.trim().toLowerCase();
  if ((allowed as readonly string[]).includes(v)) return v as T;
  throw new ConfigError(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
}

function int(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  return n;
}

function duration(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const ms = parseDuration(raw);
  if (ms === undefined) throw new ConfigError(`${name} must be a duration such as 500ms, 2s, 65m or 1h, got "${raw}"`);
  return ms;
}

/** A duration that must be above zero (a timeout that cannot be disabled). */
function positiveDuration(name: string, raw: string | undefined, fallback: number): number {
  const ms = duration(name, raw, fallback);
  if (ms <= 0) throw new ConfigError(`${name} must be a duration above zero such as 500ms or 30s, got "${raw}"`);
  return ms;
}

/**
 * `GITLAB_MCP_SESSION_TIMEOUT` (default 30m) refuses 0; `--session-timeout` accepts it (never
 * expire), as the reference server does.
 */
function sessionTimeout(args: CliArgs, env: Env): number {
  const flag = args.get('session-timeout');
  if (flag && flag.length > 0) return duration('--session-timeout', flag[flag.length - 1], 30 * 60_000);
  return positiveDuration('GITLAB_MCP_SESSION_TIMEOUT', env.GITLAB_MCP_SESSION_TIMEOUT, 30 * 60_000);
}

/** Longest `--drain-delay` (the reference server's bound). */
const MAX_DRAIN_DELAY_MS = 5 * 60_000;

/**
 * `--drain-delay` (wins) or `GITLAB_MCP_DRAIN_DELAY`: 5s by default, 0 in the demo (no load
 * balancer watches it), at most 5m.
 */
function drainDelay(args: CliArgs, env: Env, demo: boolean): number {
  const name = args.has('drain-delay') ? '--drain-delay' : 'GITLAB_MCP_DRAIN_DELAY';
  const raw = pick(args, 'drain-delay', env, 'GITLAB_MCP_DRAIN_DELAY');
  const ms = duration(name, raw, demo ? 0 : 5_000);
  if (ms > MAX_DRAIN_DELAY_MS) throw new ConfigError(`${name} must be at most 5m, got "${raw}"`);
  return ms;
}

/** Default HTTP body limit: 4 MiB, the same bound the stdio channel puts on one line. */
const DEFAULT_MAX_REQUEST_BODY_BYTES = 4 * 1024 * 1024;

function gitlabUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new ConfigError(`GitLab URL "${raw}" is not a valid URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(`GitLab URL "${raw}" must use http or https`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '').replace(/\/api\/v4$/, '')}`;
}

function listen(raw: string, flag = '--http-addr'): { host: string; port: number } {
  const i = raw.lastIndexOf(':');
  const host = i <= 0 ? '0.0.0.0' : raw.slice(0, i).replace(/^\[|\]$/g, '');
  const port = Number(i === -1 ? raw : raw.slice(i + 1));
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`${flag} must be HOST:PORT, got "${raw}"`);
  return { host, port };
}

/** `GITLAB_MCP_TIER`: free (or ce), premium, ultimate. */
function tierSetting(raw: string): Tier | undefined {
  const v = raw.trim().toLowerCase();
  if (v === 'ce') return 'free';
  return v === 'free' || v === 'premium' || v === 'ultimate' ? v : undefined;
}

/** The last value of a flag, else the environment variable. */
function pick(args: CliArgs, flag: string, env: Env, envName?: string): string | undefined {
  const values = args.get(flag);
  if (values && values.length > 0) return values[values.length - 1];
  return envName ? env[envName] : undefined;
}

/**
 * Builds the server configuration from parsed flags and the environment. Throws ConfigError
 * with a precise message for anything invalid; the caller refuses to start.
 */
export function loadConfig(args: CliArgs, env: Env): ServerConfig {
  const demo = bool('--demo', pick(args, 'demo', env), false);
  const http = bool('--http', pick(args, 'http', env), false);
  const stdio = bool('--stdio', pick(args, 'stdio', env), false);
  if (http && stdio) throw new ConfigError('--stdio and --http exclude each other: choose one transport');
  // The demo serves HTTP unless --stdio; otherwise stdio unless --http.
  const transport = (demo && !stdio) || http ? 'http' : 'stdio';
  const allowAnyGitlabUrl = bool('--allow-any-gitlab-url', pick(args, 'allow-any-gitlab-url', env), false);
  const urlFlags = args.get('gitlab-url') ?? [];
  const urlSource = urlFlags.length > 0 ? urlFlags : (env.GITLAB_URL ?? '').split(',').filter((u) => u.trim() !== '');
  const gitlabUrls = urlSource.map(gitlabUrl);
  const yoloRaw = env.GITLAB_MCP_YOLO_MODE !== undefined && env.GITLAB_MCP_YOLO_MODE !== '' ? env.GITLAB_MCP_YOLO_MODE : env.AUTOPILOT;
  const yoloFlag = args.get('yolo-mode');
  const { host, port } = listen(pick(args, 'http-addr', env) ?? (demo ? '127.0.0.1:8080' : ':8080'));
  const tierRaw = pick(args, 'tier', env, 'GITLAB_MCP_TIER');
  const tier = tierRaw === undefined || tierRaw.trim() === '' ? undefined : tierSetting(tierRaw);
  if (tierRaw !== undefined && tierRaw.trim() !== '' && tier === undefined) {
    throw new ConfigError(`GITLAB_MCP_TIER must be free, premium or ultimate, got "${tierRaw}"`);
  }
  const logRaw = (pick(args, 'log-level', env, 'GITLAB_MCP_LOG_LEVEL') ?? 'info').trim().toLowerCase();
  const logLevel: LogLevel = logRaw === 'warning' ? 'warn' : (['debug', 'info', 'warn', 'error'].includes(logRaw) ? (logRaw as LogLevel) : 'info');
  const rateDefault = transport === 'http' ? 10 : 0;
  if (transport === 'stdio' && !demo && !env.GITLAB_TOKEN) {
    throw new ConfigError('GITLAB_TOKEN is required in stdio mode: set it to a GitLab personal access token with read_api (or api to write)');
  }
  if (transport === 'http' && allowAnyGitlabUrl && !/^(127\.\d+\.\d+\.\d+|::1|localhost)$/.test(host)) {
    throw new ConfigError('--allow-any-gitlab-url is meant for a local single-user deployment: listen on a loopback address (--http-addr 127.0.0.1:PORT)');
  }
  if (transport === 'http' && !demo && gitlabUrls.length === 0 && !allowAnyGitlabUrl) {
    throw new ConfigError('HTTP mode needs --gitlab-url (repeatable) or --allow-any-gitlab-url');
  }

  const rateLimitRps = int('GITLAB_MCP_RATE_LIMIT_RPS', pick(args, 'rate-limit-rps', env, 'GITLAB_MCP_RATE_LIMIT_RPS'), rateDefault, 0, 1000);
  const rateLimitBurst = int('GITLAB_MCP_RATE_LIMIT_BURST', pick(args, 'rate-limit-burst', env, 'GITLAB_MCP_RATE_LIMIT_BURST'), 40, 0, 10000);
  if (rateLimitRps > 0 && rateLimitBurst < 1) throw new ConfigError('GITLAB_MCP_RATE_LIMIT_BURST must be at least 1 while the rate limiter is on');

  return {
    transport,
    // The demo's instance and token are the simulator's, set by the bootstrap once it has started.
    gitlabUrls: demo ? [] : transport === 'stdio' && gitlabUrls.length === 0 ? ['https://gitlab.com'] : gitlabUrls,
    token: transport === 'stdio' && !demo ? env.GITLAB_TOKEN : undefined,
    httpHost: host,
    httpPort: port,
    allowAnyGitlabUrl,
    allowPrivateInstances: bool('GITLAB_MCP_ALLOW_PRIVATE_INSTANCES', pick(args, 'allow-private-instances', env, 'GITLAB_MCP_ALLOW_PRIVATE_INSTANCES'), false),
    toolSurface: oneOf<ToolSurface>('GITLAB_MCP_TOOL_SURFACE', pick(args, 'tool-surface', env, 'GITLAB_MCP_TOOL_SURFACE'), ['dynamic', 'meta', 'individual'], 'dynamic'),
    capabilitySurface: oneOf<CapabilitySurface>('GITLAB_MCP_CAPABILITY_SURFACE', pick(args, 'capability-surface', env, 'GITLAB_MCP_CAPABILITY_SURFACE'), ['full', 'minimal'], 'full'),
    metaParamSchema: oneOf<MetaParamSchema>('GITLAB_MCP_META_PARAM_SCHEMA', pick(args, 'meta-param-schema', env, 'GITLAB_MCP_META_PARAM_SCHEMA'), ['opaque', 'compact', 'full'], 'opaque'),
    tier,
    readOnly: bool('GITLAB_MCP_READ_ONLY', pick(args, 'read-only', env, 'GITLAB_MCP_READ_ONLY'), false),
    safeMode: bool('GITLAB_MCP_SAFE_MODE', pick(args, 'safe-mode', env, 'GITLAB_MCP_SAFE_MODE'), false),
    yoloMode: yoloFlag ? bool('--yolo-mode', yoloFlag[yoloFlag.length - 1], false) : TRUTHY.has((yoloRaw ?? '').trim().toLowerCase()),
    excludeTools: (pick(args, 'exclude-tools', env, 'GITLAB_MCP_EXCLUDE_TOOLS') ?? '').split(',').map((s) => s.trim()).filter((s) => s !== ''),
    rateLimitRps,
    rateLimitBurst,
    actionTimeoutMs: duration('GITLAB_MCP_ACTION_TIMEOUT', pick(args, 'action-timeout', env, 'GITLAB_MCP_ACTION_TIMEOUT'), 65 * 60_000),
    retryBaseDelayMs: duration('GITLAB_MCP_RETRY_BASE_DELAY', env.GITLAB_MCP_RETRY_BASE_DELAY, 700),
    skipTlsVerify: bool('GITLAB_MCP_SKIP_TLS_VERIFY', pick(args, 'skip-tls-verify', env, 'GITLAB_MCP_SKIP_TLS_VERIFY'), false),
    logLevel,
    maxHttpClients: int('GITLAB_MCP_MAX_HTTP_CLIENTS', pick(args, 'max-http-clients', env, 'GITLAB_MCP_MAX_HTTP_CLIENTS'), 100, 1, 10000),
    poolIdleTimeoutMs: duration('GITLAB_MCP_POOL_IDLE_TIMEOUT', pick(args, 'pool-idle-timeout', env, 'GITLAB_MCP_POOL_IDLE_TIMEOUT'), 3_600_000),
    maxRequestBodyBytes: int(
      'GITLAB_MCP_MAX_REQUEST_BODY_BYTES',
      pick(args, 'max-request-body-bytes', env, 'GITLAB_MCP_MAX_REQUEST_BODY_BYTES'),
      DEFAULT_MAX_REQUEST_BODY_BYTES,
      1024,
      1024 * 1024 * 1024,
    ),
    httpRequestTimeoutMs: positiveDuration('GITLAB_MCP_HTTP_REQUEST_TIMEOUT', pick(args, 'http-request-timeout', env, 'GITLAB_MCP_HTTP_REQUEST_TIMEOUT'), 30_000),
    discoveryTimeoutMs: positiveDuration('GITLAB_MCP_DISCOVERY_TIMEOUT', pick(args, 'discovery-timeout', env, 'GITLAB_MCP_DISCOVERY_TIMEOUT'), 30_000),
    stateless: bool('--stateless', pick(args, 'stateless', env), true),
    maxSessions: int('GITLAB_MCP_MAX_SESSIONS', pick(args, 'max-sessions', env, 'GITLAB_MCP_MAX_SESSIONS'), 1000, 1, 100_000),
    maxSessionsPerCredential: int('GITLAB_MCP_MAX_SESSIONS_PER_CREDENTIAL', pick(args, 'max-sessions-per-credential', env, 'GITLAB_MCP_MAX_SESSIONS_PER_CREDENTIAL'), 16, 1, 100_000),
    sessionIdleTimeoutMs: sessionTimeout(args, env),
    subscriptionPollIntervalMs: positiveDuration('GITLAB_MCP_SUBSCRIPTION_POLL_INTERVAL', pick(args, 'subscription-poll-interval', env, 'GITLAB_MCP_SUBSCRIPTION_POLL_INTERVAL'), 30_000),
    demo,
    trustedOrigins: trustedOrigins(pick(args, 'trusted-origins', env, 'GITLAB_MCP_TRUSTED_ORIGINS')),
    requestStateKey: requestStateKey(env.GITLAB_MCP_REQUEST_STATE_KEY),
    drainDelayMs: drainDelay(args, env, demo),
    redisUrl: redisUrl(pick(args, 'redis-url', env, 'GITLAB_MCP_REDIS_URL')),
    redisFailureMode: oneOf<RedisFailureMode>('GITLAB_MCP_REDIS_FAILURE_MODE', pick(args, 'redis-failure-mode', env, 'GITLAB_MCP_REDIS_FAILURE_MODE'), ['open', 'closed'], 'open'),
    addressRateLimit: int('GITLAB_MCP_ADDRESS_RATE_LIMIT', pick(args, 'address-rate-limit', env, 'GITLAB_MCP_ADDRESS_RATE_LIMIT'), 1000, 0, 1_000_000),
    rateLimitKeySalt: env.GITLAB_MCP_RATE_LIMIT_KEY_SALT === '' ? undefined : env.GITLAB_MCP_RATE_LIMIT_KEY_SALT,
    telemetry: bool('GITLAB_MCP_TELEMETRY', pick(args, 'telemetry', env, 'GITLAB_MCP_TELEMETRY'), false),
    telemetryToolName: oneOf<TelemetryToolName>('GITLAB_MCP_TELEMETRY_TOOL_NAME', pick(args, 'telemetry-tool-name', env, 'GITLAB_MCP_TELEMETRY_TOOL_NAME'), ['auto', 'on', 'off'], 'auto'),
    metricsAddr: metricsAddr(args, transport),
    oauth: loadOAuthSettings(args, env, transport, demo),
  };
}

/** `GITLAB_MCP_REDIS_URL`: a redis:// or rediss:// URL; the message never repeats it (it may hold a password). */
function redisUrl(raw: string | undefined): string | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw.trim());
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'redis:' && url.protocol !== 'rediss:') || url.hostname === '') {
    throw new ConfigError('GITLAB_MCP_REDIS_URL must be a redis://[user:password@]host[:port][/db] or rediss:// URL');
  }
  return url.href;
}

/** `--metrics-addr HOST:PORT` (HTTP only): the Prometheus listener, apart from the public one. */
function metricsAddr(args: CliArgs, transport: ServerConfig['transport']): ServerConfig['metricsAddr'] {
  const raw = pick(args, 'metrics-addr', {});
  if (raw === undefined || raw.trim() === '') return undefined;
  if (transport !== 'http') throw new ConfigError('--metrics-addr serves Prometheus metrics in HTTP mode only (add --http)');
  return listen(raw.trim(), '--metrics-addr');
}

/** `GITLAB_MCP_REQUEST_STATE_KEY`: a secret of at least 32 bytes, read from the environment only (never a flag, which process listings show). */
function requestStateKey(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (Buffer.byteLength(raw, 'utf8') < 32) throw new ConfigError('GITLAB_MCP_REQUEST_STATE_KEY: the key must be at least 32 bytes long (e.g. the output of `openssl rand -base64 48`)');
  return raw;
}

/** `GITLAB_MCP_TRUSTED_ORIGINS`: a comma list of origins, each `http(s)://host[:port]` without a path. */
function trustedOrigins(raw: string | undefined): readonly string[] {
  const entries = (raw ?? '').split(',').map((s) => s.trim()).filter((s) => s !== '');
  return entries.map((entry) => {
    let url: URL | undefined;
    try {
      url = new URL(entry);
    } catch {
      url = undefined;
    }
    const bare = url !== undefined && url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '';
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !bare) {
      throw new ConfigError(`GITLAB_MCP_TRUSTED_ORIGINS: "${entry}" is not an origin; write scheme://host[:port] without a path (e.g. https://app.example)`);
    }
    return url.origin;
  });
}
