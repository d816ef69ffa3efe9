import { startGitlabSim, type GitlabSim } from './index';

type Json = Record<string, unknown>;

/** Group badges, wikis, uploads, protected branches, SAML users and security settings, as GitLab's API documents them. */
describe('gitlab-sim group content', () => {
  let sim: GitlabSim;
  const send = (method: string, path: string, body?: unknown, token = sim.tokens.api): Promise<Response> =>
    fetch(`${sim.url}/api/v4${path}`, { method, headers: { 'PRIVATE-TOKEN': token, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = async (res: Promise<Response>): Promise<Json> => (await (await res).json()) as Json;
  const list = async (res: Promise<Response>): Promise<Json[]> => (await (await res).json()) as Json[];

  beforeAll(async () => {
    sim = await startGitlabSim({ plan: 'ultimate' });
  });
  afterEach(() => sim.reset());
  afterAll(() => sim.close());

  describe('badges', () => {
    it('adds a group badge that is listed, reads back after an edit, is shown on the group’s projects, and 404s once deleted', async () => {
      const link = 'https://ci.example.com/%{project_path}';
      const created = await send('POST', '/groups/my-org/badges', { name: 'ci', link_url: link, image_url: 'https://ci.example.com/badge.svg' });
      expect(created.status).toBe(201);
      const badge = (await created.json()) as Json;
      // No project in my-org: GitLab answers the URLs with their placeholders.
      expect(badge).toEqual({ id: expect.any(Number), name: 'ci', kind: 'group', link_url: link, image_url: 'https://ci.example.com/badge.svg', rendered_link_url: link, rendered_image_url: 'https://ci.example.com/badge.svg' });
      expect((await list(send('GET', '/groups/my-org/badges'))).map((b) => b['id'])).toEqual([3, badge['id']]);
      expect(await json(send('PUT', `/groups/my-org/badges/${badge['id']}`, { name: 'build' }))).toMatchObject({ name: 'build' });
      expect(await json(send('GET', `/groups/my-org/badges/${badge['id']}`))).toMatchObject({ name: 'build', kind: 'group' });
      expect((await send('DELETE', `/groups/my-org/badges/${badge['id']}`)).status).toBe(204);
      const gone = await send('GET', `/groups/my-org/badges/${badge['id']}`);
      expect(gone.status).toBe(404);
      expect(await gone.json()).toEqual({ message: '404 Badge Not Found' });
    });

    it('fills the placeholders from the group’s first project, lists group badges on that project and refuses deleting them there', async () => {
      const created = await json(send('POST', '/groups/acme/badges', { link_url: 'https://ci.example.com/%{project_path}', image_url: 'https://ci.example.com/%{project_id}.svg' }, sim.tokens.admin));
      expect(created).toMatchObject({ kind: 'group', rendered_link_url: 'https://ci.example.com/acme/backend', rendered_image_url: 'https://ci.example.com/42.svg' });
      const onProject = await list(send('GET', '/projects/42/badges'));
      expect(onProject.map((b) => [b['id'], b['kind']])).toEqual([[1, 'project'], [2, 'project'], [created['id'], 'group']]);
      const refused = await send('DELETE', `/projects/42/badges/${created['id']}`, undefined, sim.tokens.admin);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ message: 'To delete a Group badge please use the Group endpoint' });
    });

    it('403s a badge change by a non-Owner and 400s a non-http URL', async () => {
      const refused = await send('POST', '/groups/acme/badges', { link_url: 'https://x.example', image_url: 'https://x.example/i.svg' });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ message: '403 Forbidden' });
      const bad = await send('POST', '/groups/my-org/badges', { link_url: 'ftp://x.example', image_url: 'https://x.example/i.svg' });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({ message: { link_url: ['is blocked: Only allowed schemes are http, https'] } });
    });
  });

  describe('wikis', () => {
    it('creates a page under GitLab’s slug, lists it, edits it, renames it and deletes it', async () => {
      const created = await send('POST', '/groups/acme/wikis', { title: 'Release Process', content: '# Releasing' });
      expect(created.status).toBe(201);
      expect(await created.json()).toEqual({ slug: 'Release-Process', title: 'Release Process', format: 'markdown', content: '# Releasing', encoding: 'UTF-8', front_matter: {}, wiki_page_meta_id: expect.any(Number) });
      expect((await list(send('GET', '/groups/acme/wikis'))).map((p) => p['slug']).sort()).toEqual(['Getting-Started', 'Release-Process', 'home', 'onboarding']);
      expect((await list(send('GET', '/groups/acme/wikis?with_content=true'))).find((p) => p['slug'] === 'Release-Process')).toMatchObject({ content: '# Releasing' });
      expect(await json(send('PUT', '/groups/acme/wikis/Release-Process', { content: '# Releasing v2' }))).toMatchObject({ slug: 'Release-Process', content: '# Releasing v2' });
      expect(await json(send('GET', '/groups/acme/wikis/Release-Process'))).toMatchObject({ content: '# Releasing v2' });
      expect(await json(send('PUT', '/groups/acme/wikis/Release-Process', { title: 'Shipping' }))).toMatchObject({ slug: 'Shipping', title: 'Shipping' });
      expect((await send('GET', '/groups/acme/wikis/Release-Process')).status).toBe(404);
      expect((await send('DELETE', '/groups/acme/wikis/Shipping')).status).toBe(204);
      const gone = await send('GET', '/groups/acme/wikis/Shipping');
      expect(gone.status).toBe(404);
      expect(await gone.json()).toEqual({ message: '404 Wiki Page Not Found' });
    });

    it('refuses a duplicate title, an edit without fields, a writer below Developer, and hides group wikis below Premium', async () => {
      const dup = await send('POST', '/groups/acme/wikis', { title: 'Getting Started', content: 'again' });
      expect(dup.status).toBe(400);
      expect(await dup.json()).toEqual({ message: { base: ['Duplicate page: A page with that title already exists'] } });
      const empty = await send('PUT', '/groups/acme/wikis/home', {});
      expect(empty.status).toBe(400);
      expect(await empty.json()).toEqual({ error: 'content, title, format are missing, at least one parameter must be provided' });
      // demo is not a member of ops (internal): reading works, writing needs Developer.
      expect((await send('GET', '/groups/ops/wikis')).status).toBe(200);
      expect((await send('POST', '/groups/ops/wikis', { title: 'x', content: 'y' })).status).toBe(403);
      const free = await startGitlabSim({ plan: 'free' });
      try {
        const res = await fetch(`${free.url}/api/v4/groups/acme/wikis`, { headers: { 'PRIVATE-TOKEN': free.tokens.api } });
        expect(res.status).toBe(404);
      } finally {
        await free.close();
      }
    });
  });

  describe('project wikis (the same pages API)', () => {
    it('keeps a project’s pages apart from its group’s: seeded home and deploy-guide, a created page listed, then deleted', async () => {
      expect((await list(send('GET', '/projects/42/wikis'))).map((p) => p['slug']).sort()).toEqual(['deploy-guide', 'home']);
      expect(await json(send('GET', '/projects/42/wikis/deploy-guide'))).toMatchObject({ title: 'deploy guide', format: 'markdown', encoding: 'UTF-8' });
      expect(await json(send('POST', '/projects/42/wikis', { title: 'Runbook', content: 'Page the on-call.' }))).toMatchObject({ slug: 'Runbook' });
      expect((await send('GET', '/groups/acme/wikis/Runbook')).status).toBe(404);
      expect((await send('DELETE', '/projects/42/wikis/Runbook')).status).toBe(204);
      expect((await send('GET', '/projects/42/wikis/Runbook')).status).toBe(404);
    });
  });

  describe('uploads', () => {
    const upload = (filename: string): Promise<Response> => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(1500)], { type: 'image/png' }), filename);
      return fetch(`${sim.url}/api/v4/groups/my-org/uploads`, { method: 'POST', headers: { 'PRIVATE-TOKEN': sim.tokens.api }, body: form });
    };

    it('answers an upload with its /uploads/<secret>/<name> url and markdown, lists it first, deletes by ID and by secret and file name', async () => {
      const res = await upload('diagram.png');
      expect(res.status).toBe(201);
      const body = (await res.json()) as { id: number; alt: string; url: string; full_path: string; markdown: string };
      expect(body.url).toMatch(/^\/uploads\/[0-9a-f]{32}\/diagram\.png$/);
      expect(body).toEqual({ id: expect.any(Number), alt: 'diagram', url: body.url, full_path: `/-/group/30${body.url}`, markdown: `![diagram](${body.url})` });
      const uploads = await list(send('GET', '/groups/my-org/uploads'));
      expect(uploads[0]).toEqual({ id: body.id, size: 1500, filename: 'diagram.png', created_at: expect.any(String), uploaded_by: { id: 1, name: 'Demo User', username: 'demo' } });
      expect(uploads.map((u) => u['filename'])).toEqual(['diagram.png', 'roadmap.png']);
      const secret = body.url.split('/')[2] as string;
      expect((await send('DELETE', `/groups/my-org/uploads/${secret}/diagram.png`)).status).toBe(204);
      expect((await send('DELETE', `/groups/my-org/uploads/${secret}/diagram.png`)).status).toBe(404);
      expect((await send('DELETE', '/groups/my-org/uploads/1')).status).toBe(204);
      const gone = await send('DELETE', '/groups/my-org/uploads/1');
      expect(gone.status).toBe(404);
      expect(await gone.json()).toEqual({ message: '404 Upload Not Found' });
      expect(await list(send('GET', '/groups/my-org/uploads'))).toEqual([]);
    });

    it('shows the uploads list to Maintainers only', async () => {
      expect((await send('GET', '/groups/acme/uploads')).status).toBe(403);
      expect((await list(send('GET', '/groups/acme/uploads', undefined, sim.tokens.admin))).map((u) => u['filename'])).toEqual(['logo.svg']);
    });
  });

  describe('protected branches', () => {
    it('keeps group-level rules: seeded main, a protected pattern listed and updated, 409 on a duplicate, 404 once unprotected', async () => {
      expect((await list(send('GET', '/groups/platform/protected_branches'))).map((p) => p['name'])).toEqual(['main']);
      const created = await send('POST', '/groups/platform/protected_branches', { name: 'hotfix/*', push_access_level: 40, merge_access_level: 30 });
      expect(created.status).toBe(201);
      expect(await created.json()).toMatchObject({ name: 'hotfix/*', push_access_levels: [expect.objectContaining({ access_level: 40, access_level_description: 'Maintainers' })], merge_access_levels: [expect.objectContaining({ access_level: 30 })] });
      const dup = await send('POST', '/groups/platform/protected_branches', { name: 'hotfix/*' });
      expect(dup.status).toBe(409);
      expect(await dup.json()).toEqual({ message: "Protected branch 'hotfix/*' already exists" });
      expect(await json(send('PATCH', '/groups/platform/protected_branches/hotfix%2F*', { allow_force_push: true }))).toMatchObject({ allow_force_push: true });
      expect(await json(send('GET', '/groups/platform/protected_branches/hotfix%2F*'))).toMatchObject({ allow_force_push: true });
      expect((await send('DELETE', '/groups/platform/protected_branches/hotfix%2F*')).status).toBe(204);
      expect((await send('GET', '/groups/platform/protected_branches/hotfix%2F*')).status).toBe(404);
      // Project rules are kept apart from the group's.
      expect((await list(send('GET', '/projects/42/protected_branches'))).map((p) => p['name'])).toEqual(['main', 'release/*']);
    });

    it('403s a non-Owner and 404s a subgroup', async () => {
      expect((await send('GET', '/groups/acme/protected_branches')).status).toBe(403);
      expect((await send('GET', '/groups/platform%2Ftools/protected_branches')).status).toBe(404);
    });
  });

  describe('SAML and provisioned users', () => {
    it('lists the users with a SAML identity of the group, filtered, and the ones the group provisioned', async () => {
      const saml = await list(send('GET', '/groups/platform/saml_users'));
      expect(saml.map((u) => u['username'])).toEqual(['alice', 'bob']);
      expect(saml[0]).toMatchObject({ state: 'active', identities: [{ provider: 'group_saml', extern_uid: 'alice@idp.example.com', saml_provider_id: 70 }] });
      expect((await list(send('GET', '/groups/platform/saml_users?search=bob'))).map((u) => u['username'])).toEqual(['bob']);
      expect((await list(send('GET', '/groups/my-org/provisioned_users'))).map((u) => u['username'])).toEqual(['alice']);
      expect(await list(send('GET', '/groups/platform/provisioned_users'))).toEqual([]);
    });

    it('403s a non-Owner', async () => {
      expect((await send('GET', '/groups/acme/saml_users')).status).toBe(403);
    });
  });

  describe('security settings', () => {
    it('turns secret push protection on for the group’s projects, and refuses a missing value', async () => {
      expect(await json(send('PUT', '/groups/acme/security_settings', { secret_push_protection_enabled: true, projects_to_exclude: [43] }, sim.tokens.admin))).toEqual({ secret_push_protection_enabled: true, errors: [] });
      const missing = await send('PUT', '/groups/acme/security_settings', {}, sim.tokens.admin);
      expect(missing.status).toBe(400);
      expect(await missing.json()).toEqual({ error: 'secret_push_protection_enabled is missing' });
      expect((await send('PUT', '/groups/acme/security_settings', { secret_push_protection_enabled: true })).status).toBe(403);
    });
  });
});
