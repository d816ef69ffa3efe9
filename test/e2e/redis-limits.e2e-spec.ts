import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { spawnHttp, type HttpServer } from '../helpers/spawn-http';
import { mostAdmitted, sendUntilRefused } from '../helpers/rate-bound';
import { startRedis, type RedisServer } from '../helpers/redis-server';
import { until } from '../helpers/wait-for';

// E-81's text, unchanged when the buckets are shared.
const E81 = (rps: number, burst: number): RegExp =>
  new RegExp(`^rate limited by this server: more than ${rps} requests per second \\(burst ${burst}\\) for this credential; retry in \\d+\\.\\d s\\. Nothing was sent to GitLab\\.$`);
const BURST = 10;
const WARNING = 'rate-limit store (Redis) unavailable';

interface ToolAnswer {
  readonly result?: { readonly isError?: boolean; readonly content: readonly { readonly text: string }[] };
  readonly error?: { readonly code: number; readonly message: string };
}

const post = (s: HttpServer, headers: Record<string, string>, body: object): Promise<Response> =>
  fetch(s.endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });

/** One stateless tools/call of branch.list (no initialize: each stateless POST stands alone). */
async function listBranches(s: HttpServer, token: string): Promise<ToolAnswer> {
  const r = await post(s, { 'PRIVATE-TOKEN': token }, { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'gitlab_execute_action', arguments: { action: 'branch.list', params: { project_id: '42' } } } });
  return (await r.json()) as ToolAnswer;
}

const warnings = (s: HttpServer): number => s.stderr().split('\n').filter((l) => l.includes(WARNING)).length;

jest.setTimeout(60_000);

describe('issue 17 item 3: two replicas sharing their limits through one real redis-server', () => {
  let sim: GitlabSim;
  let redis: RedisServer;
  let a: HttpServer;
  let b: HttpServer;

  beforeAll(async () => {
    sim = await startGitlabSim();
    redis = await startRedis();
    const args = ['--gitlab-url', sim.url, '--redis-url', redis.url, '--rate-limit-rps', '1', '--rate-limit-burst', String(BURST)];
    [a, b] = await Promise.all([spawnHttp(args), spawnHttp(args)]);
  });
  afterAll(async () => {
    await Promise.allSettled([a?.stop(), b?.stop()]);
    await redis?.stop();
    await sim?.close();
  });

  it('A-40 E-81 one caller\'s calls split across both replicas share one bucket: the burst passes, the next is refused with E-81\'s text', async () => {
    sim.clearRequests();
    let turn = 0;
    const run = await sendUntilRefused(() => listBranches(turn++ % 2 === 0 ? a : b, sim.tokens.api), (r) => r.result?.isError === true, 63);
    expect(run.refusal?.result?.content[0].text).toMatch(E81(1, BURST));
    // One bucket for both: the burst plus what one rate refilled while the calls ran (two
    // unshared buckets would have admitted 2 × BURST first).
    expect(run.admitted).toBeGreaterThanOrEqual(BURST);
    expect(run.admitted).toBeLessThanOrEqual(mostAdmitted(BURST, 1, run.elapsedMs));
    expect(sim.requests.filter((r) => r.token === sim.tokens.api && r.path.endsWith('/repository/branches'))).toHaveLength(run.admitted);
  });

  it('A-03 A-40 another credential has buckets of its own, on either replica', async () => {
    for (const s of [b, a]) expect((await listBranches(s, sim.tokens.readApi)).result?.isError).toBeFalsy();
  });

  it('A-02 the per-address authentication-failure limit is shared: 10 failures split across the replicas block the address on both', async () => {
    const initialize = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'e2e', version: '1' } } };
    for (let i = 0; i < 10; i++) expect((await post(i % 2 === 0 ? a : b, {}, initialize)).status).toBe(401);
    for (const s of [a, b]) {
      const blocked = await post(s, { 'PRIVATE-TOKEN': sim.tokens.readApi }, initialize);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(50);
      expect(await blocked.json()).toEqual({ jsonrpc: '2.0', id: null, error: { code: -42900, message: expect.stringMatching(/^Too many requests without valid credentials from this address; retry in \d+ s\.$/) } });
    }
  });

  it('A-71 no token appears in any Redis key or value (credentials are named by a salted digest)', async () => {
    const client = new Redis(redis.url);
    try {
      const keys: string[] = [];
      let cursor = '0';
      do {
        const [next, batch] = await client.scan(cursor, 'COUNT', 1000);
        keys.push(...batch);
        cursor = next;
      } while (cursor !== '0');
      expect(keys.length).toBeGreaterThan(0);
      const dump: string[] = [...keys];
      for (const key of keys) {
        const type = await client.type(key);
        if (type === 'hash') dump.push(...Object.entries(await client.hgetall(key)).flat());
        else if (type === 'string') dump.push((await client.get(key)) ?? '');
        else dump.push(`unexpected type ${type}`);
      }
      expect(keys.every((k) => k.startsWith('gitlab-mcp:'))).toBe(true);
      const text = dump.join('\n');
      for (const token of [sim.tokens.api, sim.tokens.readApi]) {
        expect(text).not.toContain(token);
        // Nor the unsalted hash the pool keys its entries by.
        expect(text).not.toContain(createHash('sha256').update(token).update('\0').update(sim.url).digest('hex'));
      }
      expect(text).not.toContain('unexpected type');
    } finally {
      client.disconnect();
    }
  });

  it('Redis killed mid-run, failure mode open (default): both replicas keep serving past the burst and each warns once', async () => {
    await redis.kill();
    const token = sim.tokens.admin;
    for (let i = 0; i < BURST + 5; i++) expect((await listBranches(i % 2 === 0 ? a : b, token)).result?.isError).toBeFalsy();
    await until(() => warnings(a) >= 1 && warnings(b) >= 1, 'a warning line from each replica');
    expect([warnings(a), warnings(b)]).toEqual([1, 1]);
  });
});

describe('issue 17 failure mode closed: an unreachable Redis refuses instead of serving unlimited', () => {
  let redis: RedisServer;
  let server: HttpServer;

  beforeAll(async () => {
    const sim = await startGitlabSim();
    redis = await startRedis();
    await redis.stop();
    server = await spawnHttp(['--gitlab-url', sim.url, '--redis-url', redis.url, '--redis-failure-mode', 'closed', '--metrics-addr', '127.0.0.1:0']);
    server.child.once('exit', () => void sim.close());
    await until(() => server.stderr().includes('"metrics listening"'), 'the metrics listener');
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('every /mcp request is answered 503 with Retry-After and a JSON-RPC error; /health still answers', async () => {
    const r = await post(server, { 'PRIVATE-TOKEN': 'any' }, { jsonrpc: '2.0', id: 1, method: 'tools/list' });
    expect(r.status).toBe(503);
    expect(r.headers.get('retry-after')).toBe('1');
    expect(await r.json()).toEqual({ jsonrpc: '2.0', id: null, error: { code: -50300, message: 'Service unavailable: this server cannot reach its shared rate-limit store; retry in 1 s.' } });
    expect((await fetch(new URL('/health', server.endpoint))).status).toBe(200);
    await until(() => warnings(server) >= 1, 'the warning line');
    expect(warnings(server)).toBe(1);
  });

  it('issue 17 #3 the store failures are a metric: Prometheus counts the operations Redis could not answer', async () => {
    await post(server, { 'PRIVATE-TOKEN': 'any' }, { jsonrpc: '2.0', id: 1, method: 'tools/list' });
    const line = server.stderr().split('\n').find((l) => l.includes('"metrics listening"')) ?? '{}';
    const metrics = new URL('/metrics', (JSON.parse(line) as { url: string }).url);
    const failures = async (): Promise<number> => Number(/^gitlab_mcp_rate_limit_store_failures_total(?:\{[^}]*\})? (\d+)/m.exec(await (await fetch(metrics)).text())?.[1] ?? 0);
    await until(async () => (await failures()) > 0, 'a counted store failure');
  });
});

describe('issue 17 the per-address limit before authentication (@nestjs/throttler), --address-rate-limit 1: 10 requests per 10 s window', () => {
  let sim: GitlabSim;
  let redis: RedisServer;
  const servers: HttpServer[] = [];
  const ping = { jsonrpc: '2.0', id: 1, method: 'ping' };

  beforeAll(async () => {
    sim = await startGitlabSim();
    redis = await startRedis();
    const args = ['--gitlab-url', sim.url, '--address-rate-limit', '1'];
    servers.push(...(await Promise.all([spawnHttp(args), spawnHttp([...args, '--redis-url', redis.url]), spawnHttp([...args, '--redis-url', redis.url])])));
  });
  afterAll(async () => {
    await Promise.allSettled(servers.map((s) => s.stop()));
    await redis?.stop();
    await sim?.close();
  });

  it.each<[string, () => HttpServer[]]>([
    ['in memory: one replica', () => [servers[0]]],
    ['through Redis: shared by two replicas', () => [servers[1], servers[2]]],
  ])('%s: past 10 requests in a window the address is refused 429 with Retry-After, before its token is looked at', async (_title, replicas) => {
    const to = replicas();
    let turn = 0;
    const run = await sendUntilRefused(() => post(to[turn++ % to.length], { 'PRIVATE-TOKEN': sim.tokens.api }, ping), (r) => r.status !== 200, 200);
    expect(run.refusal?.status).toBe(429);
    // Fixed 10-second windows from the first request: at most 10 per window the requests touched.
    expect(run.admitted).toBeGreaterThanOrEqual(10);
    expect(run.admitted).toBeLessThanOrEqual(10 * (1 + Math.floor(run.elapsedMs / 10_000)));
    // The address is now blocked on every replica, and a request without a token is refused 429, not 401.
    for (const s of to) {
      const refused = await post(s, {}, ping);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({ jsonrpc: '2.0', id: null, error: { code: -42900, message: expect.stringMatching(/^Too many requests from this address; retry in \d+ s\.$/) } });
    }
  });
});
