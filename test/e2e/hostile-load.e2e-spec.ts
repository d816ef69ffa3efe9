import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import { spawnHttp, type HttpServer } from '../helpers/spawn-http';

const INIT = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'x', version: '1' } } };
const LIST = { jsonrpc: '2.0', id: 2, method: 'tools/list' };

/** Hostile load over HTTP (issue 20, defects 2, 5, 6): a slow GitLab, session floods, bogus-token storms. */
describe('hostile load', () => {
  let sim: GitlabSim;
  const servers: HttpServer[] = [];
  const start = async (args: string[]): Promise<HttpServer> => {
    const s = await spawnHttp(['--gitlab-url', sim.url, ...args]);
    servers.push(s);
    return s;
  };
  const post = async (s: HttpServer, headers: Record<string, string>, body: object): Promise<Response> =>
    fetch(s.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
  /** Opens a stateful session and returns its id (the SSE answer is read to its end). */
  const open = async (s: HttpServer, token: string): Promise<string> => {
    const res = await post(s, { 'PRIVATE-TOKEN': token }, INIT);
    await res.text();
    const id = res.headers.get('mcp-session-id');
    if (!id) throw new Error(`no session id (status ${res.status})`);
    return id;
  };
  const inSession = async (s: HttpServer, token: string, id: string): Promise<number> => {
    const res = await post(s, { 'PRIVATE-TOKEN': token, 'mcp-session-id': id, 'mcp-protocol-version': '2025-06-18' }, LIST);
    await res.text();
    return res.status;
  };

  beforeAll(async () => {
    sim = await startGitlabSim();
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await sim.close();
  });
  beforeEach(() => sim.reset());

  it('issue 20 #2 / A-08: a stalled GitLab ends discovery at its deadline; tools/list is served degraded and a call gets a classified error', async () => {
    // The discovery deadline is at most the action deadline: 1.5 s here.
    const s = await start(['--action-timeout', '1500ms']);
    sim.faults.add({ path: /.*/, delayMs: 30_000 });
    const list = await post(s, { 'PRIVATE-TOKEN': sim.tokens.api }, LIST);
    expect(list.status).toBe(200);
    const tools = ((await list.json()) as { result: { tools: { name: string }[] } }).result.tools.map((t) => t.name);
    expect(tools).toContain('gitlab_execute_action');
    const call = await post(s, { 'PRIVATE-TOKEN': sim.tokens.api }, { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'gitlab_execute_action', arguments: { action: 'branch.list', params: { project_id: '42' } } } });
    const text = ((await call.json()) as { result: { content: { text: string }[] } }).result.content[0].text;
    expect(text).toMatch(/exceeded its deadline|timed out/);
    expect(s.stderr()).toContain('GitLab is unreachable at start');
    sim.faults.clear();
  });

  it('issue 20 #2: discovery asks GitLab in parallel where requests do not depend on each other', async () => {
    const s = await start(['--action-timeout', '1s']);
    sim.faults.add({ path: '/api/v4/version', delayMs: 30_000 });
    const res = await post(s, { 'PRIVATE-TOKEN': sim.tokens.api }, LIST);
    expect(res.status).toBe(200);
    await res.text();
    // /version never answers: a sequential discovery would never have asked for the rest.
    const asked = sim.requests.filter((r) => r.token === sim.tokens.api).map((r) => r.path);
    expect(asked).toEqual(expect.arrayContaining(['/api/v4/personal_access_tokens/self', '/api/v4/user']));
    sim.faults.clear();
  });

  it('issue 20 #5: sessions are capped per credential, 16 by default (oldest evicted, then 404)', async () => {
    const s = await start(['--stateless=false']);
    const ids: string[] = [];
    for (let i = 0; i < 17; i++) ids.push(await open(s, sim.tokens.api));
    expect(await inSession(s, sim.tokens.api, ids[0])).toBe(404);
    expect(await inSession(s, sim.tokens.api, ids[1])).toBe(200);
    expect(await inSession(s, sim.tokens.api, ids[16])).toBe(200);
  });

  it('issue 20 #5: the per-credential cap is configurable', async () => {
    const s = await start(['--stateless=false', '--max-sessions-per-credential', '2']);
    const first = await open(s, sim.tokens.api);
    const second = await open(s, sim.tokens.api);
    const other = await open(s, sim.tokens.readApi);
    const third = await open(s, sim.tokens.api);
    expect(await inSession(s, sim.tokens.api, first)).toBe(404);
    expect(await inSession(s, sim.tokens.api, second)).toBe(200);
    expect(await inSession(s, sim.tokens.api, third)).toBe(200);
    expect(await inSession(s, sim.tokens.readApi, other)).toBe(200);
  });

  it('issue 20 #5: sessions are capped per process across credentials', async () => {
    const s = await start(['--stateless=false', '--max-sessions', '2']);
    const a = await open(s, sim.tokens.api);
    const b = await open(s, sim.tokens.readApi);
    const c = await open(s, sim.tokens.admin);
    expect(await inSession(s, sim.tokens.api, a)).toBe(404);
    expect(await inSession(s, sim.tokens.readApi, b)).toBe(200);
    expect(await inSession(s, sim.tokens.admin, c)).toBe(200);
  });

  it('issue 20 #5: an idle session expires', async () => {
    const s = await start(['--stateless=false', '--session-timeout', '300ms']);
    const id = await open(s, sim.tokens.api);
    await new Promise((r) => setTimeout(r, 1000));
    expect(await inSession(s, sim.tokens.api, id)).toBe(404);
  });

  it('issue 20 #6: rejected tokens count per address (429); a rejected token retried is served from memory, costing GitLab nothing', async () => {
    const s = await start([]);
    const first = await post(s, { 'PRIVATE-TOKEN': 'bogus-retried' }, LIST);
    await first.text();
    const afterFirst = sim.requests.length;
    const retries = await Promise.all([post(s, { 'PRIVATE-TOKEN': 'bogus-retried' }, LIST), post(s, { 'PRIVATE-TOKEN': 'bogus-retried' }, LIST)]);
    expect(retries.map((r) => r.status)).toEqual([200, 200]);
    const call = await post(s, { 'PRIVATE-TOKEN': 'bogus-retried' }, { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'gitlab_execute_action', arguments: { action: 'branch.list', params: { project_id: '42' } } } });
    const text = ((await call.json()) as { result: { isError: boolean; content: { text: string }[] } }).result;
    expect(text.isError).toBe(true);
    expect(text.content[0].text).toMatch(/^branchList: unauthorized: /);
    expect(sim.requests.length).toBe(afterFirst);
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) statuses.push((await post(s, { 'PRIVATE-TOKEN': `bogus-${i}` }, LIST)).status);
    expect(statuses).toContain(429);
    // Ten failed authentications per address and minute: at most ten bogus tokens were ever discovered.
    const discovered = new Set(sim.requests.map((r) => r.token));
    expect(discovered.size).toBeLessThanOrEqual(10);
    const blocked = await post(s, { 'PRIVATE-TOKEN': 'bogus-last' }, LIST);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
