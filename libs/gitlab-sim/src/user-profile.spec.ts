import { startGitlabSim, type GitlabSim } from './index';

describe('gitlab-sim user profiles and administration', () => {
  let sim: GitlabSim;
  const call = (path: string, init: RequestInit = {}, token?: string): Promise<Response> =>
    fetch(`${sim.url}/api/v4${path}`, { ...init, headers: { 'PRIVATE-TOKEN': token ?? sim.tokens.api, ...(init.headers ?? {}) } });
  const send = (method: string, path: string, body: unknown = {}, token?: string): Promise<Response> =>
    call(path, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }, token);
  const asAdmin = (method: string, path: string, body?: unknown): Promise<Response> => send(method, path, body, sim.tokens.admin);
  const stateOf = async (id: number): Promise<unknown> => ((await (await call(`/users/${id}`)).json()) as { state: string }).state;

  beforeAll(async () => {
    sim = await startGitlabSim();
  });
  afterEach(() => sim.reset());
  afterAll(() => sim.close());

  it('creates a user (admin only), refuses a taken username or email with 409, modifies and deletes it', async () => {
    const body = { username: 'carol', name: 'Carol Diaz', email: 'carol@example.com', password: 'correct-horse-battery' };
    expect((await send('POST', '/users', body)).status).toBe(403);
    const created = await asAdmin('POST', '/users', body);
    expect(created.status).toBe(201);
    const user = (await created.json()) as Record<string, unknown>;
    expect(user).toMatchObject({ id: 100, username: 'carol', email: 'carol@example.com', state: 'active' });
    expect(JSON.stringify(user)).not.toContain('correct-horse-battery');
    const again = await asAdmin('POST', '/users', { ...body, username: 'carol2' });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: 'Email has already been taken' });
    expect(await (await asAdmin('POST', '/users', { ...body, email: 'c2@example.com' })).json()).toEqual({ message: 'Username has already been taken' });
    expect(await (await asAdmin('PUT', '/users/100', { location: 'Porto' })).json()).toMatchObject({ location: 'Porto' });
    expect((await asAdmin('DELETE', '/users/100')).status).toBe(204);
    expect((await call('/users/100')).status).toBe(404);
  });

  it('moves a user through block, unblock, deactivate, activate, ban and unban, refusing illegal transitions like GitLab', async () => {
    expect((await send('POST', '/users/4/block')).status).toBe(403);
    expect((await asAdmin('POST', '/users/4/block')).status).toBe(201);
    expect(await stateOf(4)).toBe('blocked');
    const ban = await asAdmin('POST', '/users/4/ban');
    expect(ban.status).toBe(403);
    expect(await ban.json()).toEqual({ message: 'You cannot ban blocked users.' });
    expect(await (await asAdmin('POST', '/users/4/activate')).json()).toEqual({ message: '403 Forbidden - A blocked user must be unblocked to be activated' });
    await asAdmin('POST', '/users/4/unblock');
    await asAdmin('POST', '/users/4/deactivate');
    expect(await stateOf(4)).toBe('deactivated');
    expect(await (await asAdmin('POST', '/users/4/unblock')).json()).toEqual({ message: '403 Forbidden - Deactivated users cannot be unblocked by the API' });
    await asAdmin('POST', '/users/4/activate');
    await asAdmin('POST', '/users/4/ban');
    expect(await stateOf(4)).toBe('banned');
    await asAdmin('POST', '/users/4/unban');
    expect(await stateOf(4)).toBe('active');
    expect(await (await asAdmin('POST', '/users/4/unban')).json()).toEqual({ message: 'You cannot unban active users.' });
  });

  it('approves and rejects sign-ups pending approval only', async () => {
    expect(await stateOf(5)).toBe('blocked_pending_approval');
    expect(await (await asAdmin('POST', '/users/5/approve')).json()).toEqual({ message: 'Success' });
    expect(await stateOf(5)).toBe('active');
    expect(await (await asAdmin('POST', '/users/5/approve')).json()).toEqual({ message: 'The user you are trying to approve is not pending approval' });
    expect((await asAdmin('POST', '/users/6/reject')).status).toBe(200);
    expect((await call('/users/6')).status).toBe(404);
  });

  it('sets and reads statuses, notification settings and to-dos of the caller', async () => {
    expect(await (await call('/users/alice/status')).json()).toMatchObject({ emoji: 'coffee', availability: 'busy' });
    await send('PUT', '/user/status', { message: 'On holiday', availability: 'busy', clear_status_after: '1_day' });
    expect(await (await call('/user/status')).json()).toMatchObject({ emoji: 'speech_balloon', message: 'On holiday', clear_status_at: '2025-06-03T12:00:00.000Z' });
    expect(await (await call('/projects/42/notification_settings')).json()).toEqual({ level: 'global' });
    await send('PUT', '/projects/42/notification_settings', { level: 'custom', failed_pipeline: true });
    const custom = (await (await call('/projects/42/notification_settings')).json()) as { level: string; events: Record<string, boolean> };
    expect([custom.level, custom.events['failed_pipeline'], custom.events['new_note']]).toEqual(['custom', true, false]);
    expect((await send('PUT', '/notification_settings', { level: 'loud' })).status).toBe(400);
    const pending = (await (await call('/todos')).json()) as { id: number }[];
    expect(pending.map((t) => t.id)).toEqual([4, 3, 2, 1]);
    expect(await (await send('POST', '/todos/2/mark_as_done')).json()).toMatchObject({ id: 2, state: 'done' });
    expect((await send('POST', '/todos/mark_as_done')).status).toBe(204);
    expect(await (await call('/todos')).json()).toEqual([]);
    expect(((await (await call('/todos?state=done')).json()) as unknown[]).length).toBe(5);
  });

  it('derives events from the seeded issues and merge requests, and keeps the instance service accounts (admin only)', async () => {
    const mine = (await (await call('/events?target_type=issue')).json()) as { author_username: string; target_type: string }[];
    expect(mine.every((e) => e.author_username === 'demo' && e.target_type === 'Issue')).toBe(true);
    const project = (await (await call('/projects/42/events?sort=asc')).json()) as { project_id: number; created_at: string }[];
    expect(project.length).toBeGreaterThan(0);
    expect(project.every((e) => e.project_id === 42)).toBe(true);
    expect(project.map((e) => e.created_at)).toEqual([...project.map((e) => e.created_at)].sort());
    expect(await (await call('/users/3/events?action=pushed')).json()).toEqual([]);
    expect((await call('/service_accounts')).status).toBe(403);
    const created = (await (await asAdmin('POST', '/service_accounts', { name: 'Release bot', username: 'release-bot' })).json()) as { id: number };
    expect(await (await asAdmin('PATCH', `/service_accounts/${created.id}`, { name: 'Release bot (prod)' })).json()).toMatchObject({ username: 'release-bot', name: 'Release bot (prod)' });
    const list = (await (await call('/service_accounts?order_by=username&sort=asc', {}, sim.tokens.admin)).json()) as { username: string }[];
    expect(list.map((a) => a.username)).toEqual(['release-bot', 'service_account_project_42_7f3c2a']);
  });
});
