import type { CatalogEntry } from '../../catalog/index';
import { ActionRanker } from './action.ranker';
import { parseQuery } from './query-intent';
import { tokens } from './text-tokens';

const entry = (id: string, route: string, title: string, description: string, destructive = false, keywords?: string[]): CatalogEntry =>
  ({ id, domain: id.split('.')[0], action: id.split('.')[1], params: ['project_id'], required: ['project_id'], options: { title, description, route, destructive, keywords } }) as unknown as CatalogEntry;

const ENTRIES = [
  entry('branch.list', 'GET /projects/:id/repository/branches', 'List branches', 'List the branches of a project.'),
  entry('branch.delete', 'DELETE /projects/:id/repository/branches/:branch', 'Delete a branch', 'Delete a branch of a project.', true),
  entry('branch.protect', 'POST /projects/:id/protected_branches', 'Protect a branch', 'Protect a branch so only maintainers push.'),
  entry('branch.get_protected', 'GET /projects/:id/protected_branches/:name', 'Get a protected branch', 'Get the protection rule of one branch.'),
  entry('merge_request.create', 'POST /projects/:id/merge_requests', 'Create a merge request', 'Open a merge request from a source branch.'),
  entry('merge_request.list', 'GET /projects/:id/merge_requests', 'List merge requests', 'List the merge requests of a project, by state.'),
  entry('interactive.mr_create', '- (no request)', 'Create a merge request, guided', 'Asks for the fields of a new merge request.'),
  entry('project.get', 'GET /projects/:id', 'Get a project', 'Get one project by ID or path.'),
  entry('project.start_housekeeping', 'POST /projects/:id/housekeeping', 'Start housekeeping', 'Run git gc on the repository.', false, ['gc', 'clean up']),
];
const ranker = new ActionRanker(ENTRIES, new Map());
const plain = { elicitation: false };
const top = (q: string, client = plain): string | undefined => ranker.rank(q, 3, client)[0]?.entry.id;

describe('ActionRanker (gitlab_find_action)', () => {
  it('A-11 folds synonyms and plurals the same way in the index and the query', () => {
    expect(tokens('Removing MRs')).toEqual(['remov', 'merge', 'request']);
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
    ['run gc on my-org/backend', 'project.start_housekeeping'],
  ])('A-11 "%s" ranks %s first', (query, id) => {
    expect(top(query)).toBe(id);
  });

  it('A-11 state words filter a list, they are not verbs ("open merge requests" is a list, "open an MR" a create)', () => {
    expect(parseQuery('show me open merge requests in my-org/backend')).toMatchObject({ verb: 'list', states: ['open'] });
    expect(top('show me open merge requests in my-org/backend')).toBe('merge_request.list');
    expect(parseQuery('open a merge request').verb).toBe('create');
  });

  it('A-11 GitLab references name their object and are not searched as words', () => {
    const intent = parseQuery('close !42 and #7 for @bob in my-org/backend');
    expect([...intent.refs].sort()).toEqual(['issue', 'merge_request', 'user']);
    expect(intent.terms.has('42')).toBe(false);
    expect(intent.terms.has('backend')).toBe(false);
  });

  it('A-11 a typo finds its action, but never lifts a destructive one above a safe one', () => {
    expect(top('brnach list')).toBe('branch.list');
    const ranked = ranker.rank('brnach', 5, plain).map((r) => r.entry.id);
    expect(ranked.indexOf('branch.delete')).toBeGreaterThan(ranked.indexOf('branch.list'));
  });

  it('A-11 guided flows are left out for a client without elicitation and ranked below the plain action otherwise', () => {
    expect(ranker.rank('create a merge request', 9, plain).map((r) => r.entry.id)).not.toContain('interactive.mr_create');
    const withElicitation = ranker.rank('create a merge request', 9, { elicitation: true }).map((r) => r.entry.id);
    expect(withElicitation.indexOf('interactive.mr_create')).toBeGreaterThan(withElicitation.indexOf('merge_request.create'));
    expect(top('guide me through creating a merge request', { elicitation: true })).toBe('interactive.mr_create');
  });

  it('A-11 stop words find nothing', () => {
    const withThis = new ActionRanker([entry('project.mirror_add', 'POST /projects/:id/remote_mirrors', 'Add a mirror', 'Push to this mirror.'), ENTRIES[7]], new Map());
    expect(withThis.rank('this', 5, plain)).toEqual([]);
    expect(withThis.rank('which project is this', 1, plain)[0]?.entry.id).toBe('project.get');
  });

  it('returns nothing for words the catalog does not know, and respects the limit', () => {
    expect(ranker.rank('quantum teleport', 5, plain)).toEqual([]);
    expect(ranker.rank('branch', 2, plain)).toHaveLength(2);
  });

  it('A-11 a plural before its parent lists ("comments on issue 88"); a counted list is a list ("the last 10 commits")', () => {
    expect(parseQuery('comments on issue 88').verb).toBe('list');
    expect(parseQuery('the details of issue 88').verb).not.toBe('list');
    expect(parseQuery('what were the last 10 commits on main').verb).toBe('list');
  });

  it('A-11 a typo of a verb is read as the verb, never as delete', () => {
    expect(parseQuery('craete a branch').verb).toBe('create');
    expect(parseQuery('delte the branch').verb).toBeUndefined();
    expect(parseQuery('shwo branches').verb).toBe('list');
  });

  it('A-11 a line, a git remote and a comparison are read from the words', () => {
    expect(parseQuery('comment on line 10 of src/a.ts in !42').line).toBe(true);
    expect(parseQuery('which project is git@gitlab.example.com:acme/backend.git').remote).toBe(true);
    expect(parseQuery('what changed between v1.0 and v1.1').terms.has('compare')).toBe(true);
  });

  it('A-11 a GitLab URL alone asks for its object: the action on it ranks first', () => {
    const withMr = new ActionRanker(
      [
        ...ENTRIES,
        { ...entry('merge_request.get', 'GET /projects/:id/merge_requests/:merge_request_iid', 'Get a merge request', 'Get one merge request.'), params: ['project_id', 'merge_request_iid'], required: ['project_id', 'merge_request_iid'] } as CatalogEntry,
      ],
      new Map(),
    );
    expect(withMr.rank('https://gitlab.example.com/acme/backend/-/merge_requests/42', 3, plain)[0]?.entry.id).toBe('merge_request.get');
    expect(withMr.rank('https://gitlab.example.com/acme/backend/-/merge_requests', 3, plain)[0]?.entry.id).toBe('merge_request.list');
  });
});
