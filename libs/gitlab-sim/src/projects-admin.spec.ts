import { startGitlabSim, type GitlabSim } from './index';

describe('gitlab-sim project administration', () => {
  let sim: GitlabSim;
  const call = (path: string, init: RequestInit = {}, token?: string): Promise<Response> =>
    fetch(`${sim.url}/api/v4${path}`, { ...init, headers: { 'PRIVATE-TOKEN': token ?? sim.tokens.api, ...(init.headers ?? {}) } });
  const post = (path: string, body: unknown, method = 'POST', token?: string): Promise<Response> =>
    call(path, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }, token);

  beforeAll(async () => {
    sim = await startGitlabSim();
  });
  afterEach(() => sim.reset());
  afterAll(() => sim.close());

  it('creates a project from a built-in template with its CI configuration on main', async () => {
    const res = await post('/projects', { name: 'Shop API', template_name: 'rails' });
    expect(res.status).toBe(201);
    const project = (await res.json()) as Record<string, unknown>;
    expect(project).toMatchObject({ name: 'Shop API', path: 'shop-api', path_with_namespace: 'demo/shop-api', default_branch: 'main', empty_repo: false, import_status: 'finished' });
    expect(project['id']).toBe(46);
    const tree = (await (await call('/projects/demo%2Fshop-api/repository/tree')).json()) as { name: string }[];
    expect(tree.map((e) => e.name)).toEqual(expect.arrayContaining(['.gitlab-ci.yml', 'Gemfile', 'README.md']));
    const ci = await (await call('/projects/46/repository/files/.gitlab-ci.yml/raw?ref=main')).text();
    expect(ci).toContain('stages:\n  - build\n  - test\n');
  });

  it('answers taken names and paths, unknown templates and missing names like GitLab', async () => {
    const taken = await post('/projects', { name: 'backend', namespace_id: 10 });
    expect(taken.status).toBe(400);
    expect(await taken.json()).toEqual({ message: { name: ['has already been taken'], path: ['has already been taken'] } });
    const template = await post('/projects', { name: 'x', template_name: 'nope' });
    expect(await template.json()).toEqual({ message: { template_name: ["'nope' is unknown or invalid"] } });
    const nameless = await post('/projects', { description: 'd' });
    expect(await nameless.json()).toEqual({ error: 'name, path are missing, at least one parameter must be provided' });
    const elsewhere = await post('/projects', { name: 'x', namespace_id: 11 });
    expect(await elsewhere.json()).toEqual({ message: { namespace: ['is not valid'] } });
  });

  it('updates settings the entity echoes, archives, and refuses a Maintainer what needs Owner', async () => {
    const updated = (await (await post('/projects/42', { description: 'New', merge_method: 'ff', only_allow_merge_if_pipeline_succeeds: true }, 'PUT')).json()) as Record<string, unknown>;
    expect(updated).toMatchObject({ description: 'New', merge_method: 'ff', only_allow_merge_if_pipeline_succeeds: true });
    expect((await call('/projects/42/archive', { method: 'POST' })).status).toBe(403);
    expect((await call('/projects/44/archive', { method: 'POST' })).status).toBe(201);
    expect(((await (await call('/projects/44')).json()) as { archived: boolean }).archived).toBe(true);
  });

  it('deletes personal projects at once and marks group projects for deletion', async () => {
    expect((await call('/projects/44', { method: 'DELETE' })).status).toBe(202);
    expect((await call('/projects/44')).status).toBe(404);
    expect((await call('/projects/42', { method: 'DELETE' }, sim.tokens.admin)).status).toBe(202);
    const marked = (await (await call('/projects/42')).json()) as Record<string, unknown>;
    expect(marked['marked_for_deletion_on']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await call('/projects/42/restore', { method: 'POST' }, sim.tokens.admin)).status).toBe(201);
    expect(((await (await call('/projects/42')).json()) as Record<string, unknown>)['marked_for_deletion_on']).toBeNull();
  });

  it('stars answer 304 when nothing changes, and starrers say since when', async () => {
    expect((await call('/projects/43/star', { method: 'POST' })).status).toBe(304);
    const starred = (await (await call('/projects/42/star', { method: 'POST' })).json()) as { star_count: number };
    expect(starred.star_count).toBe(5);
    const starrers = (await (await call('/projects/42/starrers')).json()) as { user: { username: string }; starred_since: string }[];
    expect(starrers[0]?.user.username).toBe('demo');
    expect((await (await call('/users/demo/starred_projects')).json()) as unknown[]).toHaveLength(2);
  });

  it('forks copy the repository and link to the upstream; fork relations follow GitLab’s 409 and 304', async () => {
    const fork = (await (await post('/projects/42/fork', { branches: 'main,develop' })).json()) as Record<string, unknown>;
    expect(fork).toMatchObject({ path_with_namespace: 'demo/backend', forked_from_project: { id: 42 } });
    const branches = (await (await call(`/projects/${String(fork['id'])}/repository/branches`)).json()) as { name: string }[];
    expect(branches.map((b) => b.name).sort()).toEqual(['develop', 'main']);
    expect((await call('/projects/44/fork/43', { method: 'POST' })).status).toBe(409);
    expect((await call('/projects/44/fork', { method: 'DELETE' })).status).toBe(204);
    expect((await call('/projects/44/fork', { method: 'DELETE' })).status).toBe(304);
  });

  it('imports an export archive sent as multipart and reports the import status', async () => {
    const form = new FormData();
    form.append('path', 'restored');
    form.append('file', new Blob([new Uint8Array([0x1f, 0x8b, 0x08, 0x00])], { type: 'application/gzip' }), 'export.tar.gz');
    const res = await call('/projects/import', { method: 'POST', body: form });
    expect(res.status).toBe(201);
    const status = (await res.json()) as { id: number; import_status: string; correlation_id: string };
    expect(status).toMatchObject({ import_status: 'scheduled', path_with_namespace: 'demo/restored' });
    expect(typeof status.correlation_id).toBe('string');
    expect(((await (await call(`/projects/${status.id}/import`)).json()) as { import_status: string }).import_status).toBe('finished');
  });

  it('sets an avatar from a multipart upload and refuses one over 200 KiB', async () => {
    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), 'logo.png');
    const project = (await (await call('/projects/42', { method: 'PUT', body: form })).json()) as { avatar_url: string };
    expect(project.avatar_url).toMatch(/\/uploads\/-\/system\/project\/avatar\/42\/logo\.png$/);
    const big = new FormData();
    big.append('avatar', new Blob([new Uint8Array(201 * 1024)], { type: 'image/png' }), 'big.png');
    expect((await call('/projects/42', { method: 'PUT', body: big })).status).toBe(400);
  });
});
