// Start-up per surface (issue "Foundation" figures): spawn → initialize and spawn → first
// tools/list, medians of BENCH_RUNS spawns, against a bare `node -e 0` in the same environment.
import { spawnSync } from 'node:child_process';
import { BIN, CLEAN_ENV, INIT, INITIALIZED, RUNS, median, ratio, startSim, timeStdio } from './lib.mjs';

function nodeBaseline(env) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    spawnSync(process.execPath, ['-e', '0'], { env });
    runs.push(performance.now() - t0);
  }
  return median(runs);
}

export async function run() {
  const sim = await startSim();
  const env = { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api };
  const rows = [];
  const metrics = {};
  // The servers are spawned with a clean environment (PATH + their own variables), so the
  // baseline is too; a NODE_EXTRA_CA_CERTS of this shell is shown apart (Node parses it at start).
  const baseline = nodeBaseline(CLEAN_ENV);
  rows.push(['`node -e 0` (baseline)', `${baseline.toFixed(0)} ms`, '1.00×']);
  if (process.env.NODE_EXTRA_CA_CERTS) {
    const withCa = nodeBaseline({ ...CLEAN_ENV, NODE_EXTRA_CA_CERTS: process.env.NODE_EXTRA_CA_CERTS });
    rows.push(['`node -e 0` with this shell\'s NODE_EXTRA_CA_CERTS (not given to the servers)', `${withCa.toFixed(0)} ms`, ratio(withCa, baseline)]);
  }
  const surfaces = ['dynamic', 'meta', 'individual'];
  const init = Object.fromEntries(surfaces.map((x) => [x, []]));
  const list = Object.fromEntries(surfaces.map((x) => [x, []]));
  // The 2026-07-28 era (issue 15): server/discover opens the connection, every request carries the envelope.
  const envelope = { _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} } };
  const modern = { discover: [], list: [] };
  try {
    // Interleaved (one spawn of each surface per round), so a busy moment hits all of them alike.
    for (let i = 0; i < RUNS; i++) {
      for (const surface of surfaces) {
        const t = await timeStdio([BIN], { ...env, GITLAB_MCP_TOOL_SURFACE: surface }, [INIT, INITIALIZED, { id: 2, method: 'tools/list' }]);
        init[surface].push(t[1].ms);
        list[surface].push(t[2].ms);
      }
      const m = await timeStdio([BIN], env, [{ id: 1, method: 'server/discover', params: envelope }, { id: 2, method: 'tools/list', params: envelope }]);
      modern.discover.push(m[1].ms);
      modern.list.push(m[2].ms);
    }
    for (const surface of surfaces) {
      rows.push([`spawn → initialize (${surface})`, `${median(init[surface]).toFixed(0)} ms`, ratio(median(init[surface]), baseline)]);
      rows.push([`spawn → first tools/list (${surface})`, `${median(list[surface]).toFixed(0)} ms`, ratio(median(list[surface]), baseline)]);
      metrics[`init.${surface}`] = median(init[surface]);
      metrics[`list.${surface}`] = median(list[surface]);
    }
    rows.push(['spawn → server/discover (dynamic, 2026-07-28)', `${median(modern.discover).toFixed(0)} ms`, ratio(median(modern.discover), baseline)]);
    rows.push(['spawn → first tools/list (dynamic, 2026-07-28)', `${median(modern.list).toFixed(0)} ms`, ratio(median(modern.list), baseline)]);
    metrics['discover.modern'] = median(modern.discover);
    metrics['list.modern'] = median(modern.list);
  } finally {
    await sim.close();
  }
  metrics.baseline = baseline;
  return {
    title: 'Start-up (stdio, embedded simulator)',
    rows,
    metrics,
    notes: [
      `Medians of ${RUNS} spawns per surface, interleaved round by round; the clock starts at spawn and stops at each answer line on stdout. initialize, notifications/initialized and tools/list are written at once; the server answers initialize from its front and tools/list once Nest, the catalog and GitLab discovery are ready.`,
    ],
  };
}
