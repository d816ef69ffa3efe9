// Hostile load (issue 20): the built server in HTTP mode attacked from outside over loopback,
// with the simulator (or the any-token fake GitLab) as GitLab. One row per probe: the nine
// defects of the issue, then the probes that already held (crossed credentials, session hijack,
// SSRF forms, slow-loris, token leaks in logs, sustained load). Every probe is bounded in count
// and time (its own deadline; the whole run well under five minutes).
//
//   node bench/hostile-load.bench.mjs          prints the table and rewrites its section of bench/RESULTS.md
//   BENCH_HOSTILE_SUSTAIN_S=20                 seconds of the sustained-load probe (default 20)
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { startFakeGitlab } from './fake-gitlab.mjs';
import { PROJECT_GET, mib, percentile, rssMiB, sleep, spawnHttp, startSim } from './lib.mjs';

import { HOSTILE_TITLE, writeSection } from './sections.mjs';
const SUSTAIN_S = Number(process.env.BENCH_HOSTILE_SUSTAIN_S ?? 20);
const PROBE_MS = 90_000;
const ACCEPT = 'application/json, text/event-stream';
const tag = (token) => `owner-${createHash('sha256').update(token).digest('hex').slice(0, 12)}`;

// ---------------------------------------------------------------------------------------------
// Helpers: servers whose whole stderr is kept (for the log probes), raw requests, RPC posts.
// ---------------------------------------------------------------------------------------------
const servers = [];
async function server(gitlabUrl, args = [], env = {}) {
  const s = await spawnHttp({ gitlabUrl, args, env: { GITLAB_MCP_RETRY_BASE_DELAY: '5ms', ...env } });
  s.log = [];
  s.child.stderr.on('data', (d) => s.log.push(String(d)));
  servers.push(s);
  return s;
}
const logText = (s) => s.log.join('');

async function post(endpoint, headers, body, signal = AbortSignal.timeout(PROBE_MS)) {
  const t0 = performance.now();
  const res = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: ACCEPT, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    signal,
  });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, text, json, ms: performance.now() - t0, headers: res.headers };
}
const call = (action, params) => ({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'gitlab_execute_action', arguments: { action, params } } });
const LIST = { jsonrpc: '2.0', id: 1, method: 'tools/list' };
const toolText = (r) => r.json?.result?.content?.[0]?.text ?? r.json?.error?.message ?? r.text.slice(0, 200);

/** Writes `head` and `body` on a plain socket; resolves with the status code once the server closes. */
function raw(endpoint, head, body = '') {
  const u = new URL(endpoint);
  return new Promise((resolve) => {
    const socket = connect(Number(u.port), u.hostname);
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (d) => (text += d));
    socket.on('error', () => resolve({ status: 0, text }));
    socket.on('close', () => resolve({ status: Number(text.split(' ')[1] ?? 0), text }));
    socket.write(`${[...head, `Content-Length: ${Buffer.byteLength(body)}`, 'Connection: close'].join('\r\n')}\r\n\r\n${body}`);
  });
}

/** Peak RSS (VmHWM) of a process, MiB. */
function peakMiB(pid) {
  const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

/** /health round trips while `pending` is in flight: how many answered before it, and the slowest. */
async function healthDuring(s, pending) {
  let done = false;
  const finished = pending.finally(() => (done = true));
  const waits = [];
  while (!done && waits.length < 200) {
    const t0 = performance.now();
    await fetch(`${s.url}/health`).then((r) => r.text());
    waits.push(performance.now() - t0);
    await sleep(20);
  }
  await finished;
  return { answered: waits.length, worst: waits.length ? Math.max(...waits) : 0 };
}

/** A GitLab in front of the fake one that writes the caller's token tag into every project: a crossed credential shows. */
async function taggingGitlab(upstream) {
  const target = new URL(upstream);
  const srv = createServer((req, res) => {
    const token = req.headers['private-token'] ?? '';
    const up = request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers }, (r) => {
      const chunks = [];
      r.on('data', (c) => chunks.push(c));
      r.on('end', () => {
        let body = Buffer.concat(chunks).toString('utf8');
        if (r.statusCode === 200 && /^\/api\/v4\/projects\/[^/]+$/.test(req.url.split('?')[0])) {
          const p = JSON.parse(body);
          p.description = tag(token);
          body = JSON.stringify(p);
        }
        const headers = { ...r.headers, 'content-length': Buffer.byteLength(body) };
        res.writeHead(r.statusCode ?? 502, headers);
        res.end(body);
      });
    });
    up.on('error', () => res.destroy());
    req.pipe(up);
  });
  srv.keepAliveTimeout = 60_000;
  await new Promise((r) => srv.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${srv.address().port}`, close: () => new Promise((r) => (srv.closeAllConnections(), srv.close(r))) };
}

/** `workers` credentials making `calls` sequential project.get calls each; counts answers carrying another credential's tag. */
async function crossed(endpoint, workers, calls, tokenOf, headersOf = (t) => ({ 'PRIVATE-TOKEN': t })) {
  let ok = 0;
  let wrong = 0;
  let errors = 0;
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      const token = tokenOf(w);
      for (let i = 0; i < calls; i++) {
        const r = await post(endpoint, headersOf(token), call('project.get', { project_id: '42' })).catch(() => undefined);
        if (!r || r.status !== 200 || r.json?.result?.isError) errors++;
        else if (r.text.includes(tag(token))) ok++;
        else wrong++;
      }
    }),
  );
  return { ok, wrong, errors };
}

// ---------------------------------------------------------------------------------------------
// The probes. Each returns [probe, result, figures].
// ---------------------------------------------------------------------------------------------
async function unknownKeys(sim) {
  const s = await server(sim.url);
  const keys = Array.from({ length: 300_000 }, (_, i) => `"k${i}":1`).join(',');
  const body = `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"gitlab_execute_action","arguments":{"action":"project.get","params":{"project_id":"42",${keys}}}}}`;
  const one = post(s.endpoint, { 'PRIVATE-TOKEN': 'bogus-unknown-keys' }, body);
  const health = await healthDuring(s, one);
  const r = await one;
  const t0 = performance.now();
  const four = await Promise.all(Array.from({ length: 4 }, (_, i) => post(s.endpoint, { 'PRIVATE-TOKEN': `bogus-unknown-${i}` }, body)));
  const fourMs = performance.now() - t0;
  const bounded = r.text.length < 2000 && /more than 1000 keys/.test(toolText(r));
  return [
    '#1 300,000 unknown keys (3.3 MiB, invalid token)',
    bounded ? 'refused, bounded' : 'FAIL',
    `answer ${r.text.length} B in ${r.ms.toFixed(0)} ms; /health answered ${health.answered}× meanwhile (worst ${health.worst.toFixed(0)} ms); four at once ${fourMs.toFixed(0)} ms, statuses ${[...new Set(four.map((x) => x.status))].join('/')}`,
  ];
}

async function discovery(sim) {
  const s = await server(sim.url, ['--discovery-timeout', '10s', '--action-timeout', '10s']);
  sim.faults.add({ path: /^\/api\/v4\//, delayMs: 3000 });
  const slow = await post(s.endpoint, { 'PRIVATE-TOKEN': sim.tokens.api }, call('project.get', { project_id: '42' }));
  sim.faults.clear();
  sim.faults.add({ path: /^\/api\/v4\//, delayMs: 120_000 });
  const t0 = performance.now();
  const list = await post(s.endpoint, { 'PRIVATE-TOKEN': sim.tokens.readApi }, LIST);
  const listMs = performance.now() - t0;
  const stalledCall = await post(new URL(s.endpoint).href, { 'PRIVATE-TOKEN': sim.tokens.readApi }, call('project.get', { project_id: '42' }));
  sim.faults.clear();
  const okSlow = slow.status === 200 && !slow.json?.result?.isError;
  const classified = /deadline|timed out/.test(toolText(stalledCall));
  return [
    '#2 identity discovery at 3 s latency, then a stalled GitLab (--discovery-timeout 10s --action-timeout 10s)',
    okSlow && list.status === 200 && classified ? 'bounded, degraded' : 'FAIL',
    `first call at 3 s latency ${(slow.ms / 1000).toFixed(1)} s (was 25.6 s); stalled: tools/list ${list.status} in ${(listMs / 1000).toFixed(1)} s (was never), a call in ${(stalledCall.ms / 1000).toFixed(1)} s: "${toolText(stalledCall).slice(0, 70)}…"`,
  ];
}

async function deepNesting(sim, s) {
  const r = await post(s.endpoint, { 'PRIVATE-TOKEN': sim.tokens.api }, `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"gitlab_execute_action","arguments":{"action":"project.get","params":{"project_id":${'['.repeat(5000)}${']'.repeat(5000)}}}}}`);
  const ok = r.json?.error?.code === -32602 && /nests deeper than 40 levels/.test(toolText(r));
  return ['#3 project_id nested 5,000 deep', ok ? 'invalid params' : 'FAIL', `HTTP ${r.status}, JSON-RPC ${r.json?.error?.code}: "${toolText(r)}" in ${r.ms.toFixed(0)} ms (was -32603 Maximum call stack size exceeded)`];
}

async function amplification(sim) {
  const s = await server(sim.url);
  const before = rssMiB(s.pid);
  const body = JSON.stringify(call('issue.create', { project_id: '42', title: 'x'.repeat(3_900_000) }));
  const answers = await Promise.all(Array.from({ length: 8 }, () => post(s.endpoint, { 'PRIVATE-TOKEN': sim.tokens.api }, body)));
  const peak = peakMiB(s.pid);
  const created = sim.requests.filter((q) => q.method === 'POST').length;
  const statuses = answers.reduce((m, a) => m.set(a.status, (m.get(a.status) ?? 0) + 1), new Map());
  const largest = Math.max(...answers.map((a) => a.text.length));
  const ok = created === 0 && largest < 2000;
  return [
    '#4 8 concurrent issue.create, 3.9 MiB title',
    ok ? 'refused before GitLab' : 'FAIL',
    `RSS ${mib(before)} → peak ${mib(peak)} (was ~1 GB); largest answer ${largest} B (was 14.9 MB); ${[...statuses].map(([k, v]) => `${v}× ${k}`).join(', ')} (503: past the 4 large bodies at once); issues created ${created}`,
  ];
}

async function sessions(sim) {
  const s = await server(sim.url, ['--stateless=false', '--session-timeout', '2s']);
  const INIT = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'bench', version: '1' } } };
  const open = async (token) => {
    const r = await post(s.endpoint, { 'PRIVATE-TOKEN': token }, INIT);
    return r.headers.get('mcp-session-id');
  };
  const before = rssMiB(s.pid);
  const t0 = performance.now();
  const ids = [];
  for (let i = 0; i < 1000; i++) ids.push(await open(sim.tokens.api));
  const openMs = performance.now() - t0;
  const after = rssMiB(s.pid);
  const use = async (id) => (await post(s.endpoint, { 'PRIVATE-TOKEN': sim.tokens.api, 'mcp-session-id': id, 'mcp-protocol-version': '2025-06-18' }, { jsonrpc: '2.0', id: 2, method: 'ping' })).status;
  // The 20 newest and the 20 oldest: the cap keeps the newest 16 of the credential.
  const newest = [];
  for (const id of ids.slice(-20)) newest.push(await use(id));
  const oldest = [];
  for (const id of ids.slice(0, 20)) oldest.push(await use(id));
  const live = newest.filter((st) => st === 200).length + oldest.filter((st) => st === 200).length;
  await sleep(3000);
  const expired = await use(ids[ids.length - 1]);
  return [
    '#5 1,000 stateful sessions of one credential, then 3 s idle (--session-timeout 2s)',
    live === 16 && expired === 404 ? 'capped, expired' : 'FAIL',
    `opened in ${(openMs / 1000).toFixed(1)} s, RSS +${mib(after - before)} (was +60 MB); of the 20 newest and 20 oldest, ${live} still live (cap 16 per credential), the newest after 3 s idle: ${expired}`,
  ];
}

async function bogusTokens(sim) {
  const s = await server(sim.url);
  sim.clearRequests();
  const statuses = new Map();
  for (let i = 0; i < 300; i++) {
    const r = await post(s.endpoint, { 'PRIVATE-TOKEN': `bogus-storm-${i}` }, LIST);
    statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
  }
  const distinct = sim.requests.length;
  sim.clearRequests();
  const s2 = await server(sim.url);
  for (let i = 0; i < 50; i++) await post(s2.endpoint, { 'PRIVATE-TOKEN': 'bogus-retried' }, LIST);
  const retried = sim.requests.length;
  return [
    '#6 300 distinct bogus tokens from one address; one bogus token retried 50×',
    statuses.get(429) > 0 && retried <= 3 ? 'throttled, cached' : 'FAIL',
    `${[...statuses].map(([k, v]) => `${v}× ${k}`).join(', ')}; GitLab requests ${distinct} (was 899); the retried token: ${retried} GitLab requests for 50 tries`,
  ];
}

async function duplicateHeaders(sim, s) {
  sim.clearRequests();
  const u = new URL(s.endpoint);
  const base = ['POST /mcp HTTP/1.1', `Host: ${u.host}`, 'Content-Type: application/json', `Accept: ${ACCEPT}`];
  const body = JSON.stringify(LIST);
  const forms = [
    ['PRIVATE-TOKEN', [`PRIVATE-TOKEN: ${sim.tokens.api}`, `PRIVATE-TOKEN: ${sim.tokens.readApi}`]],
    ['Authorization', [`Authorization: Bearer ${sim.tokens.api}`, `Authorization: Bearer ${sim.tokens.readApi}`]],
    ['GITLAB-URL', [`PRIVATE-TOKEN: ${sim.tokens.api}`, `GITLAB-URL: ${sim.url}`, `GITLAB-URL: ${sim.url}`]],
  ];
  const got = [];
  for (const [name, lines] of forms) got.push(`${name} ${(await raw(s.endpoint, [...base, ...lines], body)).status}`);
  const reached = sim.requests.length;
  return ['#7 duplicate PRIVATE-TOKEN / Authorization / GITLAB-URL', got.every((g) => g.endsWith(' 400')) && reached === 0 ? '400, nothing sent' : 'FAIL', `${got.join(', ')}; GitLab requests ${reached}`];
}

async function noHost(sim, s) {
  sim.clearRequests();
  const r = await raw(s.endpoint, ['POST /mcp HTTP/1.0', 'PRIVATE-TOKEN: bogus-no-host', 'Content-Type: application/json', `Accept: ${ACCEPT}`], JSON.stringify(LIST));
  return ['#8 HTTP/1.0 without Host', r.status === 400 && sim.requests.length === 0 ? '400 first' : 'FAIL', `status ${r.status}; GitLab requests before the refusal ${sim.requests.length} (was 7)`];
}

async function noisy(sim, s) {
  sim.clearRequests();
  const iids = `[${Array.from({ length: 1_000_000 }, () => '1').join(',')}]`;
  const big = await post(s.endpoint, { 'PRIVATE-TOKEN': sim.tokens.api }, `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"gitlab_execute_action","arguments":{"action":"issue.list","params":{"project_id":"42","iids":${iids}}}}}`);
  const bigOk = /more than 1000 elements/.test(toolText(big)) && sim.requests.length === 0;
  const expired = await post(s.endpoint, { 'PRIVATE-TOKEN': sim.tokens.expired }, call('project.get', { project_id: '42' }));
  const wordingOk = !toolText(expired).includes('GITLAB_TOKEN');
  const u = new URL(s.endpoint);
  const socket = connect(Number(u.port), u.hostname);
  await new Promise((r) => socket.once('connect', r));
  await new Promise((r) => socket.write(['POST /mcp HTTP/1.1', `Host: ${u.host}`, 'Content-Type: application/json', 'PRIVATE-TOKEN: bogus-gone', 'X-Request-Id: bench-gone-1', 'Content-Length: 100000', '', '{"jsonrpc":'].join('\r\n'), r));
  socket.destroy();
  let line;
  for (let i = 0; i < 100 && !line; i++) {
    await sleep(30);
    line = logText(s).split('\n').find((l) => l.includes('bench-gone-1') && l.includes('client disconnected'));
  }
  const level = line ? JSON.parse(line).level : undefined;
  const errorLines = logText(s).split('\n').filter((l) => /"level":50/.test(l) && (l.includes('bench-gone-1') || l.includes('ExceptionsHandler'))).length;
  const plain = await fetch(s.endpoint, { method: 'POST', headers: { 'content-type': 'text/plain', accept: ACCEPT, 'PRIVATE-TOKEN': 'bogus-ct' }, body: '{}' });
  const none = await fetch(s.endpoint, { method: 'POST', headers: { accept: ACCEPT, 'PRIVATE-TOKEN': 'bogus-ct' }, body: new Blob(['{}']) });
  const [a, b] = [(await plain.json()).error?.code, (await none.json()).error?.code];
  const ok = bigOk && wordingOk && level === 30 && errorLines === 0 && a === b && plain.status === 415 && none.status === 415;
  return [
    '#9 1,000,000 iids; rejected-token wording; client gone mid-body; 415 codes',
    ok ? 'classified, quiet' : 'FAIL',
    `iids: "${toolText(big).slice(0, 60)}…"; 401 names GITLAB_TOKEN: ${!wordingOk}; disconnect logged at level ${level} (30 = info), error lines ${errorLines}; 415 codes text/plain ${a}, none ${b}`,
  ];
}

async function crossedCredentials() {
  const gl = await startFakeGitlab();
  const tagged = await taggingGitlab(gl.url);
  try {
    const s = await server(tagged.url, [], { GITLAB_MCP_MAX_HTTP_CLIENTS: '256', GITLAB_MCP_RATE_LIMIT_RPS: '0' });
    const wide = await crossed(s.endpoint, 200, 20, (w) => `bench-cross-${w}`);
    const small = await server(tagged.url, ['--max-http-clients', '10'], { GITLAB_MCP_RATE_LIMIT_RPS: '0' });
    const pooled = await crossed(small.endpoint, 50, 10, (w) => `bench-pool-${w}`);
    const wrong = wide.wrong + pooled.wrong;
    return [
      'crossed credentials: 200 tokens × 20 calls; 50 tokens × 10 with a pool of 10',
      wrong === 0 ? '0 crossed' : 'FAIL',
      `${wide.ok + pooled.ok} answers carried their own caller's tag, ${wrong} another's; errors ${wide.errors + pooled.errors}`,
    ];
  } finally {
    await tagged.close();
    await gl.close();
  }
}

async function hijack(sim) {
  const s = await server(sim.url, ['--stateless=false']);
  const INIT = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'bench', version: '1' } } };
  const opened = await post(s.endpoint, { 'PRIVATE-TOKEN': sim.tokens.api }, INIT);
  const id = opened.headers.get('mcp-session-id');
  const statuses = new Map();
  const thieves = [sim.tokens.readApi, sim.tokens.admin, 'bogus-thief'];
  for (let i = 0; i < 100; i++) {
    const r = await post(s.endpoint, { 'PRIVATE-TOKEN': thieves[i % 3], 'mcp-session-id': id, 'mcp-protocol-version': '2025-06-18' }, LIST);
    statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
  }
  const served = statuses.get(200) ?? 0;
  return ['session hijack: 100 uses of a session id with other tokens', served === 0 ? '0 hijacks' : 'FAIL', [...statuses].map(([k, v]) => `${v}× ${k}`).join(', ')];
}

async function ssrf(sim) {
  const s = await server(sim.url, ['--allow-any-gitlab-url']);
  const forms = ['http://169.254.169.254', 'http://127.0.0.1:1', 'http://2130706433', 'http://0x7f000001', 'http://[::1]:1', 'http://localhost:1', 'http://10.0.0.1', 'http://[::ffff:169.254.169.254]', 'file:///etc/passwd', 'gopher://127.0.0.1'];
  sim.clearRequests();
  let refused = 0;
  const outcomes = [];
  for (const url of forms) {
    const r = await post(s.endpoint, { 'PRIVATE-TOKEN': 'bogus-ssrf', 'GITLAB-URL': url }, call('project.get', { project_id: '42' }));
    const no = r.status === 400 || /refused to connect|never left the process/.test(toolText(r));
    if (no) refused++;
    outcomes.push(`${r.status}`);
  }
  return ['SSRF: 10 GITLAB-URL forms (metadata, loopback spellings, private, non-http)', refused === forms.length ? 'all refused' : 'FAIL', `${refused}/${forms.length} refused (HTTP ${[...new Set(outcomes)].join('/')})`];
}

async function slowLoris(sim) {
  const s = await server(sim.url, ['--http-request-timeout', '3s']);
  const u = new URL(s.endpoint);
  const t0 = performance.now();
  const cut = [];
  const sockets = Array.from({ length: 50 }, () => {
    const socket = connect(Number(u.port), u.hostname);
    socket.on('error', () => undefined);
    socket.write(`POST /mcp HTTP/1.1\r\nHost: ${u.host}\r\n`);
    const drip = setInterval(() => socket.write('X'), 500);
    socket.on('close', () => {
      clearInterval(drip);
      cut.push(performance.now() - t0);
    });
    return socket;
  });
  const lat = [];
  const end = performance.now() + 6000;
  while (performance.now() < end) {
    const r = await post(s.endpoint, { 'PRIVATE-TOKEN': sim.tokens.api }, call('project.get', { project_id: '42' }));
    if (r.status === 200) lat.push(r.ms);
  }
  for (const socket of sockets) socket.destroy();
  const cutAll = cut.length >= 50;
  return [
    'slow-loris: 50 connections dripping headers (--http-request-timeout 3s)',
    cutAll && percentile(lat, 99) < 1000 ? 'cut, served' : 'FAIL',
    `cut after ${(Math.max(...cut) / 1000).toFixed(1)} s at the latest (${cut.length}/50); legitimate project.get p50 / p99 ${percentile(lat, 50).toFixed(0)} / ${percentile(lat, 99).toFixed(0)} ms over ${lat.length} calls`,
  ];
}

async function sustained() {
  const gl = await startFakeGitlab();
  try {
    const s = await server(gl.url, [], { GITLAB_MCP_RATE_LIMIT_RPS: '0' });
    const end = performance.now() + SUSTAIN_S * 1000;
    let calls = 0;
    let errors = 0;
    const lat = [];
    await Promise.all(
      Array.from({ length: 16 }, async (_, w) => {
        while (performance.now() < end) {
          const t = performance.now();
          const r = await post(s.endpoint, { 'PRIVATE-TOKEN': `bench-sustain-${w}` }, { jsonrpc: '2.0', id: 1, method: 'tools/call', params: PROJECT_GET }).catch(() => undefined);
          calls++;
          if (!r || r.status !== 200 || r.json?.result?.isError) errors++;
          else lat.push(performance.now() - t);
        }
      }),
    );
    return [
      `sustained load: 16 credentials for ${SUSTAIN_S} s`,
      errors === 0 ? '0 errors' : 'FAIL',
      `${(calls / SUSTAIN_S).toFixed(0)} calls/s, p50 / p99 ${percentile(lat, 50).toFixed(1)} / ${percentile(lat, 99).toFixed(1)} ms, ${errors} errors; RSS ${mib(rssMiB(s.pid))}`,
    ];
  } finally {
    await gl.close();
  }
}

/** Every token this run sent, searched in every line every server logged. */
function tokenLeaks(sim) {
  const text = servers.map(logText).join('');
  const tokens = [...Object.values(sim.tokens), 'bogus-unknown-keys', 'bogus-retried', 'bogus-storm-7', 'bench-cross-3', 'bench-pool-3', 'bench-sustain-3', 'bogus-gone', 'bogus-thief'];
  const leaks = tokens.reduce((n, t) => n + text.split(t).length - 1, 0);
  return ['token leaks in logs', leaks === 0 ? '0 leaks' : 'FAIL', `${leaks} occurrences of ${tokens.length} tokens in ${mib(Buffer.byteLength(text) / 2 ** 20, 2)} of server logs`];
}

export async function run() {
  const load = loadavg()[0];
  const sim = await startSim();
  const rows = [];
  const started = performance.now();
  const timings = [];
  const step = async (fn) => {
    const t0 = performance.now();
    const alive = servers.length;
    try {
      rows.push(await Promise.race([fn(), sleep(PROBE_MS * 2).then(() => [fn.name, 'FAIL', `no result within ${(PROBE_MS * 2) / 1000} s`])]));
    } catch (e) {
      rows.push([fn.name.replace(/^bound /, ''), 'FAIL', String(e?.message ?? e).slice(0, 160)]);
    }
    timings.push(`${fn.name.replace(/^bound /, '')} ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    // The probe's own servers end with it (their logs are kept for the token-leak probe).
    await Promise.allSettled(servers.slice(alive).map((s) => s.stop()));
    sim.reset();
  };
  try {
    const shared = await server(sim.url);
    await step(unknownKeys.bind(null, sim));
    await step(discovery.bind(null, sim));
    await step(deepNesting.bind(null, sim, shared));
    await step(amplification.bind(null, sim));
    await step(sessions.bind(null, sim));
    await step(bogusTokens.bind(null, sim));
    await step(duplicateHeaders.bind(null, sim, shared));
    await step(noHost.bind(null, sim, shared));
    await step(noisy.bind(null, sim, shared));
    await step(crossedCredentials);
    await step(hijack.bind(null, sim));
    await step(ssrf.bind(null, sim));
    await step(slowLoris.bind(null, sim));
    await step(sustained);
    rows.push(tokenLeaks(sim));
  } finally {
    await Promise.allSettled(servers.map((s) => s.stop()));
    await sim.close();
  }
  const failed = rows.filter((r) => r[1] === 'FAIL').length;
  return {
    title: HOSTILE_TITLE,
    head: ['probe', 'result', 'figures'],
    rows,
    metrics: { 'hostile.failed': failed },
    notes: [
      `node bench/hostile-load.bench.mjs; ${rows.length} probes, ${failed} failed, ${((performance.now() - started) / 1000).toFixed(0)} s in all (${timings.join(', ')}).`,
      `Machine: ${cpus().length} cores, 1-minute load average ${load.toFixed(2)} at the start (other work on the machine inflates latencies and deflates throughput; the verdicts do not depend on timing).`,
      'GitLab is the embedded simulator (fault injection for latency and stalls), or bench/fake-gitlab.mjs (any token) behind a proxy that writes a tag of the caller\'s token into each project, where many credentials are needed. Server defaults unless a probe names a flag; the "was" figures are the issue\'s, measured before the fixes.',
    ],
  };
}

/** The section as Markdown. */
export function markdown(section) {
  const head = section.head ?? ['measure', 'value', 'ratio'];
  return [`## ${section.title}`, '', `| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...section.rows.map((r) => `| ${r.join(' | ')} |`), '', ...(section.notes ?? []).map((n) => `- ${n}`), ''].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const section = await run();
  const text = markdown(section);
  process.stdout.write(text);
  writeSection(HOSTILE_TITLE, text);
  process.exit(section.metrics['hostile.failed'] === 0 ? 0 : 1);
}
