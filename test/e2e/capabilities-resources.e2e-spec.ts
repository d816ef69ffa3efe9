import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { spawnServer, type SpawnedServer } from '../helpers/spawn-server';

// Each test may spawn its own server; under a loaded machine start-up alone can take seconds.
jest.setTimeout(20_000);

const PAGE_INFO = 'io.github.jmrplens/pageInfo';
const GUIDES = ['git-workflow', 'merge-request-hygiene', 'conventional-commits', 'code-review', 'pipeline-troubleshooting'];

type Contents = { uri: string; mimeType?: string; text?: string; _meta?: Record<string, unknown> };
const read = async (client: Client, uri: string): Promise<{ contents: Contents[]; _meta?: Record<string, unknown> }> =>
  (await client.readResource({ uri })) as { contents: Contents[]; _meta?: Record<string, unknown> };
const jsonOf = async (client: Client, uri: string): Promise<Record<string, unknown>> => JSON.parse((await read(client, uri)).contents[0].text!) as Record<string, unknown>;

describe('A-60 A-34 resources over stdio against the simulator', () => {
  let sim: GitlabSim;
  let server: SpawnedServer;

  beforeAll(async () => {
    sim = await startGitlabSim();
    server = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api, GITLAB_MCP_TOOL_SURFACE: 'meta' } });
  });
  afterAll(async () => {
    await server.close();
    await sim.close();
  });
  beforeEach(() => sim.reset());

  it('A-60 declares resources, prompts and completions, and lists the fixed resources and guides', async () => {
    expect(server.client.getServerCapabilities()).toMatchObject({ tools: { listChanged: true }, resources: { subscribe: true }, prompts: {}, completions: {} });
    const { resources } = await server.client.listResources();
    expect(resources.map((r) => r.uri)).toEqual(['gitlab://user/current', 'gitlab://groups', 'gitlab://tools', ...GUIDES.map((g) => `gitlab://guides/${g}`)]);
  });

  it('A-60 lists the URI templates of the actions this server has, plus gitlab://tools/{id}', async () => {
    const { resourceTemplates } = await server.client.listResourceTemplates();
    const uris = resourceTemplates.map((t) => t.uriTemplate);
    expect(uris).toEqual(
      expect.arrayContaining([
        'gitlab://project/{project_id}',
        'gitlab://project/{project_id}/branches',
        'gitlab://project/{project_id}/issues',
        'gitlab://project/{project_id}/branch/{branch}',
        'gitlab://project/{project_id}/issue/{issue_iid}',
        'gitlab://tools/{id}',
      ]),
    );
    expect(resourceTemplates.every((t) => t.mimeType === 'application/json')).toBe(true);
  });

  it('A-60 gitlab://user/current is the token\'s user', async () => {
    expect(await jsonOf(server.client, 'gitlab://user/current')).toMatchObject({ id: 1, username: 'demo' });
  });

  it('A-34 gitlab://groups is one page with io.github.jmrplens/pageInfo (returned, total when GitLab sent it, complete)', async () => {
    const groups = [{ id: 11, full_path: 'acme' }, { id: 12, full_path: 'ops' }];
    sim.faults.add({ method: 'GET', path: '/api/v4/groups', status: 200, body: groups, headers: { 'x-total': '2', 'x-page': '1', 'x-per-page': '100', 'x-total-pages': '1', 'x-next-page': '' } });
    const r = await read(server.client, 'gitlab://groups');
    expect(JSON.parse(r.contents[0].text!)).toEqual({ groups });
    expect(r._meta?.[PAGE_INFO]).toEqual({ returned: 2, total: 2, complete: true });
    expect(sim.requests.find((q) => q.path === '/api/v4/groups')?.query).toMatchObject({ per_page: '100' });
  });

  it('A-34 a page without a total omits it and says whether more exist', async () => {
    const groups = Array.from({ length: 100 }, (_, i) => ({ id: i + 1, full_path: `g${i}` }));
    sim.faults.add({ method: 'GET', path: '/api/v4/groups', status: 200, body: groups, headers: { 'x-page': '1', 'x-per-page': '100', 'x-next-page': '2' } });
    const r = await read(server.client, 'gitlab://groups');
    expect(r._meta?.[PAGE_INFO]).toEqual({ returned: 100, complete: false });
  });

  it('A-60 gitlab://tools lists the meta surface\'s tools and the actions behind each', async () => {
    const manifest = await jsonOf(server.client, 'gitlab://tools');
    expect(manifest.surface).toBe('meta');
    const tools = manifest.tools as { name: string; description: string; actions: string[] }[];
    expect(tools.find((t) => t.name === 'gitlab_branch')?.actions).toEqual(expect.arrayContaining(['branch.get', 'branch.list', 'branch.delete']));
    expect(tools.find((t) => t.name === 'gitlab_issue')?.description).toBeTruthy();
  });

  it.each(['branch.get', 'gitlab_branch/get', 'gitlab_branch_get'])('A-60 gitlab://tools/%s is the schema of branch.get', async (id) => {
    const detail = await jsonOf(server.client, `gitlab://tools/${encodeURIComponent(id)}`);
    expect(detail).toMatchObject({ id: 'branch.get', read_only: true, destructive: false, call: { tool: 'gitlab_branch', arguments: { action: 'get' } } });
    expect((detail.input_schema as { required: string[] }).required).toEqual(['project_id', 'branch']);
  });

  it('A-60 an unknown tool id is resource-not-found (-32002)', async () => {
    await expect(read(server.client, 'gitlab://tools/branch.nope')).rejects.toMatchObject({ code: -32002 });
  });

  it.each(GUIDES)('A-60 the %s guide is Markdown we wrote', async (g) => {
    const r = await read(server.client, `gitlab://guides/${g}`);
    expect(r.contents[0].mimeType).toBe('text/markdown');
    expect(r.contents[0].text).toMatch(/^# /);
    expect(r.contents[0].text!.length).toBeGreaterThan(800);
  });

  it('A-60 gitlab://project/{project_id} is project.get\'s JSON, read through the catalog', async () => {
    const project = await jsonOf(server.client, 'gitlab://project/acme%2Fbackend');
    expect(project).toMatchObject({ id: 42, path_with_namespace: 'acme/backend' });
    expect(sim.requests.map((q) => q.path)).toContain('/api/v4/projects/acme%2Fbackend');
  });

  it('A-60 gitlab://project/{project_id}/branch/{branch} and /issue/{issue_iid} are single objects', async () => {
    expect(await jsonOf(server.client, 'gitlab://project/42/branch/feature%2Flogin')).toMatchObject({ name: 'feature/login' });
    expect(await jsonOf(server.client, 'gitlab://project/42/issue/1')).toMatchObject({ iid: 1, title: 'Login page returns 500 on empty password' });
  });

  it('A-34 collection templates ask for 100 items and carry the page information', async () => {
    const branches = await read(server.client, 'gitlab://project/42/branches');
    const body = JSON.parse(branches.contents[0].text!) as { branches: { name: string }[] };
    expect(body.branches.map((b) => b.name)).toEqual(expect.arrayContaining(['main', 'develop', 'feature/login']));
    expect(branches._meta?.[PAGE_INFO]).toEqual({ returned: body.branches.length, total: body.branches.length, complete: true });
    const issues = await read(server.client, 'gitlab://project/42/issues');
    expect(issues._meta?.[PAGE_INFO]).toMatchObject({ returned: 5, complete: true });
    expect(sim.requests.filter((q) => q.path.endsWith('/issues')).map((q) => q.query.per_page)).toEqual(['100']);
  });

  it('A-60 a repository file resource decodes a small text file (large or binary files come as metadata only)', async () => {
    const file = await jsonOf(server.client, 'gitlab://project/42/file/main/README.md');
    expect(file).toMatchObject({ file_path: 'README.md', encoding: 'text', content: expect.stringContaining('#') });
  });

  it('A-60 a GitLab 404 behind a template is resource-not-found', async () => {
    await expect(read(server.client, 'gitlab://project/42/issue/999')).rejects.toMatchObject({ code: -32002 });
  });
});

describe('A-60 GITLAB_MCP_CAPABILITY_SURFACE=minimal keeps only the tools manifest', () => {
  it('lists gitlab://tools only, no templates, no prompts, no subscriptions', async () => {
    const sim = await startGitlabSim();
    const server = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api, GITLAB_MCP_CAPABILITY_SURFACE: 'minimal' } });
    try {
      const caps = server.client.getServerCapabilities();
      expect(caps).toEqual({ tools: { listChanged: true }, resources: {} });
      expect((await server.client.listResources()).resources.map((r) => r.uri)).toEqual(['gitlab://tools']);
      expect((await server.client.listResourceTemplates()).resourceTemplates).toEqual([]);
      const manifest = await jsonOf(server.client, 'gitlab://tools');
      expect(manifest).toMatchObject({ surface: 'dynamic', tools: [{ name: 'gitlab_find_action', actions: [] }, { name: 'gitlab_execute_action' }] });
      await expect(read(server.client, 'gitlab://guides/git-workflow')).rejects.toMatchObject({ code: -32002 });
      await expect(server.client.listPrompts()).rejects.toMatchObject({ code: -32601 });
    } finally {
      await server.close();
      await sim.close();
    }
  });
});

describe('A-60 A-61 A-62 GITLAB_MCP_EXCLUDE_TOOLS also hides resources, prompts and completions', () => {
  it('excluding issue.list and branch.get drops their templates and the prompts that need issue.list', async () => {
    const sim = await startGitlabSim();
    const server = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api, GITLAB_MCP_EXCLUDE_TOOLS: 'issue.list,branch.get' } });
    try {
      const uris = (await server.client.listResourceTemplates()).resourceTemplates.map((t) => t.uriTemplate);
      expect(uris).toContain('gitlab://project/{project_id}/issue/{issue_iid}');
      expect(uris).not.toContain('gitlab://project/{project_id}/issues');
      expect(uris).not.toContain('gitlab://project/{project_id}/branch/{branch}');
      await expect(read(server.client, 'gitlab://project/42/issues')).rejects.toMatchObject({ code: -32002 });
      const prompts = (await server.client.listPrompts()).prompts.map((p) => p.name);
      for (const needsIssues of ['project_health_check', 'label_distribution', 'stale_items_report', 'unassigned_items', 'milestone_progress', 'project_activity_report', 'daily_standup', 'team_member_workload', 'user_stats']) {
        expect(prompts).not.toContain(needsIssues);
      }
      expect(prompts).toEqual(expect.arrayContaining(['summarize_open_mrs', 'review_mr', 'release_cadence']));
      const c = await server.client.complete({ ref: { type: 'ref/resource', uri: 'gitlab://project/{project_id}/issue/{issue_iid}' }, argument: { name: 'issue_iid', value: '' }, context: { arguments: { project_id: '42' } } });
      expect(c.completion).toEqual({ values: [], total: 0, hasMore: false });
    } finally {
      await server.close();
      await sim.close();
    }
  });
});
