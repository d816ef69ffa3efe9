import type { CliArgs } from './cli-args.js';
import { ConfigError } from './config.error.js';
import { parseDuration } from './duration.js';
import type { AuthMode, OAuthSettings, PreRegisteredClient } from './oauth-settings.interface.js';

type Env = Readonly<Record<string, string | undefined>>;

const MIN_KEY_BYTES = 32;
const MIN_CACHE_TTL_MS = 60_000;
const MAX_CACHE_TTL_MS = 2 * 3_600_000;
const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;

function last(args: CliArgs, flag: string, env: Env, envName: string): string | undefined {
  const values = args.get(flag);
  if (values && values.length > 0) return values[values.length - 1];
  const v = env[envName];
  return v === undefined || v.trim() === '' ? undefined : v.trim();
}

function authMode(raw: string | undefined): AuthMode {
  const v = (raw ?? 'token').trim().toLowerCase();
  if (v === 'token' || v === 'legacy' || v === '') return 'token';
  if (v === 'oauth' || v === 'passthrough') return v;
  throw new ConfigError(`GITLAB_MCP_AUTH_MODE must be token (alias legacy), oauth or passthrough, got "${raw}"`);
}

/** An https origin (http only on loopback) without a path or a trailing slash. */
function publicUrl(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  const bare = url !== undefined && (url.pathname === '/' || url.pathname === '') && url.search === '' && url.hash === '' && url.username === '';
  const secure = url !== undefined && (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.test(url.hostname)));
  if (!url || !bare || !secure) throw new ConfigError(`GITLAB_MCP_PUBLIC_URL must be an https origin without a path (http only for loopback), e.g. https://mcp.example.com; got "${raw}"`);
  return url.origin;
}

function duration(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const ms = parseDuration(raw);
  if (ms === undefined || ms <= 0) throw new ConfigError(`${name} must be a duration above zero such as 10m or 1h, got "${raw}"`);
  return ms;
}

function sealingKeys(raw: string | undefined): string[] {
  const keys = (raw ?? '').split(',').map((k) => k.trim()).filter((k) => k !== '');
  if (keys.some((k) => Buffer.byteLength(k, 'utf8') < MIN_KEY_BYTES)) {
    throw new ConfigError(`GITLAB_MCP_OAUTH_SEALING_KEYS: every key must be at least ${MIN_KEY_BYTES} bytes long (e.g. the output of \`openssl rand -base64 48\`)`);
  }
  return keys;
}

/** `GITLAB_MCP_OAUTH_CLIENTS`: a JSON list of `{client_id, client_name?, redirect_uris}`. */
function clients(raw: string | undefined): PreRegisteredClient[] {
  if (raw === undefined) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  const shape = 'GITLAB_MCP_OAUTH_CLIENTS must be a JSON list of {"client_id": "...", "client_name": "...", "redirect_uris": ["https://..."]}';
  if (!Array.isArray(parsed)) throw new ConfigError(shape);
  return parsed.map((entry: unknown) => {
    const c = entry as { client_id?: unknown; client_name?: unknown; redirect_uris?: unknown } | null;
    const uris = Array.isArray(c?.redirect_uris) ? c.redirect_uris.filter((u): u is string => typeof u === 'string') : [];
    if (typeof c?.client_id !== 'string' || c.client_id === '' || uris.length === 0) throw new ConfigError(shape);
    return { clientId: c.client_id, clientName: typeof c.client_name === 'string' ? c.client_name : c.client_id, redirectUris: uris };
  });
}

function cacheTtl(raw: string | undefined): number {
  const ms = duration('GITLAB_MCP_OAUTH_CACHE_TTL', raw, MIN_CACHE_TTL_MS * 15);
  if (ms < MIN_CACHE_TTL_MS || ms > MAX_CACHE_TTL_MS) throw new ConfigError(`GITLAB_MCP_OAUTH_CACHE_TTL must be between 1m and 2h, got "${raw}"`);
  return ms;
}

/** The sign-in settings; `oauth` needs the public URL and the GitLab application, `passthrough` the public URL, checked here (the demo's are its simulator's, set at start). */
export function loadOAuthSettings(args: CliArgs, env: Env, transport: 'stdio' | 'http', demo = false): OAuthSettings {
  const mode = authMode(last(args, 'auth-mode', env, 'GITLAB_MCP_AUTH_MODE'));
  const settings: OAuthSettings = {
    authMode: transport === 'http' ? mode : 'token',
    publicUrl: publicUrl(last(args, 'public-url', env, 'GITLAB_MCP_PUBLIC_URL')),
    gitlabAppId: last(args, 'oauth-gitlab-app-id', env, 'GITLAB_MCP_OAUTH_GITLAB_APP_ID'),
    gitlabAppSecret: env.GITLAB_MCP_OAUTH_GITLAB_APP_SECRET === '' ? undefined : env.GITLAB_MCP_OAUTH_GITLAB_APP_SECRET,
    sealingKeys: sealingKeys(env.GITLAB_MCP_OAUTH_SEALING_KEYS),
    accessTokenTtlMs: duration('GITLAB_MCP_OAUTH_ACCESS_TOKEN_TTL', last(args, 'oauth-access-token-ttl', env, 'GITLAB_MCP_OAUTH_ACCESS_TOKEN_TTL'), 3_600_000),
    refreshTokenTtlMs: duration('GITLAB_MCP_OAUTH_REFRESH_TOKEN_TTL', last(args, 'oauth-refresh-token-ttl', env, 'GITLAB_MCP_OAUTH_REFRESH_TOKEN_TTL'), 30 * 86_400_000),
    clients: clients(env.GITLAB_MCP_OAUTH_CLIENTS),
    clientUids: (last(args, 'oauth-client-uid', env, 'GITLAB_MCP_OAUTH_CLIENT_UID') ?? '').split(',').map((u) => u.trim()).filter((u) => u !== ''),
    cacheTtlMs: cacheTtl(last(args, 'oauth-cache-ttl', env, 'GITLAB_MCP_OAUTH_CACHE_TTL')),
  };
  if (settings.authMode === 'token' || demo) return settings;
  if (!settings.publicUrl) throw new ConfigError(`--auth-mode ${settings.authMode} needs --public-url / GITLAB_MCP_PUBLIC_URL (the external origin clients reach this server at)`);
  if (settings.authMode === 'oauth' && (!settings.gitlabAppId || !settings.gitlabAppSecret)) {
    throw new ConfigError('--auth-mode oauth needs the operator\'s GitLab OAuth application: --oauth-gitlab-app-id / GITLAB_MCP_OAUTH_GITLAB_APP_ID and GITLAB_MCP_OAUTH_GITLAB_APP_SECRET (environment only)');
  }
  return settings;
}
