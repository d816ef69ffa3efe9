/** `GITLAB_MCP_AUTH_MODE`: how HTTP callers authenticate. */
export type AuthMode = 'token' | 'oauth' | 'passthrough';

/** A client registered by the operator (`GITLAB_MCP_OAUTH_CLIENTS`). */
export interface PreRegisteredClient {
  readonly clientId: string;
  readonly clientName: string;
  readonly redirectUris: readonly string[];
}

/** Sign-in settings of the HTTP server (issue 16). */
export interface OAuthSettings {
  /** `token` (GitLab tokens per request, the default; `legacy` is an alias), `oauth` (this server signs clients in) or `passthrough` (GitLab does; its OAuth bearer is used as is). */
  readonly authMode: AuthMode;
  /** `GITLAB_MCP_PUBLIC_URL`: the external origin; the protected resource is `<publicUrl>/mcp`. */
  readonly publicUrl: string | undefined;
  /** `--oauth-gitlab-app-id`: the operator's GitLab OAuth application. */
  readonly gitlabAppId: string | undefined;
  /** `GITLAB_MCP_OAUTH_GITLAB_APP_SECRET` (environment only). */
  readonly gitlabAppSecret: string | undefined;
  /** `GITLAB_MCP_OAUTH_SEALING_KEYS`: the first seals, all open; empty: one random key per process. */
  readonly sealingKeys: readonly string[];
  /** Lifetime of the access tokens this server issues. */
  readonly accessTokenTtlMs: number;
  /** Lifetime of the refresh tokens this server issues. */
  readonly refreshTokenTtlMs: number;
  readonly clients: readonly PreRegisteredClient[];
  /** `GITLAB_MCP_OAUTH_CLIENT_UID` (passthrough): admit only GitLab OAuth tokens of these application uids (then PATs are refused); empty: no pin. */
  readonly clientUids: readonly string[];
  /** `GITLAB_MCP_OAUTH_CACHE_TTL`: how long a verdict of `GET /oauth/token/info` is reused per token (1m..2h). */
  readonly cacheTtlMs: number;
}
