import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import { callAction, SURFACES, type Surface } from '../helpers/surface-calls';
import { spawnServer, type SpawnedServer } from '../helpers/spawn-server';
import { textOf } from '../helpers/tool-text';
import { waitFor } from '../helpers/wait-for';

interface Result {
  isError?: boolean;
  structuredContent?: Record<string, unknown>;
  content: { type: string; text: string; annotations?: { audience: string[] } }[];
}

const BRANCH_NOT_FOUND = [
  '## ❓ Branch Not Found',
  '',
  'The branch **"feature/old" in project 42** does not exist or is not accessible with your current permissions.',
  '',
  '---',
  '💡 **Next steps:**',
  "- Use action 'branch.list' to list the project's branches",
  '- Verify the branch name is spelled correctly (case-sensitive)',
].join('\n');

describe.each(SURFACES)('surface %s over stdio', (surface: Surface) => {
  let sim: GitlabSim;
  let server: SpawnedServer;
  const call = (id: string, params: Record<string, unknown>, confirm?: boolean): Promise<Result> =>
    callAction(server.client, surface, id, params, confirm) as Promise<Result>;
  const gitlabCalls = (): string[] => sim.requests.map((r) => `${r.method} ${r.path}`);

  beforeAll(async () => {
    sim = await startGitlabSim();
    server = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api, GITLAB_MCP_TOOL_SURFACE: surface } });
    await server.client.listTools();
  });
  afterAll(async () => {
    await server.close();
    await sim.close();
  });
  beforeEach(() => {
    sim.reset();
  });

  it('A-10 A-50 A-51 branch.get returns structuredContent and a Markdown card for the assistant', async () => {
    const r = await call('branch.get', { project_id: '42', branch: 'main' });
    expect(r.isError).toBeFalsy();
    expect(r.structuredContent).toMatchObject({ name: 'main', default: true, protected: true });
    expect(r.content[0].annotations?.audience).toEqual(['assistant']);
    expect(textOf(r)).toMatch(/^## Branch main\n\n- \*\*Default\*\*: yes\n/);
    expect(textOf(r)).not.toMatch(/undefined|\[object Object\]/);
  });

  it('A-33 branch.list carries the pagination object', async () => {
    const r = await call('branch.list', { project_id: '42', per_page: 2, page: 2 });
    expect(r.structuredContent?.pagination).toEqual({ page: 2, per_page: 2, total_items: 5, total_pages: 3, next_page: 3, prev_page: 1, has_more: true });
    expect((r.structuredContent?.branches as unknown[]).length).toBe(2);
  });

  it('E-31 branch.get of a missing branch renders the not-found card', async () => {
    const r = await call('branch.get', { project_id: 42, branch: 'feature/old' });
    expect(r.isError).toBe(true);
    expect(r.structuredContent).toBeUndefined();
    expect(r.content).toHaveLength(1);
    expect(textOf(r)).toBe(BRANCH_NOT_FOUND);
  });

  it('E-32 a not-found card is logged at INFO as a completed call with is_error: true', async () => {
    await call('branch.get', { project_id: 42, branch: 'feature/gone' });
    const line = (): string | undefined => server.stderr().split('\n').find((l) => l.includes('"outcome":"not_found"') && l.includes('"action":"branch.get"'));
    expect(await waitFor(() => line() !== undefined)).toBe(true);
    expect(JSON.parse(line()!)).toMatchObject({ level: 30, msg: 'tool call completed', is_error: true });
  });

  it('E-30 E-31 project.get of a missing project renders the not-found card', async () => {
    const r = await call('project.get', { project_id: 'acme/nope' });
    expect(r.isError).toBe(true);
    expect(textOf(r)).toBe(
      [
        '## ❓ Project Not Found',
        '',
        'The project **acme/nope** does not exist or is not accessible with your current permissions.',
        '',
        '---',
        '💡 **Next steps:**',
        "- Use action 'project.list' with search to find the project",
        '- Check the full path (group/project) or the numeric ID',
      ].join('\n'),
    );
  });

  it('E-33 the identifier is escaped so it cannot add a link or a tag', async () => {
    const r = await call('project.get', { project_id: 'my-org/x_[a](b)<i>&*`' });
    expect(textOf(r)).toContain('The project **my-org/x\\_\\[a\\]\\(b\\)&lt;i&gt;&amp;\\*\\`** does not exist');
  });

  it('E-02 E-10 E-25 a GitLab 403 gives the five-part message with the hint and the request line', async () => {
    sim.faults.add({ method: 'POST', path: '/api/v4/projects/42/protected_branches', status: 403, body: { message: '403 Forbidden' } });
    const r = await call('branch.protect', { project_id: '42', branch: 'develop' });
    expect(r.isError).toBe(true);
    expect(textOf(r)).toBe(
      'branchProtect: access denied: your token lacks the required permissions. This can mean: (1) missing API scope on the token, (2) insufficient project role (some operations require Maintainer or Owner), or (3) the feature is restricted by instance admin settings. Suggestion: protecting branches requires Maintainer or Owner role: ' +
        `POST ${sim.url}/api/v4/projects/42/protected_branches: 403 {message: 403 Forbidden}`,
    );
  });

  it('E-10 a 502 from GitLab is classified and retried for a GET', async () => {
    sim.faults.add({ method: 'GET', path: '/api/v4/projects/42/repository/branches', status: 502, body: '<html><body>502 Bad Gateway</body></html>' });
    const r = await call('branch.list', { project_id: '42' });
    expect(textOf(r)).toBe(`branchList: GitLab is temporarily unavailable (bad gateway): try again shortly: GET ${sim.url}/api/v4/projects/42/repository/branches: 502`);
    expect(gitlabCalls().filter((c) => c === 'GET /api/v4/projects/42/repository/branches')).toHaveLength(3);
  });

  it('E-61 E-63 a destructive call without confirmation is refused and nothing reaches GitLab', async () => {
    const r = await call('branch.delete', { project_id: '42', branch: 'develop' });
    expect(r.isError).toBe(true);
    expect(textOf(r)).toBe(
      surface === 'dynamic'
        ? 'gitlab_execute_action: action "branch.delete" is destructive. Re-send with confirm=true only after the user explicitly approves this operation.'
        : 'Confirm gitlab_branch/delete? This action may be irreversible. The connected client cannot prompt for confirmation. Re-send with confirm=true only after the user explicitly approves this operation.',
    );
    expect(gitlabCalls()).toEqual([]);
    expect(await waitFor(() => server.stderr().includes('"outcome":"needs_confirmation"'))).toBe(true);
  });

  it('E-61 confirm: true where the surface expects it runs the destructive action', async () => {
    const r = await call('branch.delete', { project_id: '42', branch: 'develop' }, true);
    expect(r.isError).toBeFalsy();
    expect(gitlabCalls()).toEqual(['DELETE /api/v4/projects/42/repository/branches/develop']);
  });

  it('E-55 a required value that arrives empty names the exact parameter and sends nothing', async () => {
    const r = await call('branch.create', { project_id: '42', branch_name: '', ref: 'main' });
    expect(textOf(r)).toBe(
      "branchCreate: branch_name is required (must be non-empty). Ensure you use the exact parameter name 'branch_name' as documented in the tool description",
    );
    expect(gitlabCalls()).toEqual([]);
  });

  it('E-56 a value outside a fixed set names the accepted values', async () => {
    const r = await call('branch.list', { project_id: '42', sort: 'newest' });
    expect(r.isError).toBe(true);
    if (surface === 'individual') expect(textOf(r)).toMatch(/^validating "arguments": /);
    else expect(textOf(r)).toBe('invalid sort "newest", must be one of: name_asc, updated_asc, updated_desc');
    expect(gitlabCalls()).toEqual([]);
  });

  it('E-50 E-51 E-52 E-53 an unknown parameter is refused with the surface\'s own wording', async () => {
    const r = await call('branch.get', { project_id: '42', branch: 'main', brnch: 'x' });
    expect(r.isError).toBe(true);
    const text = textOf(r);
    if (surface === 'dynamic') {
      expect(text).toBe(
        'gitlab_execute_action/branch.get: invalid params.\nUnknown params: brnch\nDid you mean branch?\nValid params: project_id, branch',
      );
    } else if (surface === 'meta') {
      expect(text).toBe('gitlab_branch/get: invalid params for this action: json: unknown field "brnch"');
    } else {
      expect(text).toMatch(/^validating "arguments": /);
      expect(text).toContain('brnch');
    }
    expect(gitlabCalls()).toEqual([]);
  });

  it('E-50 a wrong type is refused before anything is sent', async () => {
    const r = await call('branch.list', { project_id: '42', per_page: 'many' });
    expect(r.isError).toBe(true);
    if (surface === 'individual') expect(textOf(r)).toMatch(/^validating "arguments": /);
    else expect(textOf(r)).toContain('per_page');
    expect(gitlabCalls()).toEqual([]);
  });

  it('E-54 documented numeric strings are converted where the schema is open', async () => {
    const r = await call('branch.list', { project_id: '42', per_page: '2' });
    if (surface === 'individual') {
      expect(textOf(r)).toMatch(/^validating "arguments": /);
    } else {
      expect(r.isError).toBeFalsy();
      expect((r.structuredContent?.pagination as { per_page: number }).per_page).toBe(2);
    }
  });

  it('A-14 discover_project.resolve maps a git remote to its project', async () => {
    const r = await call('discover_project.resolve', { remote_url: 'git@gitlab.example.com:acme/backend.git' });
    expect(r.isError).toBeFalsy();
    expect(r.structuredContent).toMatchObject({ project_id: 42, path_with_namespace: 'acme/backend', host_matches_instance: false });
  });

  it('A-35 branch.rule_list reads branch rules over GraphQL with forward-only cursors', async () => {
    const first = await call('branch.rule_list', { project_id: '42', first: 1 });
    expect(first.structuredContent).toMatchObject({ rules: [{ name: 'main', is_default: true }], page_info: { has_next_page: true } });
    const cursor = (first.structuredContent?.page_info as { end_cursor: string }).end_cursor;
    const second = await call('branch.rule_list', { project_id: 'acme/backend', first: 1, after: cursor });
    expect(second.structuredContent).toMatchObject({ rules: [{ name: 'release/*' }], page_info: { has_next_page: false } });
    expect(gitlabCalls()).toContain('POST /api/graphql');
  });
});
