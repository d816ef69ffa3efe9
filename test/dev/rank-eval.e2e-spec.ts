import { tuning } from '../fixtures/find-action/corpus';
import { CatalogView } from '../../src/catalog/index';
import { ActionRanker } from '../../src/surfaces/dynamic/action.ranker';
import { builtInRegistry } from '../helpers/catalog-entries';

it('dev eval', async () => {
  const view = new CatalogView(await builtInRegistry(), { tier: 'ultimate', readOnly: false, exclude: [] });
  const ranker = new ActionRanker(view.entries(), view.domains);
  const rows = tuning();
  let top1 = 0, top5 = 0, mrr = 0;
  const miss: string[] = [];
  for (const p of rows) {
    const ids = ranker.rank(p.q, 5, { elicitation: false }).map((r) => r.entry.id);
    const at = ids.findIndex((id) => p.ids.includes(id));
    if (at === 0) top1++;
    if (at >= 0) { top5++; mrr += 1 / (at + 1); }
    if (at !== 0 && (process.env.STYLE === undefined || p.style === process.env.STYLE)) miss.push(`${at < 0 ? 'X' : at + 1} [${p.style}] ${p.q}  => want ${p.ids.join('|')}; got ${ids.slice(0, 3).join(', ')}`);
  }
  const extra = (process.env.Q ?? '').split('|').filter((q) => q !== '').map((q) => `${q} => ${ranker.rank(q, 5, { elicitation: false }).map((r) => `${r.entry.id}(${r.score.toFixed(1)})`).join(', ')}`);
  const times: number[] = [];
  for (const p of [...rows, ...rows]) {
    const t = performance.now();
    ranker.rank(p.q, 5, { elicitation: false });
    times.push(performance.now() - t);
  }
  const slow = rows.map((p) => { const t = performance.now(); for (let i = 0; i < 5; i++) ranker.rank(p.q, 5, { elicitation: false }); return [(performance.now() - t) / 5, p.q] as const; }).sort((a, b) => b[0] - a[0]).slice(0, 8);
  process.stderr.write(slow.map(([t, q]) => `SLOW ${t.toFixed(2)} ${q}`).join('\n') + '\n');
  times.sort((a, b) => a - b);
  process.stderr.write(`RANK p50 ${times[Math.floor(times.length / 2)].toFixed(2)} ms p99 ${times[Math.floor(times.length * 0.99)].toFixed(2)} ms\n`);
  process.stderr.write(`${miss.join('\n')}\n${extra.join('\n')}\nTUNING ${rows.length}: top1 ${(100 * top1 / rows.length).toFixed(1)} top5 ${(100 * top5 / rows.length).toFixed(1)} mrr ${(mrr / rows.length).toFixed(3)}\n`);
}, 120_000);
