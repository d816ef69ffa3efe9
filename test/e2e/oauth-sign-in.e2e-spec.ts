import { Client, StreamableHTTPClientTransport, UnauthorizedError } from '@modelcontextprotocol/client';
import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import { followUntil, freePort, MemoryOAuthProvider, openConsent, postConsent, signInThroughConsent } from '../helpers/oauth-sign-in';
import { registerSecrets } from '../helpers/secret-scan';
import { spawnOAuthServer } from '../helpers/oauth-server';
import { spawnHttp, type HttpServer } from '../helpers/spawn-http';
import { until } from '../helpers/wait-for';

const SEALING_KEY = 'e2e-sealing-key-0123456789abcdefghijklmnop';
const REDIRECT = 'http://127.0.0.1:9/callback';
const listBranches = { name: 'gitlab_execute_action', arguments: { action: 'branch.list', params: { project_id: '42' } } };
const createIssue = { name: 'gitlab_execute_action', arguments: { action: 'issue.create', params: { project_id: '42', title: 'step-up' } } };

describe('OAuth sign-in for the HTTP server (issue 16)', () => {
  let sim: GitlabSim;
  const servers: HttpServer[] = [];
  const clients: Client[] = [];

  /** Our server in --auth-mode oauth on a known port, with the GitLab application registered for its callback. */
  const start = async (extraEnv: Record<string, string> = {}, args: string[] = []): Promise<{ server: HttpServer; origin: string }> => {
    const { server, origin } = await spawnOAuthServer(sim, SEALING_KEY, args, extraEnv);
    servers.push(server);
    return { server, origin };
  };

  /** The SDK client's own OAuth flow: 401 → discovery → registration → (consent, GitLab) → token → connected. */
  const signIn = async (origin: string, provider: MemoryOAuthProvider, askScope?: string): Promise<Client> => {
    const endpoint = new URL('/mcp', origin);
    const first = new StreamableHTTPClientTransport(endpoint, { authProvider: provider });
    await expect(new Client({ name: 'e2e', version: '1' }).connect(first)).rejects.toBeInstanceOf(UnauthorizedError);
    // The SDK asks the challenge's scope; a client that wants less asks for it in the authorization request.
    if (askScope) provider.authorizationUrl?.searchParams.set('scope', askScope);
    const back = await signInThroughConsent(provider.authorizationUrl as URL, REDIRECT);
    await first.finishAuth(back);
    const client = new Client({ name: 'e2e', version: '1' });
    await client.connect(new StreamableHTTPClientTransport(endpoint, { authProvider: provider }));
    clients.push(client);
    return client;
  };

  const post = (origin: string, token: string, body: object = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: listBranches }) =>
    fetch(`${origin}/mcp`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    sim = await startGitlabSim({ oauth: { accessTokenLifetimeSeconds: 7200 } });
  });
  afterEach(async () => {
    await Promise.allSettled(clients.splice(0).map((c) => c.close()));
    await Promise.allSettled(servers.splice(0).map((s) => s.stop()));
  });
  afterAll(async () => {
    registerSecrets(sim.oauth.issuedSecrets);
    await sim.close();
  });

  it('item 1: serves RFC 9728 metadata and challenges with resource_metadata and scope', async () => {
    const { origin } = await start();
    for (const path of ['/.well-known/oauth-protected-resource', '/.well-known/oauth-protected-resource/mcp']) {
      const res = await fetch(`${origin}${path}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ resource: `${origin}/mcp`, authorization_servers: [origin] });
    }
    const as = (await (await fetch(`${origin}/.well-known/oauth-authorization-server`)).json()) as Record<string, unknown>;
    expect(as).toMatchObject({ issuer: origin, code_challenge_methods_supported: ['S256'], response_types_supported: ['code'] });
    const res = await fetch(`${origin}/mcp`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe(`Bearer realm="gitlab-mcp-server", resource_metadata="${origin}/.well-known/oauth-protected-resource/mcp", scope="api"`);
  });

  it('items 2-4: the SDK client signs in (registration, consent, GitLab) and calls a tool; the GitLab token never reaches it', async () => {
    const { origin } = await start();
    const provider = new MemoryOAuthProvider(REDIRECT);
    const client = await signIn(origin, provider);
    const result = await client.callTool(listBranches);
    expect(result.isError).toBeFalsy();
    const ours = provider.stored?.access_token ?? '';
    expect(ours.split('.')).toHaveLength(5);
    // The simulator saw GitLab's own token on the API, never ours.
    const apiTokens = sim.requests.filter((r) => r.path.startsWith('/api/v4/')).map((r) => r.token);
    expect(apiTokens).not.toContain(ours);
    expect(apiTokens.every((t) => t === undefined || !t.includes('.'))).toBe(true);
  });

  it('item 2: refreshing our token refreshes GitLab\'s grant (rotation: the old refresh token stops working)', async () => {
    const { origin } = await start();
    const provider = new MemoryOAuthProvider(REDIRECT);
    await signIn(origin, provider);
    const old = provider.stored?.refresh_token ?? '';
    const issuedBefore = sim.oauth.issuedTokens;
    const refresh = (token: string) =>
      fetch(`${origin}/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: token, client_id: provider.info?.client_id ?? '' }) });
    const res = await refresh(old);
    expect(res.status).toBe(200);
    const fresh = (await res.json()) as { access_token: string; refresh_token: string };
    expect(sim.oauth.issuedTokens).toBe(issuedBefore + 1);
    expect((await post(origin, fresh.access_token)).status).toBe(200);
    const replay = await refresh(old);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('item 3: a revoked GitLab grant ends our token with a clear 401', async () => {
    const { origin } = await start();
    const provider = new MemoryOAuthProvider(REDIRECT);
    await signIn(origin, provider);
    const token = provider.stored?.access_token ?? '';
    expect((await post(origin, token)).status).toBe(200);
    sim.oauth.revokeUser(1);
    await until(async () => (await post(origin, token)).status === 401, 'a 401 after the GitLab grant was revoked');
    const res = await post(origin, token);
    expect(res.headers.get('www-authenticate')).toContain('error="invalid_token"');
  });

  it('item 2: a token for another resource (another server sharing the key) is refused', async () => {
    const a = await start();
    const b = await start();
    const provider = new MemoryOAuthProvider(REDIRECT);
    await signIn(a.origin, provider);
    const res = await post(b.origin, provider.stored?.access_token ?? '');
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toContain('error="invalid_token"');
  });

  it('item 3: two replicas sharing the sealing key serve the same client', async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const app = sim.oauth.registerApplication({ name: 'replicas', redirectUris: [`${origin}/oauth/callback`], scopes: ['api', 'read_api'] });
    const env = { GITLAB_MCP_OAUTH_GITLAB_APP_SECRET: app.secret, GITLAB_MCP_OAUTH_SEALING_KEYS: SEALING_KEY };
    const common = ['--gitlab-url', sim.url, '--auth-mode', 'oauth', '--public-url', origin, '--oauth-gitlab-app-id', app.uid];
    const first = await spawnHttp(['--http-addr', `127.0.0.1:${port}`, ...common], env);
    servers.push(first);
    const provider = new MemoryOAuthProvider(REDIRECT);
    await signIn(origin, provider);
    // The second replica: another process with the same key and public URL.
    const second = await spawnHttp(common, env);
    servers.push(second);
    const res = await post(second.endpoint.origin, provider.stored?.access_token ?? '');
    expect(res.status).toBe(200);
  });

  it('items 2, 4: a replayed code, a forged consent and a replayed consent are refused', async () => {
    const { origin } = await start();
    const provider = new MemoryOAuthProvider(REDIRECT);
    await signIn(origin, provider);
    // A second sign-in by hand, to hold its code.
    const endpoint = new URL('/mcp', origin);
    const again = new MemoryOAuthProvider(REDIRECT);
    again.info = provider.info;
    await expect(new Client({ name: 'e2e', version: '1' }).connect(new StreamableHTTPClientTransport(endpoint, { authProvider: again }))).rejects.toBeInstanceOf(UnauthorizedError);
    const form = await openConsent(again.authorizationUrl as URL);
    expect((await postConsent(origin, { ...form, consent: form.consent.slice(0, -4) + 'AAAA' })).status).toBe(400);
    expect((await postConsent(origin, { ...form, cookie: 'gitlab_mcp_consent=forged' })).status).toBe(400);
    const approved = await postConsent(origin, form);
    expect(approved.status).toBe(302);
    expect((await postConsent(origin, form)).status).toBe(400);
    const back = await followUntil(approved.headers.get('location') ?? '', REDIRECT);
    const exchange = () =>
      fetch(`${origin}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'authorization_code', code: back.searchParams.get('code') ?? '', redirect_uri: REDIRECT, code_verifier: again.verifier, client_id: again.info?.client_id ?? '', resource: `${origin}/mcp` }),
      });
    expect((await exchange()).status).toBe(200);
    const replay = await exchange();
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('item 1: a read-only sign-in steps up: a write answers 403 insufficient_scope with scope="api"', async () => {
    const { origin } = await start();
    const provider = new MemoryOAuthProvider(REDIRECT);
    const client = await signIn(origin, provider, 'read_api');
    expect(provider.stored?.scope).toBe('read_api');
    expect((await client.callTool(listBranches)).isError).toBeFalsy();
    const res = await post(origin, provider.stored?.access_token ?? '', { jsonrpc: '2.0', id: 2, method: 'tools/call', params: createIssue });
    expect(res.status).toBe(403);
    expect(res.headers.get('www-authenticate')).toBe(`Bearer realm="gitlab-mcp-server", error="insufficient_scope", resource_metadata="${origin}/.well-known/oauth-protected-resource/mcp", scope="api"`);
  });

  it('item 6: personal access tokens keep working in oauth mode (PRIVATE-TOKEN and Bearer glpat-)', async () => {
    const { server } = await start();
    const ways: Record<string, string>[] = [{ 'PRIVATE-TOKEN': sim.tokens.api }, { Authorization: `Bearer ${sim.tokens.api}` }];
    for (const headers of ways) {
      const client = await server.connect(headers);
      expect((await client.callTool(listBranches)).isError).toBeFalsy();
    }
  });
});
