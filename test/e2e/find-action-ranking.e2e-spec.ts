import type { CatalogEntry } from '../../src/catalog/index';
import { ActionRanker } from '../../src/surfaces/dynamic/action.ranker';
import { builtInRegistry } from '../helpers/catalog-entries';
import { CI_PHRASINGS } from './ranking/ci.phrasings';
import { COLLABORATION_PHRASINGS } from './ranking/collaboration.phrasings';
import { DEPLOY_PHRASINGS } from './ranking/deploy.phrasings';
import { PROJECT_PHRASINGS } from './ranking/project.phrasings';

/** Everyday phrasings per workflow and the action a model should pick (one file per workflow). */
const SETS: Readonly<Record<string, ReadonlyArray<readonly [string, string]>>> = {
  collaboration: COLLABORATION_PHRASINGS,
  project: PROJECT_PHRASINGS,
  ci: CI_PHRASINGS,
  deploy: DEPLOY_PHRASINGS,
};
const QUERIES = Object.values(SETS).flat();

describe('A-11 gitlab_find_action ranking over the whole catalog', () => {
  let ranker: ActionRanker;
  let entries: CatalogEntry[];

  beforeAll(async () => {
    const registry = await builtInRegistry();
    entries = [...registry.all()];
    ranker = new ActionRanker(entries, registry.domains);
  });

  it('A-11 every expected action exists in the catalog', () => {
    const ids = new Set(entries.map((e) => e.id));
    expect(QUERIES.map(([, id]) => id).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('A-11 ranks the right action first for most everyday phrasings and within the top 5 for nearly all', () => {
    const misses: string[] = [];
    let top1 = 0;
    let top5 = 0;
    for (const [name, set] of Object.entries(SETS)) {
      let setTop1 = 0;
      let setTop5 = 0;
      for (const [query, id] of set) {
        const ranked = ranker.rank(query, 5, { elicitation: false }).map((r) => r.entry.id);
        if (ranked[0] === id) setTop1++;
        if (ranked.includes(id)) setTop5++;
        else misses.push(`"${query}" → ${id}; got ${ranked.join(', ')}`);
      }
      process.stderr.write(`find_action ranking, ${name} (${set.length} phrasings): top-1 ${setTop1}/${set.length}, top-5 ${setTop5}/${set.length}\n`);
      top1 += setTop1;
      top5 += setTop5;
    }
    process.stderr.write(`find_action ranking over ${entries.length} actions: top-1 ${top1}/${QUERIES.length}, top-5 ${top5}/${QUERIES.length}\n`);
    expect(top1 / QUERIES.length).toBeGreaterThanOrEqual(0.75);
    expect(misses).toEqual([]);
  });
});
