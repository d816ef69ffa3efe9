import { startGitlabSim, type GitlabSim } from './index';

describe('gitlab-sim groups: lifecycle, hierarchy, sharing and members', () => {
  let sim: GitlabSim;
  const call = (path: string, init: RequestInit = {}, token?: string): Promise<Response> =>
    fetch(`${sim.url}/api/v4${path}`, { ...init, headers: { 'PRIVATE-TOKEN': token ?? sim.tokens.api, 'content-type': 'application/json', ...(init.headers ?? {}) } });
  const send = (method: string, path: string, body?: unknown, token?: string): Promise<Response> => call(path, { method, body: body === undefined ? undefined : JSON.stringify(body) }, token);
  const json = async (r: Response | Promise<Response>): Promise<Record<string, unknown>> => (await (await r).json()) as Record<string, unknown>;
  const list = async (r: Response | Promise<Response>): Promise<Record<string, unknown>[]> => (await (await r).json()) as Record<string, unknown>[];

  beforeAll(async () => {
    sim = await startGitlabSim({ plan: 'ultimate' });
  });
  afterEach(() => sim.reset());
  afterAll(() => sim.close());

  it('creates a subgroup under my-org, reads it by full path, refuses a taken path (400) and a caller without the role (403)', async () => {
    const created = await send('POST', '/groups', { name: 'Platform', path: 'platform', parent_id: 30 });
    expect(created.status).toBe(201);
    const group = await json(created);
    expect(group).toMatchObject({ name: 'Platform', full_path: 'my-org/platform', full_name: 'My Org / Platform', parent_id: 30, visibility: 'public' });
    expect(await json(call('/groups/my-org%2Fplatform'))).toMatchObject({ id: group['id'], shared_with_groups: [] });
    const again = await send('POST', '/groups', { name: 'Platform 2', path: 'platform', parent_id: 30 });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: { path: ['has already been taken'] } });
    const underAcme = await send('POST', '/groups', { name: 'Nope', path: 'nope', parent_id: 10 });
    expect(underAcme.status).toBe(403);
    expect(await underAcme.json()).toEqual({ message: '403 Forbidden' });
  });

  it('hides a private group from non-members (404 Group Not Found) and lists descendant groups', async () => {
    const hidden = await call('/groups/acme', {}, sim.tokens.readApi);
    expect(hidden.status).toBe(200);
    const root = await send('POST', '/groups', { name: 'Secret', path: 'secret', visibility: 'private' }, sim.tokens.admin);
    const id = (await json(root))['id'];
    const missing = await call(`/groups/${String(id)}`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: '404 Group Not Found' });
    const subgroups = await list(call('/groups/my-org/descendant_groups'));
    expect(subgroups.map((g) => g['full_path'])).toEqual(['my-org/backend', 'my-org/legacy', 'my-org/old-team', 'my-org/tools']);
  });

  it('updates, archives and unarchives, marks for deletion and restores', async () => {
    expect(await json(send('PUT', '/groups/32', { description: 'Old things', request_access_enabled: false }))).toMatchObject({ description: 'Old things', request_access_enabled: false });
    expect(await json(send('POST', '/groups/32/unarchive'))).toMatchObject({ archived: false });
    expect((await send('POST', '/groups/32/unarchive')).status).toBe(422);
    expect(await json(send('POST', '/groups/32/archive'))).toMatchObject({ archived: true });
    const deleted = await send('DELETE', '/groups/32');
    expect(deleted.status).toBe(202);
    expect(await deleted.json()).toEqual({ message: '202 Accepted' });
    expect((await json(call('/groups/32')))['marked_for_deletion_on']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await send('POST', '/groups/32/restore')).status).toBe(201);
    expect((await json(call('/groups/32')))['marked_for_deletion_on']).toBeNull();
    const developer = await send('PUT', '/groups/acme', { description: 'x' });
    expect(developer.status).toBe(403);
  });

  it('transfers a group under another parent and lists where it may go', async () => {
    const where = await list(call('/groups/33/transfer_locations'));
    expect(where.map((g) => g['full_path'])).toEqual(['my-org/backend', 'my-org/legacy', 'my-org/old-team', 'platform', 'platform/tools']);
    expect((await send('POST', '/groups/33/transfer', { group_id: 31 })).status).toBe(201);
    expect(await json(call('/groups/33'))).toMatchObject({ full_path: 'my-org/backend/tools', parent_id: 31 });
    expect((await send('POST', '/groups/31/transfer', { group_id: 33 })).status).toBe(400);
  });

  it('lists members with inherited and shared roles, adds (409 on a duplicate), edits and removes', async () => {
    const all = await list(call('/groups/my-org%2Fbackend/members/all'));
    expect(all.map((m) => [m['username'], m['access_level']])).toEqual([
      ['demo', 50],
      ['alice', 40],
      ['bob', 20],
    ]);
    expect((await call('/groups/31/members/1')).status).toBe(404);
    expect(await json(call('/groups/31/members/all/1'))).toMatchObject({ username: 'demo', access_level: 50 });
    const added = await send('POST', '/groups/30/members', { username: 'bob', access_level: 30 });
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({ id: 4, username: 'bob', access_level: 30, created_by: { username: 'demo' } });
    const again = await send('POST', '/groups/30/members', { user_id: 4, access_level: 30 });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: 'Member already exists' });
    expect(await json(send('PUT', '/groups/30/members/4', { access_level: 40 }))).toMatchObject({ access_level: 40 });
    expect((await send('DELETE', '/groups/30/members/4')).status).toBe(204);
    expect((await call('/groups/30/members/4')).status).toBe(404);
    expect((await call('/groups/31/members/4')).status).toBe(404);
    const developer = await send('POST', '/groups/acme/members', { username: 'bob', access_level: 10 });
    expect(developer.status).toBe(403);
    expect(await developer.json()).toEqual({ message: '403 Forbidden' });
  });

  it('shares a group with another (409 when already shared), lists both sides, and unshares', async () => {
    const shared = await send('POST', '/groups/30/share', { group_id: 11, group_access: 30 });
    expect(shared.status).toBe(201);
    const detail = await json(shared);
    expect(detail['shared_with_groups']).toEqual([{ group_id: 11, group_name: 'Ops', group_full_path: 'ops', group_access_level: 30, expires_at: null, member_role_id: null }]);
    expect((await send('POST', '/groups/30/share', { group_id: 11, group_access: 30 })).status).toBe(409);
    expect((await list(call('/groups/30/invited_groups'))).map((g) => g['id'])).toEqual([11]);
    expect((await list(call('/groups/11/groups/shared'))).map((g) => g['id'])).toEqual([31, 30]);
    expect((await send('DELETE', '/groups/30/share/11')).status).toBe(204);
    expect((await send('DELETE', '/groups/30/share/11')).status).toBe(404);
  });

  it('lists the billable members of a top-level group with where each seat comes from, and removes one from the whole hierarchy', async () => {
    const billable = await list(call('/groups/30/billable_members'));
    expect(billable.map((m) => [m['username'], m['access_level']])).toEqual([
      ['demo', 50],
      ['alice', 40],
      ['bob', 20],
    ]);
    expect((await call('/groups/31/billable_members')).status).toBe(400);
    const seats = await list(call('/groups/30/billable_members/4/memberships'));
    expect(seats).toEqual([expect.objectContaining({ source_id: 31, source_full_name: 'my-org/backend', access_level: { string_value: 'Reporter', integer_value: 20 } })]);
    expect((await send('DELETE', '/groups/30/billable_members/4')).status).toBe(204);
    expect((await call('/groups/31/members/4')).status).toBe(404);
    expect((await call('/groups/30/billable_members/4/memberships')).status).toBe(404);
    expect((await call('/groups/acme/billable_members')).status).toBe(403);
  });

  it('schedules a relations export (Owner only) and reports each relation, or one; an unknown relation is 404', async () => {
    expect(await list(call('/groups/30/export_relations/status'))).toEqual([]);
    expect((await send('POST', '/groups/10/export_relations', {})).status).toBe(403);
    const scheduled = await send('POST', '/groups/30/export_relations', { batched: true });
    expect(scheduled.status).toBe(202);
    expect(await scheduled.json()).toEqual({ message: '202 Accepted' });
    const all = await list(call('/groups/30/export_relations/status'));
    expect(all.map((r) => r['relation'])).toEqual(['badges', 'boards', 'epics', 'iterations', 'labels', 'members', 'milestones', 'namespace_settings', 'self']);
    expect(all.every((r) => r['status'] === 1 && r['batched'] === true && r['batches_count'] === 1)).toBe(true);
    expect(await json(call('/groups/30/export_relations/status?relation=labels'))).toMatchObject({ relation: 'labels', status: 1, error: null });
    expect((await call('/groups/30/export_relations/status?relation=nope')).status).toBe(404);
  });
});
