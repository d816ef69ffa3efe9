import type { CatalogEntry } from '../../src/catalog/index';
import { ActionRanker } from '../../src/surfaces/dynamic/action.ranker';
import { builtInCatalog } from '../helpers/catalog-entries';

/** Everyday phrasings of the code-collaboration workflow and the action a model should pick. */
const QUERIES: ReadonlyArray<readonly [string, string]> = [
  ['list the branches of a project', 'branch.list'],
  ['delete a branch', 'branch.delete'],
  ['create a new branch from main', 'branch.create'],
  ['protect the main branch', 'branch.protect'],
  ['list tags', 'tag.list'],
  ['create a tag', 'tag.create'],
  ['delete a tag', 'tag.delete'],
  ['show a tag', 'tag.get'],
  ['list releases', 'release.list'],
  ['create a release with notes', 'release.create'],
  ['get the latest release', 'release.get_latest'],
  ['add a link to a release asset', 'release.link_create'],
  ['list wiki pages', 'wiki.list'],
  ['create a wiki page', 'wiki.create'],
  ['read a file from the repository', 'repository.file_get'],
  ['update a file', 'repository.file_update'],
  ['delete a file', 'repository.file_delete'],
  ['blame a file', 'repository.file_blame'],
  ['list the repository tree', 'repository.tree'],
  ['compare two branches', 'repository.compare'],
  ['list commits', 'repository.commit_list'],
  ['get a commit', 'repository.commit_get'],
  ['show the diff of a commit', 'repository.commit_diff'],
  ['cherry-pick a commit', 'repository.commit_cherry_pick'],
  ['revert a commit', 'repository.commit_revert'],
  ['list contributors', 'repository.contributors'],
  ['open a merge request', 'merge_request.create'],
  ['list open merge requests', 'merge_request.list'],
  ['merge a merge request', 'merge_request.merge'],
  ['approve an MR', 'merge_request.approve'],
  ['rebase a merge request', 'merge_request.rebase'],
  ['show the changes of a merge request', 'mr_review.changes_get'],
  ['comment on a merge request', 'mr_review.note_create'],
  ['reply to a discussion', 'mr_review.discussion_reply'],
  ['resolve a discussion thread', 'mr_review.discussion_resolve'],
  ['publish all draft notes', 'mr_review.draft_note_publish_all'],
  ['create an issue', 'issue.create'],
  ['close an issue', 'issue.update'],
  ['comment on an issue', 'issue.note_create'],
  ['search code in a project', 'search.code'],
  ['search merge requests', 'search.merge_requests'],
  ['find users', 'search.users'],
];

describe('A-11 gitlab_find_action ranking over the whole catalog', () => {
  let ranker: ActionRanker;
  let entries: CatalogEntry[];

  beforeAll(async () => {
    entries = await builtInCatalog();
    ranker = new ActionRanker(entries);
  });

  it('A-11 every expected action exists in the catalog', () => {
    const ids = new Set(entries.map((e) => e.id));
    expect(QUERIES.map(([, id]) => id).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('A-11 ranks the right action first for most everyday phrasings and within the top 5 for nearly all', () => {
    const misses: string[] = [];
    let top1 = 0;
    let top5 = 0;
    for (const [query, id] of QUERIES) {
      const ranked = ranker.rank(query, 5).map((r) => r.entry.id);
      if (ranked[0] === id) top1++;
      if (ranked.includes(id)) top5++;
      else misses.push(`"${query}" → ${id}; got ${ranked.join(', ')}`);
    }
    process.stderr.write(`find_action ranking over ${entries.length} actions: top-1 ${top1}/${QUERIES.length}, top-5 ${top5}/${QUERIES.length}\n`);
    expect(top1 / QUERIES.length).toBeGreaterThanOrEqual(0.75);
    expect(misses).toEqual([]);
  });
});
