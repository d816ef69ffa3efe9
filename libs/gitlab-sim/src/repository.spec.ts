import { createHash } from 'node:crypto';
import { startGitlabSim, type GitlabSim } from './index';

describe('gitlab-sim files, issues and merge requests', () => {
  let sim: GitlabSim;
  const call = (path: string, init: RequestInit = {}, token?: string): Promise<Response> =>
    fetch(`${sim.url}/api/v4${path}`, { ...init, headers: { 'PRIVATE-TOKEN': token ?? sim.tokens.api, 'content-type': 'application/json', ...(init.headers ?? {}) } });

  beforeAll(async () => {
    sim = await startGitlabSim();
  });
  afterEach(() => sim.reset());
  afterAll(() => sim.close());

  it('serves files base64-encoded with git blob ids, and raw', async () => {
    const res = await call('/projects/42/repository/files/src%2Findex.ts?ref=main');
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(
      ['blob_id', 'commit_id', 'content', 'content_sha256', 'encoding', 'execute_filemode', 'file_name', 'file_path', 'last_commit_id', 'ref', 'size'],
    );
    const content = Buffer.from(String(body['content']), 'base64');
    expect(body).toMatchObject({ file_name: 'index.ts', file_path: 'src/index.ts', encoding: 'base64', ref: 'main', size: content.length });
    expect(body['blob_id']).toBe(createHash('sha1').update(Buffer.concat([Buffer.from(`blob ${content.length}\0`), content])).digest('hex'));
    expect(body['content_sha256']).toBe(createHash('sha256').update(content).digest('hex'));
    expect(res.headers.get('x-gitlab-blob-id')).toBe(body['blob_id']);

    const raw = await call('/projects/42/repository/files/src%2Findex.ts/raw?ref=main');
    expect(await raw.text()).toBe(content.toString('utf8'));

    expect(await (await call('/projects/42/repository/files/nope.md?ref=main')).json()).toEqual({ message: '404 File Not Found' });
    expect(await (await call('/projects/42/repository/files/README.md')).json()).toEqual({ error: 'ref is missing' });
  });

  it('creates and updates files with GitLab\'s errors', async () => {
    const create = (path: string, branch = 'develop'): Promise<Response> =>
      call(`/projects/42/repository/files/${encodeURIComponent(path)}`, {
        method: 'POST',
        body: JSON.stringify({ branch, content: 'hello\n', commit_message: `Add ${path}` }),
      });
    const created = await create('docs/new.md');
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ file_path: 'docs/new.md', branch: 'develop' });
    expect(await (await create('docs/new.md')).json()).toEqual({ message: 'A file with this name already exists' });
    expect(await (await create('x.md', 'no-such-branch')).json()).toEqual({ message: 'You can only create or edit files when you are on a branch' });

    const updated = await call('/projects/42/repository/files/docs%2Fnew.md', {
      method: 'PUT',
      body: JSON.stringify({ branch: 'develop', content: 'bye\n', commit_message: 'Update' }),
    });
    expect(updated.status).toBe(200);
    const file = (await (await call('/projects/42/repository/files/docs%2Fnew.md?ref=develop')).json()) as { content: string; last_commit_id: string; commit_id: string };
    expect(Buffer.from(file.content, 'base64').toString()).toBe('bye\n');
    expect(file.last_commit_id).toBe(file.commit_id);
    const missing = await call('/projects/42/repository/files/ghost.md', {
      method: 'PUT',
      body: JSON.stringify({ branch: 'develop', content: 'x', commit_message: 'm' }),
    });
    expect(await missing.json()).toEqual({ message: "A file with this name doesn't exist" });
  });

  it('lists, creates and updates issues', async () => {
    const opened = (await (await call('/projects/42/issues?state=opened')).json()) as { iid: number }[];
    expect(opened.map((i) => i.iid)).toEqual([5, 4, 2, 1]);
    const missingTitle = await call('/projects/42/issues', { method: 'POST', body: JSON.stringify({ description: 'x' }) });
    expect(missingTitle.status).toBe(400);
    expect(await missingTitle.json()).toEqual({ error: 'title is missing' });

    const created = await call('/projects/42/issues', { method: 'POST', body: JSON.stringify({ title: 'New bug', labels: 'bug,ui', assignee_ids: [3] }) });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ iid: 6, title: 'New bug', state: 'opened', labels: ['bug', 'ui'], author: { username: 'demo' }, assignees: [{ username: 'alice' }] });

    const closed = await call('/projects/42/issues/6', { method: 'PUT', body: JSON.stringify({ state_event: 'close' }) });
    expect(await closed.json()).toMatchObject({ state: 'closed', closed_by: { username: 'demo' } });
    expect(await (await call('/projects/42/issues/77')).json()).toEqual({ message: '404 Not found' });
  });

  it('gets merge requests and approves once', async () => {
    const list = (await (await call('/projects/42/merge_requests?state=opened')).json()) as { iid: number; source_branch: string }[];
    expect(list.map((m) => [m.iid, m.source_branch])).toEqual([[7, 'feature/login']]);
    expect(await (await call('/projects/42/merge_requests/8')).json()).toMatchObject({ state: 'merged', merged_by: { username: 'demo' } });
    const approve = await call('/projects/42/merge_requests/7/approve', { method: 'POST' });
    expect(approve.status).toBe(201);
    expect(await approve.json()).toMatchObject({ approved: true, user_has_approved: true, approved_by: [{ user: { username: 'demo' } }] });
    const twice = await call('/projects/42/merge_requests/7/approve', { method: 'POST' });
    expect(twice.status).toBe(401);
  });

  it('lists the project\'s service accounts', async () => {
    const res = await call('/projects/42/service_accounts');
    expect(await res.json()).toEqual([
      expect.objectContaining({ id: 50, username: 'service_account_project_42_7f3c2a', name: 'Release bot' }),
    ]);
    expect((await call('/projects/43/service_accounts')).status).toBe(403);
  });
});
