import { startGitlabSim, type GitlabSim } from './index';

describe('gitlab-sim deploy keys and tokens, access requests, invitations and access tokens', () => {
  let sim: GitlabSim;
  const call = (path: string, init: RequestInit = {}, token?: string): Promise<Response> =>
    fetch(`${sim.url}/api/v4${path}`, { ...init, headers: { 'PRIVATE-TOKEN': token ?? sim.tokens.api, 'content-type': 'application/json', ...(init.headers ?? {}) } });
  const send = (method: string, path: string, body?: unknown, token?: string): Promise<Response> => call(path, { method, body: body === undefined ? undefined : JSON.stringify(body) }, token);
  const json = async (r: Response | Promise<Response>): Promise<Record<string, unknown>> => (await (await r).json()) as Record<string, unknown>;
  const list = async (r: Response | Promise<Response>): Promise<Record<string, unknown>[]> => (await (await r).json()) as Record<string, unknown>[];
  const KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAINewKeyMadeForTheSimulatorSpecOnly spec@example.com';

  beforeAll(async () => {
    sim = await startGitlabSim();
  });
  afterEach(() => sim.reset());
  afterAll(() => sim.close());

  it('adds a project deploy key, reads, updates and removes it; then it is 404', async () => {
    const added = await send('POST', '/projects/42/deploy_keys', { title: 'Spec key', key: KEY, can_push: true });
    expect(added.status).toBe(201);
    const key = await json(added);
    expect(key).toMatchObject({ title: 'Spec key', key: KEY, can_push: true, usage_type: 'auth', expires_at: null });
    expect(String(key['fingerprint_sha256'])).toMatch(/^SHA256:/);
    expect((await list(call('/projects/42/deploy_keys'))).map((k) => k['title'])).toEqual(['Release runner', 'Spec key']);
    const updated = await json(send('PUT', `/projects/42/deploy_keys/${String(key['id'])}`, { title: 'Spec key (ro)', can_push: false }));
    expect(updated).toMatchObject({ title: 'Spec key (ro)' });
    expect(await json(call(`/projects/42/deploy_keys/${String(key['id'])}`))).toMatchObject({ can_push: false });
    expect((await send('DELETE', `/projects/42/deploy_keys/${String(key['id'])}`)).status).toBe(204);
    const gone = await call(`/projects/42/deploy_keys/${String(key['id'])}`);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ message: '404 Deploy Key Not Found' });
  });

  it('refuses a malformed key and a duplicate instance key; instance lists and creates are for administrators', async () => {
    const bad = await send('POST', '/projects/42/deploy_keys', { title: 'x', key: 'not a key' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: { key: ['is invalid'], fingerprint_sha256: ['cannot be generated'] } });
    expect((await call('/deploy_keys')).status).toBe(403);
    expect((await send('POST', '/deploy_keys', { title: 'x', key: KEY })).status).toBe(403);
    expect((await send('POST', '/deploy_keys', { title: 'Fleet 2', key: KEY }, sim.tokens.admin)).status).toBe(201);
    const dup = await send('POST', '/deploy_keys', { title: 'Fleet 3', key: KEY }, sim.tokens.admin);
    expect(dup.status).toBe(400);
    expect((await list(call('/deploy_keys?public=true', {}, sim.tokens.admin))).map((k) => k['title'])).toEqual(['Fleet key', 'Fleet 2']);
  });

  it('enables the public instance key in acme/backend read-only; its projects list both', async () => {
    const enabled = await json(send('POST', '/projects/42/deploy_keys/2/enable'));
    expect(enabled['projects_with_readonly_access']).toEqual([
      expect.objectContaining({ id: 45, path_with_namespace: 'ops/infra' }),
      expect.objectContaining({ id: 42, path_with_namespace: 'acme/backend' }),
    ]);
    expect((await send('POST', '/projects/42/deploy_keys/999/enable')).status).toBe(404);
  });

  it('creates a project deploy token (value once, gldt-), lists it without the value, deletes it', async () => {
    const created = await send('POST', '/projects/42/deploy_tokens', { name: 'ci', scopes: ['read_repository'] });
    expect(created.status).toBe(201);
    const token = await json(created);
    expect(String(token['token'])).toMatch(/^gldt-sim-minted-/);
    expect(token).toMatchObject({ name: 'ci', username: `gitlab+deploy-token-${String(token['id'])}`, revoked: false, expired: false });
    const listed = await list(call('/projects/42/deploy_tokens'));
    expect(listed.map((t) => t['name'])).toEqual(['ci-registry-pull', 'ci']);
    expect(listed.every((t) => !('token' in t))).toBe(true);
    expect((await send('DELETE', `/projects/42/deploy_tokens/${String(token['id'])}`)).status).toBe(204);
    expect((await call(`/projects/42/deploy_tokens/${String(token['id'])}`)).status).toBe(404);
    const noScopes = await send('POST', '/projects/42/deploy_tokens', { name: 'x', scopes: ['api'] });
    expect(noScopes.status).toBe(400);
  });

  it('group deploy tokens need Maintainer to read and Owner to write: demo (Developer of acme) gets 403', async () => {
    expect((await call('/groups/acme/deploy_tokens')).status).toBe(403);
    expect((await send('POST', '/groups/acme/deploy_tokens', { name: 'x', scopes: ['read_registry'] })).status).toBe(403);
    expect((await list(call('/groups/acme/deploy_tokens', {}, sim.tokens.admin))).map((t) => t['id'])).toEqual([2]);
    expect((await call('/deploy_tokens?active=true', {}, sim.tokens.admin)).status).toBe(200);
    expect((await call('/deploy_tokens')).status).toBe(403);
  });

  it('an access request becomes a membership when approved, and disappears when denied', async () => {
    expect((await list(call('/projects/42/access_requests'))).map((r) => r['username'])).toEqual(['bob']);
    const approved = await send('PUT', '/projects/42/access_requests/4/approve', { access_level: 30 });
    expect(approved.status).toBe(201);
    expect(await approved.json()).toMatchObject({ id: 4, username: 'bob', access_level: 30 });
    expect(await json(call('/projects/42/members/4'))).toMatchObject({ access_level: 30 });
    expect(await list(call('/projects/42/access_requests'))).toEqual([]);
    expect((await send('PUT', '/projects/42/access_requests/4/approve', {})).status).toBe(404);

    const asked = await send('POST', '/groups/acme/access_requests', undefined, sim.tokens.admin);
    expect(asked.status).toBe(201);
    expect(await asked.json()).toMatchObject({ username: 'root' });
    expect((await send('POST', '/groups/acme/access_requests', undefined, sim.tokens.admin)).status).toBe(400);
    expect((await send('DELETE', '/groups/acme/access_requests/2', undefined, sim.tokens.admin)).status).toBe(204);
    expect((await send('POST', '/projects/42/access_requests')).status).toBe(400);
  });

  it('invites by email (pending until accepted) and refuses a duplicate; accepting makes the invitee a member', async () => {
    const invited = await json(send('POST', '/projects/42/invitations', { email: 'erin@example.com', access_level: 20 }));
    expect(invited).toEqual({ status: 'success' });
    expect(await json(send('POST', '/projects/42/invitations', { email: 'erin@example.com', access_level: 20 }))).toEqual({ status: 'error', message: { 'erin@example.com': 'Invite email has already been taken' } });
    const pending = await list(call('/projects/42/invitations?query=erin'));
    expect(pending).toEqual([expect.objectContaining({ invite_email: 'erin@example.com', access_level: 20, created_by_name: 'Demo User' })]);
    const accepted = await fetch(`${sim.url}/-/sim/invitations/accept`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'erin@example.com' }) });
    const erin = (await accepted.json()) as { user_id: number; token: string };
    expect(await json(call(`/projects/42/members/${erin.user_id}`))).toMatchObject({ username: 'erin', access_level: 20 });
    expect((await call('/projects/42', {}, erin.token)).status).toBe(200);
    expect(await list(call('/projects/42/invitations'))).toEqual([]);
    expect((await send('POST', '/projects/42/invitations', { access_level: 20 })).status).toBe(400);
  });

  it('a project access token adds a bot member; rotating revokes the old value (401) and revoking drops the membership', async () => {
    const created = await json(send('POST', '/projects/42/access_tokens', { name: 'bot', scopes: ['api'], access_level: 30, expires_at: '2030-01-01' }));
    const first = String(created['token']);
    expect(created).toMatchObject({ name: 'bot', access_level: 30, resource_type: 'project', resource_id: 42, scopes: ['api'] });
    const botId = Number(created['user_id']);
    expect(await json(call(`/projects/42/members/${botId}`))).toMatchObject({ access_level: 30 });
    expect((await call('/projects/42', {}, first)).status).toBe(200);
    const rotated = await json(send('POST', `/projects/42/access_tokens/${String(created['id'])}/rotate`, {}));
    expect(rotated['id']).not.toBe(created['id']);
    expect((await call('/projects/42', {}, first)).status).toBe(401);
    expect((await call('/projects/42', {}, String(rotated['token']))).status).toBe(200);
    expect(await json(call(`/projects/42/access_tokens/${String(created['id'])}`))).toMatchObject({ revoked: true, active: false });
    expect((await send('POST', `/projects/42/access_tokens/${String(created['id'])}/rotate`, {})).status).toBe(400);
    expect((await send('DELETE', `/projects/42/access_tokens/${String(rotated['id'])}`)).status).toBe(204);
    expect((await call(`/projects/42/members/${botId}`)).status).toBe(404);
    expect((await call('/projects/42/access_tokens/999')).status).toBe(404);
    expect((await send('POST', '/projects/42/access_tokens', { name: 'owner', scopes: ['api'], access_level: 50 })).status).toBe(400);
    expect((await call('/groups/acme/access_tokens')).status).toBe(403);
  });

  it('personal tokens: list own, rotate one (old value 401), revoke self (the caller answers 401 after)', async () => {
    expect((await list(call('/personal_access_tokens?state=active&sort=name_asc'))).map((t) => t['name'])).toEqual(['demo-api', 'demo-granular', 'demo-read-api', 'demo-read-user']);
    const rotated = await json(send('POST', '/personal_access_tokens/102/rotate', { expires_at: '2030-01-01' }));
    expect(rotated).toMatchObject({ name: 'demo-read-api', expires_at: '2030-01-01', scopes: ['read_api'] });
    expect((await call('/projects/42', {}, sim.tokens.readApi)).status).toBe(401);
    expect((await call('/projects/42', {}, String(rotated['token']))).status).toBe(200);
    expect((await send('DELETE', '/personal_access_tokens/104')).status).toBe(404);
    expect((await send('DELETE', '/personal_access_tokens/self')).status).toBe(204);
    expect((await call('/projects/42')).status).toBe(401);
  });
});
