import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { spawnHttp, type HttpServer } from '../helpers/spawn-http';
import { spawnServer, type SpawnedServer } from '../helpers/spawn-server';
import { mostAdmitted, sendUntilRefused } from '../helpers/rate-bound';
import { callAction } from '../helpers/surface-calls';
import { textOf } from '../helpers/tool-text';

const BRANCHES = '/api/v4/projects/42/repository/branches';
const E81 = (rps: number, burst: number): RegExp =>
  new RegExp(`^rate limited by this server: more than ${rps} requests per second \\(burst ${burst}\\) for this credential; retry in \\d+\\.\\d s\\. Nothing was sent to GitLab\\.$`);

const listBranches = (client: Client): Promise<CallToolResult> => callAction(client, 'dynamic', 'branch.list', { project_id: '42' }) as Promise<CallToolResult>;

// Each run ends at the first refusal; a correct limiter refuses long before the 60 s pass.
jest.setTimeout(60_000);

describe('A-40 E-81 the server\'s own rate limit', () => {
  let sim: GitlabSim;
  const hits = (token?: string): number => sim.requests.filter((r) => r.method === 'GET' && r.path === BRANCHES && (token === undefined || r.token === token)).length;

  beforeAll(async () => {
    sim = await startGitlabSim();
  });
  afterAll(async () => {
    await sim.close();
  });

  describe('stdio with GITLAB_MCP_RATE_LIMIT_RPS=1 and GITLAB_MCP_RATE_LIMIT_BURST=3', () => {
    let server: SpawnedServer;

    beforeAll(async () => {
      server = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api, GITLAB_MCP_RATE_LIMIT_RPS: '1', GITLAB_MCP_RATE_LIMIT_BURST: '3' } });
      await server.client.listTools();
      sim.clearRequests();
    });
    afterAll(async () => {
      await server.close();
    });

    it('E-81 A-40 calls pass up to the burst, the next is refused with an error result and never reaches GitLab; tools/list has its own bucket', async () => {
      // One call after another until one is refused; admitting all 64 would take past the 60 s timeout.
      const run = await sendUntilRefused(() => listBranches(server.client), (r) => r.isError === true, 64);
      expect(run.refusal).toEqual({ isError: true, content: [{ type: 'text', text: expect.stringMatching(E81(1, 3)) }] });
      // The burst passes; beyond it only what the rate refilled while the calls ran.
      expect(run.admitted).toBeGreaterThanOrEqual(3);
      expect(run.admitted).toBeLessThanOrEqual(mostAdmitted(3, 1, run.elapsedMs));
      expect(hits()).toBe(run.admitted);
      expect(sim.requests).toHaveLength(run.admitted);
      expect((await server.client.listTools()).tools.map((t) => t.name)).toEqual(['gitlab_find_action', 'gitlab_execute_action']);
    });

    it('A-40 ping is never limited', async () => {
      for (let i = 0; i < 10; i++) await expect(server.client.ping()).resolves.toEqual({});
    });
  });

  describe('HTTP with --rate-limit-rps 1 --rate-limit-burst 2: one limiter per credential (A-03)', () => {
    let server: HttpServer;
    const connect = (token: string): Promise<Client> => server.connect({ 'PRIVATE-TOKEN': token });

    beforeAll(async () => {
      server = await spawnHttp(['--gitlab-url', sim.url, '--rate-limit-rps', '1', '--rate-limit-burst', '2']);
    });
    afterAll(async () => {
      await server.stop();
    });

    it('E-81 A-40 A-03 a credential past its burst is refused while another credential is still served', async () => {
      const a = await connect(sim.tokens.api);
      const b = await connect(sim.tokens.readApi);
      sim.clearRequests();
      const started = performance.now();

      // One after another: separate POSTs sent together may reach the server in any order.
      const first = await sendUntilRefused(() => listBranches(a), (r) => r.isError === true, 63);
      expect(first.refusal).toEqual({ isError: true, content: [{ type: 'text', text: expect.stringMatching(E81(1, 2)) }] });
      expect(first.admitted).toBeGreaterThanOrEqual(2);
      expect(hits(sim.tokens.api)).toBe(first.admitted);

      // The same credential on a new connection shares the pool entry, so its buckets too: all its
      // calls together stay within one bucket's allowance (a fresh bucket would add a whole burst).
      const again = await connect(sim.tokens.api);
      const second = await sendUntilRefused(() => listBranches(again), (r) => r.isError === true, 63);
      expect(second.refusal).toEqual({ isError: true, content: [{ type: 'text', text: expect.stringMatching(E81(1, 2)) }] });
      expect(first.admitted + second.admitted).toBeLessThanOrEqual(mostAdmitted(2, 1, performance.now() - started));

      // Another credential has a full bucket of its own.
      const other = await listBranches(b);
      expect(other.isError).toBeFalsy();
      expect(textOf(other)).toMatch(/^## Branches of project 42/);
      expect(hits(sim.tokens.readApi)).toBe(1);
      expect(hits(sim.tokens.api)).toBe(first.admitted + second.admitted);
    });

    it('A-40 tools/list draws from its own bucket, not the exhausted calls bucket', async () => {
      const a = await connect(sim.tokens.api);
      expect((await a.listTools()).tools.map((t) => t.name)).toEqual(['gitlab_find_action', 'gitlab_execute_action']);
    });
  });
});
