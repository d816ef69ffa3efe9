import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import { spawn } from 'node:child_process';
import { SERVER_BIN, spawnServer } from '../helpers/spawn-server';
import { spawnHttp } from '../helpers/spawn-http';
import { confirmationRefusal } from '../helpers/spec-strings';
import { textOf } from '../helpers/tool-text';

jest.setTimeout(120_000);

const MODERN = '2026-07-28';

/** Both protocol eras in one stdio process kind (issue 15 items 1 and 8): the v2 client pinned, auto-negotiating and legacy, and the 1.x client. */
describe('issue 15 both protocol eras over stdio', () => {
  let sim: GitlabSim;
  const clients: Client[] = [];

  const connect = async (mode: 'legacy' | 'auto' | { pin: string }): Promise<Client> => {
    const client = new Client({ name: 'e2e-v2', version: '1.0.0' }, { versionNegotiation: { mode } });
    const transport = new StdioClientTransport({ command: process.execPath, args: [SERVER_BIN], env: { PATH: process.env.PATH ?? '', GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api }, stderr: 'pipe' });
    await client.connect(transport);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    sim = await startGitlabSim();
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await sim?.close();
  });

  it('issue 15 #1 a pinned 2026-07-28 client gets server/discover and then the same tools and results as a 2025-11-25 client', async () => {
    const modern = await connect({ pin: MODERN });
    expect([modern.getProtocolEra(), modern.getNegotiatedProtocolVersion()]).toEqual(['modern', MODERN]);
    expect(modern.getServerVersion()?.name).toBe('gitlab-mcp-server');
    const legacy = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api } });
    try {
      const [m, l] = [await modern.listTools(), await legacy.client.listTools()];
      expect(m.tools).toEqual(l.tools);
      expect(m.cacheScope).toBe('private');
      const args = { action: 'branch.list', params: { project_id: 'acme/backend' } };
      const [mr, lr] = [await modern.callTool({ name: 'gitlab_execute_action', arguments: args }), await legacy.client.callTool({ name: 'gitlab_execute_action', arguments: args })];
      expect(textOf(mr)).toContain('feature/login');
      expect(textOf(mr)).toBe(textOf(lr));
    } finally {
      await legacy.close();
    }
  });

  it('issue 15 #1 an auto-negotiating client lands in 2026-07-28; a legacy-mode client in 2025-11-25, on the same binary', async () => {
    const auto = await connect('auto');
    expect(auto.getProtocolEra()).toBe('modern');
    const legacy = await connect('legacy');
    expect(legacy.getProtocolEra()).not.toBe('modern');
    expect((await legacy.listTools()).tools.map((t) => t.name)).toEqual(['gitlab_find_action', 'gitlab_execute_action']);
  });

  it('E-61 in 2026-07-28 over stdio a destructive call without confirm gets the spec\'s refusal and GitLab is not asked', async () => {
    const modern = await connect({ pin: MODERN });
    sim.clearRequests();
    const r = await modern.callTool({ name: 'gitlab_execute_action', arguments: { action: 'branch.delete', params: { project_id: 'acme/backend', branch: 'fix/typo' } } });
    expect(textOf(r)).toBe(confirmationRefusal('dynamic', 'branch.delete'));
    expect(sim.requests.filter((q) => q.method === 'DELETE')).toEqual([]);
  });

  it('issue 15 #1 over stdio server/discover is answered before the server has loaded, exactly as the SDK answers it over HTTP', async () => {
    const envelope = { 'io.modelcontextprotocol/protocolVersion': MODERN, 'io.modelcontextprotocol/clientCapabilities': {} };
    const discover = { jsonrpc: '2.0', id: 1, method: 'server/discover', params: { _meta: envelope } };
    const child = spawn(process.execPath, [SERVER_BIN], { env: { PATH: process.env.PATH ?? '', GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api }, stdio: ['pipe', 'pipe', 'ignore'] });
    const lines: string[] = [];
    const first = new Promise<string>((resolve) => {
      let buf = '';
      child.stdout.setEncoding('utf8');
      child.stdout.on('data', (d: string) => {
        buf += d;
        for (let nl = buf.indexOf('\n'); nl !== -1; nl = buf.indexOf('\n')) {
          lines.push(buf.slice(0, nl));
          buf = buf.slice(nl + 1);
          resolve(lines[0]);
        }
      });
    });
    child.stdin.write(`${JSON.stringify(discover)}\n`);
    const stdioAnswer = JSON.parse(await first) as { id: number; result: unknown };
    const http = await spawnHttp(['--gitlab-url', sim.url]);
    try {
      const r = await fetch(http.endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', 'PRIVATE-TOKEN': sim.tokens.api, 'MCP-Protocol-Version': MODERN, 'Mcp-Method': 'server/discover' },
        body: JSON.stringify(discover),
      });
      const httpAnswer = (await r.json()) as { result: unknown };
      expect(stdioAnswer.id).toBe(1);
      expect(stdioAnswer.result).toEqual(httpAnswer.result);
      // A tools/list afterwards is answered by the SDK (the channel's discover answer was the only one sent for id 1).
      child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list', params: { _meta: envelope } })}\n`);
      await new Promise<void>((resolve) => {
        const check = (): void => (lines.some((l) => l.includes('"id":2')) ? resolve() : void setTimeout(check, 20));
        check();
      });
      expect(lines.filter((l) => (JSON.parse(l) as { id?: number }).id === 1)).toHaveLength(1);
    } finally {
      child.kill();
      await http.stop();
    }
  });
});
