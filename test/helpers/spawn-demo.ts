import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { SERVER_BIN } from './spawn-server';

/** `gitlab-mcp-server --demo` (HTTP on a free loopback port), once its banner is printed. */
export interface RunningDemo {
  readonly child: ChildProcessWithoutNullStreams;
  /** The banner's MCP endpoint and demo token. */
  readonly endpoint: string;
  readonly token: string;
  /** Everything printed to stdout so far. */
  stdout(): string;
}

/** Spawns the demo with `args` (beside `--demo --http-addr 127.0.0.1:0`) and waits for its banner. */
export async function spawnDemo(args: readonly string[] = []): Promise<RunningDemo> {
  const child = spawn(process.execPath, [SERVER_BIN, '--demo', ...args, '--http-addr', '127.0.0.1:0'], { env: { PATH: process.env.PATH ?? '' } });
  child.stdout.setEncoding('utf8');
  let out = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d: string) => {
      out += d;
      if (out.includes('Press Ctrl+C to stop.')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`demo exited with ${code}`)));
  });
  return { child, endpoint: /MCP endpoint:\s+(\S+)/.exec(out)![1], token: /Demo token:\s+(\S+)/.exec(out)![1], stdout: () => out };
}
