import { startGitlabSim, type GitlabSim } from './index';

describe('gitlab-sim fault injection', () => {
  let sim: GitlabSim;
  const get = (path: string, token?: string): Promise<Response> =>
    fetch(`${sim.url}${path}`, { headers: { 'PRIVATE-TOKEN': token ?? sim.tokens.api } });

  beforeAll(async () => {
    sim = await startGitlabSim();
  });
  afterEach(() => sim.reset());
  afterAll(() => sim.close());

  it('answers with the configured status, body and headers, before authentication', async () => {
    sim.faults.add({ path: '/api/v4/projects/42', status: 429, body: { message: '429 Too Many Requests' }, headers: { 'Retry-After': '1' } });
    const res = await get('/api/v4/projects/42', 'glpat-not-a-token');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(await res.json()).toEqual({ message: '429 Too Many Requests' });
  });

  it('sends an HTML string as text/html and matches a RegExp and a method', async () => {
    sim.faults.add({ method: 'get', path: /\/repository\/branches$/, status: 502, body: '<html><body><h1>502 Bad Gateway</h1></body></html>' });
    const res = await get('/api/v4/projects/42/repository/branches');
    expect(res.status).toBe(502);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('502 Bad Gateway');
    const post = await fetch(`${sim.url}/api/v4/projects/42/repository/branches`, { method: 'POST', headers: { 'PRIVATE-TOKEN': sim.tokens.api } });
    expect(post.status).toBe(400);
  });

  it('applies a rule `times` times, then serves normally', async () => {
    sim.faults.add({ path: '/api/v4/version', status: 503, times: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await get('/api/v4/version')).status);
    expect(statuses).toEqual([503, 503, 200]);
    expect(sim.faults.rules).toHaveLength(0);
  });

  it('delays a request, alone or before an answer', async () => {
    sim.faults.add({ path: '/api/v4/version', delayMs: 150, times: 1 });
    let started = Date.now();
    expect((await get('/api/v4/version')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);

    sim.faults.add({ path: '/api/v4/version', delayMs: 100, status: 500, times: 1 });
    started = Date.now();
    const res = await get('/api/v4/version');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: '500 Internal Server Error' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
  });

  it('holds a request until the test releases it, then answers it', async () => {
    let release: () => void = () => undefined;
    const arrived = new Promise<void>((seen) => {
      sim.faults.add({ path: '/api/v4/version', status: 503, times: 1, hold: () => (seen(), new Promise<void>((r) => (release = r))) });
    });
    let answered = false;
    const pending = get('/api/v4/version').then((res) => ((answered = true), res));
    await arrived;
    // Another request is served while the first one is held.
    expect((await get('/api/v4/user')).status).toBe(200);
    expect(answered).toBe(false);
    release();
    expect((await pending).status).toBe(503);
  });

  it('drops the connection and logs status 0', async () => {
    sim.faults.add({ path: '/api/v4/user', drop: true, times: 1 });
    await expect(get('/api/v4/user')).rejects.toThrow();
    expect((await get('/api/v4/user')).status).toBe(200);
    expect(sim.requests.map((r) => [r.path, r.status])).toEqual([
      ['/api/v4/user', 0],
      ['/api/v4/user', 200],
    ]);
  });

  it('logs every request with method, raw path, query, token, body and status', async () => {
    await fetch(`${sim.url}/api/v4/projects/acme%2Fbackend/issues?labels=bug&labels=ui`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${sim.tokens.api}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Logged' }),
    });
    const [entry] = sim.requests;
    expect(entry).toMatchObject({
      method: 'POST',
      path: '/api/v4/projects/acme%2Fbackend/issues',
      query: { labels: ['bug', 'ui'] },
      token: sim.tokens.api,
      body: { title: 'Logged' },
      status: 201,
    });
    expect(typeof entry?.at).toBe('number');
    sim.clearRequests();
    expect(sim.requests).toHaveLength(0);
  });
});
