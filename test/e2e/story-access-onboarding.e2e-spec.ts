import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import { callAction, SURFACES, type Surface } from '../helpers/surface-calls';
import { spawnServer, type SpawnedServer } from '../helpers/spawn-server';
import { textOf } from '../helpers/tool-text';

interface Result {
  isError?: boolean;
  structuredContent?: Record<string, unknown>;
  content: { type: string; text: string }[];
}

const ONCE = '⚠️ Store this token now (for example in a secret manager or a masked CI/CD variable): GitLab shows it only once, and it will not be shown again.';

/**
 * "Onboard a developer": an administrator invites carol@example.com to the ops group, carol accepts
 * (the simulator's control route stands for the invitation link), asks for access to acme/frontend,
 * the administrator approves her as Developer, and demo, Maintainer of acme/backend, creates a
 * deploy token for its CI, shown once.
 */
describe.each(SURFACES)('story: onboard a developer on the %s surface', (surface: Surface) => {
  let sim: GitlabSim;
  let admin: SpawnedServer;
  let demo: SpawnedServer;
  let carolId = 0;
  const env = (token: string) => ({ GITLAB_URL: sim.url, GITLAB_TOKEN: token, GITLAB_MCP_TOOL_SURFACE: surface });
  const call = (server: SpawnedServer, id: string, params: Record<string, unknown>): Promise<Result> => callAction(server.client, surface, id, params) as Promise<Result>;

  beforeAll(async () => {
    sim = await startGitlabSim();
    [admin, demo] = await Promise.all([spawnServer({ env: env(sim.tokens.admin) }), spawnServer({ env: env(sim.tokens.api) })]);
    await Promise.all([admin.client.listTools(), demo.client.listTools()]);
  }, 30_000);
  afterAll(async () => {
    await Promise.all([admin.close(), demo.close()]);
    await sim.close();
  });

  it('A-10 access.invite_group invites carol@example.com to ops as Reporter', async () => {
    const r = await call(admin, 'access.invite_group', { group_id: 'ops', email: 'carol@example.com', access_level: 20 });
    expect(r.isError).toBeFalsy();
    expect(r.structuredContent).toMatchObject({ status: 'success' });
    expect(textOf(r)).toBe(['## Invitation to group ops', '', '- **Status**: invitations sent', '', '---', '💡 **Next steps:**', '- access.invite_list_group to see the pending invitations'].join('\n'));
  });

  it('inviting her again names the duplicate', async () => {
    const r = await call(admin, 'access.invite_group', { group_id: 'ops', email: 'carol@example.com', access_level: 20 });
    expect(r.structuredContent).toMatchObject({ status: 'error', message: { 'carol@example.com': 'Invite email has already been taken' } });
    expect(textOf(r)).toContain('- **Status**: some invitations failed\n- **carol@example.com**: Invite email has already been taken');
  });

  it('A-33 access.invite_list_group shows the pending invitation, without its invite token', async () => {
    const r = await call(admin, 'access.invite_list_group', { group_id: 'ops' });
    expect(r.isError).toBeFalsy();
    const invitations = r.structuredContent?.['invitations'] as Record<string, unknown>[];
    expect(invitations).toEqual([expect.objectContaining({ invite_email: 'carol@example.com', access_level: 20, created_by_name: 'Administrator' })]);
    expect(invitations[0]).not.toHaveProperty('invite_token');
    expect(JSON.stringify(r)).not.toContain('sim-invite-');
    expect(textOf(r)).toContain('| carol@example.com | Reporter (20) | Administrator |');
  });

  it('carol accepts: she signs up, joins ops, and the invitation is no longer pending', async () => {
    const res = await fetch(`${sim.url}/-/sim/invitations/accept`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'carol@example.com' }) });
    expect(res.status).toBe(200);
    const accepted = (await res.json()) as { user_id: number; username: string; token: string };
    expect(accepted.username).toBe('carol');
    carolId = accepted.user_id;
    const r = await call(admin, 'access.invite_list_group', { group_id: 'ops' });
    expect(r.structuredContent?.['invitations']).toEqual([]);
    expect(textOf(r)).toContain('No pending invitations.');

    const carol = await spawnServer({ env: env(accepted.token) });
    try {
      const requested = await call(carol, 'access.request_project', { project_id: '43' });
      expect(requested.isError).toBeFalsy();
      expect(requested.structuredContent).toMatchObject({ id: carolId, username: 'carol' });
      expect(textOf(requested)).toMatch(/^## Access to project 43 requested by carol\n/);
      const again = await call(carol, 'access.request_project', { project_id: '43' });
      expect(again.isError).toBe(true);
      expect(textOf(again)).toContain('400');
    } finally {
      await carol.close();
    }
  });

  it('A-33 access.request_list_project shows her request to acme/frontend', async () => {
    const r = await call(admin, 'access.request_list_project', { project_id: '43' });
    expect(r.isError).toBeFalsy();
    expect((r.structuredContent?.['access_requests'] as Record<string, unknown>[]).map((a) => a['username'])).toEqual(['carol']);
    expect(textOf(r)).toMatch(new RegExp(`^## Access requests to project 43\\n\\n\\| User ID \\| Username \\| Name \\| Requested \\|\\n\\|[-| ]+\\|\\n\\| ${carolId} \\| carol \\| carol \\| \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} UTC \\|`));
  });

  it('A-10 access.approve_project makes her a Developer of acme/frontend; the request is gone', async () => {
    const r = await call(admin, 'access.approve_project', { project_id: '43', user_id: carolId, access_level: 30 });
    expect(r.isError).toBeFalsy();
    expect(r.structuredContent).toMatchObject({ id: carolId, username: 'carol', access_level: 30 });
    expect(textOf(r)).toMatch(/^## Access request approved: carol is now a member of project 43\n\n- \*\*User ID\*\*: \d+\n- \*\*Name\*\*: carol\n- \*\*Role\*\*: Developer \(30\)\n/);
    const left = await call(admin, 'access.request_list_project', { project_id: '43' });
    expect(left.structuredContent?.['access_requests']).toEqual([]);
  });

  it('A-10 demo creates a deploy token for acme/backend CI: the value shown once, never again in the list', async () => {
    const r = await call(demo, 'access.deploy_token_create_project', { project_id: '42', name: 'ci-clone', scopes: ['read_repository'] });
    expect(r.isError).toBeFalsy();
    const value = String(r.structuredContent?.['token']);
    expect(value).toMatch(/^gldt-/);
    const id = Number(r.structuredContent?.['id']);
    expect(r.structuredContent).toMatchObject({ name: 'ci-clone', username: `gitlab+deploy-token-${id}`, scopes: ['read_repository'], revoked: false, expired: false });
    expect(textOf(r)).toBe(
      [
        '## Deploy token created: ci-clone',
        '',
        `- **ID**: ${id}`,
        '- **Name**: ci-clone',
        `- **Username**: gitlab+deploy-token-${id}`,
        '- **Scopes**: read_repository',
        '- **Expires**: never',
        '- **State**: active',
        '',
        `**Token value** (shown once): \`${value}\``,
        '',
        ONCE,
        '',
        '---',
        '💡 **Next steps:**',
        '- access.deploy_token_list_project to review the tokens (values are never shown again)',
        '- ci_variable.create to store it as a masked variable',
      ].join('\n'),
    );
    const listed = await call(demo, 'access.deploy_token_list_project', { project_id: '42' });
    expect((listed.structuredContent?.['deploy_tokens'] as Record<string, unknown>[]).map((t) => t['name'])).toEqual(['ci-registry-pull', 'ci-clone']);
    expect(JSON.stringify(listed)).not.toContain(value);
    expect(demo.stderr()).not.toContain(value);
  });
});
