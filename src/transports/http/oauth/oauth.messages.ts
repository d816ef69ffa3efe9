/** Texts of the sign-in endpoints (RFC 6749 error descriptions and the /mcp challenge). */
export const oauthMessages = {
  unknownClient: 'Unknown client_id: register the client first (dynamic registration at /register) or use a pre-registered one.',
  redirectMismatch: 'redirect_uri is not one the client registered (exact match required).',
  pkceRequired: 'PKCE with code_challenge_method=S256 is required.',
  responseType: 'Only response_type=code is supported.',
  wrongResource: (resource: string) => `resource must be this server's resource, ${resource} (RFC 8707).`,
  consentRefused: 'The consent form is forged, expired or was already used: start the sign-in again from your MCP client.',
  callbackRefused: 'The GitLab callback carries no valid sign-in state (forged, expired or replayed): start the sign-in again from your MCP client.',
  gitlabRefused: (error: string) => `GitLab did not grant access (${error}).`,
  invalidGrant: 'The code or refresh token is invalid, expired, already used, or was issued to another client.',
  upstreamEnded: 'The GitLab grant behind this sign-in was revoked or expired: sign in again.',
  invalidToken: 'The access token is invalid, expired, or not issued for this server: sign in again.',
  insufficientScope: 'This sign-in is read-only (read_api): the action needs the api scope; sign in again granting api.',
  pinOtherApplication: 'This GitLab token was issued to an OAuth application this server does not admit (GITLAB_MCP_OAUTH_CLIENT_UID): sign in with the application the operator named.',
  pinNeedsOAuth: 'This server admits only GitLab OAuth tokens of the application the operator pinned (GITLAB_MCP_OAUTH_CLIENT_UID); personal access tokens are refused: sign in with OAuth.',
  pinUnverified: 'GitLab could not be asked whom this token was issued to (/oauth/token/info): try again shortly.',
  registration: (what: string) => `Client registration refused: ${what}.`,
} as const;
