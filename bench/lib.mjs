// Shared helpers of the benchmarks: the built server, the simulator, statistics.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const BIN = join(ROOT, 'dist', 'gitlab-mcp-server.js');
export const require = createRequire(join(ROOT, 'package.json'));

export async function startSim() {
  const { startGitlabSim } = require(join(ROOT, 'dist/tsc/libs/gitlab-sim/src/index.js'));
  return startGitlabSim();
}

export function percentile(values, p) {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}
export const median = (v) => percentile(v, 50);

/** Spawns a command; resolves with ms from spawn to the first stdout line of each awaited id. */
export function timeStdio(args, env, requests) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn(process.execPath, args, { env: { PATH: process.env.PATH, ...env }, stdio: ['pipe', 'pipe', 'ignore'] });
    const times = {};
    let buf = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (d) => {
      buf += d;
      let nl;
      while ((nl = buf.indexOf('\n')) !== -1) {
        const line = buf.slice(0, nl);
        buf = buf.slice(nl + 1);
        const m = JSON.parse(line);
        if (m.id !== undefined) times[m.id] = { ms: performance.now() - t0, bytes: Buffer.byteLength(line) };
        if (Object.keys(times).length === requests.filter((r) => r.id !== undefined).length) {
          child.kill();
          resolve(times);
        }
      }
    });
    child.on('error', reject);
    for (const r of requests) child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', ...r })}\n`);
  });
}

export const INIT = { id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'bench', version: '1' } } };
export const INITIALIZED = { method: 'notifications/initialized' };
