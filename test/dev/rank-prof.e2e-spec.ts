import { CatalogView } from '../../src/catalog/index';
import { ActionRanker } from '../../src/surfaces/dynamic/action.ranker';
import { builtInRegistry } from '../helpers/catalog-entries';

it('prof', async () => {
  const view = new CatalogView(await builtInRegistry(), { tier: 'ultimate', readOnly: false, exclude: [] });
  const ranker = new ActionRanker(view.entries(), view.domains);
  const r = ranker as unknown as { search: { search: (q: string, o?: object) => unknown[] } };
  for (const q of ['leave an inline comment on line 10 of src/a.ts in !42', 'draft notes !42']) {
    for (let i = 0; i < 20; i++) ranker.rank(q, 5, { elicitation: false });
    let t = performance.now();
    for (let i = 0; i < 50; i++) ranker.rank(q, 5, { elicitation: false });
    const all = (performance.now() - t) / 50;
    t = performance.now();
    let n = 0;
    for (let i = 0; i < 50; i++) n = r.search.search('leav inline note line merge request draft', {}).length;
    process.stderr.write(`${q}: rank ${all.toFixed(2)} ms; bare search ${((performance.now() - t) / 50).toFixed(2)} ms hits ${n}\n`);
  }
}, 60_000);
