// Drain on SIGTERM (issue 17 #4): SIGTERM → exit of an idle HTTP server for --drain-delay 0 and
// 1s, SIGTERM → first /health 503 and a second SIGTERM → exit with a 2m delay, medians of
// BENCH_RUNS spawns beside a bare `node` that exits on SIGTERM (the baseline). Run on its own:
// `node bench/drain.bench.mjs`.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { CLEAN_ENV, RUNS, median, ms, ratio, spawnHttp, startSim } from './lib.mjs';
import { DRAIN_TITLE, writeSection } from './sections.mjs';

const exitOf = (child) => new Promise((r) => child.once('exit', () => r(performance.now())));

async function bareNode() {
  const child = spawn(process.execPath, ['-e', "process.on('SIGTERM', () => process.exit(0)); console.log('up'); setInterval(() => {}, 1000)"], { env: CLEAN_ENV, stdio: ['ignore', 'pipe', 'ignore'] });
  await new Promise((r) => child.stdout.once('data', r));
  const exited = exitOf(child);
  const t0 = performance.now();
  child.kill('SIGTERM');
  return (await exited) - t0;
}

async function stopAfter(gitlabUrl, delay) {
  const s = await spawnHttp({ gitlabUrl, args: ['--drain-delay', delay] });
  const exited = exitOf(s.child);
  const t0 = performance.now();
  s.child.kill('SIGTERM');
  return (await exited) - t0;
}

async function healthThenSecondSignal(gitlabUrl) {
  const s = await spawnHttp({ gitlabUrl, args: ['--drain-delay', '2m'] });
  const exited = exitOf(s.child);
  const t0 = performance.now();
  s.child.kill('SIGTERM');
  while ((await fetch(`${s.url}/health`)).status !== 503);
  const to503 = performance.now() - t0;
  const t1 = performance.now();
  s.child.kill('SIGTERM');
  return { to503, secondToExit: (await exited) - t1 };
}

export async function run() {
  const sim = await startSim();
  const runs = Math.max(3, Math.min(RUNS, 5));
  const base = [];
  const zero = [];
  const one = [];
  const to503 = [];
  const second = [];
  for (let i = 0; i < runs; i++) {
    base.push(await bareNode());
    zero.push(await stopAfter(sim.url, '0'));
    one.push(await stopAfter(sim.url, '1s'));
    const h = await healthThenSecondSignal(sim.url);
    to503.push(h.to503);
    second.push(h.secondToExit);
  }
  await sim.close();
  const b = median(base);
  const rows = [
    ['bare `node`: SIGTERM → exit (baseline)', ms(b, 1), '1.00×'],
    ['`--drain-delay 0`: SIGTERM → exit', ms(median(zero), 1), ratio(median(zero), b)],
    ['`--drain-delay 1s`: SIGTERM → exit', ms(median(one), 1), ratio(median(one), b)],
    ['`--drain-delay 2m`: SIGTERM → first `/health` 503', ms(median(to503), 1), ratio(median(to503), b)],
    ['`--drain-delay 2m`: second SIGTERM → exit', ms(median(second), 1), ratio(median(second), b)],
  ];
  return {
    title: DRAIN_TITLE,
    runs,
    rows,
    metrics: { 'drain.zero': median(zero), 'drain.one': median(one), 'drain.to503': median(to503), 'drain.second': median(second), 'drain.baseline': b },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { title, rows, runs } = await run();
  const text = `## ${title}\n\n| measure | median of ${runs} | vs baseline |\n|---|---|---|\n${rows.map((r) => `| ${r.join(' | ')} |`).join('\n')}\n`;
  process.stdout.write(text);
  writeSection(title, text);
}
