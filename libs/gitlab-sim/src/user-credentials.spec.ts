import { startGitlabSim, type GitlabSim } from './index';

/** Fingerprints as `ssh-keygen -lf` (and `-E md5`) prints them for these keys. */
const ALICE_KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIAM3Zxik/6fZVNyQDLQ5VuhdBC1+LHtiE+PU6PwCvfvW alice@workstation';
const ALICE_SHA256 = 'SHA256:hANLXKVBfvyBlVz6FJ5DdnIZpXuxg5FybWXFiI39n0g';
const ALICE_MD5 = 'bf:e6:43:50:88:f4:ae:e4:f0:dc:c3:79:89:f2:86:17';
const NEW_KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIPeXKe0gGjApD7McDsHmK5I9JY9JPSdsBTogMrY/hwJa root@story';
const NEW_SHA256 = 'SHA256:IHe5/7Gn4NLjelyRieXyFr+qvyfVV/f1G01qcaJcJk0';

describe('gitlab-sim users: SSH and GPG keys, emails, impersonation and personal access tokens', () => {
  let sim: GitlabSim;
  const call = (method: string, path: string, body?: unknown, token?: string): Promise<Response> =>
    fetch(`${sim.url}/api/v4${path}`, {
      method,
      headers: { 'PRIVATE-TOKEN': token ?? sim.tokens.api, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const admin = (method: string, path: string, body?: unknown): Promise<Response> => call(method, path, body, sim.tokens.admin);
  const json = async (r: Response | Promise<Response>): Promise<unknown> => (await r).json();

  beforeAll(async () => {
    sim = await startGitlabSim();
  });
  afterEach(() => sim.reset());
  afterAll(() => sim.close());

  it('adds an SSH key, finds it by its OpenSSH fingerprint with its owner, and deletes it (then 404)', async () => {
    const added = await call('POST', '/user/keys', { title: 'story', key: NEW_KEY });
    expect(added.status).toBe(201);
    const key = (await added.json()) as Record<string, unknown>;
    expect(key).toMatchObject({ title: 'story', key: NEW_KEY, usage_type: 'auth_and_signing', expires_at: null });
    expect(((await json(call('GET', '/user/keys'))) as { id: number }[]).map((k) => k.id)).toEqual([1, key['id']]);
    const found = (await json(admin('GET', `/keys?fingerprint=${encodeURIComponent(NEW_SHA256)}`))) as Record<string, unknown>;
    expect(found).toMatchObject({ id: key['id'], title: 'story', user: { id: 1, username: 'demo' } });
    expect((await call('DELETE', `/user/keys/${String(key['id'])}`)).status).toBe(204);
    const gone = await call('GET', `/user/keys/${String(key['id'])}`);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ message: '404 Key Not Found' });
  });

  it('looks a seeded key up by SHA256 and MD5 fingerprints and by id, for administrators only', async () => {
    expect(await json(admin('GET', `/keys?fingerprint=${encodeURIComponent(ALICE_SHA256)}`))).toMatchObject({ id: 2, user: { username: 'alice' } });
    expect(await json(admin('GET', `/keys?fingerprint=${ALICE_MD5}`))).toMatchObject({ id: 2 });
    expect(await json(admin('GET', '/keys/2'))).toMatchObject({ key: ALICE_KEY, user: { id: 3 } });
    const refused = await call('GET', '/keys/2');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: '403 Forbidden' });
  });

  it('answers GitLab’s 400s for a malformed key and for a key already on an account', async () => {
    const invalid = await call('POST', '/user/keys', { title: 'bad', key: 'ssh-ed25519 not-base64!' });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({ message: { key: ['is invalid'] } });
    const taken = await call('POST', '/user/keys', { title: 'copy', key: ALICE_KEY });
    expect(taken.status).toBe(400);
    expect(await taken.json()).toEqual({ message: { fingerprint_sha256: ['has already been taken'] } });
  });

  it('keeps the *_for_user writes for administrators', async () => {
    expect((await call('POST', '/users/4/keys', { title: 'x', key: NEW_KEY })).status).toBe(403);
    const added = await admin('POST', '/users/4/keys', { title: 'bob build', key: NEW_KEY, usage_type: 'auth' });
    expect(added.status).toBe(201);
    expect(((await json(call('GET', '/users/4/keys'))) as { title: string }[]).map((k) => k.title)).toEqual(['bob build']);
    expect((await admin('DELETE', '/users/3/keys/2')).status).toBe(204);
    expect(await json(call('GET', '/users/3/keys'))).toEqual([]);
  });

  it('adds a GPG key, refuses one that is not an armored public key block', async () => {
    const bad = await call('POST', '/user/gpg_keys', { key: 'not a key' });
    expect(bad.status).toBe(400);
    const good = '-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmDMEZm9vYmFy\n=abcd\n-----END PGP PUBLIC KEY BLOCK-----';
    const added = await call('POST', '/user/gpg_keys', { key: good });
    expect(added.status).toBe(201);
    expect(((await json(call('GET', '/user/gpg_keys'))) as { id: number }[]).length).toBe(2);
    expect((await call('DELETE', '/user/gpg_keys/1')).status).toBe(204);
    expect((await call('GET', '/user/gpg_keys/1')).status).toBe(404);
  });

  it('adds an email unconfirmed (confirmed with skip_confirmation), refuses an address already in use', async () => {
    const added = (await json(call('POST', '/user/emails', { email: 'demo.new@example.com' }))) as Record<string, unknown>;
    expect(added).toMatchObject({ email: 'demo.new@example.com', confirmed_at: null });
    const taken = await call('POST', '/user/emails', { email: 'alice@example.com' });
    expect(taken.status).toBe(400);
    expect(await taken.json()).toEqual({ message: { email: ['has already been taken'] } });
    const skipped = (await json(admin('POST', '/users/4/emails', { email: 'bob.new@example.com', skip_confirmation: true }))) as Record<string, unknown>;
    expect(typeof skipped['confirmed_at']).toBe('string');
    expect((await call('GET', '/users/4/emails')).status).toBe(403);
    expect(((await json(admin('GET', '/users/4/emails'))) as { email: string }[]).map((e) => e.email)).toEqual(['bob.ops@example.org', 'bob.new@example.com']);
  });

  it('a created personal access token authenticates at once; its value is only in the creation answer', async () => {
    const created = (await json(admin('POST', '/users/3/personal_access_tokens', { name: 'ci', scopes: ['read_user'] }))) as Record<string, unknown>;
    expect(created).toMatchObject({ name: 'ci', scopes: ['read_user'], user_id: 3, active: true, revoked: false });
    const value = created['token'] as string;
    expect(value).toMatch(/^glpat-sim-minted-/);
    expect(await json(call('GET', '/user', undefined, value))).toMatchObject({ username: 'alice' });
  });

  it('creates, lists, gets and revokes an impersonation token; a revoked one answers 401', async () => {
    expect((await call('POST', '/users/4/impersonation_tokens', { name: 'x', scopes: ['api'] })).status).toBe(403);
    const created = (await json(admin('POST', '/users/4/impersonation_tokens', { name: 'debug', scopes: ['read_api'] }))) as Record<string, unknown>;
    expect(created).toMatchObject({ name: 'debug', impersonation: true, user_id: 4 });
    const id = created['id'] as number;
    const listed = (await json(admin('GET', '/users/4/impersonation_tokens?state=active'))) as Record<string, unknown>[];
    expect(listed.map((t) => t['name'])).toEqual(['support-session', 'debug']);
    expect(listed.some((t) => 'token' in t)).toBe(false);
    expect((await call('GET', '/user', undefined, created['token'] as string)).status).toBe(200);
    expect((await admin('DELETE', `/users/4/impersonation_tokens/${id}`)).status).toBe(204);
    expect(await json(admin('GET', `/users/4/impersonation_tokens/${id}`))).toMatchObject({ revoked: true, active: false });
    expect((await call('GET', '/user', undefined, created['token'] as string)).status).toBe(401);
    expect(((await json(admin('GET', '/users/4/impersonation_tokens?state=inactive'))) as { id: number }[]).map((t) => t.id)).toEqual([id]);
  });

  it('POST /user/personal_access_tokens takes only the k8s_proxy and self_rotate scopes', async () => {
    expect((await call('POST', '/user/personal_access_tokens', { name: 'x', scopes: ['api'] })).status).toBe(400);
    expect(await json(call('POST', '/user/personal_access_tokens', { name: 'kube', scopes: ['k8s_proxy'] }))).toMatchObject({ name: 'kube', scopes: ['k8s_proxy'], user_id: 1 });
  });
});
