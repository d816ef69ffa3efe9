import { startGitlabSim, type GitlabSim } from './index';

describe('gitlab-sim group labels and group milestones', () => {
  let sim: GitlabSim;
  const call = (path: string, init: RequestInit = {}, token?: string): Promise<Response> =>
    fetch(`${sim.url}/api/v4${path}`, { ...init, headers: { 'PRIVATE-TOKEN': token ?? sim.tokens.api, 'content-type': 'application/json', ...(init.headers ?? {}) } });
  const send = (method: string, path: string, body?: unknown): Promise<Response> => call(path, { method, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = async <T = Record<string, unknown>>(r: Response | Promise<Response>): Promise<T> => (await (await r).json()) as T;

  beforeAll(async () => {
    sim = await startGitlabSim();
  });
  afterEach(() => sim.reset());
  afterAll(() => sim.close());

  describe('labels', () => {
    it('creates a group label with GitLab\'s fields, refuses a duplicate name (409) and answers 404 Label Not Found', async () => {
      const created = await send('POST', '/groups/acme/labels', { name: 'needs-design', color: '#5843ad', description: 'Waiting for design' });
      expect(created.status).toBe(201);
      const label = await json(created);
      expect(label).toEqual({ id: expect.any(Number), name: 'needs-design', color: '#5843AD', text_color: '#FFFFFF', description: 'Waiting for design', description_html: '<p>Waiting for design</p>', archived: false, subscribed: false });
      const again = await send('POST', '/groups/10/labels', { name: 'needs-design', color: 'red' });
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({ message: 'Label already exists' });
      expect(await json(call(`/groups/10/labels/${label['id'] as number}`))).toMatchObject({ name: 'needs-design' });
      const missing = await call('/groups/10/labels/no-such-label');
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ message: '404 Label Not Found' });
    });

    it('counts the issues of the group\'s projects, renames on them, subscribes (304 when unchanged) and deletes', async () => {
      await send('POST', '/groups/10/labels', { name: 'triage', color: '#D9534F' });
      await send('POST', '/projects/42/issues', { title: 'One', labels: 'triage' });
      const second = await json(send('POST', '/projects/43/issues', { title: 'Two', labels: 'triage' }));
      await send('PUT', `/projects/43/issues/${second['iid'] as number}`, { state_event: 'close' });
      const listed = await json<Record<string, unknown>[]>(call('/groups/10/labels?with_counts=true&search=tria'));
      expect(listed).toEqual([expect.objectContaining({ name: 'triage', open_issues_count: 1, closed_issues_count: 1, open_merge_requests_count: 0 })]);

      const renamed = await send('PUT', '/groups/10/labels/triage', { new_name: 'to-triage' });
      expect(await renamed.json()).toMatchObject({ name: 'to-triage' });
      expect(await json(call(`/projects/43/issues/${second['iid'] as number}`))).toMatchObject({ labels: ['to-triage'] });
      const none = await send('PUT', '/groups/10/labels/to-triage', {});
      expect(none.status).toBe(400);

      expect((await send('POST', '/groups/10/labels/to-triage/subscribe')).status).toBe(201);
      expect((await send('POST', '/groups/10/labels/to-triage/subscribe')).status).toBe(304);
      expect(await json(call('/groups/10/labels/to-triage'))).toMatchObject({ subscribed: true });
      expect(await json(send('POST', '/groups/10/labels/to-triage/unsubscribe'))).toMatchObject({ subscribed: false });

      expect((await send('DELETE', '/groups/10/labels/to-triage')).status).toBe(204);
      expect((await call('/groups/10/labels/to-triage')).status).toBe(404);
      expect(await json(call(`/projects/43/issues/${second['iid'] as number}`))).toMatchObject({ labels: [] });
    });

    it('shows a group label in its projects\' label lists unless include_ancestor_groups is false', async () => {
      const label = await json(send('POST', '/groups/10/labels', { name: 'org-wide', color: '#428BCA' }));
      const inProject = await json<Record<string, unknown>[]>(call('/projects/42/labels?search=org-wide'));
      expect(inProject).toEqual([expect.objectContaining({ id: label['id'], name: 'org-wide', is_project_label: false })]);
      expect(await json(call('/projects/42/labels?search=org-wide&include_ancestor_groups=false'))).toEqual([]);
    });

    it('answers 403 to a user without a role in the (internal) group and 404 Group Not Found for an unknown group', async () => {
      expect((await call('/groups/ops/labels')).status).toBe(200);
      const denied = await send('POST', '/groups/ops/labels', { name: 'x', color: 'red' });
      expect(denied.status).toBe(403);
      expect(await denied.json()).toEqual({ message: '403 Forbidden' });
      const unknown = await call('/groups/nope/labels');
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ message: '404 Group Not Found' });
    });
  });

  describe('milestones', () => {
    it('creates (after the seeded Q2 release, iid 1), filters, updates and deletes group milestones with GitLab\'s fields', async () => {
      const created = await send('POST', '/groups/acme/milestones', { title: 'Q3 release', description: 'Ship it', start_date: '2030-07-01', due_date: '2030-09-30' });
      expect(created.status).toBe(201);
      const m = await json(created);
      expect(m).toEqual({
        id: expect.any(Number), iid: 2, group_id: 10, title: 'Q3 release', description: 'Ship it', state: 'active',
        created_at: expect.any(String), updated_at: expect.any(String), due_date: '2030-09-30', start_date: '2030-07-01', expired: false,
        web_url: `${sim.url}/groups/acme/-/milestones/2`,
      });
      const dup = await send('POST', '/groups/10/milestones', { title: 'Q3 release' });
      expect(dup.status).toBe(400);
      expect(await dup.json()).toEqual({ message: 'Title has already been taken' });
      const second = await json(send('POST', '/groups/10/milestones', { title: 'Q4 release' }));
      expect(second['iid']).toBe(3);
      const byIid = await json<Record<string, unknown>[]>(call('/groups/10/milestones?iids[]=3'));
      expect(byIid.map((x) => x['title'])).toEqual(['Q4 release']);
      expect((await json<Record<string, unknown>[]>(call('/groups/10/milestones?search=q3'))).map((x) => x['iid'])).toEqual([2]);
      expect((await json<Record<string, unknown>[]>(call('/groups/10/milestones?title=Q4%20release'))).map((x) => x['iid'])).toEqual([3]);

      const closed = await json(send('PUT', `/groups/10/milestones/${m['id'] as number}`, { state_event: 'close' }));
      expect(closed['state']).toBe('closed');
      expect((await json<Record<string, unknown>[]>(call('/groups/10/milestones?state=active'))).map((x) => x['iid'])).toEqual([3, 1]);
      const bad = await call('/groups/10/milestones?state=nope');
      expect(bad.status).toBe(400);

      expect((await send('DELETE', `/groups/10/milestones/${m['id'] as number}`)).status).toBe(204);
      const gone = await call(`/groups/10/milestones/${m['id'] as number}`);
      expect(gone.status).toBe(404);
      expect(await gone.json()).toEqual({ message: '404 Not found' });
    });

    it('takes a group milestone on project issues and merge requests, and lists them with the burndown events', async () => {
      const m = await json(send('POST', '/groups/10/milestones', { title: 'Sprint 7' }));
      const id = m['id'] as number;
      const a = await json(send('POST', '/projects/42/issues', { title: 'Backend part', milestone_id: id, weight: 3 }));
      expect(a['milestone']).toMatchObject({ id, group_id: 10, title: 'Sprint 7' });
      const b = await json(send('POST', '/projects/43/issues', { title: 'Frontend part', milestone: 'Sprint 7' }));
      expect(b['milestone']).toMatchObject({ id });
      await send('PUT', `/projects/43/issues/${b['iid'] as number}`, { state_event: 'close' });
      await send('POST', '/projects/42/issues', { title: 'Unplanned' });
      await send('POST', '/projects/42/repository/branches', { branch: 'sprint-7', ref: 'develop' });
      const mr = await json(send('POST', '/projects/42/merge_requests', { title: 'Backend part', source_branch: 'sprint-7', target_branch: 'main', milestone_id: id }));
      expect(mr['milestone']).toMatchObject({ id, group_id: 10 });

      const issues = await json<Record<string, unknown>[]>(call(`/groups/10/milestones/${id}/issues`));
      expect(issues.map((i) => [i['project_id'], i['title'], i['state']]).sort()).toEqual([[42, 'Backend part', 'opened'], [43, 'Frontend part', 'closed']]);
      const mrs = await json<Record<string, unknown>[]>(call(`/groups/10/milestones/${id}/merge_requests`));
      expect(mrs.map((x) => x['iid'])).toEqual([mr['iid']]);
      const events = await json<Record<string, unknown>[]>(call(`/groups/10/milestones/${id}/burndown_events`));
      expect(events.map((e) => e['action']).sort()).toEqual(['closed', 'created', 'created']);
      expect(events.find((e) => e['weight'] === 3)).toMatchObject({ action: 'created' });
      expect(events[events.length - 1]).toMatchObject({ action: 'closed' });

      const otherGroup = await call(`/groups/ops/milestones/${id}`, {}, sim.tokens.admin);
      expect(otherGroup.status).toBe(404);
    });
  });
});
