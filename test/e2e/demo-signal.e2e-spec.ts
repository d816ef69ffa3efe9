import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { SERVER_BIN } from '../helpers/spawn-server';

const ROOT = join(__dirname, '..', '..');
/** A parent that starts the server with its own stdio and tells its pid: killed outright, it forwards nothing. */
const PARENT = "const c = require('node:child_process').spawn(process.execPath, process.argv.slice(1), { stdio: 'inherit' }); process.stdout.write(`pid ${c.pid}\\n`);";

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

/**
 * Resolves with what `child` wrote on stdout up to the demo banner's last line. Its stderr is
 * read too: a pipe nobody reads fills up, and a server writing its logs to it would block.
 */
function banner(child: ChildProcessWithoutNullStreams): Promise<string> {
  let stdout = '';
  child.stderr.resume();
  child.stdout.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (d: string) => {
      stdout += d;
      if (stdout.includes('Press Ctrl+C to stop.')) resolve(stdout);
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${stdout}`)));
  });
}

const portOf = (stdout: string): number => Number(/MCP endpoint:\s+http:\/\/127\.0\.0\.1:(\d+)\/mcp/.exec(stdout)![1]);

// Each test starts a demo (simulator and server) and waits for its exit: room for a loaded machine.
jest.setTimeout(90_000);

describe('the demo ends with its parent', () => {
  /** Every process a test started, for the clean-up of a failed run. */
  const started: number[] = [];
  afterAll(() => {
    for (const pid of started.filter(alive)) process.kill(pid, 'SIGKILL');
  });

  it('SIGTERM to `npm run demo` (as a supervisor or kill sends it) stops the server and frees its port', async () => {
    const npm = spawn('npm', ['run', 'demo', '--', '--http-addr', '127.0.0.1:0'], { cwd: ROOT, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp' } });
    const exited = new Promise<void>((resolve) => npm.once('exit', () => resolve()));
    const port = portOf(await banner(npm));
    const below = descendants(npm.pid!);
    started.push(npm.pid!, ...below);
    expect(below.length).toBeGreaterThan(0);
    expect(await probe(port)).toBe('connected');

    npm.kill('SIGTERM');
    await exited;
    expect(below.filter(alive)).toEqual([]);
    expect(await probe(port)).toBe('ECONNREFUSED');
  });

  it('a demo whose parent is killed outright (SIGKILL: no signal forwarded) stops by itself', async () => {
    const parent = spawn(process.execPath, ['-e', PARENT, SERVER_BIN, '--demo', '--http-addr', '127.0.0.1:0'], { env: { PATH: process.env.PATH ?? '' } });
    const stdout = await banner(parent);
    started.push(parent.pid!, Number(/pid (\d+)/.exec(stdout)![1]));
    // A connection held open: the server's drain closes it, an event to wait for.
    const held = connect(portOf(stdout), '127.0.0.1');
    await new Promise<void>((resolve, reject) => held.once('connect', () => resolve()).once('error', reject));
    const closed = new Promise<void>((resolve) => held.once('close', () => resolve()));

    parent.kill('SIGKILL');
    await closed;
    expect(await probe(portOf(stdout))).toBe('ECONNREFUSED');
  });
});
