import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import { rawRequest, type RawResponse } from '../helpers/raw-http';
import { spawnHttp, type HttpServer } from '../helpers/spawn-http';

const LIST = '{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{}}';

/** Origin and Host validation of the HTTP transport (issue 15 #5; interface.md "HTTP mode": an untrusted Origin → 403 before authentication). */
describe('issue 15 #5 Origin and Host validation', () => {
  let sim: GitlabSim;
  let loopback: HttpServer;
  let listed: HttpServer;

  const post = (server: HttpServer, headers: readonly string[], token?: string): Promise<RawResponse> =>
    rawRequest(server.endpoint, ['POST /mcp HTTP/1.1', 'Content-Type: application/json', 'Accept: application/json, text/event-stream', ...(token ? [`PRIVATE-TOKEN: ${token}`] : []), ...headers], LIST);
  const host = (server: HttpServer): string => `Host: ${server.endpoint.host}`;

  beforeAll(async () => {
    sim = await startGitlabSim();
    loopback = await spawnHttp(['--gitlab-url', sim.url]);
    listed = await spawnHttp(['--gitlab-url', sim.url, '--trusted-origins', 'https://app.example']);
  });
  afterAll(async () => {
    await Promise.all([loopback.stop(), listed.stop()]);
    await sim.close();
  });

  it('a foreign Origin is refused 403 before authentication: without a token it is not the 401, with one nothing is listed', async () => {
    const anonymous = await post(loopback, [host(loopback), 'Origin: http://evil.example']);
    expect(anonymous.status).toBe(403);
    expect(JSON.parse(anonymous.body)).toEqual({ jsonrpc: '2.0', id: null, error: { code: -40300, message: 'Forbidden: Origin "http://evil.example" is not trusted (set --trusted-origins / GITLAB_MCP_TRUSTED_ORIGINS to allow it)' } });
    const withToken = await post(loopback, [host(loopback), 'Origin: http://evil.example'], sim.tokens.api);
    expect(withToken.status).toBe(403);
    expect(withToken.body).not.toContain('gitlab_find_action');
    expect(withToken.headers['access-control-allow-origin']).toBeUndefined();
    expect((await post(loopback, [host(loopback), 'Origin: null'], sim.tokens.api)).status).toBe(403);
  });

  it('DNS rebinding: a spoofed Host on the loopback-bound server is refused 403, even with a valid token and no Origin', async () => {
    const spoofed = await post(loopback, [`Host: evil.example:${loopback.endpoint.port}`], sim.tokens.api);
    expect(spoofed.status).toBe(403);
    expect(JSON.parse(spoofed.body).error.message).toBe(`Forbidden: Host "evil.example:${loopback.endpoint.port}" is not this server (it listens on loopback only)`);
    expect((await post(loopback, ['Host: 127.0.0.1:1'], sim.tokens.api)).status).toBe(403);
    expect((await post(loopback, [`Host: localhost:${loopback.endpoint.port}`], sim.tokens.api)).status).toBe(200);
  });

  it('by default a loopback Origin (a local browser tool) is served with CORS headers, and a request without Origin as before', async () => {
    const local = await post(loopback, [host(loopback), 'Origin: http://localhost:6274'], sim.tokens.api);
    expect(local.status).toBe(200);
    expect(local.body).toContain('gitlab_find_action');
    expect(local.headers['access-control-allow-origin']).toBe('http://localhost:6274');
    expect(local.headers.vary).toContain('Origin');
    const plain = await post(loopback, [host(loopback)], sim.tokens.api);
    expect(plain.status).toBe(200);
    expect(plain.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('--trusted-origins: the listed origin is served and its preflight answered; loopback and foreign origins are refused', async () => {
    const app = await post(listed, [host(listed), 'Origin: https://app.example'], sim.tokens.api);
    expect(app.status).toBe(200);
    expect(app.headers['access-control-allow-origin']).toBe('https://app.example');
    const preflight = await rawRequest(listed.endpoint, ['OPTIONS /mcp HTTP/1.1', host(listed), 'Origin: https://app.example', 'Access-Control-Request-Method: POST', 'Access-Control-Request-Headers: content-type, private-token, mcp-protocol-version']);
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://app.example');
    expect(preflight.headers['access-control-allow-methods']).toBe('GET, POST, DELETE, OPTIONS');
    for (const h of ['content-type', 'private-token', 'mcp-protocol-version', 'gitlab-url']) expect(preflight.headers['access-control-allow-headers'].split(', ')).toContain(h);
    expect((await post(listed, [host(listed), 'Origin: http://localhost:6274'], sim.tokens.api)).status).toBe(403);
    const foreign = await rawRequest(listed.endpoint, ['OPTIONS /mcp HTTP/1.1', host(listed), 'Origin: https://evil.example', 'Access-Control-Request-Method: POST']);
    expect(foreign.status).toBe(403);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('/health is guarded the same way (no exception for a page probing the server)', async () => {
    const probe = await rawRequest(loopback.endpoint, ['GET /health HTTP/1.1', host(loopback), 'Origin: http://evil.example']);
    expect(probe.status).toBe(403);
    expect((await rawRequest(loopback.endpoint, ['GET /health HTTP/1.1', host(loopback)])).status).toBe(200);
  });
});
