import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import { spawnServer, type SpawnedServer } from '../helpers/spawn-server';

/** What the user domain's profile actions bring to life beyond tools: username completion and the current-user resource. */
describe('A-62 A-60 username completion and gitlab://user/current with the user profile actions', () => {
  let sim: GitlabSim;
  let server: SpawnedServer;

  beforeAll(async () => {
    sim = await startGitlabSim();
    server = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api } });
  }, 30_000);
  afterAll(async () => {
    await server.close();
    await sim.close();
  });

  it('A-62 username completes from user.list without a project (GET /users?search=)', async () => {
    const before = sim.requests.length;
    const c = (await server.client.complete({ ref: { type: 'ref/prompt', name: 'daily_standup' }, argument: { name: 'username', value: 'bo' } })).completion;
    expect(c.values).toEqual(['bob']);
    expect(sim.requests.slice(before).map((r) => `${r.method} ${r.path}`)).toContain('GET /api/v4/users');
  });

  it('A-60 gitlab://user/current is listed and reads the token owner, demo (id 1)', async () => {
    const { resources } = await server.client.listResources();
    expect(resources.map((r) => r.uri)).toContain('gitlab://user/current');
    const read = (await server.client.readResource({ uri: 'gitlab://user/current' })) as { contents: { uri: string; text?: string }[] };
    const user = JSON.parse(read.contents[0].text ?? '{}') as Record<string, unknown>;
    expect(user).toMatchObject({ id: 1, username: 'demo', name: 'Demo User' });
  });
});
