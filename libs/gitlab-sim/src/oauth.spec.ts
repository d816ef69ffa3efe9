import { createHash, randomBytes } from 'node:crypto';
import { startGitlabSim, type GitlabSim } from './index';

const REDIRECT = 'http://127.0.0.1:1/oauth/callback';
const verifier = randomBytes(32).toString('base64url');
const challenge = createHash('sha256').update(verifier).digest('base64url');

describe('gitlab-sim OAuth 2 provider (issue 16 item 8)', () => {
  let sim: GitlabSim;
  let app: { uid: string; secret: string };

  const authorize = async (extra: Record<string, string> = {}): Promise<URL> => {
    const q = new URLSearchParams({ client_id: app.uid, redirect_uri: REDIRECT, response_type: 'code', state: 'st-1', scope: 'api', code_challenge: challenge, code_challenge_method: 'S256', ...extra });
    const res = await fetch(`${sim.url}/oauth/authorize?${q}`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    return new URL(res.headers.get('location') ?? '');
  };
  const token = (body: Record<string, string>): Promise<Response> =>
    fetch(`${sim.url}/oauth/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ client_id: app.uid, client_secret: app.secret, ...body }) });
  const exchange = async (): Promise<{ access_token: string; refresh_token: string; expires_in: number; scope: string; token_type: string }> => {
    const code = (await authorize()).searchParams.get('code') ?? '';
    const res = await token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: verifier });
    expect(res.status).toBe(200);
    return res.json();
  };
  const user = (value: string): Promise<Response> => fetch(`${sim.url}/api/v4/user`, { headers: { Authorization: `Bearer ${value}` } });

  beforeAll(async () => {
    sim = await startGitlabSim({ oauth: { accessTokenLifetimeSeconds: 7200 } });
    app = sim.oauth.registerApplication({ name: 'mcp', redirectUris: [REDIRECT], scopes: ['api', 'read_api'] });
  });
  afterAll(() => sim.close());

  it('registers applications through the admin Applications API, the secret shown once', async () => {
    const res = await fetch(`${sim.url}/api/v4/applications`, {
      method: 'POST',
      headers: { 'PRIVATE-TOKEN': sim.tokens.admin, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Other', redirect_uri: 'https://app.example/cb', scopes: 'api read_api', confidential: false }),
    });
    expect(res.status).toBe(200);
    const created = (await res.json()) as Record<string, unknown>;
    expect(created).toMatchObject({ application_name: 'Other', callback_url: 'https://app.example/cb', confidential: false });
    expect(typeof created.application_id).toBe('string');
    expect(typeof created.secret).toBe('string');
    const listed = (await (await fetch(`${sim.url}/api/v4/applications`, { headers: { 'PRIVATE-TOKEN': sim.tokens.admin } })).json()) as Record<string, unknown>[];
    expect(listed.find((a) => a.application_id === created.application_id)).not.toHaveProperty('secret');
    const denied = await fetch(`${sim.url}/api/v4/applications`, { method: 'POST', headers: { 'PRIVATE-TOKEN': sim.tokens.api, 'content-type': 'application/json' }, body: '{"name":"x","redirect_uri":"https://x/cb","scopes":"api"}' });
    expect(denied.status).toBe(403);
  });

  it('authorizes at once (auto-consent) and redirects with code and state', async () => {
    const back = await authorize();
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
    expect(back.searchParams.get('state')).toBe('st-1');
    expect(back.searchParams.get('code')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('never redirects to a redirect URI the application did not register', async () => {
    const q = new URLSearchParams({ client_id: app.uid, redirect_uri: 'https://evil.example/cb', response_type: 'code' });
    const res = await fetch(`${sim.url}/oauth/authorize?${q}`, { redirect: 'manual' });
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
  });

  it('exchanges a code with its PKCE verifier once; the token works as Bearer on the REST API', async () => {
    const code = (await authorize()).searchParams.get('code') ?? '';
    const wrong = await token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: 'not-the-verifier-not-the-verifier-0000000' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_grant' });
    const fresh = await exchange();
    expect(fresh).toMatchObject({ token_type: 'Bearer', expires_in: 7200, scope: 'api' });
    expect((await user(fresh.access_token)).status).toBe(200);
    const code2 = (await authorize()).searchParams.get('code') ?? '';
    expect((await token({ grant_type: 'authorization_code', code: code2, redirect_uri: REDIRECT, code_verifier: verifier })).status).toBe(200);
    const replay = await token({ grant_type: 'authorization_code', code: code2, redirect_uri: REDIRECT, code_verifier: verifier });
    expect(replay.status).toBe(400);
  });

  it('refuses a confidential client without its secret (invalid_client)', async () => {
    const res = await fetch(`${sim.url}/oauth/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ client_id: app.uid, grant_type: 'refresh_token', refresh_token: 'x' }) });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'invalid_client' });
  });

  it('rotates refresh tokens: the old refresh token and the old access token stop working', async () => {
    const first = await exchange();
    const res = await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(res.status).toBe(200);
    const second = (await res.json()) as { access_token: string; refresh_token: string };
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await user(second.access_token)).status).toBe(200);
    expect((await user(first.access_token)).status).toBe(401);
    expect((await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token })).status).toBe(400);
  });

  it('answers /oauth/token/info in GitLab\'s shape', async () => {
    const t = await exchange();
    const res = await fetch(`${sim.url}/oauth/token/info`, { headers: { Authorization: `Bearer ${t.access_token}` } });
    expect(res.status).toBe(200);
    const info = (await res.json()) as Record<string, unknown>;
    expect(info).toMatchObject({ resource_owner_id: 1, scope: ['api'], application: { uid: app.uid } });
    expect(info.expires_in).toBeGreaterThan(7000);
    expect(typeof info.created_at).toBe('number');
    expect((await fetch(`${sim.url}/oauth/token/info`, { headers: { Authorization: 'Bearer nope' } })).status).toBe(401);
  });

  it('revokes a token (RFC 7009) and a user\'s grants', async () => {
    const t = await exchange();
    const res = await fetch(`${sim.url}/oauth/revoke`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ client_id: app.uid, client_secret: app.secret, token: t.access_token }) });
    expect(res.status).toBe(200);
    expect((await user(t.access_token)).status).toBe(401);
    const u = await exchange();
    expect(sim.oauth.revokeUser(1)).toBeGreaterThanOrEqual(1);
    expect((await user(u.access_token)).status).toBe(401);
    expect((await token({ grant_type: 'refresh_token', refresh_token: u.refresh_token })).status).toBe(400);
  });

  it('a read_api grant reads but may not write (403 insufficient_scope)', async () => {
    const code = (await authorize({ scope: 'read_api' })).searchParams.get('code') ?? '';
    const t = (await (await token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: verifier })).json()) as { access_token: string; scope: string };
    expect(t.scope).toBe('read_api');
    expect((await fetch(`${sim.url}/api/v4/projects/42`, { headers: { Authorization: `Bearer ${t.access_token}` } })).status).toBe(200);
    const write = await fetch(`${sim.url}/api/v4/projects/42/issues`, { method: 'POST', headers: { Authorization: `Bearer ${t.access_token}`, 'content-type': 'application/json' }, body: '{"title":"x"}' });
    expect(write.status).toBe(403);
  });
});

describe('gitlab-sim OAuth token lifetime (item 8: configurable for tests)', () => {
  it('expires access tokens after accessTokenLifetimeSeconds', async () => {
    const sim = await startGitlabSim({ oauth: { accessTokenLifetimeSeconds: 1 } });
    try {
      const app = sim.oauth.registerApplication({ name: 'short', redirectUris: [REDIRECT], scopes: ['api'] });
      const q = new URLSearchParams({ client_id: app.uid, redirect_uri: REDIRECT, response_type: 'code', scope: 'api' });
      const code = new URL((await fetch(`${sim.url}/oauth/authorize?${q}`, { redirect: 'manual' })).headers.get('location') ?? '').searchParams.get('code') ?? '';
      const res = await fetch(`${sim.url}/oauth/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ client_id: app.uid, client_secret: app.secret, grant_type: 'authorization_code', code, redirect_uri: REDIRECT }) });
      const t = (await res.json()) as { access_token: string; expires_in: number };
      expect(t.expires_in).toBe(1);
      let status = 200;
      while (status === 200) {
        status = (await fetch(`${sim.url}/api/v4/user`, { headers: { Authorization: `Bearer ${t.access_token}` } })).status;
        if (status === 200) await new Promise((r) => setTimeout(r, 100));
      }
      expect(status).toBe(401);
    } finally {
      await sim.close();
    }
  });
});
