import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import { callAction, type Surface } from '../helpers/surface-calls';
import { spawnServer, type SpawnedServer } from '../helpers/spawn-server';
import { textOf } from '../helpers/tool-text';

interface Result {
  isError?: boolean;
  structuredContent?: Record<string, unknown>;
  content: { type: string; text: string }[];
}

/**
 * Through the MCP client on an Ultimate simulator: demo (Owner of my-org, Developer in acme) keeps a
 * group badge and a group wiki page; an administrator blocks demo, whose token GitLab then refuses
 * ("Your account has been blocked."), and unblocks it, after which the same call works again.
 */
describe('story: group badges and wiki, and a blocked user, on the dynamic surface', () => {
  const surface: Surface = 'dynamic';
  let sim: GitlabSim;
  let demo: SpawnedServer;
  let admin: SpawnedServer;
  const as = (server: SpawnedServer, id: string, params: Record<string, unknown>, confirm?: boolean): Promise<Result> =>
    callAction(server.client, surface, id, params, confirm) as Promise<Result>;

  beforeAll(async () => {
    sim = await startGitlabSim({ plan: 'ultimate' });
    const env = { GITLAB_URL: sim.url, GITLAB_MCP_TIER: 'ultimate', GITLAB_MCP_TOOL_SURFACE: surface };
    [demo, admin] = await Promise.all([spawnServer({ env: { ...env, GITLAB_TOKEN: sim.tokens.api } }), spawnServer({ env: { ...env, GITLAB_TOKEN: sim.tokens.admin } })]);
    await Promise.all([demo.client.listTools(), admin.client.listTools()]);
  }, 30_000);
  afterAll(async () => {
    await Promise.all([demo.close(), admin.close()]);
    await sim.close();
  });

  it('A-10 group.badge_add adds a badge that group.badge_list lists, group.badge_edit changes and group.badge_delete removes', async () => {
    const added = await as(demo, 'group.badge_add', { group_id: 'my-org', name: 'docs', link_url: 'https://docs.example.com/%{project_path}', image_url: 'https://img.example.com/docs.svg' });
    expect(added.isError).toBeFalsy();
    expect(added.structuredContent).toMatchObject({ name: 'docs', kind: 'group', link_url: 'https://docs.example.com/%{project_path}' });
    const badgeId = added.structuredContent?.['id'] as number;
    const listed = await as(demo, 'group.badge_list', { group_id: 'my-org' });
    expect(textOf(listed)).toContain('docs');
    const edited = await as(demo, 'group.badge_edit', { group_id: 'my-org', badge_id: badgeId, name: 'handbook' });
    expect(edited.structuredContent).toMatchObject({ id: badgeId, name: 'handbook' });
    expect((await as(demo, 'group.badge_get', { group_id: 'my-org', badge_id: badgeId })).structuredContent).toMatchObject({ name: 'handbook' });
    expect((await as(demo, 'group.badge_delete', { group_id: 'my-org', badge_id: badgeId }, true)).isError).toBeFalsy();
    const gone = await as(demo, 'group.badge_get', { group_id: 'my-org', badge_id: badgeId });
    expect(gone.isError).toBe(true);
    expect(textOf(gone)).toContain('## ❓ Badge Not Found');
  });

  it('A-10 group.wiki_create makes a page under GitLab’s slug that group.wiki_get reads back after group.wiki_edit', async () => {
    const created = await as(demo, 'group.wiki_create', { group_id: 'acme', title: 'Release Process', content: '# Releasing\n\nTag from main.' });
    expect(created.isError).toBeFalsy();
    expect(created.structuredContent).toMatchObject({ slug: 'Release-Process', title: 'Release Process' });
    expect((await as(demo, 'group.wiki_edit', { group_id: 'acme', slug: 'Release-Process', content: '# Releasing\n\nTag from a release branch.' })).isError).toBeFalsy();
    const got = await as(demo, 'group.wiki_get', { group_id: 'acme', slug: 'Release-Process' });
    expect(textOf(got)).toContain('Tag from a release branch.');
    expect((await as(demo, 'group.wiki_delete', { group_id: 'acme', slug: 'Release-Process' }, true)).isError).toBeFalsy();
    expect((await as(demo, 'group.wiki_get', { group_id: 'acme', slug: 'Release-Process' })).isError).toBe(true);
  });

  it('A-10 E-37 after user.block the blocked user’s token gets GitLab’s refusal without a role hint; user.unblock restores it', async () => {
    const badge = { group_id: 'my-org', link_url: 'https://ci.example.com/%{project_path}', image_url: 'https://ci.example.com/ci.svg' };
    expect((await as(admin, 'user.block', { user_id: 1 }, true)).isError).toBeFalsy();
    const refused = await as(demo, 'group.badge_add', badge);
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toContain('403 {message: 403 Forbidden - Your account has been blocked.}');
    expect(textOf(refused)).not.toContain('Suggestion:');
    expect(textOf(refused)).not.toContain(sim.tokens.api);
    expect((await as(admin, 'user.unblock', { user_id: 1 })).isError).toBeFalsy();
    expect((await as(demo, 'group.badge_add', badge)).structuredContent).toMatchObject({ kind: 'group' });
  });
});
