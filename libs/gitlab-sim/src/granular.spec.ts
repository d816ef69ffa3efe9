import { startGitlabSim, type GitlabSim } from './index';

const APPROVE_REFUSAL = {
  error: 'insufficient_granular_scope',
  error_description: 'Access denied: This operation requires a fine-grained personal access token with the following project permissions: [Merge Request: Approve].',
};
const UNSUPPORTED = {
  error: 'insufficient_granular_scope',
  error_description: "Access denied: This operation doesn't support fine-grained personal access tokens.",
};
const CREATE_RULE = /* GraphQL */ `
  mutation ($input: ProjectTargetBranchRuleCreateInput!) {
    projectTargetBranchRuleCreate(input: $input) { targetBranchRule { id } errors }
  }
`;

describe('gitlab-sim fine-grained (granular) tokens', () => {
  let sim: GitlabSim;
  const call = (method: string, path: string, body?: unknown): Promise<Response> =>
    fetch(`${sim.url}/api/v4${path}`, {
      method,
      headers: { 'PRIVATE-TOKEN': sim.tokens.granular, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  beforeAll(async () => {
    sim = await startGitlabSim({ port: 0, plan: 'premium' });
  });
  afterAll(() => sim.close());

  it('describes itself as GitLab does a fine-grained token: scopes ["granular"], granular, granular_scopes', async () => {
    const res = await call('GET', '/personal_access_tokens/self');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      name: 'demo-granular',
      scopes: ['granular'],
      granular: true,
      granular_scopes: [
        { access: 'all_memberships', project_id: null, group_id: null, permissions: ['read_project', 'read_branch', 'create_branch', 'read_merge_request'] },
        { access: 'user', project_id: null, group_id: null, permissions: ['read_user', 'read_namespace'] },
      ],
    });
    const classic = (await (await fetch(`${sim.url}/api/v4/personal_access_tokens/self`, { headers: { 'PRIVATE-TOKEN': sim.tokens.api } })).json()) as Record<string, unknown>;
    expect(classic).not.toHaveProperty('granular_scopes');
  });

  it('serves what the grant holds: reads and a branch creation', async () => {
    expect((await call('GET', '/user')).status).toBe(200);
    expect((await call('GET', '/projects/42/repository/branches')).status).toBe(200);
    expect((await call('HEAD', '/projects/42/repository/branches')).status).toBe(200);
    expect((await call('POST', '/projects/42/repository/branches', { branch: 'granular/one', ref: 'main' })).status).toBe(201);
  });

  it('refuses a permission outside the grant with 403 insufficient_granular_scope naming it', async () => {
    const res = await call('POST', '/projects/42/merge_requests/1/approve');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(APPROVE_REFUSAL);
  });

  it('refuses an operation with no declared permission, /version included', async () => {
    for (const path of ['/version', '/metadata', '/projects/42/issues']) {
      const res = await call('GET', path);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(UNSUPPORTED);
    }
  });

  it('GraphQL: a mutation outside the grant answers 200, the field null and the sentence in errors[]', async () => {
    const res = await fetch(`${sim.url}/api/graphql`, {
      method: 'POST',
      headers: { 'PRIVATE-TOKEN': sim.tokens.granular, 'content-type': 'application/json' },
      body: JSON.stringify({ query: CREATE_RULE, variables: { input: { projectId: 'gid://gitlab/Project/42', name: 'hotfix/*', targetBranch: 'main' } } }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: unknown; errors: { message: string; path: string[] }[] };
    expect(body.data).toEqual({ projectTargetBranchRuleCreate: null });
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: 'Access denied: This operation requires a fine-grained personal access token with the following project permissions: [Target Branch Rule: Create].',
        path: ['projectTargetBranchRuleCreate'],
      }),
    ]);
  });
});
