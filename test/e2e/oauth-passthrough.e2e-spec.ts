import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import { APP_REDIRECT, gitlabOAuthToken } from '../helpers/gitlab-oauth-token';
import { freePort } from '../helpers/oauth-sign-in';
import { spawnHttp, type HttpServer } from '../helpers/spawn-http';
import { until } from '../helpers/wait-for';

const listBranches = { name: 'gitlab_execute_action', arguments: { action: 'branch.list', params: { project_id: '42' } } };

describe('OAuth passthrough: GitLab as the authorization server (issue 16 item 5)', () => {
  let sim: GitlabSim;
  const servers: HttpServer[] = [];

  const start = async (args: string[] = []): Promise<string> => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    servers.push(await spawnHttp(['--http-addr', `127.0.0.1:${port}`, '--gitlab-url', sim.url, '--auth-mode', 'passthrough', '--public-url', origin, ...args]));
    return origin;
  };
  const app = (name: string) => sim.oauth.registerApplication({ name, redirectUris: [APP_REDIRECT], scopes: ['api', 'read_api'] });
  const call = (origin: string, headers: Record<string, string>) =>
    fetch(`${origin}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18', ...headers },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: listBranches }),
    });
  const toolWorks = async (origin: string, headers: Record<string, string>): Promise<void> => {
    const server = servers[servers.length - 1] as HttpServer;
    expect(server.endpoint.origin).toBe(origin);
    const client = await server.connect(headers);
    try {
      const result = await client.callTool(listBranches);
      expect(result.isError).toBeFalsy();
    } finally {
      await client.close();
    }
  };

  beforeAll(async () => {
    sim = await startGitlabSim({ oauth: {} });
  });
  afterEach(async () => {
    await Promise.allSettled(servers.splice(0).map((s) => s.stop()));
  });
  afterAll(() => sim.close());

  it('item 5: our RFC 9728 metadata names the GitLab instance, which serves its RFC 8414 metadata; a 401 points at ours', async () => {
    const origin = await start();
    for (const path of ['/.well-known/oauth-protected-resource', '/.well-known/oauth-protected-resource/mcp']) {
      const res = await fetch(`${origin}${path}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ resource: `${origin}/mcp`, authorization_servers: [sim.url] });
    }
    expect((await fetch(`${origin}/.well-known/oauth-authorization-server`)).status).toBe(404);
    expect((await fetch(`${origin}/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(404);
    const gitlab = (await (await fetch(`${sim.url}/.well-known/oauth-authorization-server`)).json()) as Record<string, unknown>;
    expect(gitlab).toMatchObject({ issuer: sim.url, authorization_endpoint: `${sim.url}/oauth/authorize`, token_endpoint: `${sim.url}/oauth/token`, revocation_endpoint: `${sim.url}/oauth/revoke` });
    expect(gitlab.code_challenge_methods_supported).toContain('S256');
    const res = await call(origin, {});
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe(`Bearer realm="gitlab-mcp-server", resource_metadata="${origin}/.well-known/oauth-protected-resource/mcp", scope="api"`);
  });

  it('item 5: without a pin a GitLab OAuth token is used as is, and personal access tokens keep working (item 6)', async () => {
    const origin = await start();
    const tokens = await gitlabOAuthToken(sim, app('any client'));
    sim.clearRequests();
    await toolWorks(origin, { Authorization: `Bearer ${tokens.access_token}` });
    expect(sim.requests.filter((r) => r.path.startsWith('/api/v4/projects')).map((r) => r.token)).toContain(tokens.access_token);
    await toolWorks(origin, { 'PRIVATE-TOKEN': sim.tokens.api });
  });

  it('item 5: a GitLab OAuth token GitLab no longer accepts gets 401 invalid_token with the challenge, so the client refreshes it at GitLab', async () => {
    const origin = await start();
    const tokens = await gitlabOAuthToken(sim, app('revoked later'));
    await toolWorks(origin, { Authorization: `Bearer ${tokens.access_token}` });
    sim.oauth.revokeUser(1);
    // The replica learns of the revocation from GitLab's next 401 on this token.
    await until(async () => (await call(origin, { Authorization: `Bearer ${tokens.access_token}` })).status === 401, 'a 401 after the GitLab grant was revoked');
    const res = await call(origin, { Authorization: `Bearer ${tokens.access_token}` });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe(`Bearer realm="gitlab-mcp-server", error="invalid_token", resource_metadata="${origin}/.well-known/oauth-protected-resource/mcp", scope="api"`);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain('GitLab rejected this token');
  });

  it('item 5: with --oauth-client-uid a token of the pinned application works; another application\'s and PATs get 401', async () => {
    const pinned = app('pinned');
    const other = app('other');
    const origin = await start(['--oauth-client-uid', `unrelated-uid,${pinned.uid}`]);
    const mine = await gitlabOAuthToken(sim, pinned);
    await toolWorks(origin, { Authorization: `Bearer ${mine.access_token}` });
    await toolWorks(origin, { Authorization: `Bearer ${mine.access_token}` });
    // The verdict is kept for GITLAB_MCP_OAUTH_CACHE_TTL: GitLab was asked once for both connections.
    expect(sim.requests.filter((r) => r.path === '/oauth/token/info' && r.token === mine.access_token)).toHaveLength(1);

    const theirs = await gitlabOAuthToken(sim, other);
    const refused = await call(origin, { Authorization: `Bearer ${theirs.access_token}` });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toContain('error="invalid_token"');
    const body = (await refused.json()) as { error: { message: string } };
    expect(body.error.message).toContain('issued to an OAuth application this server does not admit');
    expect(JSON.stringify(body)).not.toContain(theirs.access_token);

    const patHeaders: Record<string, string>[] = [{ 'PRIVATE-TOKEN': sim.tokens.api }, { Authorization: `Bearer ${sim.tokens.api}` }];
    for (const headers of patHeaders) {
      const pat = await call(origin, headers);
      expect(pat.status).toBe(401);
      expect(((await pat.json()) as { error: { message: string } }).error.message).toContain('personal access tokens are refused');
    }
  });
});
