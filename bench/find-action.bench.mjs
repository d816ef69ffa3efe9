// find_action accuracy (issue 14): every phrasing of test/fixtures/find-action/corpus.jsonl goes
// through gitlab_find_action of the built server (stdio, SDK client, embedded simulator, tier
// ultimate so every tier's actions are listed); a phrasing scores at the rank of its first
// acceptable id among the 20 returned. Prints top-1, top-5 and MRR (@20) on the tuning and
// held-out parts, per area and per style, and the latency per query; rewrites its own section of
// bench/RESULTS.md, which run.mjs keeps.
//
//   node scripts/build.mjs && node bench/find-action.bench.mjs
//
// Phrasings none of whose ids the running catalog has (a domain not merged yet) are counted as
// "not in catalog" and left out of the ratios. An id is in the catalog when find_action, asked for
// that exact id, returns it first.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, connectStdio, percentile, startSim } from './lib.mjs';
import { FIND_ACTION_TITLE as TITLE, writeSection } from './sections.mjs';

const CORPUS = join(ROOT, 'test/fixtures/find-action/corpus.jsonl');
const LIMIT = 20;
/** The figures of the ranker this one replaced, measured by this benchmark on the same corpus and catalog (781 actions). */
const BEFORE = 'Before (the hand-rolled TF-IDF ranker, measured 2026-12-01 by this benchmark with 781 actions): tuning top-1 45.5 %, top-5 71.5 %, MRR 0.558; held-out top-1 40.9 %, top-5 63.6 %, MRR 0.511; p50 0.85 ms, p99 3.79 ms.';

/** The split rule of test/fixtures/find-action/README.md: first byte of SHA-1(q) ≡ 0 (mod 3). */
export const isHeldOut = (q) => createHash('sha1').update(q, 'utf8').digest()[0] % 3 === 0;

function loadCorpus() {
  return readFileSync(CORPUS, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l));
}

/** Top-1, top-5 and MRR of scored phrasings (rank 0 = not among the 20 returned). */
function score(rows) {
  const n = rows.length;
  if (n === 0) return { n, top1: NaN, top5: NaN, mrr: NaN };
  return {
    n,
    top1: rows.filter((r) => r.rank === 1).length / n,
    top5: rows.filter((r) => r.rank >= 1 && r.rank <= 5).length / n,
    mrr: rows.reduce((s, r) => s + (r.rank ? 1 / r.rank : 0), 0) / n,
  };
}

export async function run() {
  const phrasings = loadCorpus();
  const sim = await startSim();
  const srv = await connectStdio({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api, GITLAB_MCP_TOOL_SURFACE: 'dynamic', GITLAB_MCP_TIER: 'ultimate' } });
  const find = async (query, limit) => {
    const r = await srv.client.callTool({ name: 'gitlab_find_action', arguments: { query, limit } });
    if (r.isError) throw new Error(`gitlab_find_action failed for ${JSON.stringify(query)}: ${JSON.stringify(r.content).slice(0, 300)}`);
    return r.structuredContent.actions.map((a) => a.id);
  };
  const inCatalog = new Map();
  const scored = [];
  const latency = [];
  try {
    for (const id of new Set(phrasings.flatMap((p) => p.ids))) inCatalog.set(id, (await find(id, 1))[0] === id);
    for (let i = 0; i < 20; i++) await find(phrasings[i].q, LIMIT);
    for (const p of phrasings) {
      const t0 = performance.now();
      const ids = await find(p.q, LIMIT);
      latency.push(performance.now() - t0);
      const known = p.ids.filter((id) => inCatalog.get(id));
      const at = ids.findIndex((id) => known.includes(id));
      scored.push({ ...p, heldOut: isHeldOut(p.q), missing: known.length === 0, rank: at + 1, got: ids[0] });
    }
  } finally {
    await srv.close();
    await sim.close();
  }
  return report(scored, latency);
}

const pct = (v) => (Number.isNaN(v) ? '—' : `${(v * 100).toFixed(1)} %`);
const dec = (v) => (Number.isNaN(v) ? '—' : v.toFixed(3));

function report(scored, latency) {
  const parts = { tuning: scored.filter((r) => !r.heldOut), 'held-out': scored.filter((r) => r.heldOut) };
  const line = (cells) => `| ${cells.join(' | ')} |`;
  const cellsOf = (rows) => {
    const s = score(rows.filter((r) => !r.missing));
    return [pct(s.top1), pct(s.top5), dec(s.mrr), `${s.n}`, `${rows.filter((r) => r.missing).length}`];
  };
  const breakdown = (key) => {
    const values = [...new Set(scored.map((r) => r[key]))].sort();
    const out = [line([key, 'tuning top-1', 'top-5', 'MRR', 'n', 'held-out top-1', 'top-5', 'MRR', 'n', 'not in catalog'])];
    out.push(line(Array(10).fill('---')));
    for (const v of values) {
      const t = cellsOf(parts.tuning.filter((r) => r[key] === v));
      const h = cellsOf(parts['held-out'].filter((r) => r[key] === v));
      out.push(line([v, ...t.slice(0, 4), ...h.slice(0, 4), `${Number(t[4]) + Number(h[4])}`]));
    }
    return out;
  };
  const metrics = {};
  for (const [name, rows] of Object.entries(parts)) {
    const s = score(rows.filter((r) => !r.missing));
    Object.assign(metrics, { [`${name}.top1`]: s.top1, [`${name}.top5`]: s.top5, [`${name}.mrr`]: s.mrr });
  }
  metrics['latency.p50'] = percentile(latency, 50);
  metrics['latency.p99'] = percentile(latency, 99);
  const missing = scored.filter((r) => r.missing).length;
  const text = [
    `## ${TITLE}`,
    '',
    `Measured by \`node bench/find-action.bench.mjs\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ${scored.length} phrasings of test/fixtures/find-action/corpus.jsonl through \`gitlab_find_action\` (limit ${LIMIT}) of the built server over stdio (SDK client, embedded simulator, tier ultimate). A phrasing scores at the rank of its first acceptable id; MRR is over the ${LIMIT} returned. Held-out = first byte of SHA-1(phrasing) ≡ 0 (mod 3), never tuned on. ${missing} phrasing(s) name only ids the running catalog lacks ("not in catalog") and are left out of the ratios.`,
    '',
    line(['part', 'top-1', 'top-5', 'MRR', 'n scored', 'not in catalog']),
    line(Array(6).fill('---')),
    ...Object.entries(parts).map(([name, rows]) => line([name, ...cellsOf(rows)])),
    line(['all', ...cellsOf(scored)]),
    '',
    `Latency per query (SDK client, ${latency.length} queries): p50 ${metrics['latency.p50'].toFixed(2)} ms, p99 ${metrics['latency.p99'].toFixed(2)} ms.`,
    '',
    BEFORE,
    '',
    '### Per area',
    '',
    ...breakdown('area'),
    '',
    '### Per style',
    '',
    ...breakdown('style'),
    '',
  ].join('\n');
  return { title: TITLE, text, metrics };
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const { text } = await run();
  process.stdout.write(text);
  writeSection(TITLE, text);
}
