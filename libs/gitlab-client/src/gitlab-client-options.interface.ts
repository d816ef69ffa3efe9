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
  /** Token sent as `PRIVATE-TOKEN` (or `Authorization: Bearer`, see `tokenKind`). Never logged and never part of an error. */
  readonly token: string;
  /**
   * What the token is: a personal/project/group access token goes in `PRIVATE-TOKEN`; an OAuth
   * access token, which GitLab only accepts as a bearer, in `Authorization: Bearer`.
   * @default 'access-token'
   */
  readonly tokenKind?: 'access-token' | 'oauth';
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
  /**
   * Who named `baseUrl`, and whether private addresses may be reached: the outbound destination
   * policy, checked after DNS resolution for every address and every redirect hop.
   * Omitted: the operator named the URL and `--allow-private-instances` is off.
   */
  readonly destination?: GitlabDestination;
}

/**
 * The outbound destination policy settings of one client. Cloud metadata addresses
 * (169.254.169.254, 169.254.170.2, fd00:ec2::254, 100.100.100.200) are refused whatever these say.
 *
 * @publicApi
 */
export interface GitlabDestination {
  /**
   * `true` when `baseUrl` is the operator's own `GITLAB_URL` / `--gitlab-url`: it may then resolve
   * to a private, loopback, link-local, CGNAT or unspecified address (a self-managed GitLab on a
   * private network). `false` for a caller-supplied `GITLAB-URL` header under
   * `--allow-any-gitlab-url`: those addresses are refused unless `allowPrivate`. A redirect hop to
   * another host is never operator-named.
   * @default true
   */
  readonly operatorNamed?: boolean;
  /**
   * `--allow-private-instances` (`GITLAB_MCP_ALLOW_PRIVATE_INSTANCES`): destinations the operator did
   * not name may be private too (a GitLab or an object store in your own network).
   * @default false
   */
  readonly allowPrivate?: boolean;
}
