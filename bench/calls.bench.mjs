// Per-call costs over stdio with the SDK client: project.get through gitlab_execute_action
// against the same GitLab request made directly (node:http keep-alive) in the same loop,
// gitlab_find_action, warm tools/list, and a ping round trip as the transport baseline.
import { Agent, request } from 'node:http';
import { PROJECT_GET, RawStdio, connectStdio, percentile, startSim } from './lib.mjs';

const CALLS = Number(process.env.BENCH_CALLS ?? 1000);
const WARMUP = 50;

/** GET over a keep-alive node:http agent; resolves once the body is read. */
export function directGet(url, token, agent) {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers: { 'PRIVATE-TOKEN': token, accept: 'application/json' } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`direct GET ${res.statusCode}`));
        else resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const p = (v) => `${percentile(v, 50).toFixed(2)} / ${percentile(v, 99).toFixed(2)} ms`;

/** Runs `fn`, resolving with [milliseconds taken, its result]. */
export async function timed(fn) {
  const t0 = performance.now();
  const r = await fn();
  return [performance.now() - t0, r];
}

export async function run() {
  const sim = await startSim();
  const env = { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api, GITLAB_MCP_TOOL_SURFACE: 'dynamic' };
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const projectUrl = `${sim.url}/api/v4/projects/42`;
  const srv = await connectStdio({ env });
  const raw = new RawStdio({ env });
  await raw.initialize();
  const mcp = [];
  const rawMcp = [];
  const direct = [];
  const ping = [];
  const find = [];
  const list = [];
  const rawPing = [];
  const rawFind = [];
  const rawList = [];
  const check = (r) => {
    if (r.isError || r.message?.error || r.message?.result?.isError) throw new Error(`project.get failed: ${JSON.stringify(r).slice(0, 300)}`);
  };
  try {
    for (let i = 0; i < WARMUP; i++) {
      await directGet(projectUrl, sim.tokens.api, agent);
      check(await srv.client.callTool(PROJECT_GET));
      check(await raw.request('tools/call', PROJECT_GET));
    }
    // Side by side: each iteration makes the direct request, the SDK-client call and the bare
    // JSON-RPC call, rotating the order so none always runs on a freshly idle loop.
    const steps = [
      async () => direct.push((await timed(() => directGet(projectUrl, sim.tokens.api, agent)))[0]),
      async () => {
        const [t, r] = await timed(() => srv.client.callTool(PROJECT_GET));
        check(r);
        mcp.push(t);
      },
      async () => {
        const [t, r] = await timed(() => raw.request('tools/call', PROJECT_GET));
        check(r);
        rawMcp.push(t);
      },
    ];
    for (let i = 0; i < CALLS; i++) {
      for (let k = 0; k < steps.length; k++) await steps[(i + k) % steps.length]();
    }
    const queries = ['list branches', 'delete a branch', 'get project', 'protect main', 'resolve git remote', 'server health', 'create an issue', 'project.get'];
    const findArgs = (i) => ({ name: 'gitlab_find_action', arguments: { query: queries[i % queries.length] } });
    for (let i = 0; i < 30; i++) {
      await srv.client.callTool(findArgs(i));
      await srv.client.listTools();
      await raw.request('tools/call', findArgs(i));
      await raw.request('tools/list');
    }
    for (let i = 0; i < 500; i++) {
      ping.push((await timed(() => srv.client.ping()))[0]);
      find.push((await timed(() => srv.client.callTool(findArgs(i))))[0]);
      list.push((await timed(() => srv.client.listTools()))[0]);
      rawPing.push((await timed(() => raw.request('ping')))[0]);
      rawFind.push((await timed(() => raw.request('tools/call', findArgs(i))))[0]);
      rawList.push((await timed(() => raw.request('tools/list')))[0]);
    }
  } finally {
    await srv.close();
    await raw.end();
    agent.destroy();
    await sim.close();
  }
  const over50 = percentile(mcp, 50) - percentile(direct, 50);
  const over99 = percentile(mcp, 99) - percentile(direct, 99);
  const rows = [
    ['direct GitLab GET /projects/42 p50 / p99 (baseline)', p(direct), '1.00×'],
    [`project.get via gitlab_execute_action p50 / p99 (${CALLS} calls)`, p(mcp), `${(percentile(mcp, 50) / percentile(direct, 50)).toFixed(2)}× direct`],
    ['per-call overhead p50 / p99 (MCP − direct)', `${over50.toFixed(2)} / ${over99.toFixed(2)} ms`, ''],
    [`project.get, bare JSON-RPC client (no SDK client) p50 / p99`, p(rawMcp), `${(percentile(rawMcp, 50) / percentile(direct, 50)).toFixed(2)}× direct`],
    ['per-call overhead, bare client p50 / p99 (server side)', `${(percentile(rawMcp, 50) - percentile(direct, 50)).toFixed(2)} / ${(percentile(rawMcp, 99) - percentile(direct, 99)).toFixed(2)} ms`, ''],
    ['ping round trip p50 / p99 (SDK client; bare)', `${p(ping)}; ${p(rawPing)}`, `${(percentile(ping, 50) / percentile(direct, 50)).toFixed(2)}× direct`],
    ['gitlab_find_action p50 / p99 (reference 30 / 49 ms)', p(find), `${(percentile(find, 50) / 30).toFixed(3)}× reference p50`],
    ['gitlab_find_action, bare client p50 / p99', p(rawFind), `${(percentile(rawFind, 50) / percentile(rawPing, 50)).toFixed(2)}× bare ping`],
    ['warm tools/list p50 / p99 (dynamic, SDK client)', p(list), `${(percentile(list, 50) / percentile(ping, 50)).toFixed(2)}× ping`],
    ['warm tools/list, bare client p50 / p99', p(rawList), `${(percentile(rawList, 50) / percentile(rawPing, 50)).toFixed(2)}× bare ping`],
  ];
  return {
    title: 'Per-call costs (stdio, SDK client, embedded simulator)',
    rows,
    metrics: {
      'overhead.p50': over50,
      'overhead.p99': over99,
      'mcp.p50': percentile(mcp, 50),
      'direct.p50': percentile(direct, 50),
      'find.p50': percentile(find, 50),
      'find.p99': percentile(find, 99),
      'list.p50': percentile(list, 50),
      'ping.p50': percentile(ping, 50),
      'raw.overhead.p50': percentile(rawMcp, 50) - percentile(direct, 50),
      'raw.find.p50': percentile(rawFind, 50),
      'raw.list.p50': percentile(rawList, 50),
    },
    notes: [
      `${WARMUP} warm-up calls first; then ${CALLS} iterations each making the direct request, the SDK-client call and the bare JSON-RPC call (two server processes), rotating the order. The direct request uses one keep-alive node:http socket, like the server's own client.`,
      'The SDK-client figures include the client\'s own work in this process (zod parsing, output-schema validation) as a real client would; the bare rows write the JSON-RPC line and wait for the answer line, so they show the server (plus the pipe) alone.',
    ],
  };
}
