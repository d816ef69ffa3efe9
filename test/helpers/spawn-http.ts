import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { SERVER_BIN } from './spawn-server';

/** The built server in HTTP mode on a free loopback port. */
export interface HttpServer {
  readonly child: ChildProcessWithoutNullStreams;
  readonly endpoint: URL;
  stderr(): string;
  /** An SDK client over Streamable HTTP with the given headers. */
  connect(headers: Record<string, string>): Promise<Client>;
  /** SIGTERM; resolves with the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Spawns `node dist/gitlab-mcp-server.js --http --http-addr 127.0.0.1:0 ...` and waits for
 * "listening"; `GITLAB_MCP_DRAIN_DELAY` is 0 unless `env` or a `--drain-delay` flag says otherwise.
 */
export async function spawnHttp(args: readonly string[], env: Record<string, string> = {}, cwd?: string): Promise<HttpServer> {
  const child = spawn(process.execPath, [SERVER_BIN, '--http', '--http-addr', '127.0.0.1:0', ...args], {
    // No drain delay unless a test asks for one (`--drain-delay` wins): stop() ends the server at once.
    env: { PATH: process.env.PATH ?? '', GITLAB_MCP_RETRY_BASE_DELAY: '5ms', GITLAB_MCP_DRAIN_DELAY: '0', ...env },
    ...(cwd === undefined ? {} : { cwd }),
  });
  child.stderr.setEncoding('utf8');
  let err = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stderr.on('data', (d: string) => {
      err += d;
      for (const line of err.split('\n')) {
        if (!line.includes('"listening"')) continue;
        const u = (JSON.parse(line) as { url?: string }).url;
        if (u) resolve(u);
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${err}`)));
  });
  const clients: Client[] = [];
  return {
    child,
    endpoint: new URL('/mcp', url),
    stderr: () => err,
    connect: async (headers) => {
      const client = new Client({ name: 'http-e2e', version: '1' });
      await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', url), { requestInit: { headers } }));
      clients.push(client);
      return client;
    },
    stop: async () => {
      await Promise.allSettled(clients.map((c) => c.close()));
      if (child.exitCode !== null) return child.exitCode;
      const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
      child.kill('SIGTERM');
      return exited;
    },
  };
}
