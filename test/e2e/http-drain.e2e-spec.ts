import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { Agent, get, request } from 'node:http';
import { connect } from 'node:net';
import { spawnHttp, type HttpServer } from '../helpers/spawn-http';
import { textOf } from '../helpers/tool-text';
import { until } from '../helpers/wait-for';

const listBranches = (c: Client) => c.callTool({ name: 'gitlab_execute_action', arguments: { action: 'branch.list', params: { project_id: '42' } } });

/** A delay no test waits out: "during the delay" checks cannot race its end, and a second signal ends it. */
const LONG_DELAY = '2m';

/** GET /health over a keep-alive agent, so the `Connection` header the server chose is visible. */
function health(endpoint: URL): Promise<{ status: number; connection: string | undefined; body: unknown }> {
  const agent = new Agent({ keepAlive: true });
  return new Promise((resolve, reject) => {
    get(new URL('/health', endpoint), { agent }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => {
        agent.destroy();
        resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: JSON.parse(text) as unknown });
      });
    }).on('error', (e) => {
      agent.destroy();
      reject(e);
    });
  });
}

const INIT = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'drain-e2e', version: '1' } } };

/** POST /mcp `initialize` over a keep-alive agent (answered by the SDK on the raw response): status and `Connection`. */
function initialize(endpoint: URL, token: string): Promise<{ status: number; connection: string | undefined }> {
  const agent = new Agent({ keepAlive: true });
  const body = JSON.stringify(INIT);
  return new Promise((resolve, reject) => {
    const req = request(endpoint, { method: 'POST', agent, headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'private-token': token, 'content-length': Buffer.byteLength(body) } }, (res) => {
      res.resume();
      res.on('end', () => {
        agent.destroy();
        resolve({ status: res.statusCode ?? 0, connection: res.headers.connection });
      });
    });
    req.on('error', (e) => {
      agent.destroy();
      reject(e);
    });
    req.end(body);
  });
}

/** Whether a new TCP connection to the server's port is refused. */
function refused(endpoint: URL): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(Number(endpoint.port), endpoint.hostname);
    socket.once('connect', () => (socket.destroy(), resolve(false)));
    socket.once('error', (e: NodeJS.ErrnoException) => resolve(e.code === 'ECONNREFUSED'));
  });
}

const exitOf = (s: HttpServer): Promise<number | null> =>
  s.child.exitCode !== null ? Promise.resolve(s.child.exitCode) : new Promise((r) => s.child.once('exit', (code) => r(code)));

/** The `draining` log line (one per shutdown), parsed. */
const drainLines = (s: HttpServer): { signal: string; drain_delay_ms: number }[] =>
  s
    .stderr()
    .split('\n')
    .filter((l) => l.includes('"msg":"draining"'))
    .map((l) => JSON.parse(l) as { signal: string; drain_delay_ms: number });

describe('issue 17 #4 drain on SIGTERM (--drain-delay)', () => {
  let sim: GitlabSim;
  const servers: HttpServer[] = [];
  const start = async (args: string[]): Promise<HttpServer> => {
    const s = await spawnHttp(['--gitlab-url', sim.url, ...args]);
    servers.push(s);
    return s;
  };

  beforeAll(async () => {
    sim = await startGitlabSim();
  });
  afterAll(async () => {
    for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGKILL');
    await sim.close();
  });

  it('interface.md /health: 503 {"status":"draining"} with Connection: close after SIGTERM, MCP calls still served; a second SIGTERM ends the delay, exit 0, port refused', async () => {
    const s = await start(['--drain-delay', LONG_DELAY]);
    const c = await s.connect({ 'PRIVATE-TOKEN': sim.tokens.api });
    expect((await listBranches(c)).isError).toBeFalsy();
    const before = await health(s.endpoint);
    expect(before).toMatchObject({ status: 200, connection: 'keep-alive' });
    expect(Object.keys(before.body as object).sort()).toEqual(['status', 'uptime_seconds', 'version']);
    expect(before.body).toMatchObject({ status: 'ok' });
    expect(await initialize(s.endpoint, sim.tokens.api)).toEqual({ status: 200, connection: 'keep-alive' });

    const exited = exitOf(s);
    s.child.kill('SIGTERM');
    await until(async () => (await health(s.endpoint)).status === 503, '/health answering 503 after SIGTERM');
    expect(await health(s.endpoint)).toEqual({ status: 503, connection: 'close', body: { status: 'draining' } });
    await until(() => drainLines(s).length === 1, 'the drain log line');
    expect(drainLines(s)[0]).toMatchObject({ signal: 'SIGTERM', drain_delay_ms: 120_000 });

    // A balancer may still send a few requests until it has seen the 503: they are served.
    const during = await listBranches(c);
    expect(during.isError).toBeFalsy();
    expect(textOf(during)).toMatch(/^## Branches of project 42/);
    expect(await initialize(s.endpoint, sim.tokens.api)).toEqual({ status: 200, connection: 'close' });
    expect(s.child.exitCode).toBeNull();

    s.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(await refused(s.endpoint)).toBe(true);
    expect(drainLines(s)).toHaveLength(1);
  });

  it('a call in flight at GitLab when SIGTERM arrives completes: the listener closes after the delay, the process exits 0 once the call has answered', async () => {
    const s = await start(['--drain-delay', LONG_DELAY]);
    const c = await s.connect({ 'PRIVATE-TOKEN': sim.tokens.api });
    expect((await listBranches(c)).isError).toBeFalsy();
    // GitLab holds the call until the test releases it: no guessed latency on either side.
    let release: () => void = () => undefined;
    const atGitlab = new Promise<void>((arrived) => {
      sim.faults.add({ method: 'GET', path: '/api/v4/projects/42/repository/branches', times: 1, hold: () => (arrived(), new Promise<void>((r) => (release = r))) });
    });
    const inFlight = listBranches(c);
    await atGitlab;

    const exited = exitOf(s);
    s.child.kill('SIGTERM');
    await until(async () => (await health(s.endpoint)).status === 503, '/health answering 503 after SIGTERM');
    s.child.kill('SIGTERM');
    await until(() => refused(s.endpoint), 'the listener closed once the delay ended');
    expect(s.child.exitCode).toBeNull();

    release();
    const answer = await inFlight;
    expect(answer.isError).toBeFalsy();
    expect(textOf(answer)).toMatch(/^## Branches of project 42/);
    expect(await exited).toBe(0);
  });

  it('the delay ends by itself: with --drain-delay 1s one SIGTERM is enough, exit 0, port refused', async () => {
    const s = await start(['--drain-delay', '1s']);
    const exited = exitOf(s);
    s.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(drainLines(s)).toHaveLength(1);
    expect(drainLines(s)[0]).toMatchObject({ signal: 'SIGTERM', drain_delay_ms: 1000 });
    expect(await refused(s.endpoint)).toBe(true);
  });

  it('--drain-delay 0 stops at once on SIGTERM, exit 0', async () => {
    const s = await start(['--drain-delay', '0']);
    const exited = exitOf(s);
    s.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(drainLines(s)[0]).toMatchObject({ signal: 'SIGTERM', drain_delay_ms: 0 });
    expect(await refused(s.endpoint)).toBe(true);
  });

  it('SIGINT (Ctrl+C at a terminal, which no balancer watches) skips the drain delay: exit 0 with a 2m delay configured', async () => {
    const s = await start(['--drain-delay', LONG_DELAY]);
    const exited = exitOf(s);
    s.child.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(drainLines(s)[0]).toMatchObject({ signal: 'SIGINT', drain_delay_ms: 0 });
  });
});
