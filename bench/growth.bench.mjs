// Cost growth with the catalogue, two ways:
// - hidden: start-up, listing bytes/tokens and RSS on the individual surface at ~25 / 50 / 100 % of
//   our actions (whole domains hidden with GITLAB_MCP_EXCLUDE_TOOLS), the slope per action, and a
//   linear extrapolation to the reference catalogue's 1,098 actions;
// - added (issue 13, "budgets as the catalog doubles"): variants of the server built with
//   synthetic domains (bench/synthetic-actions.mjs) up to 800 and 1,100 actions, against the
//   server as built (~500), on the dynamic and individual surfaces: spawn → first tools/list, the
//   server's CPU time by then, and RSS after start.
//   node bench/growth.bench.mjs   runs both and rewrites the growth section of bench/RESULTS.md
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH, BIN, INIT, INITIALIZED, RUNS, catalogFromDynamic, countTokens, int, linearFit, median, mib, percentile, startSim, timeStdio } from './lib.mjs';
import { REFERENCE } from './footprint.bench.mjs';
import { buildSyntheticVariant } from './synthetic-actions.mjs';

/** Total actions of the synthetic variants (the server as built is the first point). */
const ADDED_TOTALS = [800, 1100];
const ADDED_SURFACES = ['dynamic', 'individual'];
/** Issue 13's budgets at 1,100 actions. */
export const BUDGET = { listMs: 300, rssMiB: 100 };
export const GROWTH_TITLE = 'Cost growth with the catalogue (Ultimate)';

const FRACTIONS = [0.25, 0.5, 1];

/** Subset of domains whose action count is closest to `target` (exact for few domains). */
function pickDomains(counts, target) {
  const names = Object.keys(counts);
  if (names.length <= 16) {
    let best = { diff: Infinity, set: names };
    for (let mask = 1; mask < 1 << names.length; mask++) {
      const set = names.filter((_, i) => mask & (1 << i));
      const n = set.reduce((a, d) => a + counts[d], 0);
      const diff = Math.abs(n - target);
      if (diff < best.diff || (diff === best.diff && set.length > best.set.length)) best = { diff, set };
    }
    return best.set;
  }
  const set = [];
  let n = 0;
  for (const d of [...names].sort((a, b) => counts[b] - counts[a])) {
    if (n + counts[d] <= target) {
      set.push(d);
      n += counts[d];
    }
  }
  return set;
}

function pointEnv(env, keep, all) {
  const exclude = all.filter((d) => !keep.includes(d));
  return { ...env, GITLAB_MCP_TOOL_SURFACE: 'individual', ...(exclude.length ? { GITLAB_MCP_EXCLUDE_TOOLS: exclude.join(',') } : {}) };
}

function summarisePoint(samples, keep) {
  const spread = (v) => percentile(v, 75) - percentile(v, 25);
  const list = samples.map((t) => t[2].ms);
  const rss = samples.map((t) => t.rss);
  const tools = samples[samples.length - 1][2].message.result.tools;
  return {
    actions: tools.length,
    init: median(samples.map((t) => t[1].ms)),
    list: median(list),
    listIqr: spread(list),
    rss: median(rss),
    rssIqr: spread(rss),
    bytes: samples[samples.length - 1][2].bytes,
    tokens: countTokens(JSON.stringify(tools)),
    domains: keep,
  };
}

async function runHidden() {
  const sim = await startSim();
  const env = { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api, GITLAB_MCP_TIER: 'ultimate' };
  const points = [];
  try {
    // Domains as gitlab_find_action's description names them (else one meta tool per domain),
    // actions from the individual surface (gitlab_<domain>_<action>, longest domain prefix wins).
    const dyn = await timeStdio([BIN], { ...env, GITLAB_MCP_TOOL_SURFACE: 'dynamic' }, [INIT, INITIALIZED, { id: 2, method: 'tools/list' }]);
    let names = catalogFromDynamic(dyn[2].message.result.tools)?.domains;
    if (!names) {
      const meta = await timeStdio([BIN], { ...env, GITLAB_MCP_TOOL_SURFACE: 'meta' }, [INIT, INITIALIZED, { id: 2, method: 'tools/list' }]);
      names = meta[2].message.result.tools.map((t) => t.name.replace(/^gitlab_/, ''));
    }
    const domains = [...names].sort((a, b) => b.length - a.length);
    const ind = await timeStdio([BIN], { ...env, GITLAB_MCP_TOOL_SURFACE: 'individual' }, [INIT, INITIALIZED, { id: 2, method: 'tools/list' }]);
    const counts = Object.fromEntries(domains.map((d) => [d, 0]));
    for (const t of ind[2].message.result.tools) {
      const d = domains.find((x) => t.name === `gitlab_${x}` || t.name.startsWith(`gitlab_${x}_`));
      if (d) counts[d]++;
    }
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    const keeps = FRACTIONS.map((f) => (f === 1 ? domains : pickDomains(counts, Math.round(total * f))));
    const samples = FRACTIONS.map(() => []);
    // Interleaved: one spawn of each point per round, so a busy moment hits all points alike.
    for (let i = 0; i < RUNS; i++) {
      for (let k = 0; k < FRACTIONS.length; k++) {
        samples[k].push(await timeStdio([BIN], pointEnv(env, keeps[k], domains), [INIT, INITIALIZED, { id: 2, method: 'tools/list' }], { rssAfterMs: 200 }));
      }
    }
    FRACTIONS.forEach((f, k) => points.push({ fraction: f, ...summarisePoint(samples[k], keeps[k]) }));
  } finally {
    await sim.close();
  }
  const xs = points.map((p) => p.actions);
  const fit = (k) => linearFit(xs, points.map((p) => p[k]));
  const slopes = { list: fit('list'), init: fit('init'), bytes: fit('bytes'), tokens: fit('tokens'), rss: fit('rss') };
  const N = REFERENCE.individualUltimate.actions;
  const at = (f) => f.intercept + f.slope * N;
  const rows = points.map((p) => [
    `${Math.round(p.fraction * 100)} % of the catalogue: ${p.actions} actions (${p.domains.join(', ')})`,
    `tools/list after ${p.list.toFixed(0)} ms · ${int(p.bytes)} B · ${int(p.tokens)} tok · RSS ${mib(p.rss)}`,
    `${(p.list / points[points.length - 1].list).toFixed(2)}× full start-up`,
  ]);
  // A slope whose total effect over the measured range is smaller than the run-to-run spread
  // (interquartile range) is noise, and is not extrapolated.
  const span = xs[xs.length - 1] - xs[0];
  // A negative slope (more actions, less cost) can only be noise, too.
  const noisy = (k, iqrKey) => slopes[k].slope < 0 || Math.abs(slopes[k].slope * span) < Math.max(...points.map((p) => p[iqrKey]));
  const listNoisy = noisy('list', 'listIqr');
  const rssNoisy = noisy('rss', 'rssIqr');
  rows.push([
    'slope per action (least squares over the 3 points)',
    `${slopes.list.slope.toFixed(2)} ms spawn→tools/list${listNoisy ? ' (within run-to-run noise)' : ''} · ${int(slopes.bytes.slope)} B · ${int(slopes.tokens.slope)} tok · ${(slopes.rss.slope * 1024).toFixed(0)} KiB RSS${rssNoisy ? ' (within noise)' : ''}`,
    '',
  ]);
  rows.push([
    `linear extrapolation to ${int(N)} actions (reference catalogue)`,
    `~${(at(slopes.bytes) / 1e6).toFixed(2)} MB · ~${int(at(slopes.tokens))} tok listed; start-up ${listNoisy ? 'not extrapolated (slope within noise)' : `~${at(slopes.list).toFixed(0)} ms`}; RSS ${rssNoisy ? 'not extrapolated (slope within noise)' : `~${mib(at(slopes.rss), 0)}`}`,
    `${(at(slopes.tokens) / REFERENCE.individualUltimate.tokens).toFixed(2)}× reference tokens`,
  ]);
  return {
    rows,
    metrics: {
      'growth.msPerAction': slopes.list.slope,
      'growth.bytesPerAction': slopes.bytes.slope,
      'growth.tokensPerAction': slopes.tokens.slope,
      'growth.rssPerAction': slopes.rss.slope,
      'growth.list1098': at(slopes.list),
      'growth.rss1098': at(slopes.rss),
    },
    notes: [
      `Each point hides whole domains with GITLAB_MCP_EXCLUDE_TOOLS so that the rest comes closest to the fraction; medians of ${RUNS} spawns per point, interleaved round by round (spawn → first tools/list; RSS 200 ms after it). The extrapolation assumes every added action costs what ours cost on average: a rough guide, not a measurement.`,
      'GITLAB_MCP_EXCLUDE_TOOLS hides tools from the listing; the excluded domains\' code is still loaded and their actions still registered, so the start-up and RSS slopes measure the per-listed-tool work (schemas, surface projection), not the cost of loading more domain code. Listing bytes and tokens scale exactly.',
    ],
  };
}

/**
 * The server as built against variants with synthetic domains added, up to each of ADDED_TOTALS
 * actions; spawns interleaved round by round (every server and surface once per round).
 */
async function runAdded(log) {
  const sim = await startSim();
  const env = { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api, GITLAB_MCP_TIER: 'ultimate' };
  const probe = (bin, surface) => timeStdio([bin], { ...env, GITLAB_MCP_TOOL_SURFACE: surface }, [INIT, INITIALIZED, { id: 2, method: 'tools/list' }], { rssAfterMs: 300 });
  const variants = [];
  try {
    const ours = (await probe(BIN, 'individual'))[2].message.result.tools.length;
    const servers = [{ actions: ours, bin: BIN, buildS: undefined }];
    for (const total of ADDED_TOTALS) {
      const t0 = performance.now();
      const v = await buildSyntheticVariant(total - ours, log);
      variants.push(v);
      servers.push({ actions: ours + v.actions, bin: v.bin, buildS: (performance.now() - t0) / 1000 });
    }
    const samples = servers.map(() => Object.fromEntries(ADDED_SURFACES.map((s) => [s, []])));
    for (let i = 0; i < RUNS; i++) {
      for (let k = 0; k < servers.length; k++) {
        for (const surface of ADDED_SURFACES) samples[k][surface].push(await probe(servers[k].bin, surface));
      }
    }
    const points = servers.map((srv, k) => {
      const per = Object.fromEntries(
        ADDED_SURFACES.map((surface) => {
          const runs = samples[k][surface];
          const tools = runs[runs.length - 1][2].message.result.tools;
          return [surface, { list: median(runs.map((t) => t[2].ms)), cpu: median(runs.map((t) => t[2].cpuMs)), rss: median(runs.map((t) => t.rss)), anon: median(runs.map((t) => t.rssParts.anon)), tools: tools.length, bytes: runs[runs.length - 1][2].bytes }];
        }),
      );
      return { ...srv, per };
    });
    return points;
  } finally {
    await sim.close();
    for (const v of variants) v.close();
  }
}

function addedRows(points) {
  const base = points[0];
  const rows = [];
  for (const surface of ADDED_SURFACES) {
    for (const p of points) {
      const m = p.per[surface];
      const b = base.per[surface];
      const what = p === base ? `${p.actions} actions (the server as built)` : `${p.actions} actions (+${p.actions - base.actions} synthetic)`;
      rows.push([
        `${surface}, ${what}`,
        `tools/list after ${m.list.toFixed(0)} ms (server CPU ${m.cpu.toFixed(0)} ms) · RSS ${mib(m.rss)} (${mib(m.anon)} anonymous) · ${m.tools} tools, ${int(m.bytes)} B`,
        p === base ? '1.00×' : `${(m.list / b.list).toFixed(2)}× time, ${(m.cpu / b.cpu).toFixed(2)}× CPU, ${(m.rss / b.rss).toFixed(2)}× RSS`,
      ]);
    }
  }
  const top = points[points.length - 1];
  const span = top.actions - base.actions;
  for (const surface of ADDED_SURFACES) {
    const a = top.per[surface];
    const b = base.per[surface];
    rows.push([`${surface}: cost per added action (${base.actions} → ${top.actions})`, `${((a.list - b.list) / span).toFixed(2)} ms · ${((a.cpu - b.cpu) / span).toFixed(2)} ms CPU · ${(((a.rss - b.rss) * 1024) / span).toFixed(0)} KiB RSS`, '']);
  }
  const d = top.per.dynamic;
  const worstRss = Math.max(...ADDED_SURFACES.map((s) => top.per[s].rss));
  rows.push([
    `budget at ${top.actions} actions: first tools/list ≤ ${BUDGET.listMs} ms (dynamic), RSS after start ≤ ${BUDGET.rssMiB} MiB`,
    `${d.list.toFixed(0)} ms (${d.list <= BUDGET.listMs ? 'met' : `**missed** by +${(d.list - BUDGET.listMs).toFixed(0)} ms`}; server CPU ${d.cpu.toFixed(0)} ms) · ${mib(worstRss)} worst surface (${worstRss <= BUDGET.rssMiB ? 'met' : `**missed** by +${(worstRss - BUDGET.rssMiB).toFixed(1)} MiB`})`,
    `${(d.list / BUDGET.listMs).toFixed(2)}× / ${(worstRss / BUDGET.rssMiB).toFixed(2)}× the budgets`,
  ]);
  return rows;
}

export async function run(log = () => {}) {
  const hidden = await runHidden();
  const points = await runAdded(log);
  const top = points[points.length - 1];
  return {
    title: GROWTH_TITLE,
    rows: [...hidden.rows, ...addedRows(points)],
    metrics: {
      ...hidden.metrics,
      'growth.added.actions': top.actions,
      'growth.added.list.dynamic': top.per.dynamic.list,
      'growth.added.list.individual': top.per.individual.list,
      'growth.added.rss': Math.max(...ADDED_SURFACES.map((s) => top.per[s].rss)),
    },
    notes: [
      ...hidden.notes,
      `Added actions: each variant is the server's sources copied to a temporary folder with synthetic domains added to DomainsModule (bench/synthetic-actions.mjs: 20 actions per domain, list / get / create / update / delete of four resources, with input DTOs of 2–7 class-validator fields, entity output DTOs with a nested user, a handler calling GitLab and a Markdown formatter, as real actions are written), built by that copy's scripts/build.mjs like dist/ (bundle, code cache and schema snapshot of its own warm-up run; build ${points.slice(1).map((p) => `${p.buildS.toFixed(0)} s`).join(', ')}). Medians of ${RUNS} spawns per server and surface, interleaved round by round; the clock stops at the tools/list answer line; server CPU is its user + system time from /proc at that moment (10 ms steps), which other load on the machine inflates less than wall time; RSS 300 ms after the answer, as the memory topic reads it.`,
    ],
  };
}

/** Replaces the growth section of bench/RESULTS.md (run on its own: `node bench/growth.bench.mjs`). */
function writeSection(section) {
  const file = join(BENCH, 'RESULTS.md');
  const previous = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const table = [`## ${section.title}`, '', '| measure | value | ratio |', '| --- | --- | --- |', ...section.rows.map((r) => `| ${r.join(' | ')} |`), '', ...section.notes.map((n) => `- ${n}`), ''].join('\n');
  const at = previous.indexOf(`## ${GROWTH_TITLE}`);
  if (at === -1) {
    writeFileSync(file, `${previous.trimEnd()}\n\n${table}`);
    return;
  }
  const next = previous.indexOf('\n## ', at + 3);
  writeFileSync(file, previous.slice(0, at) + table + (next === -1 ? '' : previous.slice(next)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const section = await run((m) => process.stderr.write(`[growth] ${m}\n`));
  process.stdout.write(`${section.rows.map((r) => r.join(' | ')).join('\n')}\n`);
  writeSection(section);
}
