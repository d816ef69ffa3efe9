import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { INITIALIZE, INITIALIZED, spawnRaw, type RawServer } from '../helpers/raw-stdio';
import { spawnHttp, type HttpServer } from '../helpers/spawn-http';

/**
 * Protocol abuse over stdio and HTTP (issue "Reliability and security under load, faults and
 * hostile input", part 2): every abuse gets a clear JSON-RPC error or a closed connection, and
 * the process keeps serving the next client.
 */
jest.setTimeout(60_000);

type Rpc = { jsonrpc?: string; id?: unknown; result?: unknown; error?: { code: number; message: string } };

/** Resident set size and its peak, in MiB, from /proc (Linux). */
function memoryMiB(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (key: string): number => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}

const parsedLines = (raw: RawServer): Rpc[] =>
  raw.stdoutLines().flatMap((l) => {
    try {
      return [JSON.parse(l) as Rpc];
    } catch {
      return [];
    }
  });

describe('protocol abuse over stdio', () => {
  let sim: GitlabSim;
  let raw: RawServer;
  const write = (text: string): void => void raw.child.stdin.write(text);

  beforeAll(async () => {
    sim = await startGitlabSim();
  });
  afterAll(async () => {
    await raw?.stop();
    await sim.close();
  });

  it('malformed JSON-RPC, unknown methods, batches and requests before initialize: JSON-RPC errors, never -32603, then it serves', async () => {
    raw = spawnRaw({ GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api });
    // Before initialize: a catalog request, then garbage of every shape.
    raw.send({ jsonrpc: '2.0', id: 2, method: 'tools/list' });
    write('not json\n');
    write('{"jsonrpc":"2.0","id":3,"method":\n');
    write('[]\n');
    write('[{"jsonrpc":"2.0","id":4,"method":"ping"}]\n');
    write('"a string"\n42\nnull\n');
    write('\u0000\u0001\u0002\n');
    raw.send({ jsonrpc: '2.0', id: 5, method: 'no/such/method' });
    raw.send({ jsonrpc: '2.0', method: 'notifications/no_such_notification' });
    raw.send({ id: 6, method: 'ping' });
    raw.send({ jsonrpc: '2.0', id: { nested: true }, method: 'ping' });
    raw.send({ jsonrpc: '1.0', id: 7, method: 'ping' });
    raw.send(INITIALIZE);
    raw.send(INITIALIZED);
    raw.send({ jsonrpc: '2.0', id: 8, method: 'tools/call', params: { name: 'gitlab_no_such_tool', arguments: {} } });
    raw.send({ jsonrpc: '2.0', id: 9, method: 'ping' });

    expect((await raw.response(9)).result).toEqual({});
    expect(await raw.response(2)).toHaveProperty('result.tools');
    expect((await raw.response(5)).error).toMatchObject({ code: -32601 });
    expect((await raw.response(8)).error).toMatchObject({ code: -32602, message: expect.stringContaining('gitlab_no_such_tool') });
    const lines = parsedLines(raw);
    const errors = lines.filter((l) => l.error).map((l) => l.error!);
    // not json, truncated, [], batch, "a string", 42, null, control bytes: one error each at least.
    expect(errors.filter((e) => e.code === -32700).length).toBeGreaterThanOrEqual(3);
    expect(errors.filter((e) => e.code === -32600).length).toBeGreaterThanOrEqual(4);
    expect(errors.map((e) => e.code)).not.toContain(-32603);
    expect(lines.every((l) => l.jsonrpc === '2.0')).toBe(true);
    expect(raw.child.exitCode).toBeNull();
  });

  it('a 100 MiB line is refused with an error, memory stays bounded, and the next line is served', async () => {
    const pid = raw.child.pid!;
    const before = parsedLines(raw).length;
    const chunk = 'x'.repeat(1024 * 1024);
    for (let i = 0; i < 100; i++) {
      if (!raw.child.stdin.write(chunk)) await new Promise((r) => raw.child.stdin.once('drain', r));
    }
    write('\n');
    raw.send({ jsonrpc: '2.0', id: 50, method: 'ping' });
    expect((await raw.response(50)).result).toEqual({});
    const refusals = parsedLines(raw).slice(before).filter((l) => /exceeds \d+ bytes/.test(l.error?.message ?? ''));
    expect(refusals.length).toBeGreaterThanOrEqual(1);
    expect(refusals[0].error?.code).toBe(-32600);
    const mem = memoryMiB(pid);
    process.stderr.write(`stdio 100 MiB line: rss ${mem.rss.toFixed(0)} MiB, peak ${mem.peak.toFixed(0)} MiB\n`);
    expect(mem.peak).toBeLessThan(400);
    expect(raw.child.exitCode).toBeNull();
  });

  it('one oversized line gets exactly one error, and nothing after its cut is read as a message', async () => {
    const before = parsedLines(raw).length;
    // The line and its end in one write: however fast the server reads, the ping inside it is
    // part of the oversized line (a reader that falls behind gets the whole line in one chunk).
    write(`${'y'.repeat(4 * 1024 * 1024 + 16)}${JSON.stringify({ jsonrpc: '2.0', id: 61, method: 'ping' })}\n`);
    raw.send({ jsonrpc: '2.0', id: 62, method: 'ping' });
    await raw.response(62);
    const after = parsedLines(raw).slice(before);
    expect(after.filter((l) => l.id === 61)).toEqual([]);
    expect(after.filter((l) => /exceeds/.test(l.error?.message ?? ''))).toHaveLength(1);
  });

  it('tools/call with arguments that are not an object is -32602 Invalid params, not -32603', async () => {
    raw.send({ jsonrpc: '2.0', id: 70, method: 'tools/call', params: { name: 'gitlab_execute_action', arguments: 'x' } });
    expect((await raw.response(70)).error).toMatchObject({ code: -32602 });
  });
});

describe('protocol abuse over HTTP', () => {
  let sim: GitlabSim;
  let server: HttpServer;
  const LIMIT = 64 * 1024;
  const post = async (body: string, headers: Record<string, string> = {}): Promise<{ status: number; body: Rpc | Rpc[] | undefined }> => {
    const res = await fetch(server.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'PRIVATE-TOKEN': sim.tokens.api, ...headers },
      body,
    });
    const text = await res.text();
    return { status: res.status, body: text === '' ? undefined : (JSON.parse(text) as Rpc) };
  };
  const ping = (id: number): string => JSON.stringify({ jsonrpc: '2.0', id, method: 'ping' });
  const health = async (): Promise<number> => (await fetch(new URL('/health', server.endpoint))).status;

  beforeAll(async () => {
    sim = await startGitlabSim();
    server = await spawnHttp(['--gitlab-url', sim.url, '--max-request-body-bytes', String(LIMIT), '--http-request-timeout', '1s']);
  });
  afterAll(async () => {
    await server.stop();
    await sim.close();
  });

  it('an oversized body is answered 413 with a JSON-RPC error; the next request is served', async () => {
    const big = await post(`{"jsonrpc":"2.0","id":1,"method":"ping","params":{"pad":"${'p'.repeat(LIMIT)}"}}`);
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32600, message: `Invalid Request: the request body exceeds ${LIMIT} bytes` } });
    expect((await post(ping(2))).body).toMatchObject({ id: 2, result: {} });
  });

  it('invalid JSON, __proto__ keys, an empty body and a foreign media type: JSON-RPC errors with 4xx', async () => {
    expect(await post('{"jsonrpc":')).toEqual({ status: 400, body: { jsonrpc: '2.0', id: null, error: { code: -32700, message: expect.stringMatching(/^Parse error/) } } });
    const proto = await post('{"jsonrpc":"2.0","id":3,"method":"ping","params":{"__proto__":{"polluted":true}}}');
    expect(proto.status).toBe(400);
    expect((proto.body as Rpc).error?.code).toBe(-32700);
    const empty = await post('');
    expect(empty.status).toBe(400);
    expect((empty.body as Rpc).error?.code).toBe(-32600);
    const xml = await post('<x/>', { 'content-type': 'application/xml' });
    expect(xml.status).toBe(415);
    expect((xml.body as Rpc).jsonrpc).toBe('2.0');
  });

  it('unknown methods, batches and non-POST verbs get JSON-RPC answers; nothing is -32603', async () => {
    expect((await post(JSON.stringify({ jsonrpc: '2.0', id: 4, method: 'no/such' }))).body).toMatchObject({ error: { code: -32601 } });
    const batch = await post(`[${ping(5)},${ping(6)}]`);
    expect(batch.status).toBe(200);
    expect((batch.body as Rpc[]).map((m) => m.id).sort()).toEqual([5, 6]);
    for (const body of ['"str"', 'null', '42', '{"id":7}']) {
      const r = await post(body);
      expect(r.status).toBe(400);
      expect((r.body as Rpc).error?.code).not.toBe(-32603);
    }
    const get = await fetch(server.endpoint, { headers: { 'PRIVATE-TOKEN': sim.tokens.api } });
    expect(get.status).toBe(405);
    expect(((await get.json()) as Rpc).jsonrpc).toBe('2.0');
  });

  /** Opens a raw connection; resolves how it ended: what the server wrote and after how long. */
  const stall = (start: string, trickle?: string): { done: Promise<{ closedAfterMs: number; reply: string }>; socket: Socket } => {
    const socket = connect(Number(server.endpoint.port), '127.0.0.1');
    const t0 = Date.now();
    let reply = '';
    let timer: NodeJS.Timeout | undefined;
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => (reply += d));
    socket.on('error', () => undefined);
    socket.on('connect', () => {
      socket.write(start);
      if (trickle) timer = setInterval(() => socket.writable && socket.write(trickle), 200);
    });
    const done = new Promise<{ closedAfterMs: number; reply: string }>((resolve) =>
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ closedAfterMs: Date.now() - t0, reply });
      }),
    );
    return { done, socket };
  };

  it('slow-loris: headers sent byte by byte and a body never finished are cut off (408) while others are served', async () => {
    const headers = stall('POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\n', 'X-Slow: 1\r\n');
    const body = stall(`POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nPRIVATE-TOKEN: ${sim.tokens.api}\r\nContent-Length: 1000\r\n\r\n{"jsonrpc"`);
    const crowd = Array.from({ length: 40 }, () => stall('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n'));
    // Others are served while the stalled connections are open.
    expect(await health()).toBe(200);
    expect((await post(ping(9))).body).toMatchObject({ id: 9, result: {} });
    const [h, b] = await Promise.all([headers.done, body.done]);
    const rest = await Promise.all(crowd.map((c) => c.done));
    // Cut by the configured 1 s, not by Node's own 60 s header timeout: the bound leaves a loaded
    // machine twenty times the configured time and still tells the two apart.
    for (const r of [h, b, ...rest]) expect(r.closedAfterMs).toBeLessThan(20_000);
    expect(b.reply).toMatch(/^HTTP\/1\.1 408/);
    expect(await health()).toBe(200);
    expect(server.child.exitCode).toBeNull();
  });

  it('after all of it the process still serves a real tool call', async () => {
    sim.reset();
    const r = await post(JSON.stringify({ jsonrpc: '2.0', id: 10, method: 'tools/call', params: { name: 'gitlab_execute_action', arguments: { action: 'branch.get', params: { project_id: '42', branch: 'main' } } } }));
    expect(r.body).toMatchObject({ id: 10, result: { structuredContent: { name: 'main' } } });
    // Real: the answer came from GitLab, read by the process that took every abuse above.
    expect(sim.requests.filter((q) => q.path === '/api/v4/projects/42/repository/branches/main').map((q) => [q.method, q.status])).toEqual([['GET', 200]]);
    expect(server.child.exitCode).toBeNull();
  });
});
