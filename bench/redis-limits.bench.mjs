// Rate limits shared across replicas (issue 17 item 3): what the Redis-backed limiter costs beside
// the in-memory one, and whether two replicas on one Redis really share one caller's budget.
//   1. admit(): CredentialLimits.admit('tools/call') in this process, memory vs a real
//      redis-server on loopback (one EVALSHA per call); also one hit of the HTTP edge's storage
//      (MemoryEdgeStorage vs Redis, and @nestjs/throttler's own in-memory storage at the same
//      generous limit, the reason the edge keeps its own O(1) memory storage).
//   2. tools/call end to end: the built server over stateless HTTP against the fake GitLab,
//      sequential calls, without and with --redis-url (limits on, never refused).
//   3. Load: two replicas, one credential (rps 10, burst 40, the HTTP defaults), CONCURRENCY
//      calls in flight across both for DURATION ms: admitted ≈ burst + rate × duration with Redis,
//      about twice that without (each replica has its own bucket).
//
//   node bench/redis-limits.bench.mjs            prints the section and rewrites it in bench/RESULTS.md
//   BENCH_ADMITS=5000 BENCH_CALLS=400 BENCH_LOAD_MS=3000 BENCH_CONCURRENCY=16
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD, PROJECT_GET, percentile, require, spawnHttp } from './lib.mjs';
import { startFakeGitlab } from './fake-gitlab.mjs';
import { REDIS_LIMITS_TITLE, sectionMarkdown as markdown, writeSection } from './sections.mjs';

const ADMITS = Number(process.env.BENCH_ADMITS ?? 5000);
const CALLS = Number(process.env.BENCH_CALLS ?? 400);
const LOAD_MS = Number(process.env.BENCH_LOAD_MS ?? 3000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const TOKEN = 'glpat-bench-redis-limits-0123456789';

const us = (v) => `${v.toFixed(1)} µs`;
/** Microseconds shown as milliseconds. */
const msf = (v) => `${(v / 1000).toFixed(2)} ms`;
const x = (a, b) => `${(a / b).toFixed(2)}×`;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Debian's redis-server on a free loopback port, nothing on disk. */
async function startRedis() {
  if (spawnSync('redis-server', ['--version']).error) throw new Error('redis-server is not on PATH: apt-get install -y redis-server');
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', '/tmp'], { stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited ${code}: ${out}`)));
  });
  return { url: `redis://127.0.0.1:${port}`, stop: () => new Promise((r) => (child.exitCode !== null ? r() : (child.once('exit', r), child.kill('SIGTERM')))) };
}

const silent = { warn() {}, info() {}, debug() {}, error() {} };

/** Latencies (µs) of `n` sequential awaits of `op(i)`, after a warm-up of n/10. */
async function latencies(n, op) {
  for (let i = 0; i < n / 10; i++) await op(i);
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await op(i);
    out[i] = (performance.now() - t) * 1000;
  }
  return Array.from(out);
}

async function admitCosts(redisUrl) {
  const rl = require(join(BUILD.root, 'dist/tsc/src/rate-limit/index.js'));
  const { RedisLimitStore } = require(join(BUILD.root, 'dist/tsc/src/rate-limit/redis/redis-limit.store.js'));
  const { ThrottlerStorageService } = require('@nestjs/throttler');
  const store = new RedisLimitStore(redisUrl, 'open', silent);
  store.onApplicationBootstrap();
  const setting = { rps: 1000, burst: 1_000_000 };
  const memory = rl.CredentialLimits.create(setting, new rl.ListingBudget());
  const shared = rl.CredentialLimits.create(setting, new rl.ListingBudget(), { store, digest: 'bench' });
  const rows = {};
  rows.memory = await latencies(ADMITS, () => memory.admit('tools/call'));
  rows.redis = await latencies(ADMITS, () => shared.admit('tools/call'));
  const edgeMemory = new rl.MemoryEdgeStorage();
  const throttler = new ThrottlerStorageService();
  rows.edgeMemory = await latencies(ADMITS, () => edgeMemory.increment('address:127.0.0.1', 10_000, 10_000, 10_000, 'address'));
  rows.edgeRedis = await latencies(ADMITS, () => store.increment('address:127.0.0.1', 10_000, 10_000, 10_000, 'address'));
  rows.edgeThrottler = await latencies(ADMITS, () => throttler.increment('address:127.0.0.1', 10_000, 10_000, 10_000, 'address'));
  throttler.onApplicationShutdown();
  const failures = store.storeFailures();
  store.onApplicationShutdown();
  return { rows, failures };
}

/** One stateless tools/call; resolves 'ok' | 'refused'. */
async function call(endpoint, signal) {
  const res = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'PRIVATE-TOKEN': TOKEN },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: PROJECT_GET }),
    signal,
  });
  const msg = JSON.parse(await res.text());
  if (msg.error) throw new Error(`JSON-RPC ${msg.error.code}: ${msg.error.message}`);
  if (!msg.result.isError) return 'ok';
  if (/^rate limited by this server/.test(msg.result.content[0].text)) return 'refused';
  throw new Error(`tool error: ${msg.result.content[0].text.slice(0, 200)}`);
}

async function endToEnd(gitlabUrl, redisUrl) {
  const out = {};
  for (const [name, extra] of [['memory', []], ['redis', ['--redis-url', redisUrl]]]) {
    const server = await spawnHttp({ gitlabUrl, args: ['--rate-limit-rps', '1000', '--rate-limit-burst', '10000', ...extra] });
    try {
      out[name] = await latencies(CALLS, async () => {
        if ((await call(server.endpoint)) !== 'ok') throw new Error('refused');
      });
    } finally {
      await server.stop();
    }
  }
  return out;
}

/** CONCURRENCY workers calling across the replicas (round robin) for LOAD_MS; counts answers. */
async function loadRun(gitlabUrl, extra) {
  const replicas = await Promise.all([0, 1].map(() => spawnHttp({ gitlabUrl, args: ['--rate-limit-rps', '10', '--rate-limit-burst', '40', ...extra] })));
  try {
    let next = 0;
    const counts = { ok: 0, refused: 0 };
    const t0 = performance.now();
    const end = t0 + LOAD_MS;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < end) counts[await call(replicas[next++ % 2].endpoint)]++;
      }),
    );
    return { ...counts, seconds: (performance.now() - t0) / 1000 };
  } finally {
    await Promise.all(replicas.map((r) => r.stop()));
  }
}

export async function run() {
  const redis = await startRedis();
  const gl = await startFakeGitlab();
  try {
    const admit = await admitCosts(redis.url);
    const e2e = await endToEnd(gl.url, redis.url);
    const shared = await loadRun(gl.url, ['--redis-url', redis.url]);
    const apart = await loadRun(gl.url, []);
    const p = (v, q) => percentile(v, q);
    const r = admit.rows;
    const expected = (s) => 40 + 10 * s.seconds;
    const rows = [
      ['admit(tools/call) p50 / p99, memory', `${us(p(r.memory, 50))} / ${us(p(r.memory, 99))}`, ''],
      ['admit(tools/call) p50 / p99, Redis (EVALSHA on loopback)', `${us(p(r.redis, 50))} / ${us(p(r.redis, 99))}`, `${x(p(r.redis, 50), p(r.memory, 50))} p50`],
      ['edge hit p50 / p99, MemoryEdgeStorage (fixed window, O(1))', `${us(p(r.edgeMemory, 50))} / ${us(p(r.edgeMemory, 99))}`, ''],
      ['edge hit p50 / p99, Redis', `${us(p(r.edgeRedis, 50))} / ${us(p(r.edgeRedis, 99))}`, `${x(p(r.edgeRedis, 50), p(r.edgeMemory, 50))} p50`],
      ["edge hit p50 / p99, @nestjs/throttler's ThrottlerStorageService, limit 10,000 per 10 s", `${us(p(r.edgeThrottler, 50))} / ${us(p(r.edgeThrottler, 99))}`, `${x(p(r.edgeThrottler, 50), p(r.edgeMemory, 50))} p50`],
      ['tools/call end to end p50 / p99, memory limits', `${msf(p(e2e.memory, 50))} / ${msf(p(e2e.memory, 99))}`, ''],
      ['tools/call end to end p50 / p99, Redis limits', `${msf(p(e2e.redis, 50))} / ${msf(p(e2e.redis, 99))}`, `${x(p(e2e.redis, 50), p(e2e.memory, 50))} p50`],
      [`two replicas sharing Redis, one credential (rps 10, burst 40), ${CONCURRENCY} in flight`, `${shared.ok} admitted, ${shared.refused} refused in ${shared.seconds.toFixed(2)} s`, `${x(shared.ok, expected(shared))} of 40 + 10 × t = ${expected(shared).toFixed(0)}`],
      ['the same two replicas without Redis', `${apart.ok} admitted, ${apart.refused} refused in ${apart.seconds.toFixed(2)} s`, `${x(apart.ok, expected(apart))} of 40 + 10 × t = ${expected(apart).toFixed(0)}`],
    ];
    return {
      title: REDIS_LIMITS_TITLE,
      rows,
      notes: [
        `${ADMITS} sequential admits / edge hits per variant in this process, ${CALLS} sequential tools/call (project.get against the fake GitLab) per server; redis-server ${spawnSync('redis-server', ['--version']).stdout.toString().match(/v=(\S+)/)?.[1]} on loopback; store failures during the run: ${admit.failures}`,
        'A tools/call with Redis makes three store round trips (the per-address edge hit, the auth-failure block look, the calls bucket), each one command on loopback; the machine was shared with other work (see the load average), so the Redis p99s are mostly scheduling noise. Without Redis the two replicas admit about twice the budget: each has its own bucket.',
        `${cpus().length} cores, load average ${loadavg()[0].toFixed(2)} at the end; build of ${BUILD.builtAt.toISOString()}`,
      ],
    };
  } finally {
    await gl.close();
    await redis.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = markdown(await run());
  process.stdout.write(text);
  writeSection(REDIS_LIMITS_TITLE, text);
  process.exit(0);
}
