import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');

/** The processes below `pid` (Linux /proc), deepest last. */
function descendants(pid: number): number[] {
  let children: number[];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter((s) => s !== '').map(Number);
  } catch {
    return [];
  }
  return children.flatMap((c) => [c, ...descendants(c)]);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** One connection attempt: resolves with 'connected' or the socket error's code. */
function probe(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
  });
}

describe('npm run demo ends with its parent', () => {
  let npm: ChildProcessWithoutNullStreams;
  let below: number[] = [];
  afterAll(() => {
    for (const pid of [npm.pid ?? 0, ...below].filter(alive)) process.kill(pid, 'SIGKILL');
  });

  it('SIGTERM to `npm run demo` (as a supervisor or kill sends it) stops the server and frees its port', async () => {
    npm = spawn('npm', ['run', 'demo', '--', '--http-addr', '127.0.0.1:0'], { cwd: ROOT, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp' } });
    const exited = new Promise<void>((resolve) => npm.once('exit', () => resolve()));
    let stdout = '';
    npm.stdout.setEncoding('utf8');
    await new Promise<void>((resolve, reject) => {
      npm.stdout.on('data', (d: string) => {
        stdout += d;
        if (stdout.includes('Press Ctrl+C to stop.')) resolve();
      });
      npm.once('exit', (code) => reject(new Error(`npm run demo exited with ${code}: ${stdout}`)));
    });
    const port = Number(/MCP endpoint:\s+http:\/\/127\.0\.0\.1:(\d+)\/mcp/.exec(stdout)![1]);
    below = descendants(npm.pid!);
    expect(below.length).toBeGreaterThan(0);
    expect(await probe(port)).toBe('connected');

    npm.kill('SIGTERM');
    await exited;
    expect(below.filter(alive)).toEqual([]);
    expect(await probe(port)).toBe('ECONNREFUSED');
  });
});
