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
 * Governing a group the way a model does it, on group `platform` (demo owns it, Premium): a
 * webhook with a custom header, tested; a branch pattern and the production tier protected
 * group-wide; a second push rule refused; a service account token shown once and never again.
 */
describe('story: group governance on the dynamic surface', () => {
  const surface: Surface = 'dynamic';
  let sim: GitlabSim;
  let server: SpawnedServer;
  const call = (id: string, params: Record<string, unknown>, confirm?: boolean): Promise<Result> =>
    callAction(server.client, surface, id, params, confirm) as Promise<Result>;
  let hookId = 0;

  beforeAll(async () => {
    sim = await startGitlabSim({ plan: 'premium' });
    server = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api, GITLAB_MCP_TOOL_SURFACE: surface } });
    await server.client.listTools();
  }, 30_000);
  afterAll(async () => {
    await server.close();
    await sim.close();
  });

  it('A-10 group.hook_add adds a webhook whose secret token is reported as set, never shown', async () => {
    const r = await call('group.hook_add', { group_id: 'platform', url: 'https://deploy.example.com/gitlab', name: 'Deploy bot', member_events: true, token: 'story-hook-secret' });
    expect(r.isError).toBeFalsy();
    expect(r.structuredContent).toMatchObject({ group_id: 70, url: 'https://deploy.example.com/gitlab', push_events: true, member_events: true, token_present: true });
    hookId = r.structuredContent?.['id'] as number;
    expect(textOf(r)).toContain('- **Secret token**: set (write-only, not shown)');
    expect(JSON.stringify(r)).not.toContain('story-hook-secret');
  });

  it('A-10 group.hook_set_custom_header sets a header; group.hook_get lists its name only', async () => {
    const set = await call('group.hook_set_custom_header', { group_id: 'platform', hook_id: hookId, key: 'Authorization', value: 'Bearer story-header-value' });
    expect(set.isError).toBeFalsy();
    expect(textOf(set)).toBe(
      [
        `## Custom header Authorization of webhook ${hookId}`,
        '',
        '- **Group**: platform',
        `- **Webhook**: ${hookId}`,
        '- **Key**: Authorization',
        '- **Result**: Custom header set; its value is write-only and not shown.',
        '',
        '---',
        '💡 **Next steps:**',
        '- group.hook_get to see the header names',
      ].join('\n'),
    );
    const got = await call('group.hook_get', { group_id: 'platform', hook_id: hookId });
    expect(got.structuredContent?.['custom_headers']).toEqual([{ key: 'Authorization' }]);
    expect(JSON.stringify(got)).not.toContain('story-header-value');
  });

  it('A-10 group.hook_test sends a test push delivery and reports GitLab’s answer', async () => {
    const r = await call('group.hook_test', { group_id: 'platform', hook_id: hookId, trigger: 'push_events' });
    expect(r.isError).toBeFalsy();
    expect(r.structuredContent).toMatchObject({ group_id: 'platform', hook_id: hookId, trigger: 'push_events', message: '201 Created' });
  });

  it('A-10 group.protected_branch_protect protects release/* in every project of the group', async () => {
    const r = await call('group.protected_branch_protect', { group_id: 'platform', name: 'release/*', push_access_level: 40, merge_access_level: 30 });
    expect(r.isError).toBeFalsy();
    expect(sim.requests.some((q) => q.method === 'POST' && q.path === '/api/v4/groups/platform/protected_branches')).toBe(true);
  });

  it('A-10 group.protected_env_protect protects the staging tier; protecting it again is refused', async () => {
    const r = await call('group.protected_env_protect', { group_id: 'platform', name: 'staging', deploy_access_levels: [{ access_level: 40 }] });
    expect(r.isError).toBeFalsy();
    expect(r.structuredContent).toMatchObject({ name: 'staging', deploy_access_levels: [{ access_level: 40, access_level_description: 'Maintainers' }], approval_rules: [] });
    const again = await call('group.protected_env_protect', { group_id: 'platform', name: 'staging', deploy_access_levels: [{ access_level: 40 }] });
    expect(again.isError).toBe(true);
    expect(textOf(again)).toContain('has already been taken');
  });

  it('A-10 group.push_rule_add on a group that has one answers 422; group.push_rule_edit changes it', async () => {
    const dup = await call('group.push_rule_add', { group_id: 'platform', prevent_secrets: true });
    expect(dup.isError).toBe(true);
    expect(textOf(dup)).toContain('Group push rule exists, try updating');
    const edited = await call('group.push_rule_edit', { group_id: 'platform', prevent_secrets: true });
    expect(edited.structuredContent).toMatchObject({ configured: true, prevent_secrets: true, deny_delete_tag: true, max_file_size: 100 });
  });

  it('A-71 group.service_account_pat_create shows the value once; pat_list never shows it; rotate names the old token as stopped', async () => {
    const created = await call('group.service_account_pat_create', { group_id: 'platform', user_id: 700, name: 'deploy', scopes: ['read_api'] });
    expect(created.isError).toBeFalsy();
    const value = created.structuredContent?.['token'] as string;
    expect(typeof value).toBe('string');
    expect(textOf(created).split(value).length - 1).toBe(1);
    expect(textOf(created)).toMatch(/shown once/i);
    const list = await call('group.service_account_pat_list', { group_id: 'platform', user_id: 700 });
    expect(list.isError).toBeFalsy();
    expect(JSON.stringify(list)).not.toContain(value);
    for (const t of list.structuredContent?.['tokens'] as Record<string, unknown>[]) expect(t).not.toHaveProperty('token');
    const rotated = await call('group.service_account_pat_rotate', { group_id: 'platform', user_id: 700, token_id: 7 });
    expect(rotated.isError).toBeFalsy();
    expect(textOf(rotated)).toContain('Everything that uses token 7 stops working now; replace it with this one wherever it was used');
    const newValue = rotated.structuredContent?.['token'] as string;
    expect(newValue).not.toBe(value);
    const after = await call('group.service_account_pat_list', { group_id: 'platform', user_id: 700 });
    const tokens = after.structuredContent?.['tokens'] as Record<string, unknown>[];
    expect(tokens.find((t) => t['id'] === 7)).toMatchObject({ revoked: true, active: false });
    expect(JSON.stringify(after)).not.toContain(newValue);
  });
});
