// Profiles of the spawned server, taken when a goal is missed (bench/run.mjs) or on demand
// (`node bench/profile.mjs [startup|calls|heap|http-heap]`): `node --cpu-prof` / `--heap-prof`
// into a temporary folder, summarised by bench/cpuprofile.mjs. The profile files are deleted.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSummary, setBuildDist, summaryMarkdown } from './cpuprofile.mjs';
import { startFakeGitlab } from './fake-gitlab.mjs';
import { BUILD, PROJECT_GET, RawStdio, mcpPost, startSim } from './lib.mjs';

setBuildDist(join(BUILD.root, 'dist'));

async function withProfileDir(fn) {
  const dir = mkdtempSync(join(tmpdir(), 'gms-prof-'));
  try {
    const info = await fn(dir);
    const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile') || f.endsWith('.heapprofile'));
    if (!file) throw new Error('the server wrote no profile (it did not exit cleanly)');
    return { ...info, summary: loadSummary(join(dir, file), 15, { fromUs: info.fromUs }) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function withSim(fn) {
  const sim = await startSim();
  try {
    return await fn({ GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api, GITLAB_MCP_TOOL_SURFACE: 'dynamic' });
  } finally {
    await sim.close();
  }
}

/** CPU profile of one start: spawn → initialize → first tools/list, then stdin closes. */
export function profileStartup() {
  return withSim((env) =>
    withProfileDir(async (dir) => {
      const t0 = performance.now();
      const srv = new RawStdio({ env, nodeArgs: ['--cpu-prof', '--cpu-prof-dir', dir, '--cpu-prof-interval', '250'] });
      const init = srv.request('initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'bench', version: '1' } });
      srv.notify('notifications/initialized');
      const list = srv.request('tools/list');
      await init;
      const tInit = performance.now() - t0;
      await list;
      const tList = performance.now() - t0;
      await srv.end();
      return {
        title: 'CPU profile: stdio start-up (dynamic), spawn → first tools/list',
        context: `Under the profiler (250 µs sampling): initialize after ${tInit.toFixed(0)} ms, tools/list after ${tList.toFixed(0)} ms.`,
      };
    }),
  );
}

/** CPU profile of the per-call path: 1000 project.get, 500 find_action, 500 tools/list. */
export function profileCalls() {
  return withSim((env) =>
    withProfileDir(async (dir) => {
      const srv = new RawStdio({ env, nodeArgs: ['--cpu-prof', '--cpu-prof-dir', dir] });
      await srv.initialize();
      await srv.request('tools/list');
      for (let i = 0; i < 50; i++) await srv.request('tools/call', PROJECT_GET);
      // Only samples from here on are summarised (same monotonic clock as the profile's).
      const fromUs = Number(process.hrtime.bigint() / 1000n);
      const t0 = performance.now();
      for (let i = 0; i < 1000; i++) await srv.request('tools/call', PROJECT_GET);
      const tCalls = performance.now() - t0;
      for (let i = 0; i < 500; i++) await srv.request('tools/call', { name: 'gitlab_find_action', arguments: { query: 'list branches' } });
      for (let i = 0; i < 500; i++) await srv.request('tools/list');
      const tAll = performance.now() - t0;
      await srv.end();
      return {
        fromUs,
        title: 'CPU profile: warm per-call path (1000 project.get, then 500 gitlab_find_action and 500 tools/list; bare client)',
        context: `Start-up and 50 warm-up calls are left out; the 1000 project.get took ${tCalls.toFixed(0)} ms under the profiler, the whole phase ${tAll.toFixed(0)} ms. "(idle)" is time waiting for the client or the simulator (which runs in the bench process).`,
      };
    }),
  );
}

/** Sampled live heap at exit of a stdio server that started and answered tools/list. */
export function profileHeap() {
  return withSim((env) =>
    withProfileDir(async (dir) => {
      const srv = new RawStdio({ env, nodeArgs: ['--heap-prof', '--heap-prof-dir', dir, '--heap-prof-interval', '32768'] });
      await srv.initialize();
      await srv.request('tools/list');
      for (let i = 0; i < 200; i++) await srv.request('tools/call', PROJECT_GET);
      await srv.end();
      return {
        title: 'Heap profile: live V8 heap of a stdio server (dynamic) after start and 200 calls',
        context: 'Sampling heap profiler (32 KiB interval), objects still alive at exit. RSS beyond the V8 heap is code, Node/V8 native memory and free heap pages.',
      };
    }),
  );
}

/** Sampled live heap at exit of an HTTP server that served 256 credentials. */
export async function profileHttpHeap() {
  const { spawnHttp } = await import('./lib.mjs');
  const gl = await startFakeGitlab();
  try {
    return await withProfileDir(async (dir) => {
      const srv = await spawnHttp({ gitlabUrl: gl.url, nodeArgs: ['--heap-prof', '--heap-prof-dir', dir, '--heap-prof-interval', '32768'], env: { GITLAB_MCP_MAX_HTTP_CLIENTS: '1000' } });
      for (let i = 0; i < 256; i += 16) await Promise.all(Array.from({ length: 16 }, (_, k) => mcpPost(srv.endpoint, `bench-credential-${i + k}`, 'tools/call', PROJECT_GET)));
      await srv.stop();
      return {
        title: 'Heap profile: HTTP server after 256 credentials (one project.get each)',
        context: 'Sampling heap profiler (32 KiB interval), objects still alive at exit (after SIGTERM drain): what the credential pool entries and their state hold.',
      };
    });
  } finally {
    await gl.close();
  }
}

export const PROFILES = { startup: profileStartup, calls: profileCalls, heap: profileHeap, 'http-heap': profileHttpHeap };

export function profileMarkdown(p) {
  return [`### ${p.title}`, '', p.context, '', ...summaryMarkdown(p.summary, { modules: 10, functions: 12 }), ''];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const which = process.argv.slice(2);
  for (const name of which.length ? which : Object.keys(PROFILES)) {
    const p = await PROFILES[name]();
    process.stdout.write(`${profileMarkdown(p).join('\n')}\n`);
  }
}
