import { startGitlabSim, type GitlabSim } from './index';

describe('gitlab-sim branches and protected branches', () => {
  let sim: GitlabSim;
  const call = (path: string, init: RequestInit = {}, token?: string): Promise<Response> =>
    fetch(`${sim.url}/api/v4${path}`, { ...init, headers: { 'PRIVATE-TOKEN': token ?? sim.tokens.api, ...(init.headers ?? {}) } });
  const json = { 'content-type': 'application/json' };

  beforeAll(async () => {
    sim = await startGitlabSim();
  });
  afterEach(() => sim.reset());
  afterAll(() => sim.close());

  it('lists the seeded branches with GitLab fields', async () => {
    const branches = (await (await call('/projects/42/repository/branches')).json()) as Record<string, unknown>[];
    expect(branches.map((b) => b['name'])).toEqual(['develop', 'feature/login', 'feature/search', 'fix/typo', 'main']);
    const main = branches.find((b) => b['name'] === 'main') as Record<string, unknown>;
    expect(main).toMatchObject({ protected: true, default: true, merged: false, developers_can_merge: true, developers_can_push: false, can_push: true });
    expect(branches.find((b) => b['name'] === 'fix/typo')).toMatchObject({ merged: true, protected: false });
    expect(Object.keys(main['commit'] as object).sort()).toEqual(
      ['author_email', 'author_name', 'authored_date', 'committed_date', 'committer_email', 'committer_name', 'created_at', 'extended_trailers', 'id', 'message', 'parent_ids', 'short_id', 'title', 'trailers', 'web_url'],
    );
  });

  it('creates, reads and deletes a branch', async () => {
    const created = await call('/projects/42/repository/branches', { method: 'POST', headers: json, body: JSON.stringify({ branch: 'feature/x', ref: 'develop' }) });
    expect(created.status).toBe(201);
    const develop = (await (await call('/projects/42/repository/branches/develop')).json()) as { commit: { id: string } };
    expect(await created.json()).toMatchObject({ name: 'feature/x', commit: { id: develop.commit.id }, protected: false });

    const fetched = await call('/projects/acme%2Fbackend/repository/branches/feature%2Fx');
    expect(fetched.status).toBe(200);

    const again = await call('/projects/42/repository/branches?branch=feature/x&ref=main', { method: 'POST' });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: 'Branch already exists' });

    expect((await call('/projects/42/repository/branches/feature%2Fx', { method: 'DELETE' })).status).toBe(204);
    const gone = await call('/projects/42/repository/branches/feature%2Fx');
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ message: '404 Branch Not Found' });
  });

  it('rejects bad refs, bad names and missing parameters like GitLab', async () => {
    const badRef = await call('/projects/42/repository/branches?branch=y&ref=nope', { method: 'POST' });
    expect(await badRef.json()).toEqual({ message: 'Invalid reference name: nope' });
    const badName = await call('/projects/42/repository/branches?branch=a..b&ref=main', { method: 'POST' });
    expect(await badName.json()).toEqual({ message: 'Branch name is invalid' });
    const missing = await call('/projects/42/repository/branches', { method: 'POST' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: 'branch is missing, ref is missing' });
  });

  it('refuses to delete the default branch, and protected branches for a developer', async () => {
    const main = await call('/projects/42/repository/branches/main', { method: 'DELETE' });
    expect(main.status).toBe(400);
    expect(await main.json()).toEqual({ message: 'The default branch of a project cannot be deleted.' });

    // demo is a Developer on acme/frontend (43): protect `develop` as root, then try to delete it as demo.
    await call('/projects/43/protected_branches?name=develop', { method: 'POST' }, sim.tokens.admin);
    const protectedDelete = await call('/projects/43/repository/branches/develop', { method: 'DELETE' });
    expect(protectedDelete.status).toBe(400);
    expect(await protectedDelete.json()).toEqual({
      message: 'You are not allowed to delete protected branches from this project. Only a project maintainer or owner can delete a protected branch.',
    });
  });

  it('deletes merged branches', async () => {
    const res = await call('/projects/42/repository/merged_branches', { method: 'DELETE' });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ message: '202 Accepted' });
    const names = ((await (await call('/projects/42/repository/branches')).json()) as { name: string }[]).map((b) => b.name);
    expect(names).toEqual(['develop', 'feature/login', 'feature/search', 'main']);
  });

  it('resolves projects by id or encoded path and hides what the user cannot see', async () => {
    expect(await (await call('/projects/acme%2Fbackend')).json()).toMatchObject({ id: 42, default_branch: 'main', path_with_namespace: 'acme/backend' });
    expect((await call('/projects/ACME%2Fbackend?statistics=true&license=true')).status).toBe(200);
    for (const id of ['999', 'acme%2Fnope', '45', 'ops%2Finfra']) {
      const res = await call(`/projects/${id}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: '404 Project Not Found' });
    }
    expect((await call('/projects/45', {}, sim.tokens.admin)).status).toBe(200);
  });

  it('protects, updates and unprotects a branch', async () => {
    const created = await call('/projects/42/protected_branches', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: 'develop', push_access_level: 30, merge_access_level: 40, allow_force_push: true }),
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      name: 'develop',
      allow_force_push: true,
      push_access_levels: [{ access_level: 30, access_level_description: 'Developers + Maintainers', user_id: null, group_id: null, deploy_key_id: null }],
      merge_access_levels: [{ access_level: 40, access_level_description: 'Maintainers' }],
    });
    const duplicate = await call('/projects/42/protected_branches?name=develop', { method: 'POST' });
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toEqual({ message: "Protected branch 'develop' already exists" });

    const patched = await call('/projects/42/protected_branches/develop', {
      method: 'PATCH',
      headers: json,
      body: JSON.stringify({ code_owner_approval_required: true }),
    });
    expect(await patched.json()).toMatchObject({ code_owner_approval_required: true });

    expect((await call('/projects/42/protected_branches/develop', { method: 'DELETE' })).status).toBe(204);
    const gone = await call('/projects/42/protected_branches/develop');
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ message: '404 Not found' });
    expect(((await (await call('/projects/42/protected_branches/release%2F*')).json()) as { name: string }).name).toBe('release/*');
  });

  it('needs Maintainer to protect a branch', async () => {
    const res = await call('/projects/43/protected_branches?name=develop', { method: 'POST' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: '403 Forbidden' });
  });

  it('restores the seed on reset()', async () => {
    await call('/projects/42/repository/branches/develop', { method: 'DELETE' });
    sim.reset();
    expect((await call('/projects/42/repository/branches/develop')).status).toBe(200);
    expect(sim.requests).toHaveLength(1);
  });
});
