import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { SERVER_BIN } from './spawn-server';

/** A server spawned without the SDK client, to watch the raw stdio streams. */
export interface RawServer {
  readonly child: ChildProcessWithoutNullStreams;
  send(message: object): void;
  /** Resolves with the first stdout message whose id is `id`. */
  response(id: number): Promise<Record<string, unknown>>;
  stdoutLines(): string[];
  stderrText(): string;
  stop(): Promise<void>;
}

export function spawnRaw(env: Record<string, string>, args: readonly string[] = []): RawServer {
  const child = spawn(process.execPath, [SERVER_BIN, ...args], { env: { PATH: process.env.PATH ?? '', GITLAB_MCP_RETRY_BASE_DELAY: '5ms', ...env } });
  let out = '';
  let err = '';
  const waiters = new Map<number, (m: Record<string, unknown>) => void>();
  const seen = new Map<number, Record<string, unknown>>();
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  let partial = '';
  child.stdout.on('data', (d: string) => {
    out += d;
    // A chunk may end inside a line (a long answer, or a reader behind the writer): keep the rest.
    const lines = (partial + d).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      if (line.trim() === '') continue;
      try {
        const m = JSON.parse(line) as Record<string, unknown>;
        if (typeof m.id === 'number') {
          seen.set(m.id, m);
          waiters.get(m.id)?.(m);
        }
      } catch {
        // not JSON: the full text is checked by the test
      }
    }
  });
  child.stderr.on('data', (d: string) => {
    err += d;
  });
  return {
    child,
    send: (m) => child.stdin.write(`${JSON.stringify(m)}\n`),
    response: (id) => {
      const hit = seen.get(id);
      return hit ? Promise.resolve(hit) : new Promise((resolve) => waiters.set(id, resolve));
    },
    stdoutLines: () => out.split('\n').filter((l) => l.trim() !== ''),
    stderrText: () => err,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.stdin.end();
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      }),
  };
}

export const INITIALIZE = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
};
export const INITIALIZED = { jsonrpc: '2.0', method: 'notifications/initialized' };
