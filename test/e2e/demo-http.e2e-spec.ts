import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { spawnDemo } from '../helpers/spawn-demo';
import { textOf } from '../helpers/tool-text';

describe('npm run demo: HTTP against the embedded simulator', () => {
  let child: ChildProcessWithoutNullStreams;
  let endpoint: string;
  let token: string;
  let stdout = '';

  beforeAll(async () => {
    const demo = await spawnDemo();
    ({ child, endpoint, token } = demo);
    stdout = demo.stdout();
  });
  afterAll(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });

  it('A-02 prints the endpoint, the demo token and a client configuration', () => {
    expect(endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
    const json = stdout.slice(stdout.indexOf('{'), stdout.lastIndexOf('}') + 1);
    expect(JSON.parse(json)).toEqual({ mcpServers: { gitlab: { type: 'http', url: endpoint, headers: { 'PRIVATE-TOKEN': token } } } });
  });

  it('A-02 a stock SDK client lists and calls tools over Streamable HTTP', async () => {
    const client = new Client({ name: 'demo-e2e', version: '1' });
    await client.connect(new StreamableHTTPClientTransport(new URL(endpoint), { requestInit: { headers: { 'PRIVATE-TOKEN': token } } }));
    try {
      const tools = (await client.listTools()).tools.map((t) => t.name);
      expect(tools).toEqual(['gitlab_find_action', 'gitlab_execute_action']);
      const r = await client.callTool({ name: 'gitlab_execute_action', arguments: { action: 'project.get', params: { project_id: 'acme/backend' } } });
      expect(r.isError).toBeFalsy();
      expect(textOf(r)).toContain('## Project acme/backend');
    } finally {
      await client.close();
    }
  });

  it('GET /health answers without credentials', async () => {
    const res = await fetch(endpoint.replace(/\/mcp$/, '/health'));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', version: expect.any(String), uptime_seconds: expect.any(Number) });
  });

  it('a request without a token gets 401 with WWW-Authenticate', async () => {
    const res = await fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: '{"jsonrpc":"2.0","id":1,"method":"ping"}' });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer realm="gitlab-mcp-server"');
  });

  it('stops on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
