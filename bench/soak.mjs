#!/usr/bin/env node
// Soak test (not part of `npm test`): the built server in HTTP mode on loopback, 50 credentials
// against a tiny any-token fake GitLab defined below, a mixed load of reads, writes and errors
// for SOAK_SECONDS (default 300). Every SOAK_SAMPLE_SECONDS it prints the server's RSS, its open
// file descriptors (/proc/<pid>/fd: sockets, pipes, timers are not visible cross-process, fds
// are) and the window's latency percentiles; at the end a JSON summary with the RSS slope over
// the second half of the run and the p99 drift between the first and the last windows.
//
//   npm run build && SOAK_SECONDS=60 node bench/soak.mjs
//
// Standalone: needs only dist/ and node_modules. Linux (/proc) for RSS and fds.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/**
 * Others may rebuild dist/ (the build starts with `rm -rf dist`) during a long run, so the soak
 * measures a private copy taken at start (dist + package.json + a node_modules symlink).
 */
function snapshotBin() {
  const bin = join(ROOT, 'dist', 'gitlab-mcp-server.js');
  if (!existsSync(bin)) throw new Error('dist/gitlab-mcp-server.js is missing: run `npm run build` first');
  if (process.env.SOAK_SNAPSHOT === '0') return bin;
  const dir = mkdtempSync(join(tmpdir(), 'gms-soak-'));
  cpSync(join(ROOT, 'dist'), join(dir, 'dist'), { recursive: true });
  cpSync(join(ROOT, 'package.json'), join(dir, 'package.json'));
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return join(dir, 'dist', 'gitlab-mcp-server.js');
}
const BIN = snapshotBin();
const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const SAMPLE_SECONDS = Number(process.env.SOAK_SAMPLE_SECONDS ?? 5);
const CREDENTIALS = Number(process.env.SOAK_CREDENTIALS ?? 50);
const CONCURRENCY = Number(process.env.SOAK_CONCURRENCY ?? 16);
const POOL = Number(process.env.SOAK_MAX_HTTP_CLIENTS ?? 40); // below CREDENTIALS: evictions too

// ------------------------------------------------------------------------------------------
// Fake GitLab: any non-empty token is a user named after it; a few routes, small random
// latency, 2% of branch reads answer 502 (retried by the client), branch creation keeps state.
// ------------------------------------------------------------------------------------------
function startFakeGitlab() {
  const branches = new Map(); // project → Set of names
  const branch = (name) => ({
    name,
    default: name === 'main',
    protected: name === 'main',
    merged: false,
    can_push: true,
    developers_can_push: false,
    developers_can_merge: false,
    web_url: `http://gitlab.local/acme/backend/-/tree/${name}`,
    commit: { id: 'a'.repeat(40), short_id: 'aaaaaaaa', title: 'Soak commit', author_name: 'Soak', committed_date: '2025-01-01T00:00:00Z' },
  });
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    const path = url.pathname.replace(/\/+$/, '');
    const token = req.headers['private-token'] || (req.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      const send = (status, body, headers = {}) => {
        const text = JSON.stringify(body);
        setTimeout(() => {
          res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers });
          res.end(text);
        }, Math.floor(Math.random() * 5));
      };
      if (!token) return send(401, { message: '401 Unauthorized' });
      const user = String(token).replace(/[^a-z0-9]/gi, '').slice(-12);
      if (path === '/api/v4/version' || path === '/api/v4/metadata') return send(200, { version: '18.0.0', revision: 'soak', enterprise: false });
      if (path === '/api/v4/personal_access_tokens/self') return send(200, { id: 1, name: 'soak', scopes: ['api'], active: true, revoked: false });
      if (path === '/api/v4/user') return send(200, { id: 1, username: user, name: user, is_admin: false, state: 'active' });
      if (path === '/api/v4/namespaces') return send(200, []);
      if (path === '/api/v4/license') return send(403, { message: '403 Forbidden' });
      const m = /^\/api\/v4\/projects\/([^/]+)\/repository\/branches(?:\/([^/]+))?$/.exec(path);
      if (m) {
        const set = branches.get(m[1]) ?? branches.set(m[1], new Set(['main', 'develop'])).get(m[1]);
        if (req.method === 'GET' && Math.random() < 0.02) return send(502, { message: '502 Bad Gateway' });
        if (req.method === 'GET' && !m[2]) {
          const names = [...set].slice(0, 20);
          return send(200, names.map(branch), { 'x-total': String(set.size), 'x-page': '1', 'x-per-page': '20', 'x-total-pages': '1' });
        }
        if (req.method === 'GET') return set.has(decodeURIComponent(m[2])) ? send(200, branch(decodeURIComponent(m[2]))) : send(404, { message: '404 Branch Not Found' });
        if (req.method === 'POST') {
          const body = JSON.parse(raw || '{}');
          if (set.has(body.branch)) return send(400, { message: 'Branch already exists' });
          // Bounded state: the soak must not measure the fake's own growth.
          if (set.size > 200) set.clear(), set.add('main'), set.add('develop');
          set.add(body.branch);
          return send(201, branch(body.branch));
        }
      }
      send(404, { message: '404 Not Found' });
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() })));
}

// ------------------------------------------------------------------------------------------
// The server under test
// ------------------------------------------------------------------------------------------
function startServer(gitlabUrl) {
  const child = spawn(process.execPath, [BIN, '--http', '--http-addr', '127.0.0.1:0', '--gitlab-url', gitlabUrl, '--rate-limit-rps', '0', '--max-http-clients', String(POOL), '--log-level', 'info'], {
    env: { PATH: process.env.PATH, GITLAB_MCP_RETRY_BASE_DELAY: '20ms', GITLAB_MCP_DRAIN_DELAY: '0' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // Info level, as deployed: one JSON line per request and per tool call (drained, not kept).
  let err = '';
  let listening = false;
  child.stderr.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    child.stderr.on('data', (d) => {
      if (listening) return;
      err += d;
      if (err.length > 1e6) err = err.slice(-1e5);
      const m = /"url":"([^"]+)".*"msg":"listening"|"msg":"listening".*"url":"([^"]+)"/.exec(err);
      if (m) {
        listening = true;
        resolve({ child, endpoint: `${m[1] ?? m[2]}/mcp` });
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${err.slice(-2000)}`)));
  });
}

const procStatus = (pid) => readFileSync(`/proc/${pid}/status`, 'utf8');
const rssMiB = (pid) => Number(/VmRSS:\s+(\d+)/.exec(procStatus(pid))[1]) / 1024;
const fdCount = (pid) => readdirSync(`/proc/${pid}/fd`).length;
const pct = (sorted, p) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);

/** Least-squares slope of y over x. */
function slope(points) {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  const num = points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0);
  const den = points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  return den === 0 ? 0 : num / den;
}

// ------------------------------------------------------------------------------------------
// Load: each call is one stateless POST /mcp (the way most HTTP clients talk to it)
// ------------------------------------------------------------------------------------------
const OPS = [
  [30, 'read-list', (i) => ({ name: 'gitlab_execute_action', arguments: { action: 'branch.list', params: { project_id: `${42 + (i % 5)}` } } })],
  [25, 'read-get', () => ({ name: 'gitlab_execute_action', arguments: { action: 'branch.get', params: { project_id: '42', branch: 'main' } } })],
  [15, 'write', (i, n) => ({ name: 'gitlab_execute_action', arguments: { action: 'branch.create', params: { project_id: `${42 + (i % 5)}`, branch_name: `soak-${i}-${n}`, ref: 'main' } } })],
  [10, 'not-found', (i, n) => ({ name: 'gitlab_execute_action', arguments: { action: 'branch.get', params: { project_id: '42', branch: `missing-${n}` } } })],
  [10, 'refused', () => ({ name: 'gitlab_execute_action', arguments: { action: 'branch.get', params: { project_id: '42', nope: 1 } } })],
  [5, 'find', () => ({ name: 'gitlab_find_action', arguments: { query: 'list branches' } })],
  [5, 'tools/list', null],
];
const TOTAL_WEIGHT = OPS.reduce((s, o) => s + o[0], 0);
function pickOp() {
  let r = Math.random() * TOTAL_WEIGHT;
  for (const op of OPS) if ((r -= op[0]) < 0) return op;
  return OPS[0];
}

async function main() {
  const gitlab = await startFakeGitlab();
  const { child, endpoint } = await startServer(gitlab.url);
  const pid = child.pid;
  const started = Date.now();
  const end = started + SECONDS * 1000;
  let seq = 0;
  let window = { latencies: [], ok: 0, toolErrors: 0, rpcErrors: 0, transportErrors: 0 };
  const samples = [];
  const totals = { calls: 0, ok: 0, toolErrors: 0, rpcErrors: 0, transportErrors: 0, byOp: {} };

  const worker = async (w) => {
    while (Date.now() < end) {
      const n = ++seq;
      const cred = n % CREDENTIALS;
      const [, name, make] = pickOp();
      const body = make === null ? { jsonrpc: '2.0', id: n, method: 'tools/list' } : { jsonrpc: '2.0', id: n, method: 'tools/call', params: make(w, n) };
      const t0 = performance.now();
      try {
        const res = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'PRIVATE-TOKEN': `glpat-soak-${String(cred).padStart(4, '0')}-xxxxxxxxxxxx` },
          body: JSON.stringify(body),
        });
        const reply = await res.json();
        if (reply.error) window.rpcErrors++;
        else if (reply.result?.isError) window.toolErrors++;
        else window.ok++;
      } catch {
        window.transportErrors++;
      }
      window.latencies.push(performance.now() - t0);
      totals.byOp[name] = (totals.byOp[name] ?? 0) + 1;
    }
  };

  const sampler = setInterval(() => {
    const w = window;
    window = { latencies: [], ok: 0, toolErrors: 0, rpcErrors: 0, transportErrors: 0 };
    const sorted = w.latencies.sort((a, b) => a - b);
    const s = {
      t: Math.round((Date.now() - started) / 1000),
      rss_mib: Number(rssMiB(pid).toFixed(1)),
      fds: fdCount(pid),
      calls: sorted.length,
      rps: Math.round(sorted.length / SAMPLE_SECONDS),
      p50_ms: Number(pct(sorted, 50).toFixed(1)),
      p99_ms: Number(pct(sorted, 99).toFixed(1)),
      ok: w.ok,
      tool_errors: w.toolErrors,
      rpc_errors: w.rpcErrors,
      transport_errors: w.transportErrors,
    };
    for (const k of ['ok', 'toolErrors', 'rpcErrors', 'transportErrors']) totals[k] += w[k];
    totals.calls += sorted.length;
    samples.push(s);
    process.stdout.write(`${JSON.stringify(s)}\n`);
  }, SAMPLE_SECONDS * 1000);

  const baseline = { rss_mib: Number(rssMiB(pid).toFixed(1)), fds: fdCount(pid) };
  process.stdout.write(`soak: ${SECONDS}s, ${CREDENTIALS} credentials, pool ${POOL}, concurrency ${CONCURRENCY}, server pid ${pid}, baseline ${JSON.stringify(baseline)}\n`);
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, w) => worker(w)));
  clearInterval(sampler);
  // Let in-flight sockets close, then look at what is left.
  await new Promise((r) => setTimeout(r, 2000));
  const after = { rss_mib: Number(rssMiB(pid).toFixed(1)), fds: fdCount(pid) };

  const half = samples.slice(Math.floor(samples.length / 2));
  const rssSlope = slope(half.map((s) => ({ x: s.t / 60, y: s.rss_mib })));
  const first = samples.slice(0, 2);
  const last = samples.slice(-2);
  const avg = (list, k) => list.reduce((s, x) => s + x[k], 0) / Math.max(1, list.length);
  const summary = {
    seconds: SECONDS,
    credentials: CREDENTIALS,
    calls: totals.calls,
    ok: totals.ok,
    tool_errors: totals.toolErrors,
    rpc_errors: totals.rpcErrors,
    transport_errors: totals.transportErrors,
    by_op: totals.byOp,
    rss_mib: { baseline: baseline.rss_mib, peak: Math.max(...samples.map((s) => s.rss_mib)), end: after.rss_mib },
    rss_slope_mib_per_min_second_half: Number(rssSlope.toFixed(2)),
    fds: { baseline: baseline.fds, peak: Math.max(...samples.map((s) => s.fds)), after_idle: after.fds },
    p99_ms: { first_windows: Number(avg(first, 'p99_ms').toFixed(1)), last_windows: Number(avg(last, 'p99_ms').toFixed(1)) },
    p50_ms: { first_windows: Number(avg(first, 'p50_ms').toFixed(1)), last_windows: Number(avg(last, 'p50_ms').toFixed(1)) },
    server_alive: child.exitCode === null,
  };
  process.stdout.write(`summary ${JSON.stringify(summary, null, 2)}\n`);
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  gitlab.close();
  if (!summary.server_alive || summary.transport_errors > 0) process.exitCode = 1;
}

main().catch((e) => {
  process.stderr.write(`soak failed: ${e.stack ?? e}\n`);
  process.exit(1);
});
