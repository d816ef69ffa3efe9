// `npm run bench`: runs every benchmark in sequence, checks the goals, profiles the server where
// a goal is missed, prints the result and writes bench/RESULTS.md.
//   BENCH_ONLY=calls,memory   run only those topics (startup, footprint, calls, memory, load, peer, growth)
//   BENCH_RUNS=10             spawns per start-up median (default 10)
//   BENCH_PROFILE=0           no profiles, even where a goal is missed
//   BENCH_SNAPSHOT=0 / BENCH_BUILD_ROOT=dir   which build is measured (see bench/lib.mjs)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { BENCH, BUILD, RUNS, ensureBenchDeps } from './lib.mjs';
import { BUDGET as GROWTH_BUDGET } from './growth.bench.mjs';
import { keptSections } from './sections.mjs';
import { PROFILES, profileMarkdown } from './profile.mjs';

const TOPICS = ['startup', 'footprint', 'calls', 'memory', 'load', 'peer', 'growth'];
const only = (process.env.BENCH_ONLY ?? '').split(',').map((s) => s.trim()).filter(Boolean);
for (const t of only) if (!TOPICS.includes(t)) throw new Error(`BENCH_ONLY: unknown topic "${t}" (one of ${TOPICS.join(', ')})`);
const topics = only.length ? only : TOPICS;
const BUDGET_MS = 8 * 60_000;

const started = performance.now();
const loadAtStart = loadavg()[0];
if (loadAtStart > 1) process.stderr.write(`[bench] warning: 1-minute load average is ${loadAtStart.toFixed(2)} on ${cpus().length} cores: other processes will inflate the timings\n`);
const log = (m) => process.stderr.write(`[bench ${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s] ${m}\n`);

// Tokenizer and peer live in bench/node_modules (bench/package.json); install them first so the
// install is not inside any measurement.
if (topics.some((t) => ['footprint', 'peer', 'growth'].includes(t))) {
  const d = ensureBenchDeps();
  if (d.installed) log(`installed bench dependencies (npm ci --prefix bench) in ${(d.ms / 1000).toFixed(1)} s`);
}

const sections = {};
for (const topic of topics) {
  if (performance.now() - started > BUDGET_MS) {
    sections[topic] = { title: topic, rows: [['skipped', 'the run was past its 8-minute budget', '']] };
    continue;
  }
  log(`${topic} …`);
  const t0 = performance.now();
  const mod = await import(`./${topic}.bench.mjs`);
  try {
    sections[topic] = await mod.run();
  } catch (e) {
    sections[topic] = { title: topic, rows: [['failed', String(e?.stack ?? e).split('\n')[0], '']], metrics: {} };
    log(`${topic} failed: ${e?.stack ?? e}`);
  }
  sections[topic].seconds = (performance.now() - t0) / 1000;
  log(`${topic} done in ${sections[topic].seconds.toFixed(1)} s`);
}

// ---------------------------------------------------------------------------------------------
// Goals: value from the metrics, the limit, and which profile explains a miss.
// ---------------------------------------------------------------------------------------------
const M = (topic, key) => sections[topic]?.metrics?.[key];
const maxOf = (...v) => (v.some((x) => x === undefined) ? undefined : Math.max(...v));
const GOALS = [
  { label: 'spawn → initialize (worst surface)', limit: 150, unit: 'ms', value: maxOf(M('startup', 'init.dynamic'), M('startup', 'init.meta'), M('startup', 'init.individual')), profile: 'startup' },
  { label: 'spawn → first tools/list (worst surface)', limit: 350, unit: 'ms', value: maxOf(M('startup', 'list.dynamic'), M('startup', 'list.meta'), M('startup', 'list.individual')), profile: 'startup' },
  { label: 'warm tools/list p50 (SDK client)', limit: 1, unit: 'ms', value: M('calls', 'list.p50'), server: M('calls', 'raw.list.p50'), profile: 'calls' },
  { label: 'gitlab_find_action p50 (SDK client)', limit: 2, unit: 'ms', value: M('calls', 'find.p50'), server: M('calls', 'raw.find.p50'), profile: 'calls' },
  { label: 'gitlab_find_action p99 (SDK client)', limit: 10, unit: 'ms', value: M('calls', 'find.p99'), profile: 'calls' },
  { label: 'per-call overhead p50 (SDK client − direct)', limit: 1, unit: 'ms', value: M('calls', 'overhead.p50'), server: M('calls', 'raw.overhead.p50'), profile: 'calls' },
  { label: 'stdio RSS (dynamic; worst of after start / after 1000 calls)', limit: 90, unit: 'MiB', value: maxOf(M('memory', 'stdio.start.dynamic'), M('memory', 'stdio.after')), profile: 'heap' },
  { label: 'HTTP RSS growth per credential (1→256, after GC)', limit: 0.1, unit: 'MiB', value: M('memory', 'http.perCred'), profile: 'http-heap' },
  { label: 'dynamic tools/list tokens (cl100k)', limit: 1500, unit: 'tok', value: M('footprint', 'dynamic.tokens') },
  { label: 'HTTP load errors (200 × 20)', limit: 0, unit: '', value: M('load', 'load.errors') },
  { label: `spawn → first tools/list at ${M('growth', 'growth.added.actions') ?? 1100} actions (dynamic)`, limit: GROWTH_BUDGET.listMs, unit: 'ms', value: M('growth', 'growth.added.list.dynamic') },
  { label: `stdio RSS after start at ${M('growth', 'growth.added.actions') ?? 1100} actions (worst of dynamic, individual)`, limit: GROWTH_BUDGET.rssMiB, unit: 'MiB', value: M('growth', 'growth.added.rss') },
];
const fmt = (v, unit) => (unit === 'MiB' && v < 1 ? `${(v * 1024).toFixed(1)} KiB` : unit === 'tok' || unit === '' ? `${Math.round(v).toLocaleString('en-US')}${unit ? ` ${unit}` : ''}` : `${v.toFixed(unit === 'ms' && v < 10 ? 2 : 1)} ${unit}`);
const goalRows = [];
const missedProfiles = new Set();
for (const g of GOALS) {
  if (g.value === undefined) continue;
  const met = g.value <= g.limit;
  if (!met && g.profile) missedProfiles.add(g.profile);
  const over = g.limit === 0 ? `${g.value} over` : `+${fmt(g.value - g.limit, g.unit)} (${(g.value / g.limit).toFixed(2)}× the goal)`;
  goalRows.push([
    `${g.label} ≤ ${fmt(g.limit, g.unit)}`,
    `${fmt(g.value, g.unit)}${g.server !== undefined ? ` (server alone, bare client: ${fmt(g.server, g.unit)})` : ''}`,
    met ? 'met' : `**missed** by ${over}`,
  ]);
}

// Profiles of the misses.
const profiles = [];
if (process.env.BENCH_PROFILE !== '0') {
  for (const name of missedProfiles) {
    if (performance.now() - started > BUDGET_MS) break;
    log(`profile ${name} …`);
    try {
      profiles.push({ name, ...(await PROFILES[name]()) });
    } catch (e) {
      profiles.push({ name, title: `profile ${name}`, context: `failed: ${e.message}`, summary: { kind: 'cpu', total: 0, modules: [], functions: [], charged: [] } });
    }
  }
}

// What dominates each miss: the profile's top modules (Node internals charged to their caller).
const why = [];
const top3 = (name) => {
  const p = profiles.find((x) => x.name === name);
  if (!p?.summary?.charged?.length) return '';
  const unit = p.summary.kind === 'heap' ? (v) => `${(v / 2 ** 20).toFixed(1)} MiB` : (v) => `${v.toFixed(0)} ms`;
  return p.summary.charged
    .filter((m) => !['(idle)', '(program)'].includes(m.name))
    .slice(0, 4)
    .map((m) => `${m.name} ${unit(m.value)} (${m.pct.toFixed(0)}%)`)
    .join(', ');
};
for (const g of GOALS) {
  if (g.value === undefined || g.value <= g.limit || !g.profile) continue;
  let text = `- **${g.label}**: ${fmt(g.value, g.unit)} against ${fmt(g.limit, g.unit)}.`;
  if (g.server !== undefined) text += ` The server alone (bare JSON-RPC client) takes ${fmt(g.server, g.unit)}${g.server <= g.limit ? ', within the goal: the rest is the SDK client\'s own work in the calling process (zod parsing of the result, output-schema validation)' : ''}.`;
  if (g.profile === 'heap' && M('memory', 'stdio.heapTotal') !== undefined) {
    text += ` After start: ${M('memory', 'stdio.start.dynamic.anon').toFixed(0)} MiB anonymous + ${M('memory', 'stdio.start.dynamic.file').toFixed(0)} MiB file-backed (an idle node: ${M('memory', 'idle.rss').toFixed(0)} MiB, of which ${M('memory', 'idle.file').toFixed(0)} MiB file-backed). After 1000 calls and a full GC: RSS ${M('memory', 'stdio.afterGc').toFixed(0)} MiB, with a V8 heap of ${M('memory', 'stdio.heapTotal').toFixed(0)} MiB reserved but only ${M('memory', 'stdio.heapUsed').toFixed(0)} MiB live; reserved by space (MiB): ${M('memory', 'stdio.spaces')}. Capping the young generation (\`node --max-semi-space-size=2\`) gives ${M('memory', 'stdio.capped.start').toFixed(0)} MiB after start and ${M('memory', 'stdio.capped.after').toFixed(0)} MiB after the calls; what remains is code: ~${(M('memory', 'stdio.start.dynamic.file') - M('memory', 'idle.file')).toFixed(0)} MiB more of the node binary mapped than an idle node, and the loaded packages' source and bytecode (heap profile below).`;
  }
  const t = top3(g.profile);
  if (t) text += ` Profile (${g.profile}): ${t}.`;
  why.push(text);
}

// ---------------------------------------------------------------------------------------------
// Headline table (for the README): one line per figure people ask about first.
// ---------------------------------------------------------------------------------------------
const headline = [];
const h = (measure, ours, compare, goal) => {
  if (ours !== undefined && !String(ours).includes('undefined') && !String(ours).includes('NaN')) headline.push([measure, ours, compare, goal]);
};
const f0 = (v) => (v === undefined ? undefined : v.toFixed(0));
const f2 = (v) => (v === undefined ? undefined : v.toFixed(2));
const peerName = sections.peer?.title?.match(/@zereight\/mcp-gitlab [\d.]+/)?.[0] ?? '@zereight/mcp-gitlab';
const pr = (k) => (M('peer', k) === undefined ? '' : `${M('peer', k).toFixed(2)}× ${peerName}`);
h('spawn → initialize (stdio, dynamic)', `${f0(M('startup', 'init.dynamic'))} ms`, pr('peer.init.ratio'), '≤ 150 ms');
h('spawn → first tools/list (stdio, dynamic)', `${f0(M('startup', 'list.dynamic'))} ms`, pr('peer.list.ratio'), '≤ 350 ms');
h('tools/list, dynamic surface', `${M('footprint', 'dynamic.bytes')?.toLocaleString('en-US')} B · ${M('footprint', 'dynamic.tokens')?.toLocaleString('en-US')} tok (${M('footprint', 'actions.free')} actions)`, `reference 12,119 B · ~1,500 tok (1,098 actions); ${pr('peer.tokens.ratio')}`, '≤ 1,500 tok');
h('tools/list, individual surface (Ultimate)', `${M('footprint', 'individual.ultimate.tokens')?.toLocaleString('en-US')} tok (${f0(M('footprint', 'individual.ultimate.perAction'))} tok/action)`, 'reference 631,545 tok (575 tok/action)', '');
h('project.get per-call overhead p50 (MCP − direct GitLab)', `${f2(M('calls', 'overhead.p50'))} ms (server alone ${f2(M('calls', 'raw.overhead.p50'))} ms)`, pr('peer.call.ratio') ? `call latency ${pr('peer.call.ratio')}` : '', '≤ 1 ms');
h('gitlab_find_action p50 / p99', `${f2(M('calls', 'find.p50'))} / ${f2(M('calls', 'find.p99'))} ms`, 'reference 30 / 49 ms', '≤ 2 / ≤ 10 ms');
h('warm tools/list p50', `${f2(M('calls', 'list.p50'))} ms (server alone ${f2(M('calls', 'raw.list.p50'))} ms)`, '', '≤ 1 ms');
h('stdio RSS after start / after 1000 calls', `${f0(M('memory', 'stdio.start.dynamic'))} / ${f0(M('memory', 'stdio.after'))} MiB`, `reference ~106 MiB; ${pr('peer.rss.ratio')}`, '≤ 90 MiB');
h('HTTP RSS per credential (1→256)', `${M('memory', 'http.perCred') === undefined ? undefined : (M('memory', 'http.perCred') * 1024).toFixed(0)} KiB`, 'reference 154 KiB (0.15 MiB)', '≤ 102 KiB (0.1 MiB)');
h('HTTP load, 200 credentials × 20 calls', `${f0(M('load', 'load.rate'))} calls/s, p50 / p99 ${f0(M('load', 'load.p50'))} / ${f0(M('load', 'load.p99'))} ms, ${M('load', 'load.errors')} errors`, '', '0 errors');

// ---------------------------------------------------------------------------------------------
// Output.
// ---------------------------------------------------------------------------------------------
const totalS = (performance.now() - started) / 1000;
const cpu = cpus();
const machine = `${cpu.length} × ${cpu[0]?.model?.trim() ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM, ${process.platform} ${process.arch}`;
const table = (head, rows) => [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((r) => `| ${r.join(' | ')} |`)];
const lines = [
  '# Benchmark results',
  '',
  `- Date: ${new Date().toISOString().replace('T', ' ').slice(0, 16)} UTC`,
  `- Machine: ${machine}`,
  `- Node: ${process.version}`,
  `- NODE_EXTRA_CA_CERTS: ${process.env.NODE_EXTRA_CA_CERTS ? `set in the bench shell (${process.env.NODE_EXTRA_CA_CERTS}); not passed to the spawned servers, which get PATH plus their own variables` : 'not set'}`,
  `- Machine load before the run (1-minute load average): ${loadAtStart.toFixed(2)}${loadAtStart > 1 ? ' — other processes were busy, so timings are inflated; ratios within one topic (interleaved runs) hold better than absolute figures' : ' (quiet)'}`,
  `- Build measured: dist/ built ${BUILD.builtAt.toISOString().replace('T', ' ').slice(0, 19)} UTC${BUILD.root.includes('gms-bench-') ? ', copied aside at the start of the run' : ` (${BUILD.root})`}`,
  `- Run: \`npm run bench\`${only.length ? ` with BENCH_ONLY=${only.join(',')}` : ''}, BENCH_RUNS=${RUNS}; ${topics.map((t) => `${t} ${sections[t]?.seconds?.toFixed(0) ?? '-'} s`).join(', ')}; total ${totalS.toFixed(0)} s`,
  '- Everything runs on loopback: the embedded GitLab simulator, or bench/fake-gitlab.mjs (any token) where many credentials or a peer server are needed.',
  '',
];
if (headline.length) lines.push('## Headline', '', ...table(['measure', 'ours', 'compared with', 'goal'], headline), '');
if (goalRows.length) lines.push('## Goals', '', ...table(['goal', 'measured', 'verdict'], goalRows), '');
if (why.length) lines.push('### What dominates the misses', '', ...why, '', 'Details in "Profiles of the missed goals" at the end.', '');
for (const t of topics) {
  const s = sections[t];
  lines.push(`## ${s.title}`, '', ...table(['measure', 'value', 'ratio'], s.rows), '');
  for (const n of s.notes ?? []) lines.push(`- ${n}`);
  if (s.notes?.length) lines.push('');
}
if (profiles.length) {
  lines.push('## Profiles of the missed goals', '');
  lines.push('Taken with `node --cpu-prof` / `--heap-prof` on the spawned server and summarised by bench/cpuprofile.mjs (frames of the bundles in dist/ are mapped through their source maps to src/ and libs/, or to the npm package bundled in). The profile files were deleted after the run.', '');
  for (const p of profiles) lines.push(...profileMarkdown(p));
}
// The sections of benchmarks run on their own (bench/sections.mjs) are kept as they were.
const previous = existsSync(join(BENCH, 'RESULTS.md')) ? readFileSync(join(BENCH, 'RESULTS.md'), 'utf8') : '';
lines.push(...keptSections(previous));
const text = `${lines.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
process.stdout.write(text);
writeFileSync(join(BENCH, 'RESULTS.md'), text);
log(`wrote bench/RESULTS.md (total ${totalS.toFixed(0)} s)`);
