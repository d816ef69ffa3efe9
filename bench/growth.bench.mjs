// Cost growth with the catalogue: start-up, listing bytes/tokens and RSS on the individual
// surface at ~25 / 50 / 100 % of our actions (whole domains hidden with GITLAB_MCP_EXCLUDE_TOOLS),
// the slope per action, and a linear extrapolation to the reference catalogue's 1,098 actions.
import { BIN, INIT, INITIALIZED, RUNS, catalogFromDynamic, countTokens, int, linearFit, median, mib, percentile, startSim, timeStdio } from './lib.mjs';
import { REFERENCE } from './footprint.bench.mjs';

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

export async function run() {
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
    title: 'Cost growth with the catalogue (individual surface, Ultimate)',
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
