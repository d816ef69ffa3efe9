import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { DESTINATION_REFUSED_SUGGESTION } from '@gitlab-mcp/errors';
import { spawnSync } from 'node:child_process';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { spawnHttp, type HttpServer } from '../helpers/spawn-http';
import { SERVER_BIN } from '../helpers/spawn-server';
import { textOf } from '../helpers/tool-text';
import { until, waitFor } from '../helpers/wait-for';

const listBranches = (c: Client, params: Record<string, unknown> = { project_id: '42' }) =>
  c.callTool({ name: 'gitlab_execute_action', arguments: { action: 'branch.list', params } });
const post = (endpoint: URL, headers: Record<string, string>, body: object) =>
  fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers }, body: JSON.stringify(body) });
/** A second token GitLab knows as the same user with the same scopes: a proxy in front of the simulator swaps it for `token`. */
const ALIAS = 'alias-of-the-api-token';
async function aliasingProxy(upstream: string, token: string): Promise<{ url: string; close(): Promise<void> }> {
  const target = new URL(upstream);
  const server: Server = createServer((req, res) => {
    const headers = { ...req.headers };
    if (headers['private-token'] === ALIAS) headers['private-token'] = token;
    if (headers.authorization === `Bearer ${ALIAS}`) headers.authorization = `Bearer ${token}`;
    const proxied = request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    proxied.on('error', () => res.destroy());
    req.pipe(proxied);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((r) => server.close(() => r()));
    },
  };
}
/** `catalog built for a new configuration` debug lines, each naming its configuration. */
const configurationsBuilt = (s: HttpServer): { gitlab_url: string; tier: string; read_only: boolean }[] =>
  s
    .stderr()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { msg: string; gitlab_url: string; tier: string; read_only: boolean })
    .filter((l) => l.msg === 'catalog built for a new configuration');
/** Makes one call (meta surface) and waits until its log line, the `n`-th completed call, is on stderr. */
async function settled(s: HttpServer, c: Client, n: number): Promise<void> {
  expect((await c.callTool({ name: 'gitlab_branch', arguments: { action: 'list', params: { project_id: '42' } } })).isError).toBeFalsy();
  const completed = (): number => s.stderr().split('\n').filter((l) => l.includes('"msg":"tool call completed"')).length;
  expect(await waitFor(() => completed() >= n)).toBe(true);
}
const INIT = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'x', version: '1' } } };

describe('HTTP mode for teams', () => {
  let sim: GitlabSim;
  const servers: HttpServer[] = [];
  const start = async (args: string[], env: Record<string, string> = {}): Promise<HttpServer> => {
    const s = await spawnHttp(args, env);
    servers.push(s);
    return s;
  };
  const discoveries = (token: string): number => sim.requests.filter((r) => r.path === '/api/v4/version' && r.token === token).length;

  beforeAll(async () => {
    sim = await startGitlabSim();
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await sim.close();
  });
  beforeEach(() => sim.reset());

  it('A-03 two credentials at once see their own tool sets and each call carries its own token', async () => {
    const s = await start(['--gitlab-url', sim.url, '--tool-surface', 'individual']);
    const writer = await s.connect({ 'PRIVATE-TOKEN': sim.tokens.api });
    const reader = await s.connect({ Authorization: `Bearer ${sim.tokens.readApi}` });
    const [w, r] = await Promise.all([writer.listTools(), reader.listTools()]);
    expect(w.tools.map((t) => t.name)).toContain('gitlab_branch_delete');
    expect(r.tools.map((t) => t.name)).not.toContain('gitlab_branch_delete');
    expect(r.tools.map((t) => t.name)).toContain('gitlab_branch_list');
    sim.clearRequests();
    await Promise.all([
      writer.callTool({ name: 'gitlab_branch_get', arguments: { project_id: '42', branch: 'main' } }),
      reader.callTool({ name: 'gitlab_branch_get', arguments: { project_id: '42', branch: 'develop' } }),
    ]);
    const byPath = Object.fromEntries(sim.requests.map((q) => [q.path, q.token]));
    expect(byPath['/api/v4/projects/42/repository/branches/main']).toBe(sim.tokens.api);
    expect(byPath['/api/v4/projects/42/repository/branches/develop']).toBe(sim.tokens.readApi);
  });

  it('HTTP PRIVATE-TOKEN wins over Authorization when a request sends both', async () => {
    const s = await start(['--gitlab-url', sim.url, '--tool-surface', 'individual']);
    const both = await s.connect({ 'PRIVATE-TOKEN': sim.tokens.api, Authorization: `Bearer ${sim.tokens.readApi}` });
    // The api token is served the writes a read_api token is not.
    expect((await both.listTools()).tools.map((t) => t.name)).toContain('gitlab_branch_delete');
    sim.clearRequests();
    expect((await both.callTool({ name: 'gitlab_branch_get', arguments: { project_id: '42', branch: 'main' } })).isError).toBeFalsy();
    expect(sim.requests.map((q) => q.token)).toEqual([sim.tokens.api]);
  });

  it('HTTP GITLAB_TOKEN of the environment is never read: no credential, 401; a caller\'s own token is the only one sent', async () => {
    const s = await start(['--gitlab-url', sim.url], { GITLAB_TOKEN: sim.tokens.admin });
    const anonymous = await post(s.endpoint, {}, INIT);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer realm="gitlab-mcp-server"');
    const reader = await s.connect({ 'PRIVATE-TOKEN': sim.tokens.readApi });
    expect((await listBranches(reader)).isError).toBeFalsy();
    expect(sim.requests.length).toBeGreaterThan(0);
    expect(sim.requests.filter((q) => q.token !== sim.tokens.readApi)).toEqual([]);
  });

  it.each([['0.0.0.0:0'], [':0'], ['[::]:0']])('HTTP --allow-any-gitlab-url on the non-loopback listener %s refuses to start', (addr) => {
    const r = spawnSync(process.execPath, [SERVER_BIN, '--http', '--allow-any-gitlab-url', '--http-addr', addr], { env: { PATH: process.env.PATH ?? '' }, encoding: 'utf8', timeout: 30_000 });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('--allow-any-gitlab-url is meant for a local single-user deployment: listen on a loopback address (--http-addr 127.0.0.1:PORT)');
  });

  it('A-03 two credentials of the same configuration share one catalog; another URL or scope gets its own', async () => {
    const proxy = await aliasingProxy(sim.url, sim.tokens.api);
    try {
      const s = await start(['--gitlab-url', sim.url, '--gitlab-url', proxy.url, '--tool-surface', 'meta', '--log-level', 'debug']);
      // Same GitLab URL, same user, scopes and tier: one configuration, built once.
      const first = await s.connect({ 'PRIVATE-TOKEN': sim.tokens.api, 'GITLAB-URL': proxy.url });
      const second = await s.connect({ 'PRIVATE-TOKEN': ALIAS, 'GITLAB-URL': proxy.url });
      const [a, b] = await Promise.all([first.listTools(), second.listTools()]);
      expect(b.tools).toEqual(a.tools);
      // stderr is one ordered stream: once a later call's log line is in, every build line before it is too.
      await settled(s, second, 1);
      expect(configurationsBuilt(s)).toEqual([expect.objectContaining({ gitlab_url: proxy.url, tier: 'free', read_only: false })]);
      // The same token on another GitLab URL, and a read_api token: two more configurations.
      const otherUrl = await s.connect({ 'PRIVATE-TOKEN': sim.tokens.api, 'GITLAB-URL': sim.url });
      const reader = await s.connect({ 'PRIVATE-TOKEN': sim.tokens.readApi, 'GITLAB-URL': proxy.url });
      await Promise.all([otherUrl.listTools(), reader.listTools()]);
      await settled(s, reader, 2);
      expect(configurationsBuilt(s).slice(1)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ gitlab_url: sim.url, tier: 'free', read_only: false }),
          expect.objectContaining({ gitlab_url: proxy.url, tier: 'free', read_only: true }),
        ]),
      );
      // Every credential was discovered on its own (A-03: identity per credential).
      expect(sim.requests.filter((q) => q.path === '/api/v4/version').length).toBe(4);
    } finally {
      await proxy.close();
    }
  });

  it('A-03 a third credential evicts the least recently used entry when the pool holds two', async () => {
    const s = await start(['--gitlab-url', sim.url, '--max-http-clients', '2']);
    const a = await s.connect({ 'PRIVATE-TOKEN': sim.tokens.api });
    const b = await s.connect({ 'PRIVATE-TOKEN': sim.tokens.readApi });
    await listBranches(a);
    await listBranches(b);
    await listBranches(a);
    expect([discoveries(sim.tokens.api), discoveries(sim.tokens.readApi)]).toEqual([1, 1]);
    const c = await s.connect({ 'PRIVATE-TOKEN': sim.tokens.admin });
    await listBranches(c);
    await listBranches(a);
    expect(discoveries(sim.tokens.api)).toBe(1);
    await listBranches(b);
    expect(discoveries(sim.tokens.readApi)).toBe(2);
  });

  it('A-02 a GITLAB-URL the server does not publish is answered 400; with several instances it is required', async () => {
    const s = await start(['--gitlab-url', sim.url, '--gitlab-url', 'https://gitlab.example.com']);
    const missing = await post(s.endpoint, { 'PRIVATE-TOKEN': sim.tokens.api }, INIT);
    expect(missing.status).toBe(400);
    expect(JSON.stringify(await missing.json())).toContain('The GITLAB-URL header is required and must be one of');
    const other = await post(s.endpoint, { 'PRIVATE-TOKEN': sim.tokens.api, 'GITLAB-URL': 'https://evil.example.com' }, INIT);
    expect(other.status).toBe(400);
    const picked = await s.connect({ 'PRIVATE-TOKEN': sim.tokens.api, 'GITLAB-URL': sim.url });
    expect((await listBranches(picked)).isError).toBeFalsy();
  });

  it('A-02 requests without a token get 401; an address that keeps failing gets 429 with Retry-After', async () => {
    const s = await start(['--gitlab-url', sim.url]);
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await post(s.endpoint, {}, INIT)).status);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(401));
    const blocked = await post(s.endpoint, {}, INIT);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('A-73 E-11 with --allow-any-gitlab-url a caller-named metadata or private address is refused with the E-11 wording', async () => {
    const s = await start(['--allow-any-gitlab-url']);
    for (const target of ['http://169.254.169.254', sim.url]) {
      const c = await s.connect({ 'PRIVATE-TOKEN': sim.tokens.api, 'GITLAB-URL': target });
      const t = textOf(await listBranches(c));
      expect(t).toBe(
        `branchList: this server refused to connect to that address, so the request never left the process. Suggestion: ${DESTINATION_REFUSED_SUGGESTION}: GET ${target}/api/v4/projects/42/repository/branches: outbound destination refused`,
      );
    }
    expect(sim.requests).toEqual([]);
  });

  it('A-73 --allow-private-instances lets a caller-named private instance through', async () => {
    const s = await start(['--allow-any-gitlab-url', '--allow-private-instances']);
    const c = await s.connect({ 'PRIVATE-TOKEN': sim.tokens.api, 'GITLAB-URL': sim.url });
    expect((await listBranches(c)).isError).toBeFalsy();
  });

  it('E-16 a token GitLab rejects ends its pool entry at once; a retry reports E-15 again without asking GitLab', async () => {
    const s = await start(['--gitlab-url', sim.url]);
    const c = await s.connect({ 'PRIVATE-TOKEN': sim.tokens.expired });
    const first = textOf(await listBranches(c));
    expect(s.stderr()).toContain('pooled credential ended');
    const before = sim.requests.length;
    const retry = await listBranches(c);
    expect(retry.isError).toBe(true);
    expect(textOf(retry).split(':').slice(0, 3)).toEqual(first.split(':').slice(0, 3));
    expect(sim.requests.length).toBe(before);
    expect(discoveries(sim.tokens.expired)).toBe(1);
  });

  it('E-16 a plain 401 is re-checked before the entry is dropped', async () => {
    const s = await start(['--gitlab-url', sim.url]);
    const c = await s.connect({ 'PRIVATE-TOKEN': sim.tokens.api });
    await listBranches(c);
    sim.faults.add({ method: 'GET', path: '/api/v4/projects/42/repository/branches', status: 401, body: { message: '401 Unauthorized' }, times: 1 });
    await listBranches(c);
    await listBranches(c);
    expect(sim.requests.filter((q) => q.path === '/api/v4/user').length).toBeGreaterThanOrEqual(2);
    expect(discoveries(sim.tokens.api)).toBe(1);
  });

  it('A-02 stateful mode: a session round trip, bound to its credential, ended by DELETE', async () => {
    const s = await start(['--gitlab-url', sim.url, '--stateless=false']);
    const transport = new StreamableHTTPClientTransport(s.endpoint, { requestInit: { headers: { 'PRIVATE-TOKEN': sim.tokens.api } } });
    const client = new Client({ name: 'stateful', version: '1' });
    await client.connect(transport);
    const id = transport.sessionId!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await listBranches(client)).isError).toBeFalsy();
    const stolen = await post(s.endpoint, { 'PRIVATE-TOKEN': sim.tokens.readApi, 'mcp-session-id': id }, { jsonrpc: '2.0', id: 5, method: 'tools/list' });
    expect(stolen.status).toBe(404);
    await transport.terminateSession();
    const after = await post(s.endpoint, { 'PRIVATE-TOKEN': sim.tokens.api, 'mcp-session-id': id }, { jsonrpc: '2.0', id: 6, method: 'tools/list' });
    expect(after.status).toBe(404);
    await client.close();
  });

  it('A-02 SIGTERM lets an in-flight call finish, then exits 0', async () => {
    const s = await start(['--gitlab-url', sim.url]);
    const c = await s.connect({ 'PRIVATE-TOKEN': sim.tokens.api });
    await listBranches(c);
    // GitLab holds the call until the server has taken SIGTERM: no guessed delay on either side.
    let answer: () => void = () => undefined;
    const atGitlab = new Promise<void>((arrived) => {
      sim.faults.add({ method: 'GET', path: '/api/v4/projects/42/repository/branches', times: 1, hold: () => (arrived(), new Promise<void>((r) => (answer = r))) });
    });
    const inFlight = listBranches(c);
    await atGitlab;
    const exited = new Promise<number | null>((r) => s.child.once('exit', (code) => r(code)));
    s.child.kill('SIGTERM');
    // The drain starts by closing the listener: a new connection is refused from then on.
    const health = new URL('/health', s.endpoint);
    await until(() => fetch(health).then(() => false, () => true), 'the listener closed by SIGTERM');
    expect(s.child.exitCode).toBeNull();
    answer();
    const r = await inFlight;
    expect(r.isError).toBeFalsy();
    expect(textOf(r)).toMatch(/^## Branches of project 42/);
    expect(await exited).toBe(0);
  });
});
