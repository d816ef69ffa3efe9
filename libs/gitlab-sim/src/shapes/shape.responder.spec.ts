import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { startGitlabSim, type GitlabSim } from '../index';
import { registerSimApiRoutes } from '../sim-routes';
import { SimOAuthState } from '../oauth/oauth.state';
import { SimStore } from '../store/sim.store';
import type { RouteShape } from './route-shape.interface';
import { API_SHAPES_JSON } from '../../../../test/fixtures/paths';
import { ROUTE_SHAPES } from './route-shapes.generated';
import { fastifyPaths, SHAPED_LIST_LENGTH, type ShapeRegistration } from './shape.responder';

type Operation = { response?: string[]; nested?: Record<string, string[]> };
const operations: Record<string, Operation> = (JSON.parse(readFileSync(API_SHAPES_JSON, 'utf8')) as { operations: Record<string, Operation> }).operations;

/** Which shaped routes the simulator registers, from the same registration the server runs. */
async function registration(): Promise<ShapeRegistration> {
  const app = Fastify();
  const store = new SimStore('free');
  const report = registerSimApiRoutes(app, { store, baseUrl: () => 'http://sim' }, { state: new SimOAuthState(store, 7200), consentingUserId: () => 1 });
  await app.close();
  return report;
}

/** A concrete request path for a Fastify path below `/api/v4`. */
function sample(fastifyPath: string): string {
  const top = fastifyPath.split('/')[1];
  return fastifyPath
    .replace(/:(\w+)/g, (_m, name: string) => {
      if (name === 'id') return top === 'projects' ? '42' : top === 'groups' ? '10' : '1';
      if (/(_id|_iid|^serial|^timestamp)$/.test(name)) return '1';
      if (name === 'sha') return 'a1b2c3d4';
      if (name === 'file_path') return 'docs%2FREADME.md';
      return 'example';
    })
    .replace(/\*$/, 'dir/file.txt');
}

describe('gitlab-sim shape responder', () => {
  let sim: GitlabSim;
  let report: ShapeRegistration;
  const call = (method: string, p: string, init: { token?: string | null; body?: unknown; form?: Record<string, string> } = {}): Promise<Response> => {
    const headers: Record<string, string> = {};
    if (init.token !== null) headers['PRIVATE-TOKEN'] = init.token ?? sim.tokens.api;
    let body: string | undefined;
    if (init.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.body);
    } else if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    return fetch(`${sim.url}/api/v4${p}`, { method, headers, body });
  };

  beforeAll(async () => {
    report = await registration();
    sim = await startGitlabSim();
  });
  afterEach(() => sim.reset());
  afterAll(() => sim.close());

  describe('registration', () => {
    it('leaves the routes a handwritten route owns to it, and registers the rest', () => {
      expect(report.skipped).toEqual(
        expect.arrayContaining([
          'GET /projects/:id/issues',
          'POST /projects/:id/issues',
          'PUT /projects/:id/issues/:issue_iid',
          'GET /projects/:id/repository/branches',
          'DELETE /projects/:id/repository/merged_branches',
          'HEAD /projects/:id/repository/files/:file_path/raw',
          'GET /user',
        ]),
      );
      expect(report.registered).toEqual(expect.arrayContaining(['GET /groups/:id/iterations', 'POST /groups/:id/member_roles', 'GET /projects/:id/snippets']));
      expect(report.registered.filter((r) => report.skipped.includes(r))).toEqual([]);
      expect(report.registered.length + report.skipped.length).toBeGreaterThanOrEqual(ROUTE_SHAPES.routes.length);
    });

    it('keeps the handwritten, stateful answers', async () => {
      const issues = (await (await call('GET', '/projects/42/issues?per_page=100')).json()) as { iid: number; title: string }[];
      expect(issues.length).toBeGreaterThan(SHAPED_LIST_LENGTH);
      expect(issues.every((i) => !i.title.startsWith('Example issue'))).toBe(true);
      const created = await call('POST', '/projects/42/issues', { body: {} });
      expect(created.status).toBe(400);
      expect(await created.json()).toEqual({ error: 'title is missing' });
      expect((await call('GET', '/projects/42/repository/branches')).headers.get('x-total')).toBe('5');
    });

    it('still answers an unknown API route with the catch-all 404', async () => {
      const res = await call('GET', '/projects/42/no_such_thing');
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: '404 Not Found' });
    });
  });

  describe('answers', () => {
    it('answers a list with 2 items and the pagination headers of the handwritten lists', async () => {
      const res = await call('GET', '/groups/10/iterations');
      expect(res.status).toBe(200);
      const iterations = (await res.json()) as Record<string, unknown>[];
      expect(iterations).toHaveLength(2);
      expect(iterations.map((l) => l['id'])).toEqual([1, 2]);
      expect(iterations[0]).toMatchObject({ title: expect.any(String), group_id: expect.any(Number), sequence: expect.any(Number), web_url: expect.any(String) });
      const h = (name: string): string | null => res.headers.get(name);
      expect([h('x-total'), h('x-total-pages'), h('x-per-page'), h('x-page'), h('x-next-page'), h('x-prev-page')]).toEqual(['2', '1', '20', '1', '', '']);
      expect(h('link')).toContain(`<${sim.url}/api/v4/groups/10/iterations?page=1&per_page=20>; rel="first"`);

      const paged = await call('GET', '/groups/10/iterations?per_page=1&page=2');
      expect(((await paged.json()) as unknown[]).length).toBe(1);
      expect([paged.headers.get('x-total-pages'), paged.headers.get('x-prev-page')]).toEqual(['2', '1']);
    });

    it('answers an object, echoing path parameters and resolving the project', async () => {
      const res = await call('GET', '/projects/acme%2Fbackend/snippets/77');
      expect(res.status).toBe(200);
      const body = (await res.json()) as Record<string, unknown>;
      expect(body).toMatchObject({ id: 77, project_id: 42, visibility: 'private', created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
      expect(body['http_url_to_repo']).toBe(`${sim.url}/acme/backend.git`);
      expect(body['author']).toMatchObject({ id: 1, username: 'demo', name: 'Demo User', state: 'active' });

      const mr = (await (await call('GET', '/projects/42/merge_requests/9/participants')).json()) as Record<string, unknown>[];
      expect(mr.map((u) => u['username'])).toEqual(['demo', 'root']);
      const note = (await (await call('GET', '/projects/42/snippets/3/notes/12')).json()) as Record<string, unknown>;
      expect(note).toMatchObject({ id: 12, noteable_id: 3, project_id: 42, author: { username: 'demo' } });
      const compare = (await (await call('GET', '/projects/42/repository/compare?from=main&to=develop')).json()) as Record<string, unknown>;
      expect(Array.isArray(compare)).toBe(false);
      expect(compare['commits']).toEqual([expect.objectContaining({ id: expect.stringMatching(/^[0-9a-f]{40}$/) })]);
    });

    it('echoes the fields of a create, coerced to their types, from JSON and from a form', async () => {
      const res = await call('POST', '/groups/10/member_roles', { body: { name: 'Triager', base_access_level: 10, description: 'Triage only' } });
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({ name: 'Triager', base_access_level: 10, description: 'Triage only' });

      const form = await call('POST', '/projects/42/deploy_keys', { form: { title: 'ci', key: 'ssh-ed25519 AAAA', can_push: 'false' } });
      expect(form.status).toBe(201);
      expect(await form.json()).toMatchObject({ title: 'ci', key: 'ssh-ed25519 AAAA', can_push: false });

      const tag = await call('POST', '/projects/42/repository/tags', { body: { tag_name: 'v1.2.0', ref: 'main', message: 'Release' } });
      expect(await tag.json()).toMatchObject({ name: 'v1.2.0', message: 'Release', commit: { id: expect.stringMatching(/^[0-9a-f]{40}$/) } });

      const update = await call('PUT', '/groups/10/integrations/slack', { body: { push_events: false } });
      expect(update.status).toBe(200);
      expect(await update.json()).toMatchObject({ slug: 'slack', push_events: false });
    });

    it('answers DELETE with 204, or 202 where GitLab schedules the deletion', async () => {
      const gone = await call('DELETE', '/groups/10/integrations/slack');
      expect(gone.status).toBe(204);
      expect(await gone.text()).toBe('');
      const scheduled = await call('DELETE', '/projects/42', { token: sim.tokens.admin });
      expect(scheduled.status).toBe(202);
      expect(await scheduled.json()).toEqual({ message: '202 Accepted' });
    });

    it('sends raw content with its content type', async () => {
      const snippet = await call('GET', '/projects/42/snippets/1/raw');
      expect(snippet.headers.get('content-type')).toContain('text/plain');
      expect(await snippet.text()).toBe('Example raw content\n');
      const archive = await call('GET', '/groups/10/export/download');
      expect(archive.headers.get('content-type')).toBe('application/gzip');
      expect(archive.headers.get('content-disposition')).toContain('acme_export.tar.gz');
      const pkg = await call('GET', '/projects/42/packages/generic/tool/1.2.3/bin/tool.tar');
      expect(pkg.status).toBe(200);
      expect(pkg.headers.get('content-type')).toBe('application/octet-stream');
    });

    it('answers search by scope, and requires scope and search like GitLab', async () => {
      const issues = (await (await call('GET', '/projects/42/search?scope=issues&search=login')).json()) as Record<string, unknown>[];
      expect(issues).toHaveLength(2);
      expect(issues[0]).toHaveProperty('iid');
      const blobs = (await (await call('GET', '/search?scope=blobs&search=x')).json()) as Record<string, unknown>[];
      expect(Object.keys(blobs[0] ?? {})).toEqual(expect.arrayContaining(['basename', 'data', 'startline']));
      const missing = await call('GET', '/projects/42/search?search=x');
      expect(missing.status).toBe(400);
      expect(await missing.json()).toEqual({ error: 'scope is missing' });
    });

    it('resolves groups by id or path and answers 404 Group Not Found otherwise', async () => {
      expect((await call('GET', '/groups/acme/iterations')).status).toBe(200);
      const byId = (await (await call('GET', '/groups/10/iterations')).json()) as Record<string, unknown>[];
      expect(byId[0]).toMatchObject({ group_id: 10 });
      for (const id of ['nope', '9999', 'ops']) {
        const res = await call('GET', `/groups/${id}/iterations`);
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ message: '404 Group Not Found' });
      }
      expect((await call('GET', '/groups/ops/iterations', { token: sim.tokens.admin })).status).toBe(200);
    });

    it('answers 404 Project Not Found and 404 User Not Found like the handwritten routes', async () => {
      for (const id of ['999', 'acme%2Fnope', '45']) {
        const res = await call('GET', `/projects/${id}/labels`);
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ message: '404 Project Not Found' });
      }
      const user = await call('GET', '/users/999/status');
      expect(user.status).toBe(404);
      expect(await user.json()).toEqual({ message: '404 User Not Found' });
    });
  });

  describe('shared behaviour', () => {
    it('authenticates: 401 without a token, 403 insufficient_scope for a write with read_api', async () => {
      const anon = await call('GET', '/projects/42/labels', { token: null });
      expect(anon.status).toBe(401);
      expect(await anon.json()).toEqual({ message: '401 Unauthorized' });
      expect((await call('GET', '/projects/42/labels', { token: sim.tokens.readApi })).status).toBe(200);
      const write = await call('POST', '/projects/42/labels', { token: sim.tokens.readApi, body: { name: 'x', color: '#000000' } });
      expect(write.status).toBe(403);
      expect(await write.json()).toMatchObject({ error: 'insufficient_scope', scope: 'api' });
      expect(write.headers.get('www-authenticate')).toContain('insufficient_scope');
      expect((await call('GET', '/projects/42/labels', { token: sim.tokens.readUser })).status).toBe(403);
      expect((await call('GET', '/users/1/status', { token: sim.tokens.readUser })).status).toBe(200);
      expect((await call('GET', '/projects/42/labels', { token: sim.tokens.expired })).status).toBe(401);
    });

    it('keeps administrator routes and writes to projects the caller is not a member of forbidden', async () => {
      const settings = await call('GET', '/application/settings');
      expect(settings.status).toBe(403);
      expect(await settings.json()).toEqual({ message: '403 Forbidden' });
      expect((await call('GET', '/application/settings', { token: sim.tokens.admin })).status).toBe(200);
      expect((await call('POST', '/users/3/block')).status).toBe(403);
      const block = await call('POST', '/users/3/block', { token: sim.tokens.admin });
      expect([block.status, await block.json()]).toEqual([201, true]);
    });

    it('sends the common headers, applies faults and records the request', async () => {
      const ok = await call('GET', '/projects/42/labels');
      expect(ok.headers.get('x-request-id')).toMatch(/^[0-9A-Z]{26}$/);
      expect(Number(ok.headers.get('ratelimit-limit'))).toBeGreaterThan(0);

      sim.faults.add({ method: 'GET', path: '/api/v4/projects/42/labels', status: 503, times: 1 });
      const fault = await call('GET', '/projects/42/labels');
      expect(fault.status).toBe(503);
      expect(await fault.json()).toEqual({ message: '503 Service Unavailable' });
      expect((await call('GET', '/projects/42/labels')).status).toBe(200);

      sim.clearRequests();
      await call('POST', '/projects/42/labels', { body: { name: 'logged', color: '#000000' } });
      expect(sim.requests).toEqual([
        expect.objectContaining({ method: 'POST', path: '/api/v4/projects/42/labels', status: 201, body: { name: 'logged', color: '#000000' }, token: sim.tokens.api }),
      ]);
    });
  });

  describe('every registered route', () => {
    const shapes = new Map<string, RouteShape>();
    for (const r of ROUTE_SHAPES.routes) for (const p of fastifyPaths(r.p)) if (!shapes.has(`${r.m} ${p}`)) shapes.set(`${r.m} ${p}`, r);

    it('answers with its status and form, with field names GitLab documents for it', async () => {
      const failures: string[] = [];
      let checkedFields = 0;
      for (const entry of report.registered) {
        const shape = shapes.get(entry);
        if (!shape) {
          failures.push(`${entry}: no shape`);
          continue;
        }
        const [method = 'GET', fastifyPath = ''] = entry.split(' ');
        const query = shape.x ? '?scope=issues&search=x' : '';
        const body = method === 'GET' || method === 'HEAD' || method === 'DELETE' ? undefined : {};
        const res = await call(method, `${sample(fastifyPath)}${query}`, { token: sim.tokens.admin, body });
        const text = await res.text();
        if (res.status !== shape.s) {
          failures.push(`${entry}: ${res.status} instead of ${shape.s}: ${text.slice(0, 200)}`);
          continue;
        }
        if (shape.k === 'empty') {
          if (text !== '') failures.push(`${entry}: body on an empty answer`);
          continue;
        }
        if (shape.k === 'raw') {
          if (!(res.headers.get('content-type') ?? '').startsWith((shape.ct ?? '').split(';')[0] ?? '')) failures.push(`${entry}: content type`);
          continue;
        }
        const json = JSON.parse(text) as unknown;
        if (shape.k === 'literal') {
          expect(json).toEqual(shape.v);
          continue;
        }
        if (shape.k === 'list' && (!Array.isArray(json) || json.length !== SHAPED_LIST_LENGTH || res.headers.get('x-total') !== '2')) {
          failures.push(`${entry}: not a paginated list`);
          continue;
        }
        if (shape.k === 'object' && (json === null || typeof json !== 'object' || Array.isArray(json))) {
          failures.push(`${entry}: not an object`);
          continue;
        }
        const op = operations[`${shape.m} /api/v4${shape.p.replace(/:(\w+)/g, '{$1}')}`];
        if (!op || shape.x) continue;
        const allowed = new Set(op.response ?? []);
        for (const item of (Array.isArray(json) ? json : [json]) as Record<string, unknown>[]) {
          const extra = Object.keys(item).filter((k) => !allowed.has(k));
          if (extra.length > 0) failures.push(`${entry}: fields not in the shapes: ${extra.join(', ')}`);
          for (const [field, nestedFields] of Object.entries(op.nested ?? {})) {
            const value = item[field];
            const nested = (Array.isArray(value) ? value[0] : value) as Record<string, unknown> | null | undefined;
            if (nested && typeof nested === 'object') {
              const bad = Object.keys(nested).filter((k) => !nestedFields.includes(k));
              if (bad.length > 0) failures.push(`${entry}: ${field} fields not in the shapes: ${bad.join(', ')}`);
            }
          }
          checkedFields += 1;
        }
      }
      expect(failures).toEqual([]);
      // Handwritten, stateful routes own the rest of the reference routes: together they answer them all.
      expect(report.registered.length + report.skipped.length).toBeGreaterThan(700);
      expect(checkedFields).toBeGreaterThan(500);
    }, 60_000);
  });
});
