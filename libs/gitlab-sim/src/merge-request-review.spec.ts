import { startGitlabSim, type GitlabSim } from './index';

/**
 * The simulator as GitLab's stand-in where reviews read it: code search over the repository,
 * one diff behind both diff routes, the threads' state in the merge request, and the merge check
 * `only_allow_merge_if_all_discussions_are_resolved`.
 */
describe('gitlab-sim code search, merge request diffs and resolvable threads', () => {
  let sim: GitlabSim;
  const call = (path: string, init: RequestInit = {}): Promise<Response> =>
    fetch(`${sim.url}/api/v4${path}`, { ...init, headers: { 'PRIVATE-TOKEN': sim.tokens.api, 'content-type': 'application/json', ...(init.headers ?? {}) } });
  const json = async <T>(path: string, init: RequestInit = {}): Promise<T> => (await (await call(path, init)).json()) as T;

  beforeAll(async () => {
    sim = await startGitlabSim();
  });
  afterEach(() => sim.reset());
  afterAll(() => sim.close());

  it('searches the files of the repository at a ref, with the fields of GitLab blob results', async () => {
    const file = await (await call('/projects/42/repository/files/src%2Findex.ts/raw?ref=main')).text();
    const lineNo = file.split('\n').findIndex((l) => l.includes("'/health'")) + 1;
    const hits = await json<Record<string, unknown>[]>('/projects/42/search?scope=blobs&search=HEALTH&ref=main');
    expect(hits).toHaveLength(1);
    const hit = hits[0] as { startline: number; data: string };
    // GitLab's blob result (API::Entities::Blob); basename is the path without its extension.
    expect(Object.keys(hit).sort()).toEqual(['basename', 'data', 'filename', 'id', 'path', 'project_id', 'ref', 'startline']);
    expect(hit).toMatchObject({ basename: 'src/index', path: 'src/index.ts', filename: 'src/index.ts', ref: 'main', project_id: 42 });
    expect(hit.startline).toBeLessThanOrEqual(lineNo);
    expect(hit.data.split('\n')[lineNo - hit.startline]).toContain("app.get('/health'");
    expect(file).toContain(hit.data.trimEnd());

    const onBranch = await json<{ path: string }[]>('/projects/42/search?scope=blobs&search=fetch(&ref=feature/login');
    expect(onBranch.map((h) => h.path)).toEqual(['src/login.ts']);
    expect(await json('/projects/42/search?scope=blobs&search=fetch(&ref=main')).toEqual([]);
  });

  it('derives raw_diffs from the same diff as the diffs route', async () => {
    const diffs = await json<{ old_path: string; new_path: string; new_file: boolean; diff: string }[]>('/projects/42/merge_requests/7/diffs');
    expect(diffs.length).toBeGreaterThan(0);
    const raw = await call('/projects/42/merge_requests/7/raw_diffs');
    expect(raw.headers.get('content-type')).toContain('text/plain');
    const text = await raw.text();
    for (const d of diffs) {
      expect(text).toContain(`diff --git a/${d.old_path} b/${d.new_path}\n`);
      expect(text).toContain(d.new_file ? `--- /dev/null\n+++ b/${d.new_path}\n${d.diff}` : `--- a/${d.old_path}\n+++ b/${d.new_path}\n${d.diff}`);
    }
    expect(text.match(/^diff --git /gm)).toHaveLength(diffs.length);
  });

  it('reports blocking_discussions_resolved as GitLab does, and refuses the merge (405) while a blocking thread is open', async () => {
    const mr = (): Promise<{ blocking_discussions_resolved: boolean; detailed_merge_status: string }> => json('/projects/42/merge_requests/7');
    // !7 has an unresolved thread; without the project setting it blocks nothing (mergeable_discussions_state?).
    expect(await mr()).toMatchObject({ blocking_discussions_resolved: true });

    const put = await call('/projects/42', { method: 'PUT', body: JSON.stringify({ only_allow_merge_if_all_discussions_are_resolved: true }) });
    expect(await put.json()).toMatchObject({ only_allow_merge_if_all_discussions_are_resolved: true });
    expect(await mr()).toMatchObject({ blocking_discussions_resolved: false, detailed_merge_status: 'discussions_not_resolved' });
    const refused = await call('/projects/42/merge_requests/7/merge', { method: 'PUT' });
    expect(refused.status).toBe(405);
    expect(await refused.json()).toEqual({ message: '405 Method Not Allowed' });

    const threads = await json<{ id: string; resolvable: boolean; resolved?: boolean }[]>('/projects/42/merge_requests/7/discussions');
    for (const t of threads.filter((d) => d.resolvable && !d.resolved)) {
      expect((await call(`/projects/42/merge_requests/7/discussions/${t.id}?resolved=true`, { method: 'PUT' })).status).toBe(200);
    }
    expect(await mr()).toMatchObject({ blocking_discussions_resolved: true });
    const merged = await call('/projects/42/merge_requests/7/merge', { method: 'PUT' });
    expect(merged.status).toBe(200);
    expect(await merged.json()).toMatchObject({ state: 'merged' });
  });
});
