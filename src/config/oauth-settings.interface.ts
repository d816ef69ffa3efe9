/** `GITLAB_MCP_AUTH_MODE`: how HTTP callers authenticate. */
export type AuthMode = 'token' | 'oauth';

/** A client registered by the operator (`GITLAB_MCP_OAUTH_CLIENTS`). */
export interface PreRegisteredClient {
  readonly clientId: string;
  readonly clientName: string;
  readonly redirectUris: readonly string[];
}

/** Sign-in settings of the HTTP server (issue 16). */
export interface OAuthSettings {
  /** `token` (GitLab tokens per request, the default; `legacy` is an alias) or `oauth` (this server signs clients in). */
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
}
