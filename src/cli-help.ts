/** `--help` text. */
export const HELP = `gitlab-mcp-server: a Model Context Protocol server for GitLab

Usage:
  gitlab-mcp-server [flags]            stdio (default): token from GITLAB_TOKEN
  gitlab-mcp-server --http [flags]     Streamable HTTP: each request brings its own token
  gitlab-mcp-server --demo             HTTP on 127.0.0.1:8080 against the embedded GitLab simulator
  gitlab-mcp-server --demo --stdio     stdio against the embedded simulator (no GitLab, no token)
  gitlab-mcp-server --demo --auth-mode oauth   the HTTP demo with OAuth sign-in (the simulator is GitLab's OAuth provider)

Flags (each also has an environment variable, see README):
  --gitlab-url URL            GitLab instance (GITLAB_URL; repeatable in HTTP mode)
  --http                      serve Streamable HTTP at POST /mcp
  --http-addr HOST:PORT       listen address (default :8080)
  --allow-any-gitlab-url      HTTP: each request names its instance in GITLAB-URL (loopback only)
  --allow-private-instances   allow private destinations the operator did not name
  --tool-surface MODE         dynamic | meta | individual (GITLAB_MCP_TOOL_SURFACE)
  --capability-surface MODE   full | minimal (GITLAB_MCP_CAPABILITY_SURFACE)
  --meta-param-schema MODE    opaque | compact | full (GITLAB_MCP_META_PARAM_SCHEMA)
  --tier TIER                 free | premium | ultimate (default: detected)
  --read-only                 remove every write (GITLAB_MCP_READ_ONLY)
  --safe-mode                 writes return a preview instead of running (GITLAB_MCP_SAFE_MODE)
  --yolo-mode                 skip destructive confirmation (GITLAB_MCP_YOLO_MODE / AUTOPILOT)
  --exclude-tools LIST        tool names, domains or action IDs to hide (GITLAB_MCP_EXCLUDE_TOOLS)
  --rate-limit-rps N          per-credential requests per second (GITLAB_MCP_RATE_LIMIT_RPS)
  --rate-limit-burst N        bucket size (GITLAB_MCP_RATE_LIMIT_BURST)
  --action-timeout DURATION   per-action deadline, e.g. 30s, 65m; 0 disables (GITLAB_MCP_ACTION_TIMEOUT)
  --skip-tls-verify           accept self-signed certificates (GITLAB_MCP_SKIP_TLS_VERIFY)
  --log-level LEVEL           debug | info | warn | error (GITLAB_MCP_LOG_LEVEL)
  --max-http-clients N        HTTP pool entries (GITLAB_MCP_MAX_HTTP_CLIENTS)
  --pool-idle-timeout DUR     HTTP pool entry idle lifetime (GITLAB_MCP_POOL_IDLE_TIMEOUT)
  --max-request-body-bytes N  HTTP: largest request body, 413 above (GITLAB_MCP_MAX_REQUEST_BODY_BYTES)
  --http-request-timeout DUR  HTTP: time to receive a whole request (GITLAB_MCP_HTTP_REQUEST_TIMEOUT)
  --subscription-poll-interval DUR  resource subscription poll interval (GITLAB_MCP_SUBSCRIPTION_POLL_INTERVAL)
  --discovery-timeout DUR     deadline of identity discovery, at most the action deadline (GITLAB_MCP_DISCOVERY_TIMEOUT)
  --stateless[=false]         HTTP: stateless (default) or sessions with Mcp-Session-Id
  --max-sessions N            HTTP stateful: live sessions in the process (GITLAB_MCP_MAX_SESSIONS)
  --max-sessions-per-credential N  HTTP stateful: live sessions per credential (GITLAB_MCP_MAX_SESSIONS_PER_CREDENTIAL)
  --session-timeout DUR       HTTP stateful: idle session lifetime; 0 never (GITLAB_MCP_SESSION_TIMEOUT)
  --trusted-origins LIST      HTTP: browser origins allowed (comma list, e.g. https://app.example); default loopback origins; any other Origin → 403 (GITLAB_MCP_TRUSTED_ORIGINS)
  --drain-delay DUR           HTTP: after SIGTERM keep serving this long while /health answers 503 draining; default 5s, 0 in the demo, at most 5m (GITLAB_MCP_DRAIN_DELAY)
  --redis-url URL             HTTP: Redis shared by replicas for rate limits; default memory (GITLAB_MCP_REDIS_URL)
  --auth-mode MODE            HTTP: token (default, alias legacy), oauth (sign MCP clients in with GitLab) or passthrough (GitLab's OAuth bearer as is) (GITLAB_MCP_AUTH_MODE)
  --public-url URL            HTTP: external origin; required for oauth and passthrough (GITLAB_MCP_PUBLIC_URL)
  --oauth-gitlab-app-id ID    oauth: the GitLab OAuth application (secret: GITLAB_MCP_OAUTH_GITLAB_APP_SECRET)
  --oauth-access-token-ttl D  oauth: lifetime of issued access tokens, default 1h
  --oauth-refresh-token-ttl D oauth: lifetime of issued refresh tokens, default 720h
  --oauth-client-uid LIST     passthrough: admit only tokens of these GitLab OAuth application uids; PATs refused (GITLAB_MCP_OAUTH_CLIENT_UID)
  --oauth-cache-ttl DUR       passthrough: reuse a token's /oauth/token/info verdict this long, 1m..2h, default 15m (GITLAB_MCP_OAUTH_CACHE_TTL)
  --redis-failure-mode MODE   open | closed: admit or refuse while Redis is down (GITLAB_MCP_REDIS_FAILURE_MODE)
  --address-rate-limit N      HTTP: requests/s per client address before authentication; 0 off (GITLAB_MCP_ADDRESS_RATE_LIMIT)
  --telemetry                 export OpenTelemetry traces/metrics/logs over OTLP; OTEL_* configure it (GITLAB_MCP_TELEMETRY)
  --telemetry-tool-name MODE  auto | on | off: gen_ai.tool.name as a metric dimension (GITLAB_MCP_TELEMETRY_TOOL_NAME)
  --metrics-addr HOST:PORT    HTTP: a separate listener serving Prometheus GET /metrics (no authentication)
  --demo                      start the embedded GitLab simulator and serve it over HTTP
  --stdio                     with --demo: serve stdio instead (for a client configuration)
  --version, --help
`;
