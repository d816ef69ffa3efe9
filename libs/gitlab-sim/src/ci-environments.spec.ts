import { startGitlabSim, type GitlabSim } from './index';

describe('gitlab-sim environments, deployments, CI/CD variables and feature flags', () => {
  let sim: GitlabSim;
  const call = (path: string, init: RequestInit = {}): Promise<Response> =>
    fetch(`${sim.url}/api/v4${path}`, { ...init, headers: { 'PRIVATE-TOKEN': sim.tokens.api, 'content-type': 'application/json', ...(init.headers ?? {}) } });
  const send = (method: string, path: string, body: object): Promise<Response> => call(path, { method, body: JSON.stringify(body) });

  beforeAll(async () => {
    sim = await startGitlabSim();
  });
  afterEach(() => sim.reset());
  afterAll(() => sim.close());

  it('stops an environment, refuses to delete an available one (403) and deletes it once stopped (204)', async () => {
    expect((await call('/projects/42/environments/2', { method: 'DELETE' })).status).toBe(403);
    const stopped = await call('/projects/42/environments/2/stop', { method: 'POST' });
    expect(stopped.status).toBe(200);
    expect(await stopped.json()).toMatchObject({ id: 2, name: 'staging', state: 'stopped' });
    expect((await call('/projects/42/environments/2', { method: 'DELETE' })).status).toBe(204);
    const gone = await call('/projects/42/environments/2');
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ message: '404 Not found' });
  });

  it('creating a deployment creates its environment, which then names it as last deployment', async () => {
    const created = await send('POST', '/projects/42/deployments', { environment: 'review/x', sha: 'abc1234', ref: 'main', tag: false, status: 'success' });
    expect(created.status).toBe(201);
    const deployment = (await created.json()) as { id: number; environment: { id: number; name: string }; deployable: null };
    expect(deployment).toMatchObject({ status: 'success', ref: 'main', environment: { name: 'review/x' }, deployable: null, approvals: [] });
    const env = (await (await call(`/projects/42/environments/${deployment.environment.id}`)).json()) as Record<string, unknown>;
    expect(env).toMatchObject({ name: 'review/x', slug: 'review-x', tier: 'development', state: 'available', last_deployment: { id: deployment.id } });
    const bad = await send('POST', '/projects/42/deployments', { environment: 'x', sha: 'abc1234', ref: 'nope', tag: false, status: 'success' });
    expect(await bad.json()).toEqual({ message: { ref: ['The branch or tag does not exist'] } });
  });

  it('refuses to delete the current deployment of an environment', async () => {
    const r = await call('/projects/42/deployments/3', { method: 'DELETE' });
    expect(r.status).toBe(400);
    expect(await r.json()).toEqual({ message: 'Deployment currently deployed to environment' });
    expect((await call('/projects/42/deployments/1', { method: 'DELETE' })).status).toBe(204);
  });

  it('a duplicate variable key in the same scope answers GitLab’s 400; a shared key needs filter[environment_scope]', async () => {
    const dup = await send('POST', '/projects/42/variables', { key: 'SENTRY_DSN', value: 'c2VudHJ5LWRzbi0y', masked: true });
    expect(dup.status).toBe(400);
    expect(await dup.json()).toEqual({ message: { key: ['(SENTRY_DSN) has already been taken'] } });
    expect((await call('/projects/42/variables/DATABASE_URL')).status).toBe(409);
    const scoped = await call('/projects/42/variables/DATABASE_URL?filter[environment_scope]=production');
    expect(await scoped.json()).toMatchObject({ key: 'DATABASE_URL', environment_scope: 'production', value: 'postgres://db.prod.internal:5432/app' });
    const weak = await send('POST', '/projects/42/variables', { key: 'SHORT', value: 'abc', masked: true });
    expect(await weak.json()).toEqual({ message: { value: ['is invalid'] } });
  });

  it('a hidden variable is answered without its value', async () => {
    const r = await send('POST', '/groups/acme/variables', { key: 'HIDDEN_ONE', value: 'aGlkZGVuLXZhbHVl', masked_and_hidden: true });
    expect(r.status).toBe(201);
    expect(await r.json()).toMatchObject({ key: 'HIDDEN_ONE', masked: true, hidden: true, value: null });
  });

  it('toggles a feature flag and changes its strategies by id', async () => {
    const r = await send('PUT', '/projects/42/feature_flags/new_checkout', {
      active: false,
      strategies: [{ id: 1, scopes: [{ id: 1, _destroy: true }, { environment_scope: 'staging' }] }, { name: 'gitlabUserList', user_list_id: 1, scopes: [{ environment_scope: '*' }] }],
    });
    const flag = (await r.json()) as { active: boolean; strategies: { id: number; scopes: { environment_scope: string }[]; user_list: unknown }[] };
    expect(flag.active).toBe(false);
    expect(flag.strategies[0]?.scopes.map((s) => s.environment_scope)).toEqual(['staging']);
    expect(flag.strategies[1]).toMatchObject({ name: 'gitlabUserList', user_list: { iid: 1, name: 'beta testers', user_xids: 'user1,user2,user3' } });
    expect((await call('/projects/42/feature_flags_user_lists/1', { method: 'DELETE' })).status).toBe(409);
  });
});
