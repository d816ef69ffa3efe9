import type { GitlabSim, SimOAuthApplicationCredentials } from '@gitlab-mcp/gitlab-sim';
import { createHash, randomBytes } from 'node:crypto';

/** The redirect URI the test applications register; the simulator's auto-consent redirects there and nothing follows it. */
export const APP_REDIRECT = 'http://127.0.0.1:9/app-callback';

/** GitLab's own tokens for the simulator's consenting user: what a client gets signing in with GitLab directly. */
export interface GitlabOAuthTokens {
  readonly access_token: string;
  readonly refresh_token: string;
  readonly expires_in: number;
}

/** An application at the simulator and one sign-in with it (authorization code + PKCE S256), as an MCP client in passthrough does. */
export async function gitlabOAuthToken(sim: GitlabSim, app: SimOAuthApplicationCredentials, scope = 'api'): Promise<GitlabOAuthTokens> {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const q = new URLSearchParams({ client_id: app.uid, redirect_uri: APP_REDIRECT, response_type: 'code', scope, code_challenge: challenge, code_challenge_method: 'S256', state: 's' });
  const res = await fetch(`${sim.url}/oauth/authorize?${q}`, { redirect: 'manual' });
  const code = new URL(res.headers.get('location') ?? '').searchParams.get('code') ?? '';
  const token = await fetch(`${sim.url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: APP_REDIRECT, code_verifier: verifier, client_id: app.uid, client_secret: app.secret }),
  });
  if (token.status !== 200) throw new Error(`GitLab token exchange: ${token.status} ${await token.text()}`);
  return (await token.json()) as GitlabOAuthTokens;
}
