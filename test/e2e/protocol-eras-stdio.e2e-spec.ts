import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import { SERVER_BIN, spawnServer } from '../helpers/spawn-server';
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
});
