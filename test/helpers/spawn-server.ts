import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { ClientCapabilities } from '@modelcontextprotocol/sdk/types.js';
import { join } from 'node:path';

/** The built bin, as outside tools start it (interface.md). */
export const SERVER_BIN = join(__dirname, '..', '..', 'dist', 'gitlab-mcp-server.js');

/** A stdio server spawned from the built bin with an SDK client connected to it. */
export interface SpawnedServer {
  readonly client: Client;
  /** Everything the server wrote on stderr so far. */
  stderr(): string;
  close(): Promise<void>;
}

export interface SpawnOptions {
  readonly env: Record<string, string>;
  readonly args?: readonly string[];
  readonly capabilities?: ClientCapabilities;
  /** Working directory of the server process (default: the test's). */
  readonly cwd?: string;
}

/** Spawns `node dist/gitlab-mcp-server.js` over stdio and connects the SDK client. */
export async function spawnServer(options: SpawnOptions): Promise<SpawnedServer> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [SERVER_BIN, ...(options.args ?? [])],
    env: { PATH: process.env.PATH ?? '', GITLAB_MCP_RETRY_BASE_DELAY: '5ms', ...options.env },
    stderr: 'pipe',
    ...(options.cwd === undefined ? {} : { cwd: options.cwd }),
  });
  let err = '';
  transport.stderr?.on('data', (d: Buffer) => {
    err += d.toString('utf8');
  });
  const client = new Client({ name: 'e2e', version: '1.0.0' }, { capabilities: options.capabilities ?? {} });
  await client.connect(transport);
  return {
    client,
    stderr: () => err,
    close: async () => {
      await client.close();
    },
  };
}
