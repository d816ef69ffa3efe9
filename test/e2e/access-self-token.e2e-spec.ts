import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import { builtInCatalog } from '../helpers/catalog-entries';
import { callAction } from '../helpers/surface-calls';
import { spawnServer, type SpawnedServer } from '../helpers/spawn-server';
import { CLASSIFICATION } from '../helpers/spec-strings';
import { textOf } from '../helpers/tool-text';

interface Result {
  isError?: boolean;
  structuredContent?: Record<string, unknown>;
  content: { type: string; text: string }[];
}

/**
 * The self actions act on the server's own credential: rotating it returns the new value once and
 * the server's next request is refused until it runs with that value; revoking it ends the server's access.
 */
describe('access.token_personal_rotate_self and revoke_self act on the token the server runs with', () => {
  let sim: GitlabSim;
  let server: SpawnedServer;
  const call = (s: SpawnedServer, id: string, params: Record<string, unknown>, confirm?: boolean): Promise<Result> => callAction(s.client, 'dynamic', id, params, confirm) as Promise<Result>;
  const spawn = async (token: string): Promise<SpawnedServer> => {
    const s = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: token } });
    await s.client.listTools();
    return s;
  };

  beforeAll(async () => {
    sim = await startGitlabSim();
    server = await spawn(sim.tokens.api);
  }, 30_000);
  afterAll(async () => {
    await server.close();
    await sim.close();
  });

  it('the descriptions say loudly that the server’s own credential stops working', async () => {
    const found = await call(server, 'access.token_personal_get', {});
    expect(found.structuredContent).toMatchObject({ id: 101, name: 'demo-api' });
    const r = (await server.client.callTool({ name: 'gitlab_find_action', arguments: { query: 'rotate the server own access token' } })) as Result;
    expect(textOf(r)).toContain('access.token_personal_rotate_self');
    const described = new Map((await builtInCatalog()).map((e) => [e.id, e.options.description]));
    for (const id of ['access.token_personal_rotate_self', 'access.token_personal_revoke_self', 'access.token_personal_get']) {
      expect(described.get(id)).toContain('This acts on the token THIS SERVER RUNS WITH (its own GitLab credential), not on a token of your choice.');
    }
    expect(described.get('access.token_personal_revoke_self')).toContain("This server's own credential stops working AT ONCE");
  });

  it('A-10 rotate_self returns the new value once, says the server must restart with it, and the old token is refused at once', async () => {
    const r = await call(server, 'access.token_personal_rotate_self', { expires_at: '2030-12-31' });
    expect(r.isError).toBeFalsy();
    const fresh = String(r.structuredContent?.['token']);
    expect(fresh).toMatch(/^glpat-sim-minted-/);
    const message = "This server's own token was revoked and stopped working now: restart the server with this new token (and replace it everywhere else it was used).";
    expect(r.structuredContent).toMatchObject({ name: 'demo-api', expires_at: '2030-12-31', message });
    expect(textOf(r)).toContain(`⚠️ ${message}\n\n**Token value** (shown once): \`${fresh}\``);
    expect(server.stderr()).not.toContain(fresh);

    const after = await call(server, 'project.get', { project_id: '42' });
    expect(after.isError).toBe(true);
    expect(textOf(after)).toBe(`projectGet: ${CLASSIFICATION[401]}: GET ${sim.url}/api/v4/projects/42: 401 {message: 401 Unauthorized}`);

    const restarted = await spawn(fresh);
    try {
      const ok = await call(restarted, 'project.get', { project_id: '42' });
      expect(ok.isError).toBeFalsy();

      const revoked = await call(restarted, 'access.token_personal_revoke_self', {}, true);
      expect(revoked.isError).toBeFalsy();
      expect(textOf(revoked)).toBe(
        "## The server’s own token was revoked\n\n- **Where**: —\n- **ID**: —\n- **Result**: This server's own token was revoked: it stops working now, and every further request of this server fails until it is restarted with a new token.",
      );
      expect(textOf(await call(restarted, 'project.get', { project_id: '42' }))).toContain(`${CLASSIFICATION[401]}: GET ${sim.url}/api/v4/projects/42: 401`);
    } finally {
      await restarted.close();
    }
  });
});
