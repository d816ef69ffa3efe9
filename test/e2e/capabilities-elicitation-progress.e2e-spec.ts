import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import { CallToolResultSchema, ElicitRequestSchema, type ElicitRequest, type ElicitResult } from '@modelcontextprotocol/sdk/types.js';
import { INITIALIZE, INITIALIZED, spawnRaw } from '../helpers/raw-stdio';
import { spawnServer, type SpawnedServer } from '../helpers/spawn-server';
import { textOf } from '../helpers/tool-text';

// Each test may spawn its own server; under a loaded machine start-up alone can take seconds.
jest.setTimeout(20_000);

type Answerer = (req: ElicitRequest['params']) => ElicitResult;
type Result = { isError?: boolean; structuredContent?: Record<string, unknown>; content: { type: string; text: string }[] };

const field = (req: ElicitRequest['params']): string => Object.keys((req as { requestedSchema: { properties: object } }).requestedSchema.properties)[0];

/** Answers each question from `values` by its field name; the final question (`confirm`) with `confirm`. */
const form =
  (values: Record<string, unknown>, confirm = true): Answerer =>
  (req) => {
    const name = field(req);
    if (name === 'confirm') return { action: 'accept', content: { confirm } };
    return { action: 'accept', content: name in values ? { [name]: values[name] as string } : {} };
  };

describe.each(['individual', 'dynamic'] as const)('A-64 E-61 E-62 guided flows by elicitation on the %s surface', (surface) => {
  let sim: GitlabSim;
  let server: SpawnedServer;
  let answer: Answerer;
  const asked: string[] = [];

  const issueCreate = (params: Record<string, unknown>): Promise<Result> =>
    (surface === 'dynamic'
      ? server.client.callTool({ name: 'gitlab_execute_action', arguments: { action: 'interactive.issue_create', params } })
      : server.client.callTool({ name: 'gitlab_interactive_issue_create', arguments: params })) as Promise<Result>;
  const posts = (): number => sim.requests.filter((r) => r.method === 'POST').length;

  beforeAll(async () => {
    sim = await startGitlabSim();
    server = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api, GITLAB_MCP_TOOL_SURFACE: surface }, capabilities: { elicitation: { form: {} } } });
    server.client.setRequestHandler(ElicitRequestSchema, async (req) => {
      asked.push(field(req.params));
      return answer(req.params);
    });
  });
  afterAll(async () => {
    await server.close();
    await sim.close();
  });
  beforeEach(() => {
    sim.reset();
    asked.length = 0;
  });

  it('A-64 asks each missing field, then confirms, then runs issue.create through the catalog', async () => {
    answer = form({ title: 'Dark mode', description: 'Please add a dark theme.', labels: 'feature,ui' });
    const r = await issueCreate({ project_id: '42' });
    expect(r.isError).toBeFalsy();
    expect(asked).toEqual(['title', 'description', 'labels', 'confidential', 'confirm']);
    expect(r.structuredContent).toMatchObject({ flow: 'interactive.issue_create', action: 'issue.create', result: { title: 'Dark mode', labels: ['feature', 'ui'] } });
    const post = sim.requests.filter((q) => q.method === 'POST');
    expect(post).toHaveLength(1);
    expect(post[0]).toMatchObject({ path: '/api/v4/projects/42/issues', body: { title: 'Dark mode', description: 'Please add a dark theme.', labels: 'feature,ui' } });
  });

  it('E-62 cancelling a field ends the flow and sends nothing', async () => {
    answer = (req) => (field(req) === 'description' ? { action: 'cancel' } : form({ title: 'x' })(req));
    const r = await issueCreate({ project_id: '42' });
    expect(textOf(r)).toBe('The confirmation was dismissed without an answer. Nothing was changed; you may ask again if the user still wants this.');
    expect(r.isError).toBe(true);
    expect(asked).toEqual(['title', 'description']);
    expect(posts()).toBe(0);
  });

  it('E-62 declining the final confirmation sends nothing; prefilled values are not asked', async () => {
    answer = (req) => (field(req) === 'confirm' ? { action: 'decline' } : form({})(req));
    const r = await issueCreate({ project_id: '42', title: 'Prefilled', description: 'd', labels: 'bug', confidential: false });
    expect(asked).toEqual(['confirm']);
    expect(textOf(r)).toBe('The user declined this operation. Do not retry it; ask what they would like instead.');
    expect(posts()).toBe(0);
  });

  it('E-62 accepting the confirmation without confirming is "Operation canceled by user."', async () => {
    answer = form({ title: 't' }, false);
    expect(textOf(await issueCreate({ project_id: '42' }))).toBe('Operation canceled by user.');
    expect(posts()).toBe(0);
  });
});

describe('A-64 the merge request, project and release wizards run their plain actions', () => {
  let sim: GitlabSim;
  let server: SpawnedServer;
  let answer: Answerer;
  const asked: string[] = [];

  beforeAll(async () => {
    sim = await startGitlabSim();
    server = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api, GITLAB_MCP_TOOL_SURFACE: 'individual' }, capabilities: { elicitation: { form: {} } } });
    server.client.setRequestHandler(ElicitRequestSchema, async (req) => {
      asked.push(field(req.params));
      return answer(req.params);
    });
  });
  afterAll(async () => {
    await server.close();
    await sim.close();
  });
  beforeEach(() => {
    sim.reset();
    asked.length = 0;
  });

  it('A-64 interactive.mr_create asks source, target, title, description, source-branch deletion, then runs merge_request.create', async () => {
    // feature/search: the simulator refuses a second open merge request from feature/login (!7 is open).
    answer = form({ source_branch: 'feature/search', target_branch: 'main', title: 'Add the login form', remove_source_branch: true });
    const r = (await server.client.callTool({ name: 'gitlab_interactive_mr_create', arguments: { project_id: '42' } })) as Result;
    expect(asked).toEqual(['source_branch', 'target_branch', 'title', 'description', 'remove_source_branch', 'confirm']);
    expect(r.isError).toBeFalsy();
    expect(r.structuredContent).toMatchObject({ flow: 'interactive.mr_create', action: 'merge_request.create', result: { title: 'Add the login form', source_branch: 'feature/search' } });
    expect(sim.requests.filter((q) => q.method === 'POST').map((q) => q.path)).toEqual(['/api/v4/projects/42/merge_requests']);
  });

  it('A-64 interactive.release_create asks tag, name and notes (and the ref), confirms, then runs release.create', async () => {
    answer = form({ tag_name: 'v9.9.0', name: 'Nine', description: 'Notes', ref: 'main' });
    const r = (await server.client.callTool({ name: 'gitlab_interactive_release_create', arguments: { project_id: '42' } })) as Result;
    expect(asked).toEqual(['tag_name', 'name', 'description', 'ref', 'confirm']);
    expect(r.isError).toBeFalsy();
    expect(r.structuredContent).toMatchObject({ flow: 'interactive.release_create', action: 'release.create', result: { tag_name: 'v9.9.0' } });
    expect(sim.requests.filter((q) => q.method === 'POST').map((q) => q.path)).toEqual(['/api/v4/projects/42/releases']);
  });

  it('A-64 interactive.project_create asks name, path, visibility, description, README and template, confirms, then runs project.create', async () => {
    answer = form({ name: 'Billing Service', path: 'billing-service', visibility: 'internal', description: 'Invoices and payments', initialize_with_readme: true });
    const r = (await server.client.callTool({ name: 'gitlab_interactive_project_create', arguments: {} })) as Result;
    expect(asked).toEqual(['name', 'path', 'visibility', 'description', 'initialize_with_readme', 'template_name', 'confirm']);
    expect(r.isError).toBeFalsy();
    expect(r.structuredContent).toMatchObject({ flow: 'interactive.project_create', action: 'project.create', result: { name: 'Billing Service', path: 'billing-service', visibility: 'internal' } });
    const post = sim.requests.filter((q) => q.method === 'POST');
    expect(post.map((q) => q.path)).toEqual(['/api/v4/projects']);
    expect(post[0]?.body).toMatchObject({ name: 'Billing Service', path: 'billing-service', visibility: 'internal', description: 'Invoices and payments', initialize_with_readme: true });
    expect(post[0]?.body).not.toHaveProperty('template_name');
  });

  it('A-64 interactive.project_create: prefilled values are not asked; the final question shows every value', async () => {
    const finals: string[] = [];
    answer = (req) => {
      if (field(req) === 'confirm') finals.push((req as { message: string }).message);
      return form({ template_name: 'express' })(req);
    };
    const r = (await server.client.callTool({ name: 'gitlab_interactive_project_create', arguments: { name: 'Shop', visibility: 'private', description: 'Web shop', initialize_with_readme: false, path: 'shop' } })) as Result;
    expect(asked).toEqual(['template_name', 'confirm']);
    expect(finals[0]).toContain('Create this project (project.create)?');
    expect(finals[0]).toContain('- template_name: express');
    expect(r.isError).toBeFalsy();
    expect(sim.requests.find((q) => q.method === 'POST')?.body).toMatchObject({ name: 'Shop', template_name: 'express', initialize_with_readme: false });
  });

  it('E-62 interactive.project_create: cancelling a question or declining the confirmation creates nothing', async () => {
    answer = (req) => (field(req) === 'visibility' ? { action: 'cancel' } : form({ name: 'Nope' })(req));
    const cancelled = (await server.client.callTool({ name: 'gitlab_interactive_project_create', arguments: {} })) as Result;
    expect(cancelled.isError).toBe(true);
    expect(textOf(cancelled)).toBe('The confirmation was dismissed without an answer. Nothing was changed; you may ask again if the user still wants this.');
    expect(asked).toEqual(['name', 'path', 'visibility']);
    asked.length = 0;
    answer = (req) => (field(req) === 'confirm' ? { action: 'decline' } : form({ name: 'Nope', visibility: 'private' })(req));
    const declined = (await server.client.callTool({ name: 'gitlab_interactive_project_create', arguments: {} })) as Result;
    expect(textOf(declined)).toBe('The user declined this operation. Do not retry it; ask what they would like instead.');
    expect(asked[asked.length - 1]).toBe('confirm');
    expect(sim.requests.filter((q) => q.method === 'POST')).toEqual([]);
  });
});

describe('A-64 guided flows without the elicitation capability', () => {
  it('A-64 a clear error naming the plain action; nothing sent', async () => {
    const sim = await startGitlabSim();
    const server = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api, GITLAB_MCP_TOOL_SURFACE: 'individual' } });
    try {
      const r = (await server.client.callTool({ name: 'gitlab_interactive_issue_create', arguments: { project_id: '42' } })) as Result;
      expect(r.isError).toBe(true);
      expect(textOf(r)).toContain('needs a client that supports MCP elicitation');
      expect(textOf(r)).toContain('Call the plain action issue.create instead');
      expect(sim.requests.filter((q) => q.method === 'POST')).toEqual([]);
    } finally {
      await server.close();
      await sim.close();
    }
  });

  it('A-14 read-only mode leaves the guided flows out', async () => {
    const sim = await startGitlabSim();
    const server = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api, GITLAB_MCP_TOOL_SURFACE: 'individual', GITLAB_MCP_READ_ONLY: 'true' } });
    try {
      expect((await server.client.listTools()).tools.map((t) => t.name).filter((n) => n.startsWith('gitlab_interactive'))).toEqual([]);
    } finally {
      await server.close();
      await sim.close();
    }
  });

  it('A-14 the individual surface has the four gitlab_interactive_* tools', async () => {
    const sim = await startGitlabSim();
    const server = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api, GITLAB_MCP_TOOL_SURFACE: 'individual' } });
    try {
      const names = (await server.client.listTools()).tools.map((t) => t.name).filter((n) => n.startsWith('gitlab_interactive'));
      expect(names.sort()).toEqual(['gitlab_interactive_issue_create', 'gitlab_interactive_mr_create', 'gitlab_interactive_project_create', 'gitlab_interactive_release_create']);
    } finally {
      await server.close();
      await sim.close();
    }
  });
});

/** Each guided flow, the plain action it ends with, the first field it asks given `project_id`, and that project. */
const FLOWS = [
  ['interactive.issue_create', 'issue.create', 'title', { project_id: '42' }],
  ['interactive.mr_create', 'merge_request.create', 'source_branch', { project_id: '42' }],
  ['interactive.project_create', 'project.create', 'name', {}],
  ['interactive.release_create', 'release.create', 'tag_name', { project_id: '42' }],
] as const;

/** A server whose client answers every question with `cancel`, recording the fields asked. */
async function cancellingServer(env: Record<string, string>): Promise<{ sim: GitlabSim; server: SpawnedServer; asked: string[] }> {
  const sim = await startGitlabSim();
  const server = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api, ...env }, capabilities: { elicitation: { form: {} } } });
  const asked: string[] = [];
  server.client.setRequestHandler(ElicitRequestSchema, async (req) => {
    asked.push(field(req.params));
    return { action: 'cancel' };
  });
  return { sim, server, asked };
}

describe('A-64 a flow whose plain action this configuration lacks', () => {
  it.each(FLOWS)('A-64 %s names %s before asking anything when GITLAB_MCP_EXCLUDE_TOOLS hides it', async (flow, action, _first, params) => {
    const { sim, server, asked } = await cancellingServer({ GITLAB_MCP_EXCLUDE_TOOLS: action });
    try {
      await expect(server.client.readResource({ uri: `gitlab://tools/${action}` })).rejects.toThrow();
      const r = (await server.client.callTool({ name: 'gitlab_execute_action', arguments: { action: flow, params } })) as Result;
      expect(r.isError).toBe(true);
      expect(textOf(r)).toBe(
        `${flow} cannot run: the action ${action} is not available in this configuration (read-only mode, a read_api token, the GitLab tier or GITLAB_MCP_EXCLUDE_TOOLS withholds it). Nothing was asked and nothing was created.`,
      );
      expect(asked).toEqual([]);
      expect(sim.requests.filter((q) => q.method === 'POST')).toEqual([]);
    } finally {
      await server.close();
      await sim.close();
    }
  });
});

describe('A-64 a flow whose plain action this configuration has', () => {
  it.each(FLOWS)('A-64 %s (ending with %s) asks its first field %s; the cancel ends it and nothing is sent', async (flow, action, first, params) => {
    const { sim, server, asked } = await cancellingServer({});
    try {
      await expect(server.client.readResource({ uri: `gitlab://tools/${action}` })).resolves.toBeDefined();
      const r = (await server.client.callTool({ name: 'gitlab_execute_action', arguments: { action: flow, params } })) as Result;
      expect(r.isError).toBe(true);
      expect(textOf(r)).toBe('The confirmation was dismissed without an answer. Nothing was changed; you may ask again if the user still wants this.');
      expect(asked).toEqual([first]);
      expect(sim.requests.filter((q) => q.method === 'POST')).toEqual([]);
    } finally {
      await server.close();
      await sim.close();
    }
  });
});

describe('A-63 progress notifications during tool calls', () => {
  it('A-63 the dispatcher reports start and end, in increasing order, before the result (raw stdio)', async () => {
    const sim = await startGitlabSim();
    const raw = spawnRaw({ GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api });
    try {
      raw.send(INITIALIZE);
      await raw.response(1);
      raw.send(INITIALIZED);
      raw.send({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'gitlab_execute_action', arguments: { action: 'branch.list', params: { project_id: '42' } }, _meta: { progressToken: 'p-1' } } });
      const result = (await raw.response(2)) as { result?: { isError?: boolean } };
      expect(result.result?.isError).toBeFalsy();
      const lines = raw.stdoutLines().map((l) => JSON.parse(l) as { id?: number; method?: string; params?: { progressToken?: string; progress: number; total?: number; message?: string } });
      const progress = lines.filter((m) => m.method === 'notifications/progress' && m.params?.progressToken === 'p-1').map((m) => m.params);
      expect(progress).toEqual([
        { progressToken: 'p-1', progress: 0, message: 'branch.list: started' },
        { progressToken: 'p-1', progress: 1, total: 1, message: 'branch.list: done' },
      ]);
      expect(lines.findIndex((m) => m.id === 2)).toBeGreaterThan(lines.findIndex((m) => m.params?.message === 'branch.list: done'));
    } finally {
      await raw.stop();
      await sim.close();
    }
  });

  it('A-63 the SDK client receives them through onprogress; a client\'s own progress notification is only logged', async () => {
    const sim = await startGitlabSim();
    const server = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api } });
    try {
      const seen: { progress: number; total?: number; message?: string }[] = [];
      const r = await server.client.callTool(
        { name: 'gitlab_execute_action', arguments: { action: 'branch.list', params: { project_id: '42' } } },
        CallToolResultSchema,
        { onprogress: (p) => seen.push(p) },
      );
      expect(r.isError).toBeFalsy();
      // The SDK client drops a notification that arrives in the same read as the response, so only the first is certain here.
      expect(seen[0]).toMatchObject({ progress: 0, message: 'branch.list: started' });
      await server.client.notification({ method: 'notifications/progress', params: { progressToken: 'client-side', progress: 1 } });
      expect((await server.client.callTool({ name: 'gitlab_execute_action', arguments: { action: 'server.status', params: {} } })).isError).toBeFalsy();
    } finally {
      await server.close();
      await sim.close();
    }
  });
});
