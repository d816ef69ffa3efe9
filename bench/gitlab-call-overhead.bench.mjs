// Per-call overhead of the GitLab client (issue 13 item 6), in this process against a bare
// node:http "GitLab" in a child process on loopback (its CPU is not ours). Four ways to make the
// same GET (a ~2 KiB project JSON with pagination headers), side by side in one run:
//   raw      node:http on the same keep-alive agent the client uses, body read and JSON-parsed
//   before   GitlabClient on an axios instance with axios' own http adapter: the path the client
//            took before the change (axios.request: config merge, header normalisation,
//            transforms, then axios' http adapter and follow-redirects' bookkeeping)
//   axios+   GitlabClient on nodeHttpAdapter through axios.request (an interceptor forces the
//            pipeline): what the config merge alone costs
//   after    GitlabClient on nodeHttpAdapter, no interceptors: the product path (the HttpService
//            of GitlabClientModule is an axios instance on that adapter)
// Sequential calls rotate the order each iteration; concurrent rounds keep CONCURRENCY calls in
// flight per variant. CPU per call is this process's user+system time over the calls.
//
//   node bench/gitlab-call-overhead.bench.mjs   prints the table and rewrites its section of bench/RESULTS.md
//   BENCH_CALLS=2000 BENCH_CONCURRENCY=16       calls per variant (default 2000), calls in flight (default 16)
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD, CLEAN_ENV, percentile, require } from './lib.mjs';
import { OVERHEAD_TITLE, writeSection } from './sections.mjs';

const CALLS = Number(process.env.BENCH_CALLS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const WARMUP = 300;
const TOKEN = 'glpat-bench-overhead-0123456789';

/** A bare GitLab stand-in in its own process: one project JSON with GitLab's pagination headers. */
const SERVER = `
const http = require('node:http');
const body = JSON.stringify({ id: 42, name: 'backend', path_with_namespace: 'acme/backend', description: 'x'.repeat(1500),
  default_branch: 'main', visibility: 'private', web_url: 'https://gitlab.example.com/acme/backend', star_count: 3 });
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    if (req.headers['private-token'] !== ${JSON.stringify(TOKEN)}) { res.writeHead(401); res.end('{"message":"401 Unauthorized"}'); return; }
    res.writeHead(200, { 'content-type': 'application/json', 'x-page': '1', 'x-per-page': '20', 'x-total': '1', 'x-total-pages': '1',
      link: '<http://gitlab/api/v4/projects/42>; rel="first"', 'ratelimit-remaining': '599' });
    res.end(body);
  });
});
server.keepAliveTimeout = 60000;
server.listen(0, '127.0.0.1', () => process.stdout.write(String(server.address().port) + '\\n'));
`;

function startServer() {
  const child = spawn(process.execPath, ['-e', SERVER], { env: CLEAN_ENV, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.stdout.once('data', (d) => resolve({ url: `http://127.0.0.1:${String(d).trim()}`, stop: () => child.kill() }));
  });
}

function rawGet(url, agent) {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers: { 'PRIVATE-TOKEN': TOKEN, Accept: 'application/json', 'User-Agent': 'gitlab-mcp-server' } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`raw GET ${res.statusCode}`));
        else resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const us = (v) => `${v.toFixed(0)} µs`;
const x = (a, b) => `${(a / b).toFixed(2)}×`;

export async function run() {
  const gl = require(join(BUILD.root, 'dist/tsc/libs/gitlab-client/src/index.js'));
  const axios = require('axios');
  const server = await startServer();
  const pool = new gl.GitlabAgentPool();
  const options = { baseUrl: server.url, token: TOKEN };
  const agent = pool.agentsFor(false, 'allow').httpAgent;
  const piped = axios.create({ adapter: gl.nodeHttpAdapter });
  piped.interceptors.request.use((config) => config);
  const clients = {
    before: new gl.GitlabClient(options, axios.create(), pool),
    'axios+': new gl.GitlabClient(options, piped, pool),
    after: new gl.GitlabClient(options, axios.create({ adapter: gl.nodeHttpAdapter }), pool),
  };
  const projectUrl = `${server.url}/api/v4/projects/42`;
  const get = (client) => async () => {
    const r = await client.rest({ method: 'GET', path: '/projects/42', query: { per_page: 20 } });
    if (r.data?.id !== 42 || r.pagination === undefined) throw new Error('unexpected answer');
  };
  const variants = {
    raw: async () => {
      if ((await rawGet(`${projectUrl}?per_page=20`, agent)).id !== 42) throw new Error('unexpected answer');
    },
    before: get(clients.before),
    'axios+': get(clients['axios+']),
    after: get(clients.after),
  };
  const names = Object.keys(variants);
  const seq = Object.fromEntries(names.map((n) => [n, []]));
  const cpu = Object.fromEntries(names.map((n) => [n, 0]));
  const conc = {};
  try {
    for (let i = 0; i < WARMUP; i++) for (const n of names) await variants[n]();
    for (let i = 0; i < CALLS; i++) {
      for (let k = 0; k < names.length; k++) {
        const n = names[(i + k) % names.length];
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        await variants[n]();
        seq[n].push((performance.now() - t0) * 1000);
        const c = process.cpuUsage(c0);
        cpu[n] += c.user + c.system;
      }
    }
    // Concurrent: CONCURRENCY calls in flight, one variant at a time, the order rotated per round.
    const rounds = 4;
    for (const n of names) conc[n] = { lat: [], ms: 0, cpu: 0 };
    for (let round = 0; round < rounds; round++) {
      for (let k = 0; k < names.length; k++) {
        const n = names[(round + k) % names.length];
        let left = CALLS / rounds;
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        await Promise.all(
          Array.from({ length: CONCURRENCY }, async () => {
            while (left-- > 0) {
              const s = performance.now();
              await variants[n]();
              conc[n].lat.push((performance.now() - s) * 1000);
            }
          }),
        );
        conc[n].ms += performance.now() - t0;
        const c = process.cpuUsage(c0);
        conc[n].cpu += c.user + c.system;
      }
    }
  } finally {
    pool.destroy();
    server.stop();
  }

  const p50 = (n) => percentile(seq[n], 50);
  const p99 = (n) => percentile(seq[n], 99);
  const cpuPer = (n) => cpu[n] / seq[n].length;
  const cp50 = (n) => percentile(conc[n].lat, 50);
  const cp99 = (n) => percentile(conc[n].lat, 99);
  const cCpuPer = (n) => conc[n].cpu / conc[n].lat.length;
  const rate = (n) => (conc[n].lat.length / conc[n].ms) * 1000;
  const label = {
    raw: 'raw node:http (baseline)',
    before: 'before: axios http adapter',
    'axios+': 'new adapter through axios.request',
    after: 'after: node:http adapter, direct',
  };
  const overBefore = p50('before') - p50('raw');
  const overAfter = p50('after') - p50('raw');
  const rows = [
    [
      'server-side overhead per call over raw node:http, sequential p50 (CPU)',
      `before ${us(overBefore)} (${us(cpuPer('before') - cpuPer('raw'))}) → after ${us(overAfter)} (${us(cpuPer('after') - cpuPer('raw'))})`,
      `${((1 - overAfter / overBefore) * 100).toFixed(0)} % less`,
    ],
  ];
  for (const n of names) {
    const over = n === 'raw' ? '' : `; overhead over raw ${us(p50(n) - p50('raw'))} p50, ${us(cpuPer(n) - cpuPer('raw'))} CPU`;
    rows.push([
      `${label[n]}, sequential`,
      `p50 / p99 ${us(p50(n))} / ${us(p99(n))}; CPU ${us(cpuPer(n))} per call${over}`,
      n === 'raw' ? '1.00×' : `${x(p50(n), p50('raw'))} p50, ${x(p99(n), p99('raw'))} p99, ${x(cpuPer(n), cpuPer('raw'))} CPU`,
    ]);
  }
  for (const n of names) {
    rows.push([
      `${label[n]}, ${CONCURRENCY} in flight`,
      `p50 / p99 ${us(cp50(n))} / ${us(cp99(n))}; ${rate(n).toFixed(0)} calls/s; CPU ${us(cCpuPer(n))} per call`,
      n === 'raw' ? '1.00×' : `${x(cp50(n), cp50('raw'))} p50, ${x(cp99(n), cp99('raw'))} p99, ${x(cCpuPer(n), cCpuPer('raw'))} CPU`,
    ]);
  }
  const cpu0 = cpus();
  return {
    title: OVERHEAD_TITLE,
    rows,
    metrics: Object.fromEntries(names.flatMap((n) => [[`${n}.p50`, p50(n)], [`${n}.p99`, p99(n)], [`${n}.cpu`, cpuPer(n)]])),
    notes: [
      `node bench/gitlab-call-overhead.bench.mjs; ${CALLS} sequential calls per variant (after ${WARMUP} warm-up rounds), the order rotated each iteration, then ${CALLS} calls per variant with ${CONCURRENCY} in flight (4 rounds, rotated); ratios are against raw node:http in the same run.`,
      'Each call: GET /api/v4/projects/42?per_page=20 with the token, a ~2 KiB JSON answer with GitLab\'s pagination headers, read, JSON-parsed, pagination parsed (raw: read and JSON-parsed only). GitLab is a bare node:http server in a child process on loopback. All four share the keep-alive agents of one GitlabAgentPool (the destination policy\'s lookup, A-73); the client checks every hop as before.',
      '"before" is the previous product path, kept measurable here: GitlabClient on axios.create() (axios\' own http adapter) sends through axios.request with the same per-call config the client used to send. "after" is GitlabClient on an axios instance whose adapter is nodeHttpAdapter, as GitlabClientModule\'s HttpService is; with no interceptors and no proxy variable set the client makes the node:http exchange itself. "new adapter through axios.request" is the same adapter behind axios\' request pipeline (what an interceptor on the HttpService costs).',
      'What "after" still adds over raw is the client\'s own work, the same on every path: the URL and query built, the IP-literal check of the destination policy, the retry loop, the header record, pagination parsed from the headers. What it removed: axios.request\'s config merge and header normalisation (the "new adapter through axios.request" row minus "after") and axios\' http adapter with follow-redirects\' bookkeeping ("before" minus "new adapter through axios.request"). p99 on this shared machine is mostly scheduling noise.',
      `Machine: ${cpu0.length} × ${cpu0[0]?.model?.trim() ?? 'cpu'}, Node ${process.version}, 1-minute load average ${loadavg()[0].toFixed(2)} at the end (shared with other work: absolute figures move from run to run; the ratios within the run hold better). Build measured: dist/ built ${BUILD.builtAt.toISOString().replace('T', ' ').slice(0, 19)} UTC.`,
    ],
  };
}

/** The section as Markdown. */
export function markdown(section) {
  const head = ['measure', 'value', 'ratio'];
  return [`## ${section.title}`, '', `| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...section.rows.map((r) => `| ${r.join(' | ')} |`), '', ...section.notes.map((n) => `- ${n}`), ''].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const section = await run();
  const text = markdown(section);
  process.stdout.write(text);
  writeSection(OVERHEAD_TITLE, text);
  process.exit(0);
}
