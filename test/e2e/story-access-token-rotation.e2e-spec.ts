import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import { callAction, SURFACES, type Surface } from '../helpers/surface-calls';
import { spawnServer, type SpawnedServer } from '../helpers/spawn-server';
import { confirmationRefusal } from '../helpers/spec-strings';
import { textOf } from '../helpers/tool-text';

interface Result {
  isError?: boolean;
  structuredContent?: Record<string, unknown>;
  content: { type: string; text: string }[];
}

const ONCE = '⚠️ Store this token now (for example in a secret manager or a masked CI/CD variable): GitLab shows it only once, and it will not be shown again.';

/**
 * "Rotate a leaked project access token": create one for CI (its value shown once), find it in the
 * list, rotate it (the new value shown once; the old one answers 401 from then on and is never shown
 * again by get, list or the server's log), then revoke the new one, which needs confirmation.
 */
describe.each(SURFACES)('story: rotate a leaked project access token on the %s surface', (surface: Surface) => {
  let sim: GitlabSim;
  let server: SpawnedServer;
  let leaked = '';
  let fresh = '';
  let leakedId = 0;
  let freshId = 0;
  const call = (id: string, params: Record<string, unknown>, confirm?: boolean): Promise<Result> =>
    callAction(server.client, surface, id, params, confirm) as Promise<Result>;
  /** GitLab's answer to a request made with a token value, as CI would make it. */
  const statusWith = async (token: string): Promise<number> => (await fetch(`${sim.url}/api/v4/projects/42`, { headers: { 'PRIVATE-TOKEN': token } })).status;

  beforeAll(async () => {
    sim = await startGitlabSim();
    server = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api, GITLAB_MCP_TOOL_SURFACE: surface } });
    await server.client.listTools();
  }, 30_000);
  afterAll(async () => {
    await server.close();
    await sim.close();
  });

  it('A-10 access.token_project_create gives a Developer bot token for acme/backend, its value shown once', async () => {
    const r = await call('access.token_project_create', { project_id: '42', name: 'ci-pipeline', scopes: ['read_api'], access_level: 30, expires_at: '2030-12-31' });
    expect(r.isError).toBeFalsy();
    leaked = String(r.structuredContent?.['token']);
    leakedId = Number(r.structuredContent?.['id']);
    expect(leaked).toMatch(/^glpat-/);
    expect(r.structuredContent).toMatchObject({ name: 'ci-pipeline', scopes: ['read_api'], access_level: 30, resource_type: 'project', resource_id: 42, expires_at: '2030-12-31', revoked: false, active: true });
    const text = textOf(r);
    expect(text).toContain(`**Token value** (shown once): \`${leaked}\`\n\n${ONCE}`);
    expect(text.split(leaked)).toHaveLength(2);
    expect(await statusWith(leaked)).toBe(200);
  });

  it('A-33 access.token_project_list shows it among the project tokens, with no value', async () => {
    const r = await call('access.token_project_list', { project_id: '42', state: 'active', sort: 'name_asc' });
    expect(r.isError).toBeFalsy();
    const tokens = r.structuredContent?.['tokens'] as Record<string, unknown>[];
    expect(tokens.map((t) => t['name'])).toEqual(['ci-deploy', 'ci-pipeline']);
    expect(tokens.every((t) => !('token' in t))).toBe(true);
    expect(textOf(r)).toContain(`| ${leakedId} | ci-pipeline | active | read_api | Developer (30) | 2030-12-31 | — |`);
    expect(JSON.stringify(r)).not.toContain(leaked);
  });

  it('A-10 access.token_project_rotate returns the new value once and says which token stopped working', async () => {
    const r = await call('access.token_project_rotate', { project_id: '42', token_id: leakedId, expires_at: '2030-06-30' });
    expect(r.isError).toBeFalsy();
    fresh = String(r.structuredContent?.['token']);
    freshId = Number(r.structuredContent?.['id']);
    expect(fresh).toMatch(/^glpat-/);
    expect(fresh).not.toBe(leaked);
    expect(freshId).not.toBe(leakedId);
    const message = `Token ${leakedId} was revoked and stopped working now: everything that uses it must be given this new token.`;
    expect(r.structuredContent).toMatchObject({ name: 'ci-pipeline', access_level: 30, expires_at: '2030-06-30', replaced_token_id: leakedId, message });
    const text = textOf(r);
    expect(text).toContain(`⚠️ ${message}\n\n**Token value** (shown once): \`${fresh}\`\n\n${ONCE}`);
    expect(text).not.toContain(leaked);
  });

  it('the leaked token answers 401 from now on; the new one works', async () => {
    expect(await statusWith(leaked)).toBe(401);
    expect(await statusWith(fresh)).toBe(200);
  });

  it('A-71 get and list never show either value again, and neither value reaches the server log', async () => {
    const got = await call('access.token_project_get', { project_id: '42', token_id: leakedId });
    expect(got.structuredContent).toMatchObject({ id: leakedId, revoked: true, active: false });
    expect(textOf(got)).toContain('- **State**: revoked');
    const listed = await call('access.token_project_list', { project_id: '42' });
    for (const r of [got, listed]) {
      expect(JSON.stringify(r)).not.toContain(leaked);
      expect(JSON.stringify(r)).not.toContain(fresh);
    }
    expect(server.stderr()).not.toContain(leaked);
    expect(server.stderr()).not.toContain(fresh);
  });

  it('A-16 revoking the new token is refused without confirmation, and nothing reaches GitLab', async () => {
    sim.clearRequests();
    const r = await call('access.token_project_revoke', { project_id: '42', token_id: freshId });
    expect(r.isError).toBe(true);
    expect(textOf(r)).toBe(confirmationRefusal(surface, 'access.token_project_revoke'));
    expect(sim.requests).toEqual([]);
    expect(await statusWith(fresh)).toBe(200);
  });

  it('once confirmed, it is revoked: the result says what stops working, and the token answers 401', async () => {
    const r = await call('access.token_project_revoke', { project_id: '42', token_id: freshId }, true);
    expect(r.isError).toBeFalsy();
    expect(textOf(r)).toBe(
      [
        `## Project access token ${freshId} revoked`,
        '',
        '- **Where**: project 42',
        `- **ID**: ${freshId}`,
        `- **Result**: Token ${freshId} revoked: everything that uses it stops working now, and its bot user loses its membership; replace it with a new token.`,
        '',
        '---',
        '💡 **Next steps:**',
        '- access.token_project_create for a replacement',
      ].join('\n'),
    );
    expect(await statusWith(fresh)).toBe(401);
  });
});
