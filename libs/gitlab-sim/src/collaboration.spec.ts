import { startGitlabSim, type GitlabSim } from './index';

describe('gitlab-sim project members, labels, milestones and badges', () => {
  let sim: GitlabSim;
  const call = (path: string, init: RequestInit = {}, token?: string): Promise<Response> =>
    fetch(`${sim.url}/api/v4${path}`, { ...init, headers: { 'PRIVATE-TOKEN': token ?? sim.tokens.api, 'content-type': 'application/json', ...(init.headers ?? {}) } });
  const send = (method: string, path: string, body?: unknown): Promise<Response> => call(path, { method, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = async (r: Response | Promise<Response>): Promise<Record<string, unknown>> => (await (await r).json()) as Record<string, unknown>;

  beforeAll(async () => {
    sim = await startGitlabSim();
  });
  afterEach(() => sim.reset());
  afterAll(() => sim.close());

  it('lists direct and inherited members with the highest role each', async () => {
    const all = (await (await call('/projects/42/members/all')).json()) as Record<string, unknown>[];
    expect(all.map((m) => [m['username'], m['access_level']])).toEqual([
      ['demo', 40],
      ['alice', 50],
      ['bob', 20],
      ['service_account_project_42_7f3c2a', 30],
    ]);
    expect(await json(call('/projects/42/members/all/3'))).toMatchObject({ username: 'alice', access_level: 50, membership_state: 'active' });
    const direct = await call('/projects/42/members/3');
    expect(direct.status).toBe(404);
    expect(await direct.json()).toEqual({ message: '404 Not found' });
  });

  it('adds a member by username, refuses a duplicate (409) and an unknown user (404), edits and removes', async () => {
    const added = await send('POST', '/projects/42/members', { username: 'bob', access_level: 30, expires_at: '2031-01-31' });
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({ id: 4, username: 'bob', access_level: 30, expires_at: '2031-01-31', created_by: { username: 'demo' } });
    const again = await send('POST', '/projects/42/members', { user_id: 4, access_level: 30 });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: 'Member already exists' });
    const unknown = await send('POST', '/projects/42/members', { username: 'nobody', access_level: 30 });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: '404 User Not Found' });
    const lower = await send('PUT', '/projects/42/members/4', { access_level: 10 });
    expect(lower.status).toBe(400);
    expect(await lower.json()).toEqual({ message: { access_level: ['should be greater than or equal to Reporter inherited membership from group Acme'] } });
    expect(await json(send('PUT', '/projects/42/members/4', { access_level: 40 }))).toMatchObject({ access_level: 40 });
    expect((await send('DELETE', '/projects/42/members/4')).status).toBe(204);
    expect((await call('/projects/42/members/4')).status).toBe(404);
  });

  it('manages labels: counts, create (409 on duplicate), rename on issues, delete, subscribe (304 when unchanged)', async () => {
    const labels = (await (await call('/projects/42/labels?with_counts=true')).json()) as Record<string, unknown>[];
    // acme's group labels customer and tech-debt come with the project's own.
    expect(labels.map((l) => [l['name'], l['is_project_label']])).toEqual([['backend', true], ['bug', true], ['customer', false], ['documentation', true], ['feature', true], ['maintenance', true], ['tech-debt', false]]);
    expect(labels.find((l) => l['name'] === 'bug')).toMatchObject({ color: '#D9534F', priority: 1, open_issues_count: 1, is_project_label: true });
    const created = await send('POST', '/projects/42/labels', { name: 'needs-review', color: 'red' });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ name: 'needs-review', color: '#FF0000', text_color: '#FFFFFF' });
    const dup = await send('POST', '/projects/42/labels', { name: 'needs-review', color: '#00FF00' });
    expect(dup.status).toBe(409);
    expect(await dup.json()).toEqual({ message: 'Label already exists' });
    expect(await json(send('PUT', '/projects/42/labels/bug', { new_name: 'defect' }))).toMatchObject({ name: 'defect' });
    expect(await json(call('/projects/42/issues/1'))).toMatchObject({ labels: ['backend', 'defect'] });
    expect((await send('POST', '/projects/42/labels/defect/subscribe')).status).toBe(201);
    expect((await send('POST', '/projects/42/labels/defect/subscribe')).status).toBe(304);
    expect((await send('DELETE', '/projects/42/labels/defect')).status).toBe(204);
    const gone = await call('/projects/42/labels/defect');
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ message: '404 Label Not Found' });
    expect(await json(call('/projects/42/issues/1'))).toMatchObject({ labels: ['backend'] });
  });

  it('manages milestones by global ID and finds them by IID', async () => {
    const byIid = (await (await call('/projects/42/milestones?iids[]=2')).json()) as Record<string, unknown>[];
    expect(byIid.map((m) => m['id'])).toEqual([502]);
    const created = await send('POST', '/projects/42/milestones', { title: 'v2.0', start_date: '2030-01-01', due_date: '2030-03-31' });
    expect(created.status).toBe(201);
    const m = (await created.json()) as Record<string, unknown>;
    expect(m).toMatchObject({ iid: 3, title: 'v2.0', state: 'active', due_date: '2030-03-31' });
    const dup = await send('POST', '/projects/42/milestones', { title: 'v2.0' });
    expect(await dup.json()).toEqual({ message: 'Title has already been taken' });
    expect(await json(send('PUT', `/projects/42/milestones/${String(m['id'])}`, { state_event: 'close' }))).toMatchObject({ state: 'closed' });
    const issues = (await (await call('/projects/42/milestones/501/issues')).json()) as Record<string, unknown>[];
    expect(issues.map((i) => i['iid'])).toEqual([5, 1]);
    expect((await send('DELETE', '/projects/42/milestones/501')).status).toBe(204);
    expect(await json(call('/projects/42/issues/1'))).toMatchObject({ milestone: null });
    const gone = await call('/projects/42/milestones/501');
    expect(gone.status).toBe(404);
  });

  it('keeps badges and renders their placeholders', async () => {
    expect(await json(call('/projects/42/badges/1'))).toMatchObject({ id: 1, kind: 'project', rendered_link_url: 'https://gitlab.example.com/acme/backend/-/commits/main' });
    const missing = await call('/projects/42/badges/999');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: '404 Badge Not Found' });
    const render = await json(call('/projects/42/badges/render?link_url=https://x.example/%25%7Bproject_id%7D&image_url=https://x.example/i.svg'));
    expect(render).toMatchObject({ rendered_link_url: 'https://x.example/42' });
    expect((await send('DELETE', '/projects/42/badges/1')).status).toBe(204);
    expect((await call('/projects/42/badges/1')).status).toBe(404);
  });

  it('keeps issue boards and their lists in order; deleting a label removes its list', async () => {
    const board = await json(call('/projects/42/boards/1'));
    expect(board).toMatchObject({ name: 'Development', hide_backlog_list: false, project: { id: 42 } });
    expect((board['lists'] as Record<string, unknown>[]).map((l) => (l['label'] as Record<string, unknown>)['name'])).toEqual(['bug', 'feature']);
    const added = await send('POST', '/projects/42/boards/1/lists', { label_id: 1 });
    expect(added.status).toBe(201);
    const list = (await added.json()) as Record<string, unknown>;
    expect(list).toMatchObject({ position: 2, label: { name: 'backend' } });
    expect(await json(send('PUT', `/projects/42/boards/1/lists/${String(list['id'])}`, { position: 0 }))).toMatchObject({ position: 0 });
    expect((await send('DELETE', '/projects/42/labels/bug')).status).toBe(204);
    const lists = (await (await call('/projects/42/boards/1/lists')).json()) as Record<string, unknown>[];
    expect(lists.map((l) => [(l['label'] as Record<string, unknown>)['name'], l['position']])).toEqual([
      ['backend', 0],
      ['feature', 1],
    ]);
    expect((await call('/projects/42/boards/9')).status).toBe(404);
  });
});
