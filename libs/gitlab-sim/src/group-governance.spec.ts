import { startGitlabSim, type GitlabSim } from './index';

describe('gitlab-sim group governance: webhooks, push rule, LDAP/SAML links, protected environments', () => {
  let sim: GitlabSim;
  let free: GitlabSim;
  const callOn = (s: GitlabSim, path: string, init: RequestInit = {}, token = s.tokens.api): Promise<Response> =>
    fetch(`${s.url}/api/v4${path}`, { ...init, headers: { 'PRIVATE-TOKEN': token, 'content-type': 'application/json', ...(init.headers ?? {}) } });
  const call = (path: string, init: RequestInit = {}): Promise<Response> => callOn(sim, path, init);
  const send = (method: string, path: string, body: object): Promise<Response> => call(path, { method, body: JSON.stringify(body) });

  beforeAll(async () => {
    [sim, free] = await Promise.all([startGitlabSim({ plan: 'premium' }), startGitlabSim()]);
  });
  afterEach(() => sim.reset());
  afterAll(async () => {
    await Promise.all([sim.close(), free.close()]);
  });

  it('a group webhook: created, its header and variable set by key, the secrets never answered, then deleted (404 after)', async () => {
    const created = await send('POST', '/groups/platform/hooks', { url: 'https://hooks.example.com/x', token: 'hook-secret', member_events: true });
    expect(created.status).toBe(201);
    const hook = (await created.json()) as Record<string, unknown>;
    expect(hook).toMatchObject({ group_id: 70, push_events: true, member_events: true, token_present: true, custom_headers: [], url_variables: [] });
    expect(JSON.stringify(hook)).not.toContain('hook-secret');
    expect((await send('PUT', `/groups/platform/hooks/${String(hook['id'])}/custom_headers/Authorization`, { value: 'Bearer abc' })).status).toBe(204);
    const read = (await (await call(`/groups/platform/hooks/${String(hook['id'])}`)).json()) as Record<string, unknown>;
    expect(read['custom_headers']).toEqual([{ key: 'Authorization' }]);
    expect(JSON.stringify(read)).not.toContain('Bearer abc');
    expect((await call(`/groups/platform/hooks/${String(hook['id'])}`, { method: 'DELETE' })).status).toBe(204);
    expect((await call(`/groups/platform/hooks/${String(hook['id'])}`)).status).toBe(404);
  });

  it('a test delivery is recorded and a recorded delivery can be resent; an unknown one is 404', async () => {
    const test = await call('/groups/platform/hooks/1/test/push_events', { method: 'POST' });
    expect(test.status).toBe(201);
    expect(await test.json()).toEqual({ message: '201 Created' });
    expect((await call('/groups/platform/hooks/1/events/1/resend', { method: 'POST' })).status).toBe(201);
    expect((await call('/groups/platform/hooks/1/events/999/resend', { method: 'POST' })).status).toBe(404);
  });

  it('webhooks need the Owner role (demo owns platform: 200, only develops in acme: 403) and Premium (free plan: 404)', async () => {
    expect((await call('/groups/platform/hooks')).status).toBe(200);
    expect((await callOn(free, '/groups/platform/hooks')).status).toBe(404);
    expect((await callOn(sim, '/groups/acme/hooks')).status).toBe(403);
  });

  it('a group has one push rule: a second add answers 422; edit keeps other settings; delete then get answers null', async () => {
    const second = await send('POST', '/groups/platform/push_rule', { deny_delete_tag: false });
    expect(second.status).toBe(422);
    const edited = (await (await send('PUT', '/groups/platform/push_rule', { prevent_secrets: true })).json()) as Record<string, unknown>;
    expect(edited).toMatchObject({ prevent_secrets: true, deny_delete_tag: true, max_file_size: 100, commit_message_regex: '^(feat|fix|docs|chore): ' });
    expect((await call('/groups/platform/push_rule', { method: 'DELETE' })).status).toBe(204);
    expect(await (await call('/groups/platform/push_rule')).json()).toBeNull();
    expect((await send('POST', '/groups/platform%2Ftools/push_rule', { member_check: true })).status).toBe(201);
  });

  it('LDAP links: a duplicate is 400, cn or filter exactly, removal by provider and cn', async () => {
    expect((await send('POST', '/groups/platform/ldap_group_links', { cn: 'engineering', provider: 'ldapmain', group_access: 30 })).status).toBe(400);
    expect((await send('POST', '/groups/platform/ldap_group_links', { cn: 'a', filter: '(x=y)', provider: 'ldapmain', group_access: 30 })).status).toBe(400);
    expect((await call('/groups/platform/ldap_group_links/ldapmain/operations', { method: 'DELETE' })).status).toBe(204);
    const left = (await (await call('/groups/platform/ldap_group_links')).json()) as { cn: string }[];
    expect(left.map((l) => l.cn)).toEqual(['engineering']);
    expect((await call('/groups/platform/ldap_sync', { method: 'POST' })).status).toBe(202);
  });

  it('SAML links: add, get by name, delete, then 404', async () => {
    expect((await send('POST', '/groups/platform/saml_group_links', { saml_group_name: 'Ops', access_level: 20 })).status).toBe(201);
    expect(await (await call('/groups/platform/saml_group_links/Ops')).json()).toEqual({ name: 'Ops', access_level: 20, member_role_id: null, provider: null });
    expect((await call('/groups/platform/saml_group_links/Ops', { method: 'DELETE' })).status).toBe(204);
    expect((await call('/groups/platform/saml_group_links/Ops')).status).toBe(404);
  });

  it('group protected environments are named by tier; a second protection of a tier is 400', async () => {
    expect((await send('POST', '/groups/platform/protected_environments', { name: 'prod-eu', deploy_access_levels: [{ access_level: 40 }] })).status).toBe(400);
    expect((await send('POST', '/groups/platform/protected_environments', { name: 'production', deploy_access_levels: [{ access_level: 40 }] })).status).toBe(400);
    const staging = await send('POST', '/groups/platform/protected_environments', { name: 'staging', deploy_access_levels: [{ access_level: 30 }] });
    expect(staging.status).toBe(201);
    expect(await staging.json()).toMatchObject({ name: 'staging', deploy_access_levels: [{ access_level: 30, group_inheritance_type: 0 }], approval_rules: [] });
    expect((await call('/groups/platform/protected_environments/staging', { method: 'DELETE' })).status).toBe(204);
    expect((await call('/groups/platform/protected_environments/staging')).status).toBe(404);
  });

  it('group service account tokens: the value is answered on create and rotate only; rotate revokes the old one', async () => {
    const created = (await (await send('POST', '/groups/platform/service_accounts/700/personal_access_tokens', { name: 'ci', scopes: ['read_api'] })).json()) as Record<string, unknown>;
    expect(created['token']).toMatch(/^glpat-sim-minted-/);
    const list = (await (await call('/groups/platform/service_accounts/700/personal_access_tokens')).json()) as Record<string, unknown>[];
    expect(list.map((t) => t['id'])).toEqual([7, created['id']]);
    expect(JSON.stringify(list)).not.toContain('glpat-');
    const rotated = (await (await call('/groups/platform/service_accounts/700/personal_access_tokens/7/rotate', { method: 'POST' })).json()) as Record<string, unknown>;
    expect(rotated['token']).toMatch(/^glpat-sim-minted-/);
    expect((await call('/groups/platform/service_accounts/700/personal_access_tokens/7/rotate', { method: 'POST' })).status).toBe(400);
    expect((await call('/groups/acme/service_accounts')).status).toBe(403);
  });

  it('the credentials inventory (Ultimate) lists the members’ seeded tokens without values; a revoked token no longer authenticates', async () => {
    const ultimate = await startGitlabSim({ plan: 'ultimate' });
    try {
      expect((await callOn(sim, '/groups/platform/manage/personal_access_tokens')).status).toBe(404);
      const list = (await (await callOn(ultimate, '/groups/platform/manage/personal_access_tokens')).json()) as Record<string, unknown>[];
      expect(list.map((t) => t['id'])).toEqual(expect.arrayContaining([101, 102, 103]));
      expect(list.every((t) => !('token' in t))).toBe(true);
      expect(JSON.stringify(list)).not.toContain(ultimate.tokens.api);
      expect((await callOn(ultimate, '/groups/platform/manage/personal_access_tokens/102', { method: 'DELETE' })).status).toBe(204);
      expect((await callOn(ultimate, '/user', {}, ultimate.tokens.readApi)).status).toBe(401);
    } finally {
      await ultimate.close();
    }
  });

  it('SSH certificates: a second add of the same key is 422, delete then the list is empty', async () => {
    const key = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIPlatformCertificateAuthority platform-ca';
    expect((await send('POST', '/groups/platform/ssh_certificates', { key, title: 'again' })).status).toBe(422);
    expect((await call('/groups/platform/ssh_certificates/1', { method: 'DELETE' })).status).toBe(204);
    expect(await (await call('/groups/platform/ssh_certificates')).json()).toEqual([]);
  });
});
