import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import { rawRequest, type RawResponse } from '../helpers/raw-http';
import { spawnHttp, type HttpServer } from '../helpers/spawn-http';

const LIST = '{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{}}';

/**
 * Issue 15 #4: the HTTP transport's own refusals answer JSON-RPC codes outside the range
 * JSON-RPC reserves (−32768…−32000, which holds MCP's −32020…−32099): the HTTP status × −100.
 * Codes and texts are the contract clients read (interface.md "HTTP mode"), compared whole.
 */
describe('issue 15 #4 refusal codes of the HTTP transport', () => {
  let sim: GitlabSim;
  let stateless: HttpServer;
  let stateful: HttpServer;

  const send = (server: HttpServer, head: string, headers: readonly string[], body?: string): Promise<RawResponse> =>
    rawRequest(server.endpoint, [head, `Host: ${server.endpoint.host}`, 'Content-Type: application/json', 'Accept: application/json, text/event-stream', ...headers], body);
  const error = (r: RawResponse): unknown => (JSON.parse(r.body) as { error: unknown }).error;

  beforeAll(async () => {
    sim = await startGitlabSim();
    stateless = await spawnHttp(['--gitlab-url', sim.url]);
    stateful = await spawnHttp(['--gitlab-url', sim.url, '--stateless=false']);
  });
  afterAll(async () => {
    await Promise.all([stateless.stop(), stateful.stop()]);
    await sim.close();
  });

  it('A-02 no token: 401 and -40100 with the way to send one', async () => {
    const r = await send(stateless, 'POST /mcp HTTP/1.1', [], LIST);
    expect(r.status).toBe(401);
    expect(error(r)).toEqual({ code: -40100, message: "Authentication required: send a GitLab personal access token as 'Authorization: Bearer <glpat-...>' or 'PRIVATE-TOKEN: <glpat-...>'." });
  });

  it('a stateful server: no session is 400 / -40000, an unknown session 404 / -40400', async () => {
    const none = await send(stateful, 'POST /mcp HTTP/1.1', [`PRIVATE-TOKEN: ${sim.tokens.api}`], LIST);
    expect(none.status).toBe(400);
    expect(error(none)).toEqual({ code: -40000, message: 'Bad Request: no Mcp-Session-Id header; open a session with an initialize request first.' });
    const unknown = await send(stateful, 'POST /mcp HTTP/1.1', [`PRIVATE-TOKEN: ${sim.tokens.api}`, 'Mcp-Session-Id: 00000000-0000-4000-8000-000000000000'], LIST);
    expect(unknown.status).toBe(404);
    expect(error(unknown)).toEqual({ code: -40400, message: 'Session not found: the Mcp-Session-Id is unknown, expired or belongs to another credential. Initialize a new session.' });
  });

  it('a stateless server: GET /mcp is 405 / -40500', async () => {
    const r = await send(stateless, 'GET /mcp HTTP/1.1', [`PRIVATE-TOKEN: ${sim.tokens.api}`]);
    expect(r.status).toBe(405);
    expect(r.headers['allow']).toBe('POST');
    expect(error(r)).toEqual({ code: -40500, message: 'Method not allowed: this server is stateless; send JSON-RPC with POST /mcp.' });
  });

  it('A-02 an address that keeps failing authentication: 429 / -42900 with Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await send(stateful, 'POST /mcp HTTP/1.1', [], LIST)).status);
    expect(statuses).toEqual(Array(10).fill(401));
    const blocked = await send(stateful, 'POST /mcp HTTP/1.1', [], LIST);
    expect(blocked.status).toBe(429);
    const wait = Number(blocked.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(error(blocked)).toEqual({ code: -42900, message: `Too many requests without valid credentials from this address; retry in ${wait} s.` });
  });
});
