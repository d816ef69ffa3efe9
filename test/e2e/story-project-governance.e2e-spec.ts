import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import { callAction, SURFACES, type Surface } from '../helpers/surface-calls';
import { spawnServer, type SpawnedServer } from '../helpers/spawn-server';
import { confirmationRefusal, TOKEN_REJECTED } from '../helpers/spec-strings';
import { textOf } from '../helpers/tool-text';

interface Result {
  isError?: boolean;
  structuredContent?: Record<string, unknown>;
  content: { type: string; text: string }[];
}

const C401 =
  'unauthorized: either the token (GITLAB_TOKEN) is invalid or expired, or it is valid and lacks a permission this action needs, since some GitLab endpoints answer a missing permission with 401 rather than 403. If the token works for other calls, treat this as a permission refusal';
const C403 =
  'access denied: your token lacks the required permissions. This can mean: (1) missing API scope on the token, (2) insufficient project role (some operations require Maintainer or Owner), or (3) the feature is restricted by instance admin settings';
const ACCOUNTS = '/api/v4/projects/42/service_accounts';

/**
 * A project's governance set up the way a maintainer drives it, on an Ultimate instance: a service account with a
 * token (shown once, rotated, revoked), an approval rule from creation to deletion, a target branch rule over GraphQL.
 * Revocations and deletions wait for confirmation.
 */
describe.each(SURFACES)('story: project governance on the %s surface', (surface: Surface) => {
  let sim: GitlabSim;
  let server: SpawnedServer;
  const call = (id: string, params: Record<string, unknown>, confirm?: boolean): Promise<Result> =>
    callAction(server.client, surface, id, params, confirm) as Promise<Result>;
  const gitlabCalls = (): string[] => sim.requests.map((r) => `${r.method} ${r.path}`);
  const sent = (method: string, path: string): { body?: unknown; query: Record<string, unknown> } | undefined =>
    [...sim.requests].reverse().find((r) => r.method === method && r.path === path);

  beforeAll(async () => {
    sim = await startGitlabSim({ plan: 'ultimate' });
    server = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api, GITLAB_MCP_TOOL_SURFACE: surface, GITLAB_MCP_TIER: 'ultimate' } });
    await server.client.listTools();
  }, 30_000);
  afterAll(async () => {
    await server.close();
    await sim.close();
  });

  let userId = 0;
  let tokenValue = '';

  it('creates a service account in the project', async () => {
    sim.clearRequests();
    const r = await call('project.service_account_create', { project_id: '42', name: 'Release bot', username: 'release-bot' });
    expect(r.isError).toBeFalsy();
    expect(sent('POST', ACCOUNTS)?.body).toEqual({ name: 'Release bot', username: 'release-bot' });
    expect(r.structuredContent).toMatchObject({ name: 'Release bot', username: 'release-bot', id: expect.any(Number) });
    userId = r.structuredContent?.id as number;
    expect(textOf(r)).toMatch(/^## Service account created: release-bot\n/);
    expect(textOf(r)).toContain('- project.service_account_pat_create to give it an access token');
  });

  it('creates an access token for it: the value is shown once, with the warning, and never logged', async () => {
    sim.clearRequests();
    const r = await call('project.service_account_pat_create', { project_id: '42', user_id: userId, name: 'deploy', scopes: ['read_api'], expires_at: '2026-12-31' });
    expect(r.isError).toBeFalsy();
    expect(sent('POST', `${ACCOUNTS}/${userId}/personal_access_tokens`)?.body).toEqual({ name: 'deploy', scopes: ['read_api'], expires_at: '2026-12-31' });
    tokenValue = r.structuredContent?.token as string;
    expect(tokenValue).toEqual(expect.any(String));
    expect(tokenValue.length).toBeGreaterThan(0);
    const text = textOf(r);
    expect(text).toMatch(/^## Access token created: deploy\n/);
    expect(text).toContain(`**Token value** (shown once): \`${tokenValue}\``);
    expect(text).toContain('GitLab shows it only once, and it will not be shown again.');
    expect(server.stderr()).not.toContain(tokenValue);
  });

  it('lists the account’s tokens without any value', async () => {
    const r = await call('project.service_account_pat_list', { project_id: '42', user_id: userId, state: 'active' });
    expect(r.isError).toBeFalsy();
    expect(sent('GET', `${ACCOUNTS}/${userId}/personal_access_tokens`)?.query).toMatchObject({ state: 'active' });
    const tokens = r.structuredContent?.tokens as Record<string, unknown>[];
    expect(tokens.length).toBeGreaterThan(0);
    expect(tokens.every((t) => !('token' in t))).toBe(true);
    expect(textOf(r)).toMatch(new RegExp(`^## Access tokens of service account ${userId}\\n\\n\\| ID \\| Name \\| State \\|`));
  });

  it('rotating revokes the old token, so it waits for confirmation; once confirmed the new value is shown once', async () => {
    sim.clearRequests();
    const refused = await call('project.service_account_pat_rotate', { project_id: '42', user_id: userId, token_id: 1 });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toBe(confirmationRefusal(surface, 'project.service_account_pat_rotate'));
    expect(gitlabCalls()).toEqual([]);
    const r = await call('project.service_account_pat_rotate', { project_id: '42', user_id: userId, token_id: 1, expires_at: '2027-01-31' }, true);
    expect(r.isError).toBeFalsy();
    expect(sent('POST', `${ACCOUNTS}/${userId}/personal_access_tokens/1/rotate`)?.body).toEqual({ expires_at: '2027-01-31' });
    expect(textOf(r)).toMatch(/^## Access token rotated: /);
    expect(textOf(r)).toContain('will not be shown again');
    expect(textOf(r)).toContain('- Replace token 1 (now revoked) with this one wherever it was used');
    expect(server.stderr()).not.toContain(r.structuredContent?.token as string);
  });

  it('revoking a token is refused without confirmation and nothing reaches GitLab; confirmed, it is revoked', async () => {
    sim.clearRequests();
    const refused = await call('project.service_account_pat_revoke', { project_id: '42', user_id: userId, token_id: 1 });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toBe(confirmationRefusal(surface, 'project.service_account_pat_revoke'));
    expect(gitlabCalls()).toEqual([]);
    const r = await call('project.service_account_pat_revoke', { project_id: '42', user_id: userId, token_id: 1 }, true);
    expect(r.isError).toBeFalsy();
    expect(gitlabCalls()).toEqual([`DELETE ${ACCOUNTS}/${userId}/personal_access_tokens/1`]);
    expect(r.structuredContent).toMatchObject({ project_id: '42', user_id: userId, token_id: 1 });
    expect(textOf(r)).toMatch(/^## Access token 1 revoked\n/);
  });

  it('E-30 project.service_account_get 404 renders the not-found card', async () => {
    sim.faults.add({ method: 'GET', path: `${ACCOUNTS}/999`, status: 404, body: { message: '404 User Not Found' }, times: 1 });
    const r = await call('project.service_account_get', { project_id: '42', user_id: 999 });
    expect(r.isError).toBe(true);
    expect(r.structuredContent).toBeUndefined();
    expect(textOf(r)).toBe(
      [
        '## ❓ Project Service Account Not Found',
        '',
        'The project service account **999 in project 42** does not exist or is not accessible with your current permissions.',
        '',
        '---',
        '💡 **Next steps:**',
        "- Use action 'project.service_account_list' to list the project's service accounts",
        '- Verify that user_id is the numeric ID of the service account, not its username',
      ].join('\n'),
    );
  });

  let ruleId = 0;

  it('creates an approval rule', async () => {
    sim.clearRequests();
    const r = await call('project.approval_rule_create', { project_id: '42', name: 'Security review', approvals_required: 1, usernames: ['demo'] });
    expect(r.isError).toBeFalsy();
    expect(sent('POST', '/api/v4/projects/42/approval_rules')?.body).toEqual({ name: 'Security review', approvals_required: 1, usernames: ['demo'] });
    // The simulator answers approval rules from GitLab's response shape (no state): what was sent is checked above.
    expect(r.structuredContent).toMatchObject({ name: 'Security review', id: expect.any(Number) });
    ruleId = r.structuredContent?.id as number;
    expect(textOf(r)).toMatch(/^## Approval rule created: Security review\n/);
    const groups = r.structuredContent?.groups as Record<string, unknown>[];
    // Groups keep their identifying fields only, not GitLab's whole group entity.
    expect(Object.keys(groups[0] ?? {}).every((k) => ['id', 'name', 'full_name', 'full_path', 'web_url'].includes(k))).toBe(true);
  });

  it('lists the approval rules', async () => {
    const r = await call('project.approval_rule_list', { project_id: '42' });
    expect(r.isError).toBeFalsy();
    expect((r.structuredContent?.approval_rules as unknown[]).length).toBeGreaterThan(0);
    expect(textOf(r)).toMatch(/^## Approval rules of project 42\n\n\| ID \| Name \| Type \| Required \| Branches \| Approvers \|/);
  });

  it('updates the approval rule', async () => {
    sim.clearRequests();
    const r = await call('project.approval_rule_update', { project_id: '42', approval_rule_id: ruleId, approvals_required: 2, applies_to_all_protected_branches: true });
    expect(r.isError).toBeFalsy();
    expect(sent('PUT', `/api/v4/projects/42/approval_rules/${ruleId}`)?.body).toEqual({ approvals_required: 2, applies_to_all_protected_branches: true });
    expect(r.structuredContent).toMatchObject({ id: ruleId, applies_to_all_protected_branches: true });
    expect(textOf(r)).toContain('- **Branches**: all protected branches');
  });

  it('deletes the approval rule once confirmed', async () => {
    sim.clearRequests();
    const refused = await call('project.approval_rule_delete', { project_id: '42', approval_rule_id: ruleId });
    expect(textOf(refused)).toBe(confirmationRefusal(surface, 'project.approval_rule_delete'));
    expect(gitlabCalls()).toEqual([]);
    const r = await call('project.approval_rule_delete', { project_id: '42', approval_rule_id: ruleId }, true);
    expect(r.isError).toBeFalsy();
    expect(gitlabCalls()).toEqual([`DELETE /api/v4/projects/42/approval_rules/${ruleId}`]);
    expect(textOf(r)).toMatch(new RegExp(`^## Approval rule ${ruleId} deleted\\n`));
  });

  let targetRuleId = '';

  it('creates a target branch rule over GraphQL', async () => {
    sim.clearRequests();
    const r = await call('project.target_branch_rule_create', { project_id: '42', name: 'hotfix/*', target_branch: 'main' });
    expect(r.isError).toBeFalsy();
    expect(gitlabCalls()).toEqual(['POST /api/graphql']);
    expect((sent('POST', '/api/graphql')?.body as { variables: unknown }).variables).toEqual({ input: { projectId: 'gid://gitlab/Project/42', name: 'hotfix/*', targetBranch: 'main' } });
    expect(r.structuredContent).toMatchObject({ name: 'hotfix/*', target_branch: 'main', id: expect.stringMatching(/^gid:\/\/gitlab\/Projects::TargetBranchRule\/\d+$/) });
    targetRuleId = r.structuredContent?.id as string;
    expect(textOf(r)).toMatch(/^## Target branch rule created: hotfix\/\*\n/);
  });

  it('a second rule for the same branches is refused with GitLab’s reason', async () => {
    const r = await call('project.target_branch_rule_create', { project_id: 'acme/backend', name: 'hotfix/*', target_branch: 'main' });
    expect(r.isError).toBe(true);
    // E-41: a mutation's own errors field, wrapped by the handler.
    expect(textOf(r)).toBe(
      'targetBranchRuleCreate: unexpected error. Suggestion: target branch rules need GitLab Premium or Ultimate, and Maintainer or Owner role to change them; a rule for the same name may already exist (see project.target_branch_rule_list): projectTargetBranchRuleCreate mutation errors: Name has already been taken',
    );
  });

  it('lists the target branch rules, the new one among them', async () => {
    const r = await call('project.target_branch_rule_list', { project_id: '42' });
    expect(r.isError).toBeFalsy();
    expect(r.structuredContent).toMatchObject({ count: 2, page_info: { has_next_page: false } });
    expect((r.structuredContent?.target_branch_rules as { name: string }[]).map((x) => x.name)).toEqual(['docs/*', 'hotfix/*']);
    expect(textOf(r)).toMatch(/^## Target branch rules of project acme\/backend \(2\)\n/);
  });

  it('deletes the target branch rule once confirmed', async () => {
    sim.clearRequests();
    const refused = await call('project.target_branch_rule_delete', { id: targetRuleId });
    expect(textOf(refused)).toBe(confirmationRefusal(surface, 'project.target_branch_rule_delete'));
    expect(gitlabCalls()).toEqual([]);
    const r = await call('project.target_branch_rule_delete', { id: targetRuleId }, true);
    expect(r.isError).toBeFalsy();
    expect(r.structuredContent).toMatchObject({ id: targetRuleId });
    const list = await call('project.target_branch_rule_list', { project_id: '42' });
    expect((list.structuredContent?.target_branch_rules as { name: string }[]).map((x) => x.name)).toEqual(['docs/*']);
  });

  it('deletes the service account once confirmed', async () => {
    sim.clearRequests();
    const refused = await call('project.service_account_delete', { project_id: '42', user_id: userId });
    expect(textOf(refused)).toBe(confirmationRefusal(surface, 'project.service_account_delete'));
    expect(gitlabCalls()).toEqual([]);
    const r = await call('project.service_account_delete', { project_id: '42', user_id: userId }, true);
    expect(r.isError).toBeFalsy();
    expect(gitlabCalls()).toEqual([`DELETE ${ACCOUNTS}/${userId}`]);
    expect(textOf(r)).toContain('- **Contributions**: moved to the Ghost user');
    expect(server.stderr()).not.toContain(tokenValue);
  });
});

describe('E-39 project security settings: 401 is the role, 403 the licence (and, for update, archived or enforced)', () => {
  let sim: GitlabSim;
  let server: SpawnedServer;
  const SETTINGS = '/api/v4/projects/42/security_settings';
  const call = async (id: string, params: Record<string, unknown>): Promise<string> => textOf(await callAction(server.client, 'dynamic', id, params));

  beforeAll(async () => {
    sim = await startGitlabSim({ plan: 'ultimate' });
    server = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api, GITLAB_MCP_TIER: 'ultimate', GITLAB_MCP_YOLO_MODE: 'true' } });
    await server.client.listTools();
  }, 30_000);
  afterAll(async () => {
    await server.close();
    await sim.close();
  });
  beforeEach(() => sim.reset());

  it('E-39 project.security_settings_get 401 names the role', async () => {
    sim.faults.add({ method: 'GET', path: SETTINGS, status: 401, body: { message: '401 Unauthorized' } });
    expect(await call('project.security_settings_get', { project_id: '42' })).toBe(
      `securitySettingsGet: ${C401}. Suggestion: your role is not enough: reading security settings needs at least the Developer role on the project: GET ${sim.url}${SETTINGS}: 401 {message: 401 Unauthorized}`,
    );
  });

  it('E-39 project.security_settings_get 403 names the licence', async () => {
    sim.faults.add({ method: 'GET', path: SETTINGS, status: 403, body: { message: '403 Forbidden' } });
    expect(await call('project.security_settings_get', { project_id: '42' })).toBe(
      `securitySettingsGet: ${C403}. Suggestion: the instance licence lacks the feature: project security settings (secret push protection) need GitLab Ultimate: GET ${sim.url}${SETTINGS}: 403 {message: 403 Forbidden}`,
    );
  });

  it('E-39 project.security_settings_update 401 names the role', async () => {
    sim.faults.add({ method: 'PUT', path: SETTINGS, status: 401, body: { message: '401 Unauthorized' } });
    expect(await call('project.security_settings_update', { project_id: '42', secret_push_protection_enabled: true })).toBe(
      `securitySettingsUpdate: ${C401}. Suggestion: your role is not enough: changing security settings needs at least the Maintainer role on the project: PUT ${sim.url}${SETTINGS}: 401 {message: 401 Unauthorized}`,
    );
  });

  it('E-39 project.security_settings_update 403 names the licence, an archived project or an enforced setting', async () => {
    sim.faults.add({ method: 'PUT', path: SETTINGS, status: 403, body: { message: '403 Forbidden' } });
    expect(await call('project.security_settings_update', { project_id: '42', secret_push_protection_enabled: true })).toBe(
      `securitySettingsUpdate: ${C403}. Suggestion: the instance licence lacks the feature: project security settings (secret push protection) need GitLab Ultimate; or the project is archived (project.unarchive restores it), or the instance enforces this setting (only an administrator can change it): PUT ${sim.url}${SETTINGS}: 403 {message: 403 Forbidden}`,
    );
  });

  it('E-37 a 401 that rejects the token itself carries no role hint', async () => {
    sim.faults.add({ method: 'GET', path: SETTINGS, status: 401, body: { error: 'invalid_token', error_description: 'Token was revoked.' } });
    const text = await call('project.security_settings_get', { project_id: '42' });
    // E-37: no role hint after the token-rejected verdict.
    const gitlab = '{error: invalid_token}, {error_description: Token was revoked.}';
    expect(text).toBe(`securitySettingsGet: ${TOKEN_REJECTED} (${gitlab}): GET ${sim.url}${SETTINGS}: 401 ${gitlab}`);
  });

  it('an update without any setting is refused before anything reaches GitLab', async () => {
    sim.clearRequests();
    expect(await call('project.security_settings_update', { project_id: '42' })).toMatch(/give at least one setting to change/);
    expect(sim.requests.filter((r) => r.path === SETTINGS)).toEqual([]);
  });
});
