import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { INITIALIZE, INITIALIZED, spawnRaw } from '../helpers/raw-stdio';
import { spawnServer, type SpawnedServer } from '../helpers/spawn-server';
import { textOf } from '../helpers/tool-text';

/** `gitlab-mcp-server --demo --stdio`: what a client configuration starts to try the server without a GitLab. */
describe('--demo --stdio: stdio against the embedded simulator', () => {
  let server: SpawnedServer;
  beforeAll(async () => {
    // No GITLAB_URL, no GITLAB_TOKEN: the demo needs neither.
    server = await spawnServer({ env: {}, args: ['--demo', '--stdio'] });
  });
  afterAll(() => server.close());

  it('lists the tools of the default surface through the SDK stdio client', async () => {
    const tools = (await server.client.listTools()).tools.map((t) => t.name);
    expect(tools).toEqual(['gitlab_find_action', 'gitlab_execute_action']);
  });

  it('runs project.get on the seeded project acme/backend', async () => {
    const r = (await server.client.callTool({ name: 'gitlab_execute_action', arguments: { action: 'project.get', params: { project_id: 'acme/backend' } } })) as CallToolResult;
    expect(r.isError).toBeFalsy();
    expect(textOf(r)).toContain('## Project acme/backend');
    expect(r.structuredContent).toMatchObject({ id: 42, path_with_namespace: 'acme/backend' });
  });

  it('A-70 stdout carries only JSON-RPC; the demo notice is a JSON log line on stderr, without a token', async () => {
    const raw = spawnRaw({}, ['--demo', '--stdio']);
    try {
      raw.send(INITIALIZE);
      await raw.response(1);
      raw.send(INITIALIZED);
      raw.send({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'gitlab_execute_action', arguments: { action: 'project.get', params: { project_id: 'acme/backend' } } } });
      expect(await raw.response(2)).toMatchObject({ result: { structuredContent: { id: 42 } } });
    } finally {
      await raw.stop();
    }
    for (const line of raw.stdoutLines()) expect(JSON.parse(line)).toMatchObject({ jsonrpc: '2.0' });
    const logs = raw.stderrText().split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as { msg?: string; gitlab_url?: string });
    expect(logs.find((l) => l.msg === 'demo: serving the embedded GitLab simulator over stdio')).toMatchObject({ gitlab_url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/) });
    expect(raw.stderrText()).not.toMatch(/glpat-/);
  });
});
