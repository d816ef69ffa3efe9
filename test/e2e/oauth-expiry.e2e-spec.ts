import { Client, StreamableHTTPClientTransport, UnauthorizedError } from '@modelcontextprotocol/client';
import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import { MemoryOAuthProvider, signInThroughConsent } from '../helpers/oauth-sign-in';
import { spawnOAuthServer } from '../helpers/oauth-server';
import type { HttpServer } from '../helpers/spawn-http';
import { until } from '../helpers/wait-for';

const SEALING_KEY = 'e2e-sealing-key-0123456789abcdefghijklmnop';
const REDIRECT = 'http://127.0.0.1:9/callback';
/** GitLab's access tokens live this long in this file (GitLab: 7200 s). */
const GITLAB_LIFETIME_S = 3;
const listBranches = { name: 'gitlab_execute_action', arguments: { action: 'branch.list', params: { project_id: '42' } } };

describe('OAuth expiry and refresh (issue 16 item 3)', () => {
  let sim: GitlabSim;
  const servers: HttpServer[] = [];
  const clients: Client[] = [];

  const start = async (args: string[]): Promise<string> => {
    const { server, origin } = await spawnOAuthServer(sim, SEALING_KEY, args);
    servers.push(server);
    return origin;
  };
  const signIn = async (origin: string, provider: MemoryOAuthProvider): Promise<Client> => {
    const endpoint = new URL('/mcp', origin);
    const first = new StreamableHTTPClientTransport(endpoint, { authProvider: provider });
    await expect(new Client({ name: 'e2e', version: '1' }).connect(first)).rejects.toBeInstanceOf(UnauthorizedError);
    await first.finishAuth(await signInThroughConsent(provider.authorizationUrl as URL, REDIRECT));
    const client = new Client({ name: 'e2e', version: '1' });
    await client.connect(new StreamableHTTPClientTransport(endpoint, { authProvider: provider }));
    clients.push(client);
    return client;
  };
  const status = async (origin: string, token: string): Promise<number> =>
    (
      await fetch(`${origin}/mcp`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      })
    ).status;
  const gitlabStatus = async (gitlabToken: string): Promise<number> => (await fetch(`${sim.url}/api/v4/user`, { headers: { authorization: `Bearer ${gitlabToken}` } })).status;
  /** The GitLab token of the latest API call the simulator saw. */
  const lastGitlabToken = (): string | undefined => [...sim.requests].reverse().find((r) => r.path.startsWith('/api/v4/projects'))?.token;

  beforeAll(async () => {
    sim = await startGitlabSim({ oauth: { accessTokenLifetimeSeconds: GITLAB_LIFETIME_S } });
  });
  afterEach(async () => {
    await Promise.allSettled(clients.splice(0).map((c) => c.close()));
    await Promise.allSettled(servers.splice(0).map((s) => s.stop()));
  });
  afterAll(() => sim.close());

  it('item 3: our access token ends before GitLab\'s, even when configured to live longer', async () => {
    const origin = await start(['--oauth-access-token-ttl', '1h']);
    const provider = new MemoryOAuthProvider(REDIRECT);
    await signIn(origin, provider);
    expect(provider.stored?.expires_in).toBeLessThan(GITLAB_LIFETIME_S);
  });

  it('item 3: after our token expires the SDK client refreshes on its own; the GitLab token inside is renewed and the next tools/call works', async () => {
    const origin = await start(['--oauth-access-token-ttl', '2s']);
    const provider = new MemoryOAuthProvider(REDIRECT);
    const client = await signIn(origin, provider);
    expect((await client.callTool(listBranches)).isError).toBeFalsy();
    const firstOurs = provider.stored?.access_token ?? '';
    const firstGitlab = lastGitlabToken() ?? '';
    expect(firstGitlab).not.toBe('');
    const issued = sim.oauth.issuedTokens;

    await until(async () => (await status(origin, firstOurs)) === 401, 'our first access token to expire', 25_000, 100);
    expect((await client.callTool(listBranches)).isError).toBeFalsy();
    expect(provider.stored?.access_token).not.toBe(firstOurs);
    expect(sim.oauth.issuedTokens).toBeGreaterThan(issued);
    const renewed = lastGitlabToken() ?? '';
    expect(renewed).not.toBe(firstGitlab);

    // GitLab's first token ends too; the client keeps working on the renewed grant.
    await until(async () => (await gitlabStatus(firstGitlab)) === 401, 'GitLab\'s first access token to expire', 25_000, 100);
    expect((await client.callTool(listBranches)).isError).toBeFalsy();
    expect(lastGitlabToken()).not.toBe(firstGitlab);
  });
});
