/**
 * How to reach one GitLab instance with one credential.
 *
 * @publicApi
 */
export interface GitlabClientOptions {
  /**
   * Instance URL without `/api/v4`, e.g. `https://gitlab.example.com` or `http://127.0.0.1:4000`.
   * Trailing slashes are ignored.
   */
  readonly baseUrl: string;
  /** Token sent as `PRIVATE-TOKEN`. Never logged and never part of an error. */
  readonly token: string;
  /**
   * Accept any TLS certificate (`GITLAB_MCP_SKIP_TLS_VERIFY`, A-72). Development only.
   * @default false
   */
  readonly skipTlsVerify?: boolean;
  /**
   * Base of the retry back-off in milliseconds (`GITLAB_MCP_RETRY_BASE_DELAY`, E-80):
   * the first resend waits this long, the second twice as long.
   * @default 700
   */
  readonly retryBaseDelayMs?: number;
  /**
   * Upper bound of the random jitter added to each retry wait, in milliseconds (E-80).
   * Tests set 0 for exact waits.
   * @default 300
   */
  readonly jitterMs?: number;
  /**
   * `User-Agent` header value.
   * @default 'gitlab-mcp-server'
   */
  readonly userAgent?: string;
}
