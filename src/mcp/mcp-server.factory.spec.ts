import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { ErrorCode } from '@modelcontextprotocol/sdk/types.js';
import { McpServerFactory } from './mcp-server.factory';
import type { ServingState, ServingStateSource } from './serving-state.interface';

async function connect(source: ServingStateSource): Promise<Client> {
  const server = new McpServerFactory().create(source);
  const [a, b] = InMemoryTransport.createLinkedPair();
  await server.connect(a);
  const client = new Client({ name: 't', version: '1' });
  await client.connect(b);
  return client;
}

const state = (noScope: boolean): ServingState => ({
  noScope,
  session: {} as ServingState['session'],
  surface: { tools: [], call: () => undefined },
});

describe('McpServerFactory', () => {
  it('A-06 a request that ends while waiting behind the readiness gate gets -32000 asking to retry', async () => {
    const client = await connect({ current: () => Promise.reject(new Error('registration failed')) });
    await expect(client.listTools()).rejects.toMatchObject({ code: -32000, message: expect.stringContaining('Retry the request') });
    await expect(client.callTool({ name: 'x', arguments: {} })).rejects.toMatchObject({ code: -32000 });
  });

  it('A-05 initialize and ping are answered while the gate is closed', async () => {
    const client = await connect({ current: () => new Promise<ServingState>(() => undefined) });
    expect(client.getServerVersion()?.name).toBe('gitlab-mcp-server');
    await expect(client.ping()).resolves.toEqual({});
  });

  it('A-07 a token without read_api/api gets -40300 on catalog requests', async () => {
    const client = await connect({ current: async () => state(true) });
    await expect(client.listTools()).rejects.toMatchObject({ code: -40300 });
  });

  it('an unknown tool is a protocol error (invalid params), not a tool result', async () => {
    const client = await connect({ current: async () => state(false) });
    await expect(client.callTool({ name: 'gitlab_nope', arguments: {} })).rejects.toMatchObject({ code: ErrorCode.InvalidParams, message: expect.stringContaining('Unknown tool: gitlab_nope') });
  });
});
