// Issue 17 "Show": the cost of telemetry. The same stdio server twice, side by side in one run:
// telemetry off (the default) and on (OTLP http/protobuf traces, metrics and logs exported to a
// receiver on loopback that reads each body and answers 200), each making project.get through
// gitlab_execute_action against the embedded simulator; the direct GitLab request is the baseline.
//   node bench/telemetry.bench.mjs   prints the section and rewrites it in bench/RESULTS.md
import { Agent, createServer } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { directGet, timed } from './calls.bench.mjs';
import { TELEMETRY_TITLE, sectionMarkdown as markdown, writeSection } from './sections.mjs';
import { BUILD, PROJECT_GET, RawStdio, percentile, rssMiB, sleep, startSim } from './lib.mjs';

const CALLS = Number(process.env.BENCH_CALLS ?? 1000);
const WARMUP = 50;

/** A receiver that reads each OTLP body and answers 200 (what a collector costs the server, without a collector's work). */
async function sink() {
  const counts = { requests: 0, bytes: 0 };
  const server = createServer((req, res) => {
    req.on('data', (c) => (counts.bytes += c.length));
    req.on('end', () => {
      counts.requests++;
      res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
    });
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${server.address().port}`, counts, close: () => new Promise((r) => server.close(r)) };
}

export async function run() {
  const sim = await startSim();
  const receiver = await sink();
  const base = { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api, GITLAB_MCP_TOOL_SURFACE: 'dynamic' };
  // Exports every second, so the run pays for several batches of each signal.
  const on = { ...base, OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_BSP_SCHEDULE_DELAY: '1000', OTEL_BLRP_SCHEDULE_DELAY: '1000', OTEL_METRIC_EXPORT_INTERVAL: '1000' };
  const servers = { off: new RawStdio({ env: base }), on: new RawStdio({ env: on }) };
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const projectUrl = `${sim.url}/api/v4/projects/42`;
  const times = { direct: [], off: [], on: [] };
  const rss = { start: {}, after: {} };
  const check = (r) => {
    if (r.message?.error || r.message?.result?.isError) throw new Error(`project.get failed: ${JSON.stringify(r.message).slice(0, 300)}`);
  };
  try {
    for (const s of Object.values(servers)) await s.initialize();
    await sleep(1000);
    for (const [k, s] of Object.entries(servers)) rss.start[k] = rssMiB(s.pid);
    for (let i = 0; i < WARMUP; i++) {
      await directGet(projectUrl, sim.tokens.api, agent);
      for (const s of Object.values(servers)) check(await s.request('tools/call', PROJECT_GET));
    }
    const steps = [
      async () => times.direct.push((await timed(() => directGet(projectUrl, sim.tokens.api, agent)))[0]),
      async () => {
        const [t, r] = await timed(() => servers.off.request('tools/call', PROJECT_GET));
        check(r);
        times.off.push(t);
      },
      async () => {
        const [t, r] = await timed(() => servers.on.request('tools/call', PROJECT_GET));
        check(r);
        times.on.push(t);
      },
    ];
    for (let i = 0; i < CALLS; i++) for (let k = 0; k < steps.length; k++) await steps[(i + k) % steps.length]();
    // One more export period, so the last batches have gone out before RSS is read.
    await sleep(1500);
    for (const [k, s] of Object.entries(servers)) rss.after[k] = rssMiB(s.pid);
  } finally {
    for (const s of Object.values(servers)) s.child.stdin.end();
    agent.destroy();
    await sleep(500);
    await receiver.close();
    await sim.close();
  }
  const p50 = (k) => percentile(times[k], 50);
  const p99 = (k) => percentile(times[k], 99);
  const f = (v) => v.toFixed(2);
  const over = (k, p) => percentile(times[k], p) - percentile(times.direct, p);
  const rows = [
    ['direct GitLab GET /projects/42 p50 / p99 (baseline)', `${f(p50('direct'))} / ${f(p99('direct'))} ms`, '1.00×'],
    [`project.get, telemetry off p50 / p99 (${CALLS} calls)`, `${f(p50('off'))} / ${f(p99('off'))} ms`, `${(p50('off') / p50('direct')).toFixed(2)}× direct`],
    [`project.get, telemetry on p50 / p99 (${CALLS} calls)`, `${f(p50('on'))} / ${f(p99('on'))} ms`, `${(p50('on') / p50('off')).toFixed(2)}× off`],
    ['per-call overhead off p50 / p99 (MCP − direct)', `${f(over('off', 50))} / ${f(over('off', 99))} ms`, ''],
    ['per-call overhead on p50 / p99 (MCP − direct)', `${f(over('on', 50))} / ${f(over('on', 99))} ms`, ''],
    ['telemetry cost per call p50 / p99 (on − off)', `${f(p50('on') - p50('off'))} / ${f(p99('on') - p99('off'))} ms`, ''],
    ['RSS after start, off / on', `${rss.start.off.toFixed(1)} / ${rss.start.on.toFixed(1)} MiB`, `+${(rss.start.on - rss.start.off).toFixed(1)} MiB`],
    [`RSS after ${CALLS + WARMUP} calls, off / on`, `${rss.after.off.toFixed(1)} / ${rss.after.on.toFixed(1)} MiB`, `+${(rss.after.on - rss.after.off).toFixed(1)} MiB`],
    ['OTLP requests / bytes the receiver got (on)', `${receiver.counts.requests} / ${receiver.counts.bytes.toLocaleString('en-US')} B`, ''],
  ];
  const cpu0 = cpus();
  return {
    title: TELEMETRY_TITLE,
    rows,
    metrics: { 'off.p50': p50('off'), 'on.p50': p50('on'), 'off.p99': p99('off'), 'on.p99': p99('on'), 'rss.off': rss.after.off, 'rss.on': rss.after.on },
    notes: [
      `node bench/telemetry.bench.mjs: two stdio servers from the same build, ${WARMUP} warm-up calls each, then ${CALLS} iterations each making the direct request and one bare JSON-RPC tools/call on each server, the order rotated every iteration. "on" exports OTLP http/protobuf traces (one server span and one GitLab client span per call), metrics and logs (one log line per call) every second to a loopback receiver that reads the body and answers 200; "off" is the default (no OTEL_* variable): the SDK is not loaded.`,
      'RSS from /proc/<pid>/status, one second after initialize and after the calls (plus one export period). The first figure of "on" includes the SDK bundle (dist/telemetry.js) loaded and its providers, exporters and batch queues.',
      `Machine: ${cpu0.length} × ${cpu0[0]?.model?.trim() ?? 'cpu'}, Node ${process.version}, 1-minute load average ${loadavg()[0].toFixed(2)} at the end (shared with other work: absolute figures move from run to run; the on/off ratios within the run hold better). Build measured: dist/ built ${BUILD.builtAt.toISOString().replace('T', ' ').slice(0, 19)} UTC.`,
    ],
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = markdown(await run());
  process.stdout.write(text);
  writeSection(TELEMETRY_TITLE, text);
  process.exit(0);
}
