import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A redis-server this test started on a loopback port, keeping nothing on disk. */
export interface RedisServer {
  readonly port: number;
  readonly url: string;
  /** Output so far (the failure message of a test names it). */
  output(): string;
  /** Kills it at once (SIGKILL), as a crash would; resolves when it has exited. */
  kill(): Promise<void>;
  /** SIGTERM, then waits for the exit; a no-op once it has exited. */
  stop(): Promise<void>;
}

const BINARY = 'redis-server';

/** A port free a moment ago (the kernel's pick for port 0). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts Debian's `redis-server` (`apt-get install -y redis-server`; `.ci/run` installs it) on a
 * free loopback port with persistence off (`--save ''`, `--appendonly no`) and waits until it
 * accepts connections (on `port` when given: a Redis coming back where it was). A missing binary fails the test with a message that says how to install it.
 */
export async function startRedis(options: { readonly port?: number } = {}): Promise<RedisServer> {
  if (spawnSync(BINARY, ['--version']).error) {
    throw new Error(`${BINARY} is not on PATH: these tests need a real Redis. Install it with \`apt-get install -y redis-server\` (Debian), as .ci/run does.`);
  }
  if (options.port !== undefined) return launch(options.port);
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    try {
      return await launch(port);
    } catch (e) {
      if (attempt >= 3) throw e;
    }
  }
}

async function launch(port: number): Promise<RedisServer> {
  const child = spawn(BINARY, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', '/tmp', '--dbfilename', `gitlab-mcp-test-${port}.rdb`], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const seen = (d: Buffer): void => {
      out += d.toString('utf8');
      if (out.includes('Ready to accept connections')) resolve();
    };
    child.stdout?.on('data', seen);
    child.stderr?.on('data', seen);
    child.once('exit', (code) => reject(new Error(`${BINARY} on port ${port} exited with ${code} before it was ready:\n${out}`)));
  });
  const end = async (proc: ChildProcess, signal: NodeJS.Signals): Promise<void> => {
    if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
    await exited;
  };
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    output: () => out,
    kill: () => end(child, 'SIGKILL'),
    stop: () => end(child, 'SIGTERM'),
  };
}
