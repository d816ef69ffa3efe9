import type { CatalogView } from '../../catalog/index';
import type { CatalogActionRunner } from '../catalog-action.runner';
import type { ResourceCatalog } from '../resources/resource.catalog';
import { COMPLETABLE_ARGUMENTS } from './completion-sources';
import { CompletionProvider, MAX_COMPLETION_VALUES } from './completion.provider';

/** What each action answers in this fake GitLab, and which actions exist. */
const DATA: Record<string, Record<string, unknown>[]> = {
  'project.list': [{ path_with_namespace: 'acme/backend' }, { path_with_namespace: 'acme/frontend' }],
  'group.list': [{ full_path: 'acme' }, { full_path: 'acme/platform' }],
  'user.list': [{ username: 'alice' }, { username: 'alfred' }],
  'branch.list': [{ name: 'main' }, { name: 'feature/login' }],
  'tag.list': [{ name: 'v1.0.0' }],
  'merge_request.list': [{ iid: 7 }, { iid: 17 }, { iid: 8 }],
  'issue.list': [{ iid: 1 }, { iid: 12 }, { iid: 2 }],
  'pipeline.list': [{ id: 901 }, { id: 902 }],
  'repository.commit_list': [{ id: 'abc123' }, { id: 'abd456' }],
  'project.label_list': [{ name: 'bug' }, { name: 'backend' }],
  'project.milestone_list': [{ id: 501, title: 'v1.0' }, { id: 502, title: 'v1.1' }],
  'job.list': [{ id: 3001 }, { id: 3002 }],
};

function provider(existing: readonly string[]): { p: CompletionProvider; calls: { id: string; params: Record<string, unknown> }[] } {
  const calls: { id: string; params: Record<string, unknown> }[] = [];
  const view = { find: (id: string) => (existing.includes(id) ? { id } : undefined) } as unknown as CatalogView;
  const runner = {
    read: async (_v: unknown, id: string, params: Record<string, unknown>) => {
      calls.push({ id, params });
      return { ok: true, structured: { items: DATA[id] ?? [], pagination: { has_more: false } }, markdown: '' };
    },
  } as unknown as CatalogActionRunner;
  const resources = { templateVariables: () => COMPLETABLE_ARGUMENTS } as unknown as ResourceCatalog;
  return { p: new CompletionProvider(view, runner, undefined, resources), calls };
}

const req = { session: {} as never, signal: new AbortController().signal };
const ask = (p: CompletionProvider, name: string, value: string, context: Record<string, string> = { project_id: '42', pipeline_id: '901' }) =>
  p.complete({ ref: { type: 'ref/resource', uri: 'gitlab://x/{any}' }, argument: { name, value }, context }, req);

describe('A-62 CompletionProvider', () => {
  it.each<[string, string, string, string[]]>([
    ['project_id', 'project.list', 'acme', ['acme/backend', 'acme/frontend']],
    ['group_id', 'group.list', 'acme', ['acme', 'acme/platform']],
    ['username', 'user.list', 'al', ['alice', 'alfred']],
    ['branch', 'branch.list', 'ma', ['main']],
    ['source_branch', 'branch.list', 'feat', ['feature/login']],
    ['target_branch', 'branch.list', '', ['main', 'feature/login']],
    ['from', 'branch.list', 'v1', ['v1.0.0']],
    ['to', 'branch.list', 'main', ['main']],
    ['ref', 'branch.list', '', ['main', 'feature/login', 'v1.0.0']],
    ['tag', 'tag.list', 'v', ['v1.0.0']],
    ['merge_request_iid', 'merge_request.list', '1', ['17']],
    ['issue_iid', 'issue.list', '1', ['1', '12']],
    ['pipeline_id', 'pipeline.list', '90', ['901', '902']],
    ['sha', 'repository.commit_list', 'abc', ['abc123']],
    ['label', 'project.label_list', 'b', ['bug', 'backend']],
    ['milestone_id', 'project.milestone_list', '50', ['501', '502']],
    ['milestone', 'project.milestone_list', 'v1.1', ['v1.1']],
    ['job_id', 'job.list', '300', ['3001', '3002']],
  ])('A-62 %s completes from %s when the action exists', async (name, action, value, expected) => {
    const { p, calls } = provider(Object.keys(DATA));
    const c = await ask(p, name, value);
    expect(c.completion.values).toEqual(expected);
    expect(c.completion.total).toBe(expected.length);
    expect(calls[0].id).toBe(action);
  });

  it.each(COMPLETABLE_ARGUMENTS)('A-62 %s answers an empty list when no action can fetch it', async (name) => {
    const { p, calls } = provider([]);
    expect((await ask(p, name, 'a')).completion).toEqual({ values: [], total: 0, hasMore: false });
    expect(calls).toEqual([]);
  });

  it('A-62 project-scoped arguments need project_id in the context', async () => {
    const { p, calls } = provider(Object.keys(DATA));
    expect((await ask(p, 'branch', 'ma', {})).completion.values).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('A-62 at most 10 values, with total and hasMore', async () => {
    DATA['project.list'] = Array.from({ length: 15 }, (_, i) => ({ path_with_namespace: `acme/p${i}` }));
    const { p } = provider(['project.list']);
    const c = await ask(p, 'project_id', 'acme');
    expect(c.completion.values).toHaveLength(MAX_COMPLETION_VALUES);
    expect(c.completion).toMatchObject({ total: 15, hasMore: true });
  });

  it('A-62 username also completes from the members of the project in the context', async () => {
    DATA['project.members'] = [{ username: 'alice' }, { username: 'bob' }];
    const { p, calls } = provider(['project.members']);
    expect((await ask(p, 'username', 'bo')).completion.values).toEqual(['bob']);
    expect(calls).toEqual([{ id: 'project.members', params: { project_id: '42', per_page: 20, query: 'bo' } }]);
    expect((await ask(p, 'username', 'bo', {})).completion.values).toEqual([]);
  });

  it('A-62 a failing action answers an empty list', async () => {
    const view = { find: () => ({}) } as unknown as CatalogView;
    const runner = { read: async () => Promise.reject(new Error('boom')) } as unknown as CatalogActionRunner;
    const p = new CompletionProvider(view, runner, undefined, { templateVariables: () => ['project_id'] } as unknown as ResourceCatalog);
    expect((await ask(p, 'project_id', 'a')).completion).toEqual({ values: [], total: 0, hasMore: false });
  });
});
