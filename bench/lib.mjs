// Shared helpers of the benchmarks: the built server, the simulator, the fake GitLab, child
// processes (stdio and HTTP), RSS, statistics and the cl100k tokenizer.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const BENCH = join(ROOT, 'bench');
export const require = createRequire(join(ROOT, 'package.json'));
/** Resolves the bench's own dev dependencies (tokenizer, peer server) from bench/node_modules. */
export const benchRequire = createRequire(join(BENCH, 'package.json'));

/** Runs in this process; the children get a clean environment (PATH plus what each bench sets). */
export const CLEAN_ENV = { PATH: process.env.PATH };
export const RUNS = Number(process.env.BENCH_RUNS ?? 10);

// ---------------------------------------------------------------------------------------------
// The build under test. Other people may rebuild dist/ while a run is going (the build starts
// with `rm -rf dist`), so by default the run measures a private copy of dist/ taken at start:
// <tmp>/dist + package.json (the server reads its version from it) + a node_modules symlink,
// so packages resolve exactly as from the repo. BENCH_SNAPSHOT=0 measures dist/ in place.
// ---------------------------------------------------------------------------------------------
function waitForBuild(root) {
  const bin = join(root, 'dist', 'gitlab-mcp-server.js');
  const sim = join(root, 'dist/tsc/libs/gitlab-sim/src/index.js');
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (existsSync(bin) && existsSync(sim)) {
      const age = Date.now() - Math.max(statSync(bin).mtimeMs, statSync(sim).mtimeMs);
      if (age > 3000) return statSync(bin).mtime;
    }
    if (Date.now() > deadline) throw new Error('dist/ is missing or still being written: run `npm run build` first');
    execFileSync('sleep', ['1']);
  }
}

function snapshotDist() {
  // BENCH_BUILD_ROOT: measure another build (a folder holding dist/ and package.json) in place.
  if (process.env.BENCH_BUILD_ROOT) return { root: process.env.BENCH_BUILD_ROOT, builtAt: waitForBuild(process.env.BENCH_BUILD_ROOT) };
  const builtAt = waitForBuild(ROOT);
  if (process.env.BENCH_SNAPSHOT === '0') return { root: ROOT, builtAt };
  const dir = mkdtempSync(join(tmpdir(), 'gms-bench-'));
  cpSync(join(ROOT, 'dist'), join(dir, 'dist'), { recursive: true });
  cpSync(join(ROOT, 'package.json'), join(dir, 'package.json'));
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return { root: dir, builtAt };
}

export const BUILD = snapshotDist();
export const BIN = join(BUILD.root, 'dist', 'gitlab-mcp-server.js');

export async function startSim(options) {
  const { startGitlabSim } = require(join(BUILD.root, 'dist/tsc/libs/gitlab-sim/src/index.js'));
  return startGitlabSim(options);
}

// ---------------------------------------------------------------------------------------------
// Statistics and formatting.
// ---------------------------------------------------------------------------------------------
export function percentile(values, p) {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}
export const median = (v) => percentile(v, 50);
export const ms = (v, d = 0) => `${v.toFixed(d)} ms`;
export const mib = (v, d = 1) => `${v.toFixed(d)} MiB`;
export const ratio = (a, b, suffix = '') => (b > 0 && Number.isFinite(a / b) ? `${(a / b).toFixed(2)}×${suffix}` : 'n/a');
export const int = (n) => Math.round(n).toLocaleString('en-US');
/** Least-squares slope and intercept of y over x. */
export function linearFit(xs, ys) {
  const n = xs.length;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let num = 0;
  let den = 0;
  for (let i = 0; i < n; i++) {
    num += (xs[i] - mx) * (ys[i] - my);
    den += (xs[i] - mx) ** 2;
  }
  const slope = den === 0 ? 0 : num / den;
  return { slope, intercept: my - slope * mx };
}
export const sleep = (t) => new Promise((r) => setTimeout(r, t));

/** Resident set size of a process, from /proc/<pid>/status (VmRSS), in MiB. */
export function rssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1]);
  return kb / 1024;
}

/** RSS split into anonymous memory (heap, malloc) and file-backed pages (the node binary, ICU data), in MiB. */
export function rssParts(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (k) => Number(new RegExp(`${k}:\\s+(\\d+)\\s+kB`).exec(status)?.[1]) / 1024;
  return { rss: kb('VmRSS'), anon: kb('RssAnon'), file: kb('RssFile') };
}

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU time (user + system) a process has used so far, from /proc/<pid>/stat, in ms (10 ms steps at 100 ticks/s). */
export function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces, inside parentheses): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

/** RSS of an idle `node` (same clean environment as the servers): the memory baseline. */
export async function idleNodeRss() {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { env: CLEAN_ENV, stdio: 'ignore' });
  await sleep(400);
  const parts = rssParts(child.pid);
  child.kill();
  return parts;
}

// ---------------------------------------------------------------------------------------------
// Raw stdio timing (no SDK in the measured path).
// ---------------------------------------------------------------------------------------------

/** Spawns a command; resolves with ms from spawn to the first stdout line of each awaited id (and RSS when asked). */
export function timeStdio(args, env, requests, { timeoutMs = 60_000, rssAfterMs } = {}) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn(process.execPath, args, { env: { ...CLEAN_ENV, ...env }, stdio: ['pipe', 'pipe', 'ignore'] });
    const times = {};
    const expected = requests.filter((r) => r.id !== undefined).length;
    let buf = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`timeStdio: no answer within ${timeoutMs} ms (${args.join(' ')})`));
    }, timeoutMs);
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (d) => {
      buf += d;
      let nl;
      while ((nl = buf.indexOf('\n')) !== -1) {
        const line = buf.slice(0, nl);
        buf = buf.slice(nl + 1);
        let m;
        try {
          m = JSON.parse(line);
        } catch {
          continue;
        }
        if (m.id !== undefined && times[m.id] === undefined) times[m.id] = { ms: performance.now() - t0, cpuMs: cpuMs(child.pid), bytes: Buffer.byteLength(line), message: m, pid: child.pid };
        if (Object.keys(times).length === expected) {
          clearTimeout(timer);
          if (rssAfterMs === undefined) {
            child.kill();
            resolve(times);
            return;
          }
          // RSS once the server settled after its last answer, then stop it.
          setTimeout(() => {
            times.rssParts = rssParts(child.pid);
            times.rss = times.rssParts.rss;
            child.kill();
            resolve(times);
          }, rssAfterMs);
        }
      }
    });
    child.on('error', reject);
    for (const r of requests) child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', ...r })}\n`);
  });
}

export const INIT = { id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'bench', version: '1' } } };
export const INITIALIZED = { method: 'notifications/initialized' };

// ---------------------------------------------------------------------------------------------
// SDK stdio client on a spawned server.
// ---------------------------------------------------------------------------------------------

/** Connects the SDK client over stdio; `stderrLines` collects the child's stderr JSON lines. */
export async function connectStdio({ args = [BIN], env = {}, nodeArgs = [] } = {}) {
  const { Client } = require('@modelcontextprotocol/sdk/client/index.js');
  const { StdioClientTransport } = require('@modelcontextprotocol/sdk/client/stdio.js');
  const client = new Client({ name: 'bench', version: '1' });
  const transport = new StdioClientTransport({ command: process.execPath, args: [...nodeArgs, ...args], env: { ...CLEAN_ENV, ...env }, stderr: 'pipe' });
  const stderr = new LineCollector();
  transport.stderr?.on('data', (d) => stderr.push(d));
  await client.connect(transport);
  return { client, transport, pid: transport.pid, stderr, close: () => client.close() };
}

/** Keeps the JSON lines written by the bench probe (bench/probe.cjs); drops the rest. */
class LineCollector {
  buf = '';
  probes = [];
  waiters = [];
  lines = 0;
  push(d) {
    this.buf += d;
    let nl;
    while ((nl = this.buf.indexOf('\n')) !== -1) {
      const line = this.buf.slice(0, nl);
      this.buf = this.buf.slice(nl + 1);
      this.lines++;
      if (!line.includes('"benchProbe"')) continue;
      try {
        const m = JSON.parse(line).benchProbe;
        this.probes.push(m);
        for (const w of this.waiters.splice(0)) w(m);
      } catch {
        // not ours
      }
    }
  }
  nextProbe(timeoutMs = 10_000) {
    return new Promise((resolve, reject) => {
      const t = setTimeout(() => reject(new Error('bench probe did not answer')), timeoutMs);
      this.waiters.push((m) => {
        clearTimeout(t);
        resolve(m);
      });
    });
  }
}

/** Node flags that load bench/probe.cjs: SIGUSR2 → GC + process.memoryUsage() on stderr. */
export const PROBE_ARGS = ['--require', join(BENCH, 'probe.cjs')];
/** Asks a probed child for its heap after a full GC. */
export async function probe(pid, lines) {
  const next = lines.nextProbe();
  process.kill(pid, 'SIGUSR2');
  return next;
}

// ---------------------------------------------------------------------------------------------
// HTTP mode.
// ---------------------------------------------------------------------------------------------

/** Starts the server in HTTP mode; resolves once it logged "listening". */
export function spawnHttp({ gitlabUrl, env = {}, nodeArgs = [], args = [], timeoutMs = 30_000 }) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeArgs, BIN, '--http', '--http-addr', '127.0.0.1:0', '--gitlab-url', gitlabUrl, ...args], {
      // No drain delay: stopChild's SIGTERM ends a measured server at once.
      env: { ...CLEAN_ENV, GITLAB_MCP_DRAIN_DELAY: '0', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const lines = new LineCollector();
    let buf = '';
    let url;
    const t0 = performance.now();
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('HTTP server did not log "listening" in time'));
    }, timeoutMs);
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (d) => {
      lines.push(d);
      if (url) return;
      buf += d;
      for (const line of buf.split('\n')) {
        try {
          const m = JSON.parse(line);
          if (m.msg === 'listening' && m.url) {
            url = m.url.replace('[::1]', '127.0.0.1');
            clearTimeout(timer);
            buf = '';
            resolve({
              url,
              endpoint: `${url}/mcp`,
              pid: child.pid,
              child,
              lines,
              startMs: performance.now() - t0,
              stop: () => stopChild(child),
            });
            return;
          }
        } catch {
          // partial line
        }
      }
    });
    child.on('exit', (code) => {
      if (!url) {
        clearTimeout(timer);
        reject(new Error(`HTTP server exited with ${code} before listening`));
      }
    });
  });
}

/** SIGTERM, then SIGKILL after 5 s; resolves when the child is gone. */
export function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const t = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(t);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

let rpcId = 0;
/** One stateless JSON-RPC POST; resolves with the parsed answer (throws on non-200). */
export async function mcpPost(endpoint, token, method, params, signal) {
  const res = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'PRIVATE-TOKEN': token },
    body: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params }),
    signal,
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`HTTP ${res.status}: ${text.slice(0, 200)}`);
  const msg = JSON.parse(text);
  if (msg.error) throw new Error(`JSON-RPC ${msg.error.code}: ${msg.error.message}`);
  if (msg.result?.isError) throw new Error(`tool error: ${JSON.stringify(msg.result.content).slice(0, 200)}`);
  return msg.result;
}

/** Domains and action count named in gitlab_find_action's description ("(250 actions; domains: a, b)"). */
export function catalogFromDynamic(tools) {
  const d = tools.find((t) => t.name === 'gitlab_find_action')?.description ?? '';
  const m = /\((\d+) actions?; domains: ([^)]*)\)/.exec(d);
  return m ? { actions: Number(m[1]), domains: m[2].split(',').map((x) => x.trim()).filter(Boolean) } : undefined;
}

export const PROJECT_GET = { name: 'gitlab_execute_action', arguments: { action: 'project.get', params: { project_id: '42' } } };

// ---------------------------------------------------------------------------------------------
// Bench dependencies (bench/package.json): installed on first use with `npm ci --prefix bench`.
// ---------------------------------------------------------------------------------------------
export function ensureBenchDeps() {
  const need = ['js-tiktoken', '@zereight/mcp-gitlab'];
  if (need.every((p) => existsSync(join(BENCH, 'node_modules', p, 'package.json')))) return { installed: false };
  const t0 = performance.now();
  execFileSync('npm', ['ci', '--prefix', BENCH, '--no-audit', '--no-fund', '--loglevel=error'], { stdio: ['ignore', 'ignore', 'inherit'], timeout: 180_000 });
  return { installed: true, ms: performance.now() - t0 };
}

let encoder;
/** cl100k_base token count (js-tiktoken; the rank file ships inside the package). */
export function countTokens(text) {
  if (!encoder) {
    ensureBenchDeps();
    const { Tiktoken } = benchRequire('js-tiktoken/lite');
    const cl100k = benchRequire('js-tiktoken/ranks/cl100k_base');
    encoder = new Tiktoken(cl100k.default ?? cl100k);
  }
  return encoder.encode(text).length;
}


/**
 * A bare JSON-RPC-over-stdio client (no SDK): shows what the server itself costs, without the
 * SDK client's own work (zod parsing, output-schema validation) in the measured path.
 */
export class RawStdio {
  constructor({ args = [BIN], env = {}, nodeArgs = [] } = {}) {
    this.child = spawn(process.execPath, [...nodeArgs, ...args], { env: { ...CLEAN_ENV, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
    this.pid = this.child.pid;
    this.stderr = new LineCollector();
    this.child.stderr.setEncoding('utf8');
    this.child.stderr.on('data', (d) => this.stderr.push(d));
    this.pending = new Map();
    this.nextId = 1;
    let buf = '';
    this.child.stdout.setEncoding('utf8');
    this.child.stdout.on('data', (d) => {
      buf += d;
      let nl;
      while ((nl = buf.indexOf('\n')) !== -1) {
        const line = buf.slice(0, nl);
        buf = buf.slice(nl + 1);
        const m = JSON.parse(line);
        const w = this.pending.get(m.id);
        if (w) {
          this.pending.delete(m.id);
          w({ message: m, bytes: Buffer.byteLength(line) });
        }
      }
    });
  }
  request(method, params) {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id, method, params })}\n`);
    });
  }
  notify(method, params) {
    this.child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method, params })}\n`);
  }
  async initialize() {
    const r = await this.request('initialize', INIT.params);
    this.notify('notifications/initialized');
    return r;
  }
  /** Ends stdin and waits for a clean exit (needed for --cpu-prof to write its profile). */
  end(timeoutMs = 10_000) {
    return new Promise((resolve) => {
      if (this.child.exitCode !== null) return resolve();
      const t = setTimeout(() => this.child.kill('SIGKILL'), timeoutMs);
      this.child.once('exit', () => {
        clearTimeout(t);
        resolve();
      });
      this.child.stdin.end();
    });
  }
}
