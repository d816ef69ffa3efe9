import type { CatalogEntry } from '../../catalog/index';
import { ActionRanker } from './action.ranker';
import { tokens } from './text-tokens';

const entry = (id: string, title: string, description: string): CatalogEntry =>
  ({ id, domain: id.split('.')[0], action: id.split('.')[1], options: { title, description } }) as unknown as CatalogEntry;

const ranker = new ActionRanker([
  entry('branch.list', 'List branches', 'List the branches of a project.'),
  entry('branch.delete', 'Delete a branch', 'Delete a branch of a project.'),
  entry('branch.protect', 'Protect a branch', 'Protect a branch so only maintainers push.'),
  entry('branch.get_protected', 'Get a protected branch', 'Get the protection rule of one branch.'),
  entry('merge_request.create', 'Create a merge request', 'Open a merge request from a source branch.'),
  entry('project.get', 'Get a project', 'Get one project by ID or path.'),
]);
const top = (q: string): string | undefined => ranker.rank(q, 3)[0]?.entry.id;

describe('ActionRanker (gitlab_find_action)', () => {
  it('A-11 folds synonyms, plurals and abbreviations', () => {
    expect(tokens('Removing MRs')).toEqual(['delete', 'merge', 'request']);
    expect(tokens('branches')).toEqual(['branch']);
  });

  it.each([
    ['list branches', 'branch.list'],
    ['remove a branch', 'branch.delete'],
    ['protect branch', 'branch.protect'],
    ['show the protection of a branch', 'branch.get_protected'],
    ['open an MR', 'merge_request.create'],
    ['project details', 'project.get'],
    ['branch.delete', 'branch.delete'],
  ])('A-11 "%s" ranks %s first', (query, id) => {
    expect(top(query)).toBe(id);
  });

  it('A-11 stop words are dropped after stemming too ("this" would otherwise match "thi" in a text)', () => {
    const withThis = new ActionRanker([entry('project.mirror_add', 'Add a mirror', 'Push to this mirror.'), entry('project.get', 'Get a project', 'Get one project.')]);
    expect(withThis.rank('this', 5)).toEqual([]);
    expect(withThis.rank('which project is this', 1)[0]?.entry.id).toBe('project.get');
  });

  it('returns nothing for words the catalog does not know, and respects the limit', () => {
    expect(ranker.rank('quantum teleport', 5)).toEqual([]);
    expect(ranker.rank('branch', 2)).toHaveLength(2);
  });
});
