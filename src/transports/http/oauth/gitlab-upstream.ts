import * as oauth from 'oauth4webapi';

/** GitLab's tokens for one sign-in: never sent to the MCP client unsealed. */
export interface GitlabGrant {
  readonly accessToken: string;
  readonly refreshToken: string;
  /** Epoch ms when GitLab's access token ends (GitLab: 2 hours after issue). */
  readonly expiresAt: number;
  readonly scope: string;
}

/** GitLab refused the grant (revoked, expired or replayed refresh token): the sign-in is over. */
export class UpstreamGrantError extends Error {
  constructor(readonly error: string) {
    super(`GitLab refused the grant: ${error}`);
    this.name = 'UpstreamGrantError';
  }
}

const GITLAB_DEFAULT_LIFETIME_S = 7200;

/**
 * The operator's GitLab OAuth application as a client of one GitLab instance (oauth4webapi):
 * authorization code with PKCE S256, refresh (GitLab rotates refresh tokens), revocation.
 * Plain http is allowed only for a loopback instance (the configuration refuses others).
 */
export class GitlabUpstream {
  private readonly as: oauth.AuthorizationServer;
  private readonly client: oauth.Client;
  private readonly auth: oauth.ClientAuth;
  private readonly options: { [oauth.allowInsecureRequests]?: boolean };

  constructor(
    readonly gitlabUrl: string,
    appId: string,
    appSecret: string,
    readonly callbackUrl: string,
  ) {
    this.as = {
      issuer: gitlabUrl,
      authorization_endpoint: `${gitlabUrl}/oauth/authorize`,
      token_endpoint: `${gitlabUrl}/oauth/token`,
      revocation_endpoint: `${gitlabUrl}/oauth/revoke`,
    };
    this.client = { client_id: appId };
    this.auth = oauth.ClientSecretPost(appSecret);
    this.options = new URL(gitlabUrl).protocol === 'http:' ? { [oauth.allowInsecureRequests]: true } : {};
  }

  /** A fresh PKCE verifier and the GitLab authorization URL that carries its challenge and `state`. */
  async authorizationUrl(scope: string, state: string): Promise<{ url: string; verifier: string }> {
    const verifier = oauth.generateRandomCodeVerifier();
    const url = new URL(this.as.authorization_endpoint as string);
    url.search = new URLSearchParams({
      client_id: this.client.client_id,
      redirect_uri: this.callbackUrl,
      response_type: 'code',
      scope,
      state,
      code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    }).toString();
    return { url: url.href, verifier };
  }

  /** Exchanges GitLab's code (the callback's query, `state` already checked by the caller). */
  async exchange(callback: URL, state: string, verifier: string): Promise<GitlabGrant> {
    const params = oauth.validateAuthResponse(this.as, this.client, callback, state);
    const response = await oauth.authorizationCodeGrantRequest(this.as, this.client, this.auth, params, this.callbackUrl, verifier, this.options);
    return this.grantOf(await this.processed(() => oauth.processAuthorizationCodeResponse(this.as, this.client, response)));
  }

  /** Refreshes GitLab's grant; the old refresh token stops working at GitLab. */
  async refresh(refreshToken: string): Promise<GitlabGrant> {
    const response = await oauth.refreshTokenGrantRequest(this.as, this.client, this.auth, refreshToken, this.options);
    return this.grantOf(await this.processed(() => oauth.processRefreshTokenResponse(this.as, this.client, response)));
  }

  private async processed(run: () => Promise<oauth.TokenEndpointResponse>): Promise<oauth.TokenEndpointResponse> {
    try {
      return await run();
    } catch (e) {
      if (e instanceof oauth.ResponseBodyError) throw new UpstreamGrantError(e.error);
      throw e;
    }
  }

  private grantOf(r: oauth.TokenEndpointResponse): GitlabGrant {
    if (!r.refresh_token) throw new UpstreamGrantError('no_refresh_token');
    return { accessToken: r.access_token, refreshToken: r.refresh_token, expiresAt: Date.now() + (r.expires_in ?? GITLAB_DEFAULT_LIFETIME_S) * 1000, scope: r.scope ?? '' };
  }
}
