import { startGitlabSim, type GitlabSim } from './index';

describe('gitlab-sim authentication', () => {
  let sim: GitlabSim;
  const call = (path: string, token?: string, init: RequestInit = {}): Promise<Response> =>
    fetch(`${sim.url}${path}`, { ...init, headers: { ...(token ? { 'PRIVATE-TOKEN': token } : {}), ...(init.headers ?? {}) } });

  beforeAll(async () => {
    sim = await startGitlabSim({ port: 0 });
  });
  afterAll(() => sim.close());

  it('answers 401 without a token or with an unknown one', async () => {
    for (const token of [undefined, 'glpat-unknown']) {
      const res = await call('/api/v4/projects', token);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: '401 Unauthorized' });
    }
  });

  it('accepts PRIVATE-TOKEN and Authorization: Bearer', async () => {
    expect((await call('/api/v4/user', sim.tokens.api)).status).toBe(200);
    const bearer = await fetch(`${sim.url}/api/v4/user`, { headers: { Authorization: `Bearer ${sim.tokens.api}` } });
    expect(bearer.status).toBe(200);
    expect(await bearer.json()).toMatchObject({ id: 1, username: 'demo' });
  });

  it('answers 401 invalid_token for the expired token on any route', async () => {
    for (const path of ['/api/v4/version', '/api/v4/projects/42', '/api/v4/user']) {
      const res = await call(path, sim.tokens.expired);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        error: 'invalid_token',
        error_description: 'Token is expired. You can either do re-authorization or token refresh.',
      });
      expect(res.headers.get('www-authenticate')).toContain('error="invalid_token"');
    }
  });

  it('refuses writes with a read_api token (403 insufficient_scope) but serves reads', async () => {
    expect((await call('/api/v4/projects/42', sim.tokens.readApi)).status).toBe(200);
    const res = await call('/api/v4/projects/42/issues', sim.tokens.readApi, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'nope' }),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: 'insufficient_scope',
      error_description: 'The request requires higher privileges than provided by the access token.',
      scope: 'api',
    });
  });

  it('lets a read_user token read only the user, token and instance routes', async () => {
    for (const path of ['/api/v4/user', '/api/v4/personal_access_tokens/self', '/api/v4/version', '/api/v4/metadata', '/api/v4/users/3']) {
      expect({ path, status: (await call(path, sim.tokens.readUser)).status }).toEqual({ path, status: 200 });
    }
    const res = await call('/api/v4/projects', sim.tokens.readUser);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: 'insufficient_scope', scope: 'api read_api' });
  });

  it('describes the token in /personal_access_tokens/self', async () => {
    const body = (await (await call('/api/v4/personal_access_tokens/self', sim.tokens.readApi)).json()) as Record<string, unknown>;
    expect(body).toMatchObject({ scopes: ['read_api'], user_id: 1, active: true, revoked: false });
    for (const key of ['id', 'name', 'created_at', 'description', 'last_used_at', 'expires_at']) expect(body).toHaveProperty(key);
  });

  it('shows is_admin only to the administrator and guards /license', async () => {
    expect(await (await call('/api/v4/user', sim.tokens.admin)).json()).toMatchObject({ id: 2, username: 'root', is_admin: true });
    expect(await (await call('/api/v4/user', sim.tokens.api)).json()).not.toHaveProperty('is_admin');
    const denied = await call('/api/v4/license', sim.tokens.api);
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({ message: '403 Forbidden' });
  });

  it('reports GitLab 18 EE metadata', async () => {
    const body = (await (await call('/api/v4/metadata', sim.tokens.api)).json()) as Record<string, unknown>;
    expect(body).toMatchObject({ enterprise: true, kas: { enabled: true } });
    expect(String(body['version'])).toMatch(/^18\.\d+\.\d+-ee$/);
    expect(Object.keys(body['kas'] as object).sort()).toEqual(['enabled', 'externalK8sProxyUrl', 'externalUrl', 'version']);
  });

  it('answers GraphQL with 401 "Invalid token" for a token GitLab cannot use there', async () => {
    for (const token of ['glpat-unknown', sim.tokens.expired, sim.tokens.readUser]) {
      const res = await call('/api/graphql', token, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ currentUser { id } }' }),
      });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ errors: [{ message: 'Invalid token' }] });
    }
  });
});

describe('gitlab-sim plans', () => {
  it('reports the configured plan on namespaces and the licence', async () => {
    const sim = await startGitlabSim({ plan: 'premium' });
    try {
      const namespaces = (await (await fetch(`${sim.url}/api/v4/namespaces`, { headers: { 'PRIVATE-TOKEN': sim.tokens.api } })).json()) as {
        plan: string;
        full_path: string;
      }[];
      expect(namespaces.map((n) => n.full_path)).toEqual(['acme', 'demo', 'my-org', 'platform']);
      expect(new Set(namespaces.map((n) => n.plan))).toEqual(new Set(['premium']));
      const licence = await (await fetch(`${sim.url}/api/v4/license`, { headers: { 'PRIVATE-TOKEN': sim.tokens.admin } })).json();
      expect(licence).toMatchObject({ plan: 'premium', expired: false });
    } finally {
      await sim.close();
    }
  });
});

describe('gitlab-sim: a user the administrator blocked, banned or deactivated', () => {
  let sim: GitlabSim;
  const call = (path: string, token: string, init: RequestInit = {}): Promise<Response> => fetch(`${sim.url}${path}`, { ...init, headers: { 'PRIVATE-TOKEN': token, ...(init.headers ?? {}) } });
  const admin = (action: string): Promise<Response> => call(`/api/v4/users/1/${action}`, sim.tokens.admin, { method: 'POST' });

  beforeAll(async () => {
    sim = await startGitlabSim({ port: 0 });
  });
  afterEach(() => sim.reset());
  afterAll(() => sim.close());

  it('answers 403 "Your account has been blocked." on REST and 403 on GraphQL until unblocked', async () => {
    expect((await admin('block')).status).toBe(201);
    for (const path of ['/api/v4/user', '/api/v4/projects/42', '/api/v4/personal_access_tokens/self']) {
      const res = await call(path, sim.tokens.api);
      expect({ path, status: res.status, body: await res.json() }).toEqual({ path, status: 403, body: { message: '403 Forbidden - Your account has been blocked.' } });
    }
    const graphql = await call('/api/graphql', sim.tokens.api, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ currentUser { username } }' }) });
    expect(graphql.status).toBe(403);
    expect(await graphql.json()).toEqual({ errors: [{ message: 'API not accessible for user' }] });
    expect((await admin('unblock')).status).toBe(201);
    expect(await (await call('/api/v4/user', sim.tokens.api)).json()).toMatchObject({ username: 'demo' });
  });

  it('reads a banned user as blocked, until unbanned', async () => {
    expect((await admin('ban')).status).toBe(201);
    const res = await call('/api/v4/user', sim.tokens.api);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: '403 Forbidden - Your account has been blocked.' });
    expect((await admin('unban')).status).toBe(201);
    expect((await call('/api/v4/user', sim.tokens.api)).status).toBe(200);
  });

  it('tells a deactivated user to sign in on the web to reactivate, until activated', async () => {
    expect((await admin('deactivate')).status).toBe(201);
    const res = await call('/api/v4/user', sim.tokens.api);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: `403 Forbidden - Your account has been deactivated by your administrator. Please log back in from a web browser to reactivate your account at ${sim.url}` });
    expect((await admin('activate')).status).toBe(201);
    expect((await call('/api/v4/user', sim.tokens.api)).status).toBe(200);
  });

  it('checks the account before the token scope: a blocked read_user token gets the account refusal', async () => {
    expect((await admin('block')).status).toBe(201);
    const res = await call('/api/v4/projects', sim.tokens.readUser);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: '403 Forbidden - Your account has been blocked.' });
  });
});
