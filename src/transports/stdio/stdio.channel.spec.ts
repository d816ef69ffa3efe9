import { PassThrough } from 'node:stream';
import type { JsonRpcMessage } from './json-rpc.types';
import { StdioChannel } from './stdio.channel';

function channel(): { input: PassThrough; out: Record<string, unknown>[]; f: StdioChannel } {
  const input = new PassThrough();
  const out: Record<string, unknown>[] = [];
  const f = new StdioChannel('1.2.3', CAPS, MODERN_CAPS, input, (line) => out.push(JSON.parse(line) as Record<string, unknown>));
  return { input, out, f };
}
const CAPS = { tools: { listChanged: true }, resources: { subscribe: true }, prompts: {}, completions: {} };
const MODERN_CAPS = { tools: { listChanged: true }, resources: {}, prompts: {}, completions: {} };
const tick = (): Promise<void> => new Promise((r) => setImmediate(r));

describe('StdioChannel', () => {
  it('A-05 answers initialize and ping at once and queues the rest until handoff, in order', async () => {
    const { input, out, f } = channel();
    input.write('{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}\n');
    input.write('{"jsonrpc":"2.0","method":"notifications/initialized"}\n{"jsonrpc":"2.0","id":2,"method":"ping"}\n{"jsonrpc":"2.0","id":3,"method":"tools/list"}\n');
    await tick();
    expect(out).toEqual([
      {
        jsonrpc: '2.0',
        id: 1,
        result: expect.objectContaining({ protocolVersion: '2025-06-18', capabilities: CAPS, serverInfo: { name: 'gitlab-mcp-server', title: 'GitLab MCP Server', version: '1.2.3' } }),
      },
      { jsonrpc: '2.0', id: 2, result: {} },
    ]);
    const delivered: JsonRpcMessage[] = [];
    f.handoff({ deliver: (m) => delivered.push(m), end: () => undefined });
    expect(delivered.map((m) => m.method)).toEqual(['notifications/initialized', 'tools/list']);
    expect(f.initializeRequest?.id).toBe(1);
    input.write('{"jsonrpc":"2.0","id":4,"method":"tools/call"}\n');
    await tick();
    expect(delivered.map((m) => m.id)).toEqual([undefined, 3, 4]);
  });

  it('answers a line that is not JSON with a parse error and keeps reading', async () => {
    const { input, out } = channel();
    input.write('not json\n{"jsonrpc":"2.0","id":9,"method":"ping"}\n');
    await tick();
    expect(out).toEqual([
      { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error: invalid JSON' } },
      { jsonrpc: '2.0', id: 9, result: {} },
    ]);
  });

  it('A-05 resolves `started` on the first line, so heavy loading never delays the first answer', async () => {
    const { input, f } = channel();
    let started = false;
    void f.started.then(() => (started = true));
    await tick();
    expect(started).toBe(false);
    input.write('{"jsonrpc":"2.0","id":1,"method":"ping"}\n');
    await tick();
    await tick();
    expect(started).toBe(true);
  });

  it('refuses an oversized line with one error even when it arrives whole, with its end and the next line, in one chunk', async () => {
    const { input, out } = channel();
    const oversized = `${'y'.repeat(4 * 1024 * 1024 + 16)}{"jsonrpc":"2.0","id":61,"method":"ping"}`;
    input.write(`${oversized}\n{"jsonrpc":"2.0","id":62,"method":"ping"}\n`);
    await tick();
    expect(out).toEqual([
      { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request: a JSON-RPC line exceeds 4194304 bytes' } },
      { jsonrpc: '2.0', id: 62, result: {} },
    ]);
  });

  it('cuts an oversized line that arrives in pieces once, and reads again after its end', async () => {
    const { input, out } = channel();
    input.write('y'.repeat(3 * 1024 * 1024));
    input.write('y'.repeat(3 * 1024 * 1024));
    input.write('{"jsonrpc":"2.0","id":61,"method":"ping"}\n{"jsonrpc":"2.0","id":62,"method":"ping"}\n');
    await tick();
    expect(out).toEqual([
      { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request: a JSON-RPC line exceeds 4194304 bytes' } },
      { jsonrpc: '2.0', id: 62, result: {} },
    ]);
  });

  it('issue 15 answers a 2026-07-28 server/discover opening at once and still queues it for the SDK; another version is left to the SDK', async () => {
    const { input, out, f } = channel();
    input.write('{"jsonrpc":"2.0","id":"d1","method":"server/discover","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}}}\n{"jsonrpc":"2.0","id":2,"method":"ping"}\n');
    await tick();
    expect(out).toEqual([
      {
        jsonrpc: '2.0',
        id: 'd1',
        result: {
          supportedVersions: ['2026-07-28'],
          capabilities: MODERN_CAPS,
          instructions: expect.stringContaining('GitLab MCP server'),
          resultType: 'complete',
          ttlMs: 300_000,
          cacheScope: 'private',
          _meta: { 'io.modelcontextprotocol/serverInfo': { name: 'gitlab-mcp-server', title: 'GitLab MCP Server', version: '1.2.3' } },
        },
      },
    ]);
    expect(f.discoverRequest?.id).toBe('d1');
    const delivered: JsonRpcMessage[] = [];
    f.handoff({ deliver: (m) => delivered.push(m), end: () => undefined });
    expect(delivered.map((m) => m.method)).toEqual(['server/discover', 'ping']);
    const other = channel();
    other.input.write('{"jsonrpc":"2.0","id":1,"method":"server/discover","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2099-01-01","io.modelcontextprotocol/clientCapabilities":{}}}}\n');
    await tick();
    expect(other.out).toEqual([]);
  });
});
