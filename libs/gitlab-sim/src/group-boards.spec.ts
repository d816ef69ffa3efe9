import { startGitlabSim, type GitlabSim } from './index';

describe('gitlab-sim group issue boards', () => {
  let sim: GitlabSim;
  const send = (method: string, path: string, body?: unknown): Promise<Response> =>
    fetch(`${sim.url}/api/v4${path}`, { method, headers: { 'PRIVATE-TOKEN': sim.tokens.api, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });

  beforeAll(async () => {
    sim = await startGitlabSim();
  });
  afterEach(() => sim.reset());
  afterAll(() => sim.close());

  it('lists the seeded Roadmap board of acme with its list for bob, and answers 404 for an unknown group or board', async () => {
    const boards = (await (await send('GET', '/groups/acme/boards')).json()) as Record<string, unknown>[];
    expect(boards).toEqual([
      expect.objectContaining({ id: 50, name: 'Roadmap', hide_backlog_list: false, project: null, group: expect.objectContaining({ id: 10, name: 'Acme' }), lists: [expect.objectContaining({ id: 50, position: 0, label: null, assignee: expect.objectContaining({ username: 'bob' }) })] }),
    ]);
    expect((await send('GET', '/groups/ops/boards/50')).status).toBe(404);
    const missing = await send('GET', '/groups/nowhere/boards');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: '404 Group Not Found' });
  });

  it('creates a board, adds and moves lists, refuses a second list kind, deletes a list and the board', async () => {
    const created = await send('POST', '/groups/10/boards', { name: 'Sprint' });
    expect(created.status).toBe(201);
    const board = (await created.json()) as { id: number };
    const path = `/groups/10/boards/${board.id}`;
    expect((await send('POST', `${path}/lists`, { assignee_id: 3, label_id: 1 })).status).toBe(400);
    const first = (await (await send('POST', `${path}/lists`, { assignee_id: 3 })).json()) as { id: number; position: number };
    const second = (await (await send('POST', `${path}/lists`, { assignee_id: 4 })).json()) as { id: number; position: number };
    expect([first.position, second.position]).toEqual([0, 1]);
    expect(await (await send('PUT', `${path}/lists/${second.id}`, { position: 0 })).json()).toMatchObject({ id: second.id, position: 0 });
    const lists = (await (await send('GET', `${path}/lists`)).json()) as { id: number }[];
    expect(lists.map((l) => l.id)).toEqual([second.id, first.id]);
    expect((await send('DELETE', `${path}/lists/${second.id}`)).status).toBe(204);
    expect((await send('GET', `${path}/lists/${second.id}`)).status).toBe(404);
    expect(await (await send('PUT', path, { name: 'Sprint 2', hide_closed_list: true })).json()).toMatchObject({ name: 'Sprint 2', hide_closed_list: true });
    expect((await send('DELETE', path)).status).toBe(204);
    expect((await send('GET', path)).status).toBe(404);
  });
});
