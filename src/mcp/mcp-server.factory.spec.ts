import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { ErrorCode } from '@modelcontextprotocol/sdk/types.js';
import { CredentialLimits } from '../rate-limit/credential-limits';
import { ListingBudget } from '../rate-limit/listing-budget';
import { McpServerFactory } from './mcp-server.factory';
import { mcpMessages } from './mcp.messages';
import type { CredentialView, CredentialViewSource } from './credential-view.interface';

async function connect(source: CredentialViewSource, limits?: CredentialLimits): Promise<Client> {
  const server = new McpServerFactory().create(source, limits);
  const [a, b] = InMemoryTransport.createLinkedPair();
  await server.connect(a);
  const client = new Client({ name: 't', version: '1' });
  await client.connect(b);
  return client;
}

const view = (noScope: boolean): CredentialView => ({
  noScope,
  session: {} as CredentialView['session'],
  surface: { tools: [], call: () => undefined },
});

describe('McpServerFactory', () => {
  it('A-06 a request that ends while waiting behind the readiness gate gets -32000 asking to retry', async () => {
    const client = await connect({ current: () => Promise.reject(new Error('registration failed')) });
    await expect(client.listTools()).rejects.toMatchObject({ code: -32000, message: expect.stringContaining('Retry the request') });
    await expect(client.callTool({ name: 'x', arguments: {} })).rejects.toMatchObject({ code: -32000 });
  });

  it('A-05 initialize and ping are answered while the gate is closed', async () => {
    const client = await connect({ current: () => new Promise<CredentialView>(() => undefined) });
    expect(client.getServerVersion()?.name).toBe('gitlab-mcp-server');
    await expect(client.ping()).resolves.toEqual({});
  });

  it('A-07 a token without read_api/api gets -40300 on catalog requests', async () => {
    const client = await connect({ current: async () => view(true) });
    await expect(client.listTools()).rejects.toMatchObject({ code: -40300 });
  });

  it('an unknown tool is a protocol error (invalid params), not a tool result', async () => {
    const client = await connect({ current: async () => view(false) });
    await expect(client.callTool({ name: 'gitlab_nope', arguments: {} })).rejects.toMatchObject({ code: ErrorCode.InvalidParams, message: expect.stringContaining('Unknown tool: gitlab_nope') });
  });

  describe('A-40 E-81 the credential\'s rate limit', () => {
    const calls: string[] = [];
    const limited = (n: number): CredentialView => ({
      noScope: false,
      session: {} as CredentialView['session'],
      surface: {
        tools: Array.from({ length: n }, (_, i) => ({ name: `t${i}`, inputSchema: { type: 'object' } }) as never),
        call: (name) => {
          calls.push(name);
          return Promise.resolve({ content: [{ type: 'text', text: 'ok' }] });
        },
      },
    });
    beforeEach(() => calls.splice(0));

    it('E-81 refuses a tools/call past the burst with an error result of its own, before the surface runs', async () => {
      const client = await connect({ current: async () => limited(1) }, CredentialLimits.create({ rps: 1, burst: 2 }, new ListingBudget()));
      expect((await client.callTool({ name: 't0', arguments: {} })).isError).toBeFalsy();
      expect((await client.callTool({ name: 't0', arguments: {} })).isError).toBeFalsy();
      const refused = await client.callTool({ name: 't0', arguments: {} });
      expect(refused).toEqual({ isError: true, content: [{ type: 'text', text: expect.stringMatching(/^rate limited by this server: more than 1 requests per second \(burst 2\) for this credential; retry in (0\.\d|1\.0) s\. Nothing was sent to GitLab\.$/) }] });
      expect(calls).toEqual(['t0', 't0']);
      expect((await client.listTools()).tools).toHaveLength(1);
    });

    it('A-40 refuses a tools/list past its own bucket with JSON-RPC -42900 and the retry delay', async () => {
      const client = await connect({ current: async () => limited(1) }, CredentialLimits.create({ rps: 1, burst: 1 }, new ListingBudget()));
      await client.listTools();
      await expect(client.listTools()).rejects.toMatchObject({
        code: -42900,
        message: expect.stringMatching(/tools\/list rate limited by this server: more than 0\.1 listings per second \(burst 1\) for this credential; retry in (9\.\d|10\.0) s\./),
        data: { retry_after_ms: expect.any(Number) },
      });
      expect((await client.callTool({ name: 't0', arguments: {} })).isError).toBeFalsy();
    });

    it('A-40 charges every listing to the process-wide budget by the number of tools listed', async () => {
      const listing = new ListingBudget();
      const a = await connect({ current: async () => limited(20_000) }, CredentialLimits.create({ rps: 100, burst: 100 }, listing));
      const b = await connect({ current: async () => limited(20_000) }, CredentialLimits.create({ rps: 100, burst: 100 }, listing));
      await a.listTools();
      await b.listTools();
      await expect(a.listTools()).rejects.toMatchObject({ code: -42900, message: expect.stringContaining('all clients together may list at most 3000 tools per second (burst 48000)') });
    });

    it('without limits (rps 0) nothing is refused', async () => {
      const client = await connect({ current: async () => limited(1) }, CredentialLimits.create({ rps: 0, burst: 1 }, new ListingBudget()));
      for (let i = 0; i < 5; i++) expect((await client.callTool({ name: 't0', arguments: {} })).isError).toBeFalsy();
      for (let i = 0; i < 5; i++) await client.listTools();
    });
  });
});

describe('rate-limit message texts (A-40, E-81)', () => {
  const r = { method: 'tools/call', bucket: 'calls', ratePerSecond: 10, burst: 40, retryAfterMs: 1234 } as const;
  it.each<[string, string]>([
    [mcpMessages.rateLimited(r), 'rate limited by this server: more than 10 requests per second (burst 40) for this credential; retry in 1.3 s. Nothing was sent to GitLab.'],
    [mcpMessages.rateLimited({ ...r, retryAfterMs: 100 }), 'rate limited by this server: more than 10 requests per second (burst 40) for this credential; retry in 0.1 s. Nothing was sent to GitLab.'],
    [mcpMessages.listingRateLimited({ ...r, method: 'tools/list', bucket: 'listing', ratePerSecond: 1, retryAfterMs: 999.2 }), 'tools/list rate limited by this server: more than 1 listings per second (burst 40) for this credential; retry in 1.0 s.'],
    [mcpMessages.listingRateLimited({ ...r, method: 'tools/list', bucket: 'process-listing', ratePerSecond: 3000, burst: 48000, retryAfterMs: 0.3 }), 'tools/list rate limited by this server: all clients together may list at most 3000 tools per second (burst 48000); retry in 0.1 s.'],
  ])('%s', (text, expected) => {
    expect(text).toBe(expected);
  });
});
