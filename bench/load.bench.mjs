// HTTP load test (issue "HTTP mode for teams"): 200 concurrent credentials × 20 project.get
// calls each through gitlab_execute_action over stateless Streamable HTTP (plain fetch JSON-RPC
// POSTs, no initialize: each stateless POST stands alone, checked below), against the any-token
// fake GitLab. Baseline: the same number of GETs straight to the fake GitLab at the same
// concurrency. Bounded: every request shares one overall deadline.
import { setMaxListeners } from 'node:events';
import { startFakeGitlab } from './fake-gitlab.mjs';
import { PROJECT_GET, mcpPost, mib, percentile, rssMiB, sleep, spawnHttp } from './lib.mjs';

const CREDS = Number(process.env.BENCH_LOAD_CREDS ?? 200);
const CALLS = Number(process.env.BENCH_LOAD_CALLS ?? 20);
const DEADLINE_MS = Number(process.env.BENCH_LOAD_TIMEOUT_MS ?? 120_000);

/**
 * `CREDS` workers, each making `CALLS` sequential calls (after `warm` unmeasured ones); returns
 * latencies, errors, wall time. Each worker has its own AbortController tied to the deadline,
 * so no signal collects thousands of listeners.
 */
async function drive(call, signal, { warm = 0 } = {}) {
  const lat = [];
  const first = [];
  const errors = new Map();
  const workers = Array.from({ length: CREDS }, () => {
    const ctl = new AbortController();
    // fetch (undici) leaves one abort listener per request on the signal until it is collected.
    setMaxListeners(warm + CALLS + 10, ctl.signal);
    const stop = () => ctl.abort(signal.reason);
    signal.addEventListener('abort', stop, { once: true });
    return { signal: ctl.signal, done: () => signal.removeEventListener('abort', stop) };
  });
  await Promise.all(workers.map(async (wk, w) => {
    for (let i = 0; i < warm; i++) await call(w, wk.signal).catch(() => {});
  }));
  const t0 = performance.now();
  await Promise.all(
    workers.map(async (wk, w) => {
      for (let i = 0; i < CALLS; i++) {
        if (signal.aborted) {
          errors.set('deadline', (errors.get('deadline') ?? 0) + (CALLS - i));
          break;
        }
        const t = performance.now();
        try {
          await call(w, wk.signal);
          (i === 0 ? first : lat).push(performance.now() - t);
        } catch (e) {
          const key = String(e.message ?? e).slice(0, 120);
          errors.set(key, (errors.get(key) ?? 0) + 1);
        }
      }
      wk.done();
    }),
  );
  const wall = performance.now() - t0;
  const all = [...first, ...lat];
  return { lat, first, all, errors, wall, ok: all.length };
}

export async function run() {
  const gl = await startFakeGitlab();
  const signal = AbortSignal.timeout(DEADLINE_MS);
  // One listener per worker, plus the warm-up fetches that use it directly.
  setMaxListeners(CREDS + 64, signal);
  const rows = [];
  const metrics = {};
  let srv;
  try {
    // Baseline: the same GETs straight to the fake GitLab (fetch, same concurrency).
    const base = await drive(async (w, s) => {
      const r = await fetch(`${gl.url}/api/v4/projects/42`, { headers: { 'PRIVATE-TOKEN': `direct-${w}` }, signal: s });
      await r.text();
      if (r.status !== 200) throw new Error(`HTTP ${r.status}`);
    }, signal, { warm: 1 });

    srv = await spawnHttp({ gitlabUrl: gl.url, env: { GITLAB_MCP_MAX_HTTP_CLIENTS: String(Math.max(256, CREDS + 8)) } });
    // Stateless mode: a tools/call POST without initialize is answered (verified here).
    const probeCall = await mcpPost(srv.endpoint, 'bench-warmup', 'tools/call', PROJECT_GET, signal);
    if (!probeCall.structuredContent && !probeCall.content) throw new Error('tools/call without initialize was not answered');
    for (let i = 0; i < 20; i++) await mcpPost(srv.endpoint, 'bench-warmup', 'tools/call', PROJECT_GET, signal);
    await sleep(300);
    const before = rssMiB(srv.pid);
    const load = await drive((w, s) => mcpPost(srv.endpoint, `bench-load-${w}`, 'tools/call', PROJECT_GET, s), signal);
    await sleep(300);
    const after = rssMiB(srv.pid);

    const total = CREDS * CALLS;
    const errCount = [...load.errors.values()].reduce((a, b) => a + b, 0);
    const baseRate = (base.ok / base.wall) * 1000;
    const rate = (load.ok / load.wall) * 1000;
    const p = (v) => `${percentile(v, 50).toFixed(1)} / ${percentile(v, 99).toFixed(1)} ms`;
    rows.push([`direct GETs to the fake GitLab, ${CREDS} workers × ${CALLS} (baseline, connections warmed)`, `${baseRate.toFixed(0)} req/s; p50 / p99 ${p(base.all)}`, '1.00×']);
    rows.push([`MCP project.get, ${CREDS} credentials × ${CALLS} calls (${total})`, `${rate.toFixed(0)} calls/s in ${(load.wall / 1000).toFixed(1)} s`, `${(rate / baseRate).toFixed(2)}× baseline throughput`]);
    rows.push(['latency p50 / p99, all calls', p(load.all), `${(percentile(load.all, 50) / percentile(base.all, 50)).toFixed(2)}× baseline p50`]);
    rows.push(['latency p50 / p99, first call per credential (identity discovery)', p(load.first), '']);
    rows.push(['latency p50 / p99, later calls', p(load.lat), '']);
    rows.push(['errors', `${errCount}${errCount ? ` (${[...load.errors.entries()].map(([k, v]) => `${v}× ${k}`).join('; ')})` : ''}`, errCount === 0 ? 'ok' : 'FAIL: must be 0']);
    rows.push(['server RSS before / after', `${mib(before)} / ${mib(after)}`, `${(after / before).toFixed(2)}×`]);
    rows.push(['RSS growth per credential (no forced GC)', `${(((after - before) / CREDS) * 1024).toFixed(1)} KiB`, '']);
    const fakeCalls = [...gl.requests.values()].reduce((a, b) => a + b, 0);
    Object.assign(metrics, {
      'load.rate': rate,
      'load.baseRate': baseRate,
      'load.p50': percentile(load.all, 50),
      'load.p99': percentile(load.all, 99),
      'load.errors': errCount,
      'load.perCred': (after - before) / CREDS,
      'load.fakeRequests': fakeCalls,
    });
    return {
      title: `HTTP load (stateless Streamable HTTP, ${CREDS} concurrent credentials, fake GitLab)`,
      rows,
      metrics,
      notes: [
        `Each of ${CREDS} workers has its own token and makes ${CALLS} sequential tools/call POSTs (fetch, \`accept: application/json, text/event-stream\`, JSON answers); no initialize: in stateless mode each POST is independent, and the first tools/call was checked to be answered. Overall deadline ${DEADLINE_MS / 1000} s.`,
        `Default server settings except GITLAB_MCP_MAX_HTTP_CLIENTS=${Math.max(256, CREDS + 8)} (the default 100 would evict and re-discover credentials); the per-credential rate limit (10 rps, burst 40) is on. The fake GitLab answered ${fakeCalls} requests (5 discovery requests per new credential + one per call).`,
        'Client, fake GitLab and server share the 2 cores: the baseline row is what the client and fake GitLab alone reach.',
      ],
    };
  } finally {
    await srv?.stop();
    await gl.close();
  }
}
