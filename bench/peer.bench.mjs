// A peer side by side: @zereight/mcp-gitlab (the most-used TypeScript GitLab MCP server), a dev
// dependency of bench/ only (bench/package.json), against the same fake GitLab with the same
// token: start-up, listing bytes/tokens of its default tool set, per-call latency of its
// project-get tool, RSS. Ratios are ours / theirs.
import { join } from 'node:path';
import { startFakeGitlab } from './fake-gitlab.mjs';
import {
  BENCH,
  BIN,
  INIT,
  INITIALIZED,
  PROJECT_GET,
  RUNS,
  benchRequire,
  connectStdio,
  countTokens,
  ensureBenchDeps,
  int,
  median,
  mib,
  percentile,
  rssMiB,
  sleep,
  timeStdio,
} from './lib.mjs';
import { directGet } from './calls.bench.mjs';
import { Agent } from 'node:http';

const CALLS = Number(process.env.BENCH_PEER_CALLS ?? 500);
const TOKEN = 'glpat-bench-shared-token';

export async function run() {
  let deps;
  try {
    deps = ensureBenchDeps();
  } catch (e) {
    return unavailable(`\`npm ci --prefix bench\` failed: ${e.message}`);
  }
  const peerPkg = benchRequire('@zereight/mcp-gitlab/package.json');
  const peerBin = join(BENCH, 'node_modules/@zereight/mcp-gitlab', typeof peerPkg.bin === 'string' ? peerPkg.bin : Object.values(peerPkg.bin)[0]);
  const gl = await startFakeGitlab();
  const ours = { args: [BIN], env: { GITLAB_URL: gl.url, GITLAB_TOKEN: TOKEN, GITLAB_MCP_TOOL_SURFACE: 'dynamic' } };
  const oursInd = { args: [BIN], env: { ...ours.env, GITLAB_MCP_TOOL_SURFACE: 'individual' } };
  // Its README: GITLAB_PERSONAL_ACCESS_TOKEN + GITLAB_API_URL; the version check would reach
  // the npm registry at every start, so it is off (GITLAB_DISABLE_VERSION_CHECK).
  const theirs = { args: [peerBin], env: { GITLAB_PERSONAL_ACCESS_TOKEN: TOKEN, GITLAB_API_URL: `${gl.url}/api/v4`, GITLAB_DISABLE_VERSION_CHECK: 'true' } };
  const req = [INIT, INITIALIZED, { id: 2, method: 'tools/list' }];
  const S = { ours: { init: [], list: [], rss: [] }, theirs: { init: [], list: [], rss: [] } };
  let listing;
  try {
    // Start-up, interleaved run by run.
    for (let i = 0; i < RUNS; i++) {
      for (const [k, cfg] of [
        ['ours', ours],
        ['theirs', theirs],
      ]) {
        const t = await timeStdio(cfg.args, cfg.env, req, { rssAfterMs: 300 });
        S[k].init.push(t[1].ms);
        S[k].list.push(t[2].ms);
        S[k].rss.push(t.rss);
        if (i === 0) S[k].listing = t[2];
      }
    }
    const indiv = await timeStdio(oursInd.args, oursInd.env, req);
    listing = {
      ours: measureListing(S.ours.listing),
      oursInd: measureListing(indiv[2]),
      theirs: measureListing(S.theirs.listing),
    };

    // Per call: each server through the SDK client, interleaved, plus the direct GET.
    const a = await connectStdio(ours);
    const b = await connectStdio(theirs);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const lat = { ours: [], theirs: [], direct: [] };
    let peerTool;
    let answer;
    try {
      const tools = (await b.client.listTools()).tools;
      peerTool = tools.find((t) => t.name === 'get_project') ?? tools.find((t) => /^get_?project$/i.test(t.name));
      if (!peerTool) throw new Error(`no project-get tool among its ${tools.length} tools`);
      const theirCall = { name: peerTool.name, arguments: { project_id: '42' } };
      const check = (r, who) => {
        if (r.isError) throw new Error(`${who} project get failed: ${JSON.stringify(r.content).slice(0, 200)}`);
      };
      for (let i = 0; i < 30; i++) {
        const ra = await a.client.callTool(PROJECT_GET);
        const rb = await b.client.callTool(theirCall);
        check(ra, 'ours');
        check(rb, 'theirs');
        if (i === 0) answer = { ours: answerSize(ra), theirs: answerSize(rb) };
      }
      for (let i = 0; i < CALLS; i++) {
        let t = performance.now();
        await directGet(`${gl.url}/api/v4/projects/42`, TOKEN, agent);
        lat.direct.push(performance.now() - t);
        t = performance.now();
        check(await a.client.callTool(PROJECT_GET), 'ours');
        lat.ours.push(performance.now() - t);
        t = performance.now();
        check(await b.client.callTool(theirCall), 'theirs');
        lat.theirs.push(performance.now() - t);
      }
      await sleep(300);
      S.ours.rssCalls = rssMiB(a.pid);
      S.theirs.rssCalls = rssMiB(b.pid);
    } finally {
      agent.destroy();
      await a.close();
      await b.close();
    }

    const r = (x, y) => `${(x / y).toFixed(2)}×`;
    const p = (v) => `${percentile(v, 50).toFixed(2)} / ${percentile(v, 99).toFixed(2)} ms`;
    const m = (k, f) => median(S[k][f]);
    const rows = [
      [`spawn → initialize, ours / theirs (${peerPkg.name} ${peerPkg.version})`, `${m('ours', 'init').toFixed(0)} / ${m('theirs', 'init').toFixed(0)} ms`, r(m('ours', 'init'), m('theirs', 'init'))],
      ['spawn → first tools/list, ours / theirs', `${m('ours', 'list').toFixed(0)} / ${m('theirs', 'list').toFixed(0)} ms`, r(m('ours', 'list'), m('theirs', 'list'))],
      [
        `tools/list, ours dynamic (${listing.ours.tools} tools) / theirs default (${listing.theirs.tools} tools)`,
        `${int(listing.ours.bytes)} / ${int(listing.theirs.bytes)} B · ${int(listing.ours.tokens)} / ${int(listing.theirs.tokens)} tok`,
        `${r(listing.ours.tokens, listing.theirs.tokens)} tokens`,
      ],
      [
        `tools/list, ours individual (${listing.oursInd.tools} tools) / theirs (${listing.theirs.tools} tools), per tool`,
        `${(listing.oursInd.tokens / listing.oursInd.tools).toFixed(0)} / ${(listing.theirs.tokens / listing.theirs.tools).toFixed(0)} tok per tool`,
        `${r(listing.oursInd.tokens / listing.oursInd.tools, listing.theirs.tokens / listing.theirs.tools)}`,
      ],
      ['direct GET /projects/42 p50 / p99 (baseline)', p(lat.direct), ''],
      [`project get p50 / p99, ours (gitlab_execute_action) / theirs (${peerTool.name}), ${CALLS} calls`, `${p(lat.ours)} / ${p(lat.theirs)}`, `${r(percentile(lat.ours, 50), percentile(lat.theirs, 50))} p50, ${r(percentile(lat.ours, 99), percentile(lat.theirs, 99))} p99`],
      [
        'project get answer, ours / theirs: bytes · tokens (text content; ours also sends structuredContent)',
        `${int(answer.ours.textBytes)} / ${int(answer.theirs.textBytes)} B · ${int(answer.ours.textTokens)} / ${int(answer.theirs.textTokens)} tok`,
        `${r(answer.ours.textTokens, answer.theirs.textTokens)} tokens`,
      ],
      ['RSS after start, ours / theirs', `${mib(m('ours', 'rss'))} / ${mib(m('theirs', 'rss'))}`, r(m('ours', 'rss'), m('theirs', 'rss'))],
      [`RSS after ${CALLS + 30} calls, ours / theirs`, `${mib(S.ours.rssCalls)} / ${mib(S.theirs.rssCalls)}`, r(S.ours.rssCalls, S.theirs.rssCalls)],
    ];
    const unknown = [...gl.unknown.entries()].map(([k, v]) => `${k} (${v}×)`).join(', ');
    return {
      title: `Peer: ${peerPkg.name} ${peerPkg.version} side by side (stdio, same fake GitLab and token)`,
      rows,
      metrics: {
        'peer.init.ratio': m('ours', 'init') / m('theirs', 'init'),
        'peer.list.ratio': m('ours', 'list') / m('theirs', 'list'),
        'peer.call.ratio': percentile(lat.ours, 50) / percentile(lat.theirs, 50),
        'peer.rss.ratio': m('ours', 'rss') / m('theirs', 'rss'),
        'peer.tokens.ratio': listing.ours.tokens / listing.theirs.tokens,
      },
      notes: [
        `Installed in bench/node_modules only (bench/package.json pins it exactly)${deps.installed ? `; installed by this run in ${(deps.ms / 1000).toFixed(1)} s` : ''}. Started as \`node ${peerBin.slice(BENCH.length + 1)}\` with GITLAB_PERSONAL_ACCESS_TOKEN, GITLAB_API_URL=<fake>/api/v4 and GITLAB_DISABLE_VERSION_CHECK=true (otherwise it asks the npm registry for a newer version at every start); its default tool set (no GITLAB_TOOLSETS).`,
        `Ours: the default dynamic surface (GITLAB_URL=<fake>, GITLAB_TOKEN = the same token). Start-up medians of ${RUNS} interleaved runs; calls interleaved (direct, ours, theirs) after 30 warm-up calls each. Ratios are ours / theirs (< 1 is better for us).`,
        `Our catalogue has ${listing.oursInd.tools} actions, theirs ${listing.theirs.tools} tools, so the listing is compared in total and per tool.${unknown ? ` Requests the fake GitLab did not know (answered 404): ${unknown}.` : ''}`,
      ],
    };
  } catch (e) {
    return unavailable(`it could not be measured here: ${e.message}`);
  } finally {
    await gl.close();
  }
}

/** Size of a tool result's text content (what the model reads). */
function answerSize(result) {
  const text = (result.content ?? []).filter((c) => c.type === 'text').map((c) => c.text).join('\n');
  return { textBytes: Buffer.byteLength(text), textTokens: countTokens(text) };
}

function measureListing(t) {
  const tools = t.message.result.tools;
  return { bytes: t.bytes, tokens: countTokens(JSON.stringify(tools)), tools: tools.length };
}

function unavailable(why) {
  return { title: 'Peer: @zereight/mcp-gitlab side by side', rows: [['peer', 'not measured', '']], notes: [`The peer was not measured: ${why}`] };
}
