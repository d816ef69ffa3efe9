// Start-up, listing footprint and gitlab_find_action latency (issue "Foundation" figures).
import { spawnSync } from 'node:child_process';
import { BIN, INIT, INITIALIZED, median, percentile, require, startSim, timeStdio } from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);

export async function run() {
  const sim = await startSim();
  const env = { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api };
  const rows = [];
  const nodeBaseline = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    spawnSync(process.execPath, ['-e', '0']);
    nodeBaseline.push(performance.now() - t0);
  }
  const baseline = median(nodeBaseline);
  rows.push(['`node -e 0` (baseline)', `${baseline.toFixed(0)} ms`, '1.00×']);
  for (const surface of ['dynamic', 'meta', 'individual']) {
    const init = [];
    const list = [];
    let bytes = 0;
    for (let i = 0; i < RUNS; i++) {
      const t = await timeStdio([BIN], { ...env, GITLAB_MCP_TOOL_SURFACE: surface }, [INIT, INITIALIZED, { id: 2, method: 'tools/list' }]);
      init.push(t[1].ms);
      list.push(t[2].ms);
      bytes = t[2].bytes;
    }
    rows.push([`spawn → initialize (${surface})`, `${median(init).toFixed(0)} ms`, `${(median(init) / baseline).toFixed(2)}×`]);
    rows.push([`spawn → first tools/list (${surface})`, `${median(list).toFixed(0)} ms`, `${(median(list) / baseline).toFixed(2)}×`]);
    rows.push([`tools/list bytes (${surface})`, `${bytes}`, '']);
  }

  const { Client } = require('@modelcontextprotocol/sdk/client/index.js');
  const { StdioClientTransport } = require('@modelcontextprotocol/sdk/client/stdio.js');
  const client = new Client({ name: 'bench', version: '1' });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [BIN], env: { PATH: process.env.PATH, ...env }, stderr: 'ignore' }));
  const queries = ['list branches', 'delete a branch', 'get project', 'protect main', 'resolve git remote', 'server health'];
  const find = [];
  const ping = [];
  for (let i = 0; i < 300; i++) {
    let t0 = performance.now();
    await client.ping();
    ping.push(performance.now() - t0);
    t0 = performance.now();
    await client.callTool({ name: 'gitlab_find_action', arguments: { query: queries[i % queries.length] } });
    find.push(performance.now() - t0);
  }
  await client.close();
  await sim.close();
  rows.push(['ping round trip p50 / p99 (baseline)', `${percentile(ping, 50).toFixed(2)} / ${percentile(ping, 99).toFixed(2)} ms`, '1.00×']);
  rows.push([
    'gitlab_find_action p50 / p99',
    `${percentile(find, 50).toFixed(2)} / ${percentile(find, 99).toFixed(2)} ms`,
    `${(percentile(find, 50) / percentile(ping, 50)).toFixed(2)}× ping`,
  ]);
  return { title: 'Start-up and listing (stdio, embedded simulator)', rows };
}
