import { startGitlabSim, type GitlabSim } from './index';

describe('gitlab-sim pagination and common headers', () => {
  let sim: GitlabSim;
  const get = (path: string): Promise<Response> => fetch(`${sim.url}${path}`, { headers: { 'PRIVATE-TOKEN': sim.tokens.api } });

  beforeAll(async () => {
    sim = await startGitlabSim();
  });
  afterAll(() => sim.close());

  it('pages a list with GitLab headers and Link relations', async () => {
    const first = await get('/api/v4/projects/42/repository/branches?per_page=2&search=e');
    expect(first.status).toBe(200);
    const h = (name: string): string | null => first.headers.get(name);
    expect([h('x-total'), h('x-total-pages'), h('x-per-page'), h('x-page'), h('x-next-page'), h('x-prev-page')]).toEqual(['3', '2', '2', '1', '2', '']);
    const link = h('link') ?? '';
    expect(link).toContain(`<${sim.url}/api/v4/projects/42/repository/branches?search=e&page=2&per_page=2>; rel="next"`);
    expect(link).toContain('rel="first"');
    expect(link).toContain('page=2&per_page=2>; rel="last"');
    expect(link).not.toContain('rel="prev"');

    const last = await get('/api/v4/projects/42/repository/branches?per_page=2&page=2&search=e');
    expect(last.headers.get('x-next-page')).toBe('');
    expect(last.headers.get('x-prev-page')).toBe('1');
    expect(last.headers.get('link')).toContain('rel="prev"');
    expect(((await last.json()) as unknown[]).length).toBe(1);
  });

  it('defaults to 20 per page and caps per_page at 100', async () => {
    expect((await get('/api/v4/projects')).headers.get('x-per-page')).toBe('20');
    expect((await get('/api/v4/projects?per_page=500')).headers.get('x-per-page')).toBe('100');
  });

  it('sends RateLimit-* and X-Request-Id on every response', async () => {
    for (const res of [await get('/api/v4/version'), await get('/api/v4/projects/999')]) {
      expect(Number(res.headers.get('ratelimit-limit'))).toBeGreaterThan(0);
      expect(Number(res.headers.get('ratelimit-remaining'))).toBeGreaterThanOrEqual(0);
      expect(Number(res.headers.get('ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000 - 1);
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9A-Z]{26}$/);
    }
  });

  it('answers an unknown API route with GitLab\'s 404 body, even without a token', async () => {
    const res = await fetch(`${sim.url}/api/v4/no/such/route`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: '404 Not Found' });
  });

  it('filters and orders the project list', async () => {
    const names = async (query: string): Promise<string[]> =>
      ((await (await get(`/api/v4/projects?${query}`)).json()) as { path_with_namespace: string }[]).map((p) => p.path_with_namespace);
    expect(await names('order_by=id&sort=asc')).toEqual(['acme/backend', 'acme/frontend', 'demo/sandbox']);
    expect(await names('search=front')).toEqual(['acme/frontend']);
    expect(await names('visibility=public')).toEqual(['demo/sandbox']);
    expect(await names('owned=true')).toEqual(['demo/sandbox']);
    const simple = ((await (await get('/api/v4/projects?simple=true&per_page=1')).json()) as Record<string, unknown>[])[0];
    expect(simple).not.toHaveProperty('permissions');
    const bad = await get('/api/v4/projects?order_by=banana');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'order_by does not have a valid value' });
  });
});
