import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import { connect, type Socket } from 'node:net';
import { rawRequest } from '../helpers/raw-http';
import { INITIALIZE, INITIALIZED, spawnRaw, type RawServer } from '../helpers/raw-stdio';
import { spawnHttp, type HttpServer } from '../helpers/spawn-http';
import { waitFor } from '../helpers/wait-for';

interface RpcAnswer {
  readonly status: number;
  readonly text: string;
  readonly json: { result?: { isError?: boolean; content: { text: string }[] }; error?: { code: number; message: string } };
}

/** Hostile single requests over HTTP (issue 20, defects 1, 3, 4, 7, 8, 9): each is refused cheaply and clearly. */
describe('hostile requests', () => {
  let sim: GitlabSim;
  let server: HttpServer;

  const rpc = async (body: string | object, headers: Record<string, string> = {}): Promise<RpcAnswer> => {
    const res = await fetch(server.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'PRIVATE-TOKEN': sim.tokens.api, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    const text = await res.text();
    return { status: res.status, text, json: JSON.parse(text) as RpcAnswer['json'] };
  };
  const execute = (action: string, paramsJson: string, headers?: Record<string, string>): Promise<RpcAnswer> =>
    rpc(`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"gitlab_execute_action","arguments":{"action":"${action}","params":${paramsJson}}}}`, headers);
  const toolText = (a: RpcAnswer): string => a.json.result?.content[0]?.text ?? '';

  beforeAll(async () => {
    sim = await startGitlabSim();
    server = await spawnHttp(['--gitlab-url', sim.url]);
  });
  afterAll(async () => {
    await server.stop();
    await sim.close();
  });
  beforeEach(() => sim.reset());

  it('issue 20 #1: 300,000 unknown keys get a short refusal, and /health is answered while one is processed', async () => {
    const keys = Array.from({ length: 300_000 }, (_, i) => `"k${i}":1`).join(',');
    const pending = execute('project.get', `{"project_id":"42",${keys}}`, { 'PRIVATE-TOKEN': 'not-a-valid-token' });
    const health = await fetch(new URL('/health', server.endpoint));
    expect(health.status).toBe(200);
    const answer = await pending;
    expect(answer.status).toBe(400);
    expect(answer.json.error?.code).toBe(-32602);
    expect(answer.json.error?.message).toMatch(/has an object with more than 1000 keys/);
    expect(answer.text.length).toBeLessThan(2_000);
  });

  it('issue 20 #1 / E-51: many unknown params are listed by a handful of names and a count', async () => {
    const keys = Array.from({ length: 500 }, (_, i) => `"k${i}":1`).join(',');
    const text = toolText(await execute('project.get', `{"project_id":"42",${keys}}`));
    expect(text).toContain('gitlab_execute_action/project.get: invalid params.');
    expect(text).toContain('Unknown params: k0, k1, k2, k3, k4 and 495 more');
    expect(text.length).toBeLessThan(2_000);
  });

  it('issue 20 #3: a value nested 5,000 deep is refused as invalid params with the depth limit, before parsing', async () => {
    const answer = await execute('project.get', `{"project_id":${'['.repeat(5000)}${']'.repeat(5000)}}`);
    expect(answer.status).toBe(400);
    expect(answer.json.error).toEqual({ code: -32602, message: "Invalid params: the request nests deeper than 40 levels (a tool's arguments at most 32)" });
  });

  it('issue 20 #4: a title or description longer than GitLab accepts is refused before GitLab and not echoed', async () => {
    const title = await execute('issue.create', JSON.stringify({ project_id: '42', title: 'x'.repeat(3_900_000) }));
    expect(toolText(title)).toMatch(/title is 3900000 characters long; GitLab accepts at most 255/);
    expect(title.text.length).toBeLessThan(2_000);
    const description = await execute('issue.create', JSON.stringify({ project_id: '42', title: 't', description: 'd'.repeat(1_048_577) }));
    expect(toolText(description)).toMatch(/description is 1048577 characters long; GitLab accepts at most 1048576/);
    expect(sim.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('issue 20 #4: large bodies are admitted a few at a time; one more is answered 503 at once', async () => {
    const held = await Promise.all(Array.from({ length: 4 }, () => holdLargeBody(server.endpoint)));
    try {
      let status = 0;
      for (let attempt = 0; attempt < 50 && status !== 503; attempt++) {
        const res = await fetch(server.endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'PRIVATE-TOKEN': sim.tokens.api },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: { _meta: { pad: 'p'.repeat(1_100_000) } } }),
        });
        status = res.status;
        if (status === 503) {
          expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
          expect(((await res.json()) as RpcAnswer['json']).error?.message).toMatch(/large requests/);
        } else {
          await res.text();
          await new Promise((r) => setTimeout(r, 50));
        }
      }
      expect(status).toBe(503);
    } finally {
      for (const socket of held) socket.destroy();
    }
  });

  it('issue 20 #9: a 1,000,000-element array is refused by its size, never sent to GitLab', async () => {
    const iids = `[${Array.from({ length: 1_000_000 }, () => '1').join(',')}]`;
    const answer = await execute('issue.list', `{"project_id":"42","iids":${iids}}`);
    expect(answer.json.error).toEqual({ code: -32602, message: 'Invalid params: the request has an array with more than 1000 elements' });
    expect(sim.requests.filter((r) => r.path.endsWith('/issues'))).toEqual([]);
  });

  it('issue 20 #7: two PRIVATE-TOKEN, Authorization or GITLAB-URL headers are answered 400 and nothing reaches GitLab', async () => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    const base = ['POST /mcp HTTP/1.1', `Host: ${server.endpoint.host}`, 'Content-Type: application/json', 'Accept: application/json, text/event-stream'];
    for (const twice of [
      ['PRIVATE-TOKEN: dup-a', 'PRIVATE-TOKEN: dup-b'],
      ['Authorization: Bearer dup-a', 'Authorization: Bearer dup-b'],
      ['PRIVATE-TOKEN: dup-a', `GITLAB-URL: ${sim.url}`, `GITLAB-URL: ${sim.url}`],
    ]) {
      const res = await rawRequest(server.endpoint, [...base, ...twice], body);
      expect(res.status).toBe(400);
      expect(res.body).toMatch(/more than once/);
    }
    expect(sim.requests).toEqual([]);
  });

  it('issue 20 #8: an HTTP/1.0 request without Host is refused before any GitLab traffic', async () => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    const res = await rawRequest(server.endpoint, ['POST /mcp HTTP/1.0', 'PRIVATE-TOKEN: no-host-token', 'Content-Type: application/json', 'Accept: application/json, text/event-stream'], body);
    expect(res.status).toBe(400);
    expect(sim.requests).toEqual([]);
  });

  it('issue 20 #9: a missing Content-Type and text/plain get the same 415 and JSON-RPC code, before GitLab', async () => {
    const send = (headers: Record<string, string>) =>
      fetch(server.endpoint, { method: 'POST', headers: { accept: 'application/json, text/event-stream', 'PRIVATE-TOKEN': 'ct-token', ...headers }, body: new Blob(['{"jsonrpc":"2.0","id":1,"method":"tools/list"}']) });
    const plain = await send({ 'content-type': 'text/plain' });
    const none = await send({});
    expect([plain.status, none.status]).toEqual([415, 415]);
    const [a, b] = [(await plain.json()) as RpcAnswer['json'], (await none.json()) as RpcAnswer['json']];
    expect(b.error).toEqual(a.error);
    expect(sim.requests).toEqual([]);
  });

  it('issue 20 #9: in HTTP mode a rejected token is not called GITLAB_TOKEN', async () => {
    const answer = await execute('project.get', '{"project_id":"42"}', { 'PRIVATE-TOKEN': sim.tokens.expired });
    expect(toolText(answer)).toContain('authentication failed');
    expect(toolText(answer)).not.toContain('GITLAB_TOKEN');
    expect(toolText(answer)).toContain('PRIVATE-TOKEN');
  });

  it('issue 20 #9: a client that disconnects mid-body is logged at info with its request id, not as an error', async () => {
    const socket = connect(Number(server.endpoint.port), server.endpoint.hostname);
    await new Promise<void>((r) => socket.once('connect', () => r()));
    const partial = ['POST /mcp HTTP/1.1', `Host: ${server.endpoint.host}`, 'Content-Type: application/json', 'PRIVATE-TOKEN: gone-token', 'X-Request-Id: gone-client-1', 'Content-Length: 100000', '', '{"jsonrpc":'];
    await new Promise<void>((r) => socket.write(partial.join('\r\n'), () => r()));
    socket.destroy();
    const logged = await waitFor(() => server.stderr().split('\n').some((l) => l.includes('client disconnected') && l.includes('gone-client-1')), 5000);
    const lines = server.stderr().split('\n');
    expect(lines.filter((l) => l.includes('ExceptionsHandler'))).toEqual([]);
    expect(logged).toBe(true);
    expect(lines.find((l) => l.includes('client disconnected'))).toMatch(/"level":30/);
  });
});

/** A connection that sent the headers and the first bytes of a 2 MB body, and sends no more. */
async function holdLargeBody(endpoint: URL): Promise<Socket> {
  const socket = connect(Number(endpoint.port), endpoint.hostname);
  await new Promise<void>((r) => socket.once('connect', () => r()));
  const head = ['POST /mcp HTTP/1.1', `Host: ${endpoint.host}`, 'Content-Type: application/json', 'Accept: application/json, text/event-stream', 'PRIVATE-TOKEN: held-body', 'Content-Length: 2000000', '', '{"jsonrpc":"2.0",'];
  await new Promise<void>((r) => socket.write(head.join('\r\n'), () => r()));
  socket.on('error', () => undefined);
  return socket;
}

/** The same hostile arguments over stdio, where no HTTP front scans the body: the tool-level bounds answer. */
describe('hostile arguments over stdio', () => {
  let sim: GitlabSim;
  let raw: RawServer;
  beforeAll(async () => {
    sim = await startGitlabSim();
    raw = spawnRaw({ GITLAB_TOKEN: sim.tokens.api, GITLAB_URL: sim.url });
    raw.send(INITIALIZE);
    await raw.response(1);
    raw.send(INITIALIZED);
  });
  afterAll(async () => {
    await raw.stop();
    await sim.close();
  });
  const execute = async (id: number, paramsJson: string): Promise<string> => {
    raw.child.stdin.write(`{"jsonrpc":"2.0","id":${id},"method":"tools/call","params":{"name":"gitlab_execute_action","arguments":{"action":"project.get","params":${paramsJson}}}}\n`);
    const m = (await raw.response(id)) as { result?: { isError?: boolean; content: { text: string }[] } };
    expect(m.result?.isError).toBe(true);
    return m.result?.content[0]?.text ?? '';
  };

  it('issue 20 #3: a value nested 5,000 deep is refused as invalid params, not a stack overflow', async () => {
    expect(await execute(2, `{"project_id":${'['.repeat(5000)}${']'.repeat(5000)}}`)).toMatch(/^validating "arguments": params\.project_id(\[0\])+ is nested more than 32 levels deep$/);
  });

  it('issue 20 #1: 300,000 unknown keys are refused by the key cap', async () => {
    const keys = Array.from({ length: 300_000 }, (_, i) => `"k${i}":1`).join(',');
    expect(await execute(3, `{"project_id":"42",${keys}}`)).toBe('validating "arguments": params has more than 1000 keys');
  });
});
