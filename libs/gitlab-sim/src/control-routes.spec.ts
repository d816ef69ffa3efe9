import { startGitlabSim, type GitlabSim } from './index';

describe('gitlab-sim control routes', () => {
  let sim: GitlabSim;
  const control = (path: string, init: RequestInit = {}): Promise<Response> => fetch(`${sim.url}/-/sim${path}`, init);

  beforeAll(async () => {
    sim = await startGitlabSim();
  });
  afterAll(() => sim.close());

  it('lists and clears the request log without logging themselves', async () => {
    await fetch(`${sim.url}/api/v4/version`, { headers: { 'PRIVATE-TOKEN': sim.tokens.api } });
    const log = (await (await control('/requests')).json()) as { path: string; status: number }[];
    expect(log.map((r) => [r.path, r.status])).toEqual([['/api/v4/version', 200]]);
    expect((await control('/requests', { method: 'DELETE' })).status).toBe(204);
    expect(await (await control('/requests')).json()).toEqual([]);
    expect(sim.requests).toHaveLength(0);
  });

  it('adds faults by exact path or pathRegex and clears them', async () => {
    const added = await control('/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pathRegex: '^/api/v4/projects/\\d+$', status: 500, times: 1 }),
    });
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({ pathRegex: '^/api/v4/projects/\\d+$', status: 500 });
    await control('/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/api/v4/user', status: 503 }),
    });
    const headers = { 'PRIVATE-TOKEN': sim.tokens.api };
    expect((await fetch(`${sim.url}/api/v4/projects/42`, { headers })).status).toBe(500);
    expect((await fetch(`${sim.url}/api/v4/projects/42`, { headers })).status).toBe(200);
    expect((await fetch(`${sim.url}/api/v4/user`, { headers })).status).toBe(503);
    expect((await control('/faults', { method: 'DELETE' })).status).toBe(204);
    expect((await fetch(`${sim.url}/api/v4/user`, { headers })).status).toBe(200);

    const invalid = await control('/faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(invalid.status).toBe(400);
  });

  it('resets the seed data over HTTP', async () => {
    const headers = { 'PRIVATE-TOKEN': sim.tokens.api };
    await fetch(`${sim.url}/api/v4/projects/42/repository/branches/develop`, { method: 'DELETE', headers });
    expect((await fetch(`${sim.url}/api/v4/projects/42/repository/branches/develop`, { headers })).status).toBe(404);
    expect((await control('/reset', { method: 'POST' })).status).toBe(204);
    expect((await fetch(`${sim.url}/api/v4/projects/42/repository/branches/develop`, { headers })).status).toBe(200);
    expect(sim.requests).toHaveLength(1);
  });
});
