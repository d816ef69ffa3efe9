import { parseCliArgs } from './cli-args';
import { ConfigError } from './config.error';
import { parseDuration } from './duration';
import { loadConfig } from './load-config';

const load = (argv: string[], env: Record<string, string> = {}) => loadConfig(parseCliArgs(argv), { GITLAB_TOKEN: 't', ...env });

describe('configuration', () => {
  it.each([
    ['500ms', 500],
    ['2s', 2000],
    ['65m', 3_900_000],
    ['1h30m', 5_400_000],
    ['0', 0],
    ['1.5s', 1500],
  ])('parses the Go-style duration %s', (text, ms) => {
    expect(parseDuration(text)).toBe(ms);
  });

  it.each(['', 'soon', '10', '5 s', '1d'])('refuses the duration %j', (text) => {
    expect(parseDuration(text)).toBeUndefined();
  });

  it('A-01 stdio defaults: gitlab.com, dynamic surface, no rate limit, 65m deadline, 700ms retry base', () => {
    expect(load([])).toMatchObject({
      transport: 'stdio',
      gitlabUrls: ['https://gitlab.com'],
      toolSurface: 'dynamic',
      capabilitySurface: 'full',
      metaParamSchema: 'opaque',
      rateLimitRps: 0,
      rateLimitBurst: 40,
      actionTimeoutMs: 3_900_000,
      retryBaseDelayMs: 700,
      logLevel: 'info',
      stateless: true,
    });
  });

  it('flags win over environment variables, in both spellings', () => {
    const c = load(['--tool-surface=meta', '--log-level', 'debug', '--read-only'], { GITLAB_MCP_TOOL_SURFACE: 'individual', GITLAB_MCP_LOG_LEVEL: 'error' });
    expect(c).toMatchObject({ toolSurface: 'meta', logLevel: 'debug', readOnly: true });
  });

  it('A-70 an unknown log level means info; warning means warn', () => {
    expect(load([], { GITLAB_MCP_LOG_LEVEL: 'chatty' }).logLevel).toBe('info');
    expect(load([], { GITLAB_MCP_LOG_LEVEL: 'WARNING' }).logLevel).toBe('warn');
  });

  it('A-30 GITLAB_MCP_YOLO_MODE decides when set; AUTOPILOT only when it is unset', () => {
    expect(load([], { AUTOPILOT: 'yes' }).yoloMode).toBe(true);
    expect(load([], { GITLAB_MCP_YOLO_MODE: 'false', AUTOPILOT: 'yes' }).yoloMode).toBe(false);
    expect(load([], { GITLAB_MCP_YOLO_MODE: '1' }).yoloMode).toBe(true);
  });

  it('A-02 HTTP mode: repeatable --gitlab-url, default rate limit 10/s, no token read', () => {
    const c = load(['--http', '--gitlab-url', 'https://a.example.com/', '--gitlab-url=https://b.example.com/api/v4'], { GITLAB_TOKEN: 'secret' });
    expect(c).toMatchObject({ transport: 'http', gitlabUrls: ['https://a.example.com', 'https://b.example.com'], rateLimitRps: 10, token: undefined, httpHost: '0.0.0.0', httpPort: 8080 });
  });

  it('A-02 --allow-any-gitlab-url needs a loopback listener', () => {
    expect(() => load(['--http', '--allow-any-gitlab-url'])).toThrow('--allow-any-gitlab-url is meant for a local single-user deployment');
    expect(load(['--http', '--allow-any-gitlab-url', '--http-addr', '127.0.0.1:9000'])).toMatchObject({ allowAnyGitlabUrl: true, gitlabUrls: [] });
  });

  it('A-20 tier: ce means free; an unknown tier is refused', () => {
    expect(load(['--tier', 'CE']).tier).toBe('free');
    expect(() => load(['--tier', 'gold'])).toThrow(ConfigError);
  });

  it('the demo listens on 127.0.0.1:8080 by default', () => {
    expect(load(['--demo'], { GITLAB_TOKEN: '' })).toMatchObject({ transport: 'http', demo: true, httpHost: '127.0.0.1', httpPort: 8080 });
  });

  it('issue 16: --demo --auth-mode oauth needs no public URL or GitLab application (the demo sets its simulator\'s at start)', () => {
    expect(load(['--demo', '--auth-mode', 'oauth'], { GITLAB_TOKEN: '' }).oauth).toMatchObject({ authMode: 'oauth', publicUrl: undefined, gitlabAppId: undefined });
    expect(() => load(['--http', '--gitlab-url', 'https://gitlab.example.com', '--auth-mode', 'oauth'], {})).toThrow(/--public-url/);
  });

  it('--demo --stdio serves stdio without GITLAB_TOKEN: the simulator\'s URL and token are set when it starts', () => {
    const config = loadConfig(parseCliArgs(['--demo', '--stdio']), { GITLAB_URL: 'https://gitlab.example.com', GITLAB_TOKEN: 'glpat-ignored' });
    expect(config).toMatchObject({ transport: 'stdio', demo: true, gitlabUrls: [], token: undefined, rateLimitRps: 0 });
  });

  it('--stdio alone is the default stdio mode; with --http it is refused', () => {
    expect(load(['--stdio'])).toMatchObject({ transport: 'stdio', demo: false, token: 't' });
    expect(() => load(['--http', '--stdio', '--gitlab-url', 'https://g.example.com'])).toThrow('--stdio and --http exclude each other: choose one transport');
  });

  it.each([
    [['--nope'], 'unknown flag --nope (see --help)'],
    [['positional'], 'unexpected argument "positional"; flags start with --'],
    [['--http-addr'], 'flag --http-addr needs a value'],
    [['--gitlab-url', 'ftp://x'], 'GitLab URL "ftp://x" must use http or https'],
    [['--max-http-clients', '0'], 'GITLAB_MCP_MAX_HTTP_CLIENTS must be an integer from 1 to 10000, got "0"'],
    [['--rate-limit-rps', '5', '--rate-limit-burst', '0'], 'GITLAB_MCP_RATE_LIMIT_BURST must be at least 1 while the rate limiter is on'],
  ])('refuses %j with a precise message', (argv, message) => {
    expect(() => load(argv)).toThrow(message);
  });

  it('HTTP request bounds: 4 MiB body and 30 s request timeout by default; flags win over the environment', () => {
    expect(load([])).toMatchObject({ maxRequestBodyBytes: 4 * 1024 * 1024, httpRequestTimeoutMs: 30_000 });
    expect(load(['--max-request-body-bytes', '65536', '--http-request-timeout', '1s'], { GITLAB_MCP_MAX_REQUEST_BODY_BYTES: '2048' })).toMatchObject({
      maxRequestBodyBytes: 65_536,
      httpRequestTimeoutMs: 1000,
    });
    expect(load([], { GITLAB_MCP_MAX_REQUEST_BODY_BYTES: '2048', GITLAB_MCP_HTTP_REQUEST_TIMEOUT: '500ms' })).toMatchObject({ maxRequestBodyBytes: 2048, httpRequestTimeoutMs: 500 });
    expect(() => load(['--max-request-body-bytes', '10'])).toThrow(ConfigError);
    expect(() => load(['--http-request-timeout', '0'])).toThrow(/above zero/);
  });

  it('discovery deadline and stateful session bounds: defaults, flags and the environment', () => {
    expect(load([])).toMatchObject({ discoveryTimeoutMs: 30_000, maxSessions: 1000, maxSessionsPerCredential: 16, sessionIdleTimeoutMs: 1_800_000 });
    expect(load(['--discovery-timeout', '5s', '--max-sessions', '50', '--max-sessions-per-credential', '3', '--session-timeout', '10m'])).toMatchObject({
      discoveryTimeoutMs: 5000,
      maxSessions: 50,
      maxSessionsPerCredential: 3,
      sessionIdleTimeoutMs: 600_000,
    });
    expect(
      load([], { GITLAB_MCP_DISCOVERY_TIMEOUT: '2s', GITLAB_MCP_MAX_SESSIONS: '7', GITLAB_MCP_MAX_SESSIONS_PER_CREDENTIAL: '2', GITLAB_MCP_SESSION_TIMEOUT: '1h' }),
    ).toMatchObject({ discoveryTimeoutMs: 2000, maxSessions: 7, maxSessionsPerCredential: 2, sessionIdleTimeoutMs: 3_600_000 });
    expect(load(['--session-timeout', '0']).sessionIdleTimeoutMs).toBe(0);
    expect(() => load([], { GITLAB_MCP_SESSION_TIMEOUT: '0' })).toThrow(/above zero/);
    expect(() => load(['--discovery-timeout', '0'])).toThrow(/above zero/);
    expect(() => load(['--max-sessions', '0'])).toThrow('GITLAB_MCP_MAX_SESSIONS must be an integer from 1 to 100000, got "0"');
  });

  it('issue 15 #2 GITLAB_MCP_REQUEST_STATE_KEY: absent means a key per process; shorter than 32 bytes is refused', () => {
    expect(load([]).requestStateKey).toBeUndefined();
    expect(load([], { GITLAB_MCP_REQUEST_STATE_KEY: 'k'.repeat(32) }).requestStateKey).toBe('k'.repeat(32));
    expect(() => load([], { GITLAB_MCP_REQUEST_STATE_KEY: 'short' })).toThrow(
      new ConfigError('GITLAB_MCP_REQUEST_STATE_KEY: the key must be at least 32 bytes long (e.g. the output of `openssl rand -base64 48`)'),
    );
  });

  it('issue 15 #5 trusted origins: none by default (loopback origins then), normalised from flag or env, a path or another scheme refused', () => {
    expect(load(['--http', '--gitlab-url', 'https://gitlab.example.com']).trustedOrigins).toEqual([]);
    expect(load(['--http', '--gitlab-url', 'https://gitlab.example.com', '--trusted-origins', 'https://App.Example, http://tools.example:8080/']).trustedOrigins).toEqual([
      'https://app.example',
      'http://tools.example:8080',
    ]);
    expect(load(['--http', '--gitlab-url', 'https://gitlab.example.com'], { GITLAB_MCP_TRUSTED_ORIGINS: 'https://app.example' }).trustedOrigins).toEqual(['https://app.example']);
    for (const bad of ['https://app.example/mcp', 'ftp://app.example', 'app.example', 'https://user@app.example']) {
      expect(() => load(['--http', '--gitlab-url', 'https://gitlab.example.com', '--trusted-origins', bad])).toThrow(
        new ConfigError(`GITLAB_MCP_TRUSTED_ORIGINS: "${bad}" is not an origin; write scheme://host[:port] without a path (e.g. https://app.example)`),
      );
    }
  });
  describe('issue 17 #4 drain delay (--drain-delay, GITLAB_MCP_DRAIN_DELAY)', () => {
    const http = ['--http', '--gitlab-url', 'https://gitlab.example.com'];

    it('is 5s by default (interface.md), 0 in the demo, where no load balancer watches /health', () => {
      expect(load(http).drainDelayMs).toBe(5000);
      expect(load(['--demo'], { GITLAB_TOKEN: '' }).drainDelayMs).toBe(0);
      expect(load(['--demo', '--drain-delay', '3s'], { GITLAB_TOKEN: '' }).drainDelayMs).toBe(3000);
    });

    it('takes a Go-style duration from the flag or the environment; the flag wins; 0 means no delay', () => {
      expect(load([...http, '--drain-delay', '1m30s']).drainDelayMs).toBe(90_000);
      expect(load(http, { GITLAB_MCP_DRAIN_DELAY: '250ms' }).drainDelayMs).toBe(250);
      expect(load([...http, '--drain-delay=2s'], { GITLAB_MCP_DRAIN_DELAY: '4m' }).drainDelayMs).toBe(2000);
      expect(load([...http, '--drain-delay', '0']).drainDelayMs).toBe(0);
    });

    it('accepts at most 5m', () => {
      expect(load([...http, '--drain-delay', '5m']).drainDelayMs).toBe(300_000);
      expect(() => load([...http, '--drain-delay', '5m1s'])).toThrow(new ConfigError('--drain-delay must be at most 5m, got "5m1s"'));
      expect(() => load(http, { GITLAB_MCP_DRAIN_DELAY: '1h' })).toThrow(new ConfigError('GITLAB_MCP_DRAIN_DELAY must be at most 5m, got "1h"'));
    });

    it('refuses a value that is not a duration, naming the setting', () => {
      expect(() => load([...http, '--drain-delay', '10'])).toThrow(new ConfigError('--drain-delay must be a duration such as 500ms, 2s, 65m or 1h, got "10"'));
      expect(() => load(http, { GITLAB_MCP_DRAIN_DELAY: 'soon' })).toThrow(new ConfigError('GITLAB_MCP_DRAIN_DELAY must be a duration such as 500ms, 2s, 65m or 1h, got "soon"'));
      expect(() => load([...http, '--drain-delay'])).toThrow(new ConfigError('flag --drain-delay needs a value'));
    });
  });

  describe('issue 17 shared rate limits', () => {
    const http = ['--http', '--gitlab-url', 'https://gitlab.example'];

    it('defaults: memory (no Redis), fail open, 1000 requests/s per address, no salt', () => {
      expect(load(http)).toMatchObject({ redisUrl: undefined, redisFailureMode: 'open', addressRateLimit: 1000, rateLimitKeySalt: undefined });
    });

    it('reads GITLAB_MCP_REDIS_URL / --redis-url, GITLAB_MCP_REDIS_FAILURE_MODE / --redis-failure-mode, GITLAB_MCP_ADDRESS_RATE_LIMIT / --address-rate-limit and the salt', () => {
      const env = { GITLAB_MCP_REDIS_URL: 'redis://:pw@redis:6379/2', GITLAB_MCP_REDIS_FAILURE_MODE: 'closed', GITLAB_MCP_ADDRESS_RATE_LIMIT: '0', GITLAB_MCP_RATE_LIMIT_KEY_SALT: 's' };
      expect(load(http, env)).toMatchObject({ redisUrl: 'redis://:pw@redis:6379/2', redisFailureMode: 'closed', addressRateLimit: 0, rateLimitKeySalt: 's' });
      expect(load([...http, '--redis-url', 'rediss://cache:6380', '--redis-failure-mode', 'open', '--address-rate-limit', '50'], env)).toMatchObject({
        redisUrl: 'rediss://cache:6380',
        redisFailureMode: 'open',
        addressRateLimit: 50,
      });
    });

    it.each(['http://redis:6379', 'redis-host:6379', 'redis://'])('refuses the Redis URL %j without repeating it (it may hold a password)', (url) => {
      expect(() => load(http, { GITLAB_MCP_REDIS_URL: url })).toThrow(new ConfigError('GITLAB_MCP_REDIS_URL must be a redis://[user:password@]host[:port][/db] or rediss:// URL'));
    });

    it('refuses an unknown failure mode', () => {
      expect(() => load(http, { GITLAB_MCP_REDIS_FAILURE_MODE: 'ajar' })).toThrow(ConfigError);
    });
  });

  it('issue 17 telemetry settings: off by default; --telemetry / GITLAB_MCP_TELEMETRY, --telemetry-tool-name, --metrics-addr (HTTP only)', () => {
    expect(load([])).toMatchObject({ telemetry: false, telemetryToolName: 'auto', metricsAddr: undefined });
    expect(load(['--telemetry', '--telemetry-tool-name', 'off'])).toMatchObject({ telemetry: true, telemetryToolName: 'off' });
    expect(load([], { GITLAB_MCP_TELEMETRY: 'true', GITLAB_MCP_TELEMETRY_TOOL_NAME: 'on' })).toMatchObject({ telemetry: true, telemetryToolName: 'on' });
    expect(load(['--http', '--gitlab-url', 'https://gitlab.example', '--metrics-addr', '127.0.0.1:9464']).metricsAddr).toEqual({ host: '127.0.0.1', port: 9464 });
    expect(() => load(['--metrics-addr', ':9464'])).toThrow('--metrics-addr serves Prometheus metrics in HTTP mode only');
    expect(() => load(['--http', '--gitlab-url', 'https://gitlab.example', '--metrics-addr', 'host:port'])).toThrow('--metrics-addr must be HOST:PORT');
    expect(() => load([], { GITLAB_MCP_TELEMETRY_TOOL_NAME: 'sometimes' })).toThrow(ConfigError);
  });
});
