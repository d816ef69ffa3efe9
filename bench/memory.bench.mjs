// Memory: RSS of the server process (/proc/<pid>/status VmRSS) over stdio after start and after
// 1000 calls, per surface after start, and in HTTP mode with 1, 64 and 256 credentials
// (against the any-token fake GitLab) to get the growth per credential.
import { startFakeGitlab } from './fake-gitlab.mjs';
import {
  BIN,
  INIT,
  INITIALIZED,
  PROBE_ARGS,
  PROJECT_GET,
  RUNS,
  connectStdio,
  idleNodeRss,
  mcpPost,
  median,
  mib,
  probe,
  ratio,
  rssMiB,
  rssParts,
  sleep,
  spawnHttp,
  startSim,
  timeStdio,
} from './lib.mjs';

const CALLS = Number(process.env.BENCH_CALLS ?? 1000);
const REPS = Math.max(1, Math.min(RUNS, Number(process.env.BENCH_MEM_REPS ?? 3)));
const HTTP_REPS = Math.max(1, Math.min(RUNS, Number(process.env.BENCH_HTTP_MEM_REPS ?? 5)));
const SETTLE_MS = 300;
const SEMI_SPACE_FLAG = '--max-semi-space-size=2';
const CRED_STEPS = [1, 64, 256];

/** Runs `fn(i)` for i in [from, to) with at most `width` in flight. */
async function pool(from, to, width, fn) {
  let next = from;
  const worker = async () => {
    while (next < to) await fn(next++);
  };
  await Promise.all(Array.from({ length: Math.min(width, to - from) }, worker));
}

async function stdioRun(env, nodeArgs = []) {
  const srv = await connectStdio({ env, nodeArgs: [...PROBE_ARGS, ...nodeArgs] });
  try {
    await srv.client.listTools();
    await sleep(SETTLE_MS);
    const start = rssMiB(srv.pid);
    for (let i = 0; i < CALLS; i++) {
      const r = await srv.client.callTool(PROJECT_GET);
      if (r.isError) throw new Error('project.get failed');
    }
    await sleep(SETTLE_MS);
    const parts = rssParts(srv.pid);
    const heap = await probe(srv.pid, srv.stderr);
    return { start, after: parts.rss, anon: parts.anon, file: parts.file, afterGc: heap.rss / 2 ** 20, heap };
  } finally {
    await srv.close();
  }
}

/** One HTTP server: RSS and heap (both after a full GC) at 1, 64 and 256 credentials. */
async function httpRun(gitlabUrl) {
  const srv = await spawnHttp({ gitlabUrl, nodeArgs: PROBE_ARGS, env: { GITLAB_MCP_MAX_HTTP_CLIENTS: '1000' } });
  const points = [];
  try {
    const token = (i) => `bench-credential-${i}`;
    let have = 0;
    for (const n of CRED_STEPS) {
      // New credentials: one project.get each (identity discovery + the call), 16 at a time.
      await pool(have, n, 16, (i) => mcpPost(srv.endpoint, token(i), 'tools/call', PROJECT_GET));
      have = n;
      // Then one more call from every credential so far, so each entry is warm, not half-built.
      await pool(0, n, 16, (i) => mcpPost(srv.endpoint, token(i), 'tools/call', PROJECT_GET));
      await sleep(SETTLE_MS);
      const heap = await probe(srv.pid, srv.lines);
      // V8 hands freed pages back on background threads: give it a moment before reading RSS.
      await sleep(SETTLE_MS);
      points.push({ n, rss: rssMiB(srv.pid), heap: heap.heapUsed / 2 ** 20, heapTotal: heap.heapTotal / 2 ** 20 });
    }
  } finally {
    await srv.stop();
  }
  return points;
}

export async function run() {
  const rows = [];
  const idleParts = await idleNodeRss();
  const idle = idleParts.rss;
  rows.push(['idle `node` (baseline): RSS (anonymous + file-backed)', `${mib(idle)} (${mib(idleParts.anon)} + ${mib(idleParts.file)})`, '1.00×']);

  // stdio, per surface, right after start (initialize + first tools/list answered).
  const sim = await startSim();
  const env = { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api };
  const metrics = {};
  let stdio;
  try {
    for (const surface of ['dynamic', 'meta', 'individual']) {
      const r = [];
      for (let i = 0; i < REPS; i++) {
        const t = await timeStdio([BIN], { ...env, GITLAB_MCP_TOOL_SURFACE: surface }, [INIT, INITIALIZED, { id: 2, method: 'tools/list' }], { rssAfterMs: SETTLE_MS });
        r.push(t.rssParts);
      }
      const rss = median(r.map((x) => x.rss));
      const anon = median(r.map((x) => x.anon));
      const file = median(r.map((x) => x.file));
      rows.push([`stdio RSS after start (${surface}; reference dynamic ~106 MiB)`, `${mib(rss)} (${mib(anon)} + ${mib(file)})`, ratio(rss, idle)]);
      metrics[`stdio.start.${surface}`] = rss;
      metrics[`stdio.start.${surface}.anon`] = anon;
      metrics[`stdio.start.${surface}.file`] = file;
    }
    const runs = [];
    for (let i = 0; i < REPS; i++) runs.push(await stdioRun({ ...env, GITLAB_MCP_TOOL_SURFACE: 'dynamic' }));
    stdio = {
      start: median(runs.map((r) => r.start)),
      after: median(runs.map((r) => r.after)),
      anon: median(runs.map((r) => r.anon)),
      file: median(runs.map((r) => r.file)),
      afterGc: median(runs.map((r) => r.afterGc)),
      heapUsed: median(runs.map((r) => r.heap.heapUsed)) / 2 ** 20,
      heapTotal: median(runs.map((r) => r.heap.heapTotal)) / 2 ** 20,
      external: median(runs.map((r) => r.heap.external)) / 2 ** 20,
      // Reserved size of each V8 heap space (median over the runs), MiB.
      spaces: Object.fromEntries(Object.keys(runs[0].heap.spaces).map((k) => [k, median(runs.map((r) => r.heap.spaces[k].size)) / 2 ** 20])),
    };
    // What-if: the same run with V8's young generation capped (a node flag the server does not set today).
    const capped = [];
    for (let i = 0; i < REPS; i++) capped.push(await stdioRun({ ...env, GITLAB_MCP_TOOL_SURFACE: 'dynamic' }, [SEMI_SPACE_FLAG]));
    stdio.capped = { start: median(capped.map((r) => r.start)), after: median(capped.map((r) => r.after)) };
  } finally {
    await sim.close();
  }
  rows.push([`stdio RSS after ${CALLS} project.get calls (dynamic)`, `${mib(stdio.after)} (${mib(stdio.anon)} + ${mib(stdio.file)})`, ratio(stdio.after, idle)]);
  rows.push([
    '… of which after a full GC: RSS / V8 heap used / heap total / external',
    `${mib(stdio.afterGc)} / ${mib(stdio.heapUsed)} / ${mib(stdio.heapTotal)} / ${mib(stdio.external)}`,
    '',
  ]);
  metrics['stdio.after'] = stdio.after;
  metrics['stdio.heapUsed'] = stdio.heapUsed;
  metrics['stdio.heapTotal'] = stdio.heapTotal;
  metrics['stdio.afterGc'] = stdio.afterGc;
  metrics['stdio.anon'] = stdio.anon;
  const spaces = Object.entries(stdio.spaces).sort((a, b) => b[1] - a[1]).filter(([, v]) => v >= 1);
  metrics['stdio.spaces'] = spaces.map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ');
  rows.push(['… V8 heap reserved per space after the GC (MiB)', metrics['stdio.spaces'], '']);
  rows.push([
    `what-if: stdio RSS after start / after ${CALLS} calls with \`node ${SEMI_SPACE_FLAG}\``,
    `${mib(stdio.capped.start)} / ${mib(stdio.capped.after)}`,
    `${ratio(stdio.capped.after, stdio.after)} of the default`,
  ]);
  metrics['stdio.capped.start'] = stdio.capped.start;
  metrics['stdio.capped.after'] = stdio.capped.after;
  metrics['stdio.file'] = stdio.file;
  metrics['idle.rss'] = idle;
  metrics['idle.file'] = idleParts.file;

  // HTTP: growth per credential.
  const gl = await startFakeGitlab();
  const runs = [];
  try {
    for (let i = 0; i < HTTP_REPS; i++) runs.push(await httpRun(gl.url));
  } finally {
    await gl.close();
  }
  const at = (n, k) => median(runs.map((pts) => pts.find((p) => p.n === n)[k]));
  for (const n of CRED_STEPS) rows.push([`HTTP RSS with ${n} credential${n > 1 ? 's' : ''} (after GC)`, `${mib(at(n, 'rss'))} (V8 heap used ${mib(at(n, 'heap'))} of ${mib(at(n, 'heapTotal'))})`, ratio(at(n, 'rss'), idle)]);
  const perCred = (at(256, 'rss') - at(1, 'rss')) / 255;
  const perRun = runs.map((pts) => (pts.find((p) => p.n === 256).rss - pts.find((p) => p.n === 1).rss) / 255);
  const perCredHi = (at(256, 'rss') - at(64, 'rss')) / 192;
  const heapPerCred = (at(256, 'heap') - at(1, 'heap')) / 255;
  rows.push([
    'HTTP RSS growth per credential, 1→256 (64→256) (reference +0.15, goal ≤ 0.1 MiB)',
    `${(perCred * 1024).toFixed(1)} KiB (${(perCredHi * 1024).toFixed(1)} KiB); runs ${(Math.min(...perRun) * 1024).toFixed(0)}–${(Math.max(...perRun) * 1024).toFixed(0)} KiB`,
    `${ratio(perCred, 0.15)} reference`,
  ]);
  const heapTotalPerCred = (at(256, 'heapTotal') - at(1, 'heapTotal')) / 255;
  rows.push(['HTTP V8 heap growth per credential, 1→256 (after GC): live / reserved', `${(heapPerCred * 1024).toFixed(1)} / ${(heapTotalPerCred * 1024).toFixed(1)} KiB`, '']);
  Object.assign(metrics, { 'http.perCredMin': Math.min(...perRun), 'http.perCredMax': Math.max(...perRun), 'http.perCred': perCred, 'http.perCredHi': perCredHi, 'http.heapPerCred': heapPerCred, 'http.rss1': at(1, 'rss'), 'http.rss256': at(256, 'rss') });
  return {
    title: 'Memory (RSS from /proc/<pid>/status)',
    rows,
    metrics,
    notes: [
      `Medians of ${REPS} runs (HTTP: ${HTTP_REPS}). RSS (anonymous + file-backed) from /proc: file-backed pages are mostly the node binary itself. Servers run with \`--require bench/probe.cjs\` (SIGUSR2 → full GC, then process.memoryUsage() on stderr; the probe enables the GC function only then, since a V8 flag on the command line would make V8 refuse the bin's code cache); RSS "after start" is read ${SETTLE_MS} ms after the first tools/list answer, without a forced GC.`,
      `The what-if row runs the same server under \`node ${SEMI_SPACE_FLAG}\` (V8 young generation capped at 2 MiB per semi-space instead of up to 16 MiB): it shows how much of the RSS is young-generation headroom, not live data.`,
      'HTTP: the any-token fake GitLab (bench/fake-gitlab.mjs), GITLAB_MCP_MAX_HTTP_CLIENTS=1000 so no credential is evicted; each new credential makes one project.get (discovery + call), then every credential makes one more; RSS and heap are read after a full GC at 1, 64 and 256 credentials.',
    ],
  };
}
