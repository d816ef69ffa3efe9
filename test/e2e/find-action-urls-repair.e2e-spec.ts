import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import { spawnServer, type SpawnedServer } from '../helpers/spawn-server';
import { textOf } from '../helpers/tool-text';

jest.setTimeout(120_000);

interface FoundAction {
  readonly id: string;
  readonly params_from_url?: Record<string, unknown>;
}
interface Found {
  readonly actions: FoundAction[];
  readonly related?: string[];
}

/** The issue's URL-first input and parameter repair, driven through the SDK client on the dynamic surface. */
describe('issue 14 URL-first input and parameter repair (dynamic surface, stdio)', () => {
  let sim: GitlabSim;
  let server: SpawnedServer;
  const call = (name: string, args: Record<string, unknown>) => server.client.callTool({ name, arguments: args });
  const find = async (query: string): Promise<{ found: Found; text: string }> => {
    const r = await call('gitlab_find_action', { query });
    return { found: r.structuredContent as unknown as Found, text: textOf(r) };
  };
  const execute = (action: string, params: Record<string, unknown>, extra: Record<string, unknown> = {}) => call('gitlab_execute_action', { action, params, ...extra });

  beforeAll(async () => {
    sim = await startGitlabSim();
    server = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api } });
  });
  afterAll(async () => {
    await server?.close();
    await sim?.close();
  });
  beforeEach(() => sim.clearRequests());

  it('A-11 a merge request URL GitLab returned finds merge_request.get first, with project_id and merge_request_iid filled in', async () => {
    const listed = await execute('merge_request.list', { project_id: 'acme/backend' });
    const webUrl = (listed.structuredContent as { merge_requests: { iid: number; web_url: string }[] }).merge_requests.find((m) => m.iid === 7)?.web_url;
    expect(webUrl).toBe(`${sim.url}/acme/backend/-/merge_requests/7`);
    const { found, text } = await find(String(webUrl));
    expect(found.actions[0].id).toBe('merge_request.get');
    expect(found.actions[0].params_from_url).toEqual({ project_id: 'acme/backend', merge_request_iid: 7 });
    expect(text).toContain(`Run it with gitlab_execute_action {"action":"merge_request.get","params":{"project_id":"acme/backend","merge_request_iid":7}}.`);
  });

  it('A-11 a pipeline, job, issue and file URL each put the action on that object first', async () => {
    const cases: [string, string, Record<string, unknown>][] = [
      [`${sim.url}/acme/backend/-/pipelines/881`, 'pipeline.get', { project_id: 'acme/backend', pipeline_id: 881 }],
      [`${sim.url}/acme/backend/-/jobs/5`, 'job.get', { project_id: 'acme/backend', job_id: 5 }],
      [`${sim.url}/acme/backend/-/issues/1`, 'issue.get', { project_id: 'acme/backend', issue_iid: 1 }],
      [`${sim.url}/acme/backend/-/blob/main/README.md#L3`, 'repository.file_get', { project_id: 'acme/backend', ref: 'main', file_path: 'README.md' }],
    ];
    for (const [url, id, params] of cases) {
      const { found } = await find(url);
      expect([url, found.actions[0].id, found.actions[0].params_from_url]).toEqual([url, id, params]);
    }
  });

  it('A-11 a question around a URL keeps its verb: "retry the failed jobs of <pipeline URL>" finds pipeline.retry with the pipeline filled in', async () => {
    const { found } = await find(`retry the failed jobs of ${sim.url}/acme/backend/-/pipelines/881`);
    expect(found.actions[0].id).toBe('pipeline.retry');
    expect(found.actions[0].params_from_url).toEqual({ project_id: 'acme/backend', pipeline_id: 881 });
  });

  it('A-11 a URL of another GitLab fills nothing in and says so', async () => {
    const { found, text } = await find('https://gitlab.other.org/acme/backend/-/merge_requests/7');
    expect(found.actions[0].params_from_url).toBeUndefined();
    expect(text).toContain(`The URL in the request is on gitlab.other.org, but this server works with the GitLab at ${sim.url}: its IDs are not filled in.`);
  });

  it('A-11 the first match comes with related actions on the same object (the diff beside the inline thread)', async () => {
    const { found, text } = await find('mr_review.changes_get');
    expect(found.actions[0].id).toBe('mr_review.changes_get');
    expect(found.related?.length).toBeGreaterThan(0);
    expect(found.related).toContain('mr_review.discussion_create');
    expect(text).toContain('Often used with `mr_review.changes_get`:');
  });

  it('A-11 gitlab_execute_action reads a merge request URL given as project_id: GitLab is asked for that merge request', async () => {
    const r = await execute('merge_request.get', { project_id: `${sim.url}/acme/backend/-/merge_requests/7` });
    expect(r.isError).toBeFalsy();
    expect(textOf(r)).toContain('Add login form');
    expect(sim.requests.map((q) => `${q.method} ${q.path}`)).toContain('GET /api/v4/projects/acme%2Fbackend/merge_requests/7');
  });

  it('A-11 a URL given as merge_request_iid works too, and one that contradicts merge_request_iid is refused before GitLab is asked', async () => {
    expect((await execute('merge_request.get', { merge_request_iid: `${sim.url}/acme/backend/-/merge_requests/8` })).isError).toBeFalsy();
    sim.clearRequests();
    const r = await execute('merge_request.get', { project_id: `${sim.url}/acme/backend/-/merge_requests/7`, merge_request_iid: 8 });
    expect(r.isError).toBe(true);
    expect(textOf(r)).toBe(`${await operationOf('merge_request.get')}: merge_request_iid is 8 but the URL given as project_id says 7; send one of them`);
    expect(sim.requests.filter((q) => q.path.includes('merge_requests'))).toEqual([]);
  });

  it('A-11 a URL of another host as project_id is refused with what to send instead', async () => {
    const r = await execute('project.get', { project_id: 'https://gitlab.other.org/acme/backend' });
    expect(textOf(r)).toBe(`projectGet: project_id is a URL of gitlab.other.org, but this server works with the GitLab at ${new URL(sim.url).host}; send project_id itself or a URL of ${new URL(sim.url).host}`);
  });

  it('E-50 parameters written beside "action": the spec\'s refusal, then the corrected call', async () => {
    const r = await call('gitlab_execute_action', { action: 'branch.list', project_id: 'acme/backend' });
    expect(r.isError).toBe(true);
    const [first, ...rest] = textOf(r).split('\n');
    expect(first.startsWith('validating "arguments":')).toBe(true);
    expect(rest.at(-1)).toBe('Action parameters go inside "params", not beside "action": {"action":"branch.list","params":{"project_id":"acme/backend"}}');
  });

  it('E-51 "confirm" inside params: the spec\'s text, then where confirm goes; nothing is deleted', async () => {
    const r = await execute('branch.delete', { project_id: 'acme/backend', branch: 'fix/typo', confirm: true });
    expect(textOf(r)).toBe(
      [
        'gitlab_execute_action/branch.delete: invalid params.',
        'Unknown params: confirm',
        `Valid params: ${(await validParams('branch.delete')).join(', ')}`,
        '"confirm" is not a parameter of the action: send it at the top level, beside "action" and "params": {"action": "branch.delete", "params": {...}, "confirm": true}, and only after the user approved.',
      ].join('\n'),
    );
    expect(sim.requests.filter((q) => q.method === 'DELETE')).toEqual([]);
  });

  it("E-51 GitLab's own name for a parameter (branch for branch_name) gets a rename line", async () => {
    const r = await execute('branch.create', { project_id: 'acme/backend', branch: 'release-2.0', ref: 'main' });
    const lines = textOf(r).split('\n');
    expect(lines[0]).toBe('gitlab_execute_action/branch.create: invalid params.');
    expect(lines).toContain('Missing required params: branch_name');
    expect(lines.at(-1)).toBe("branch.create names these differently from GitLab's API; rename branch → branch_name.");
  });

  it('E-54 usernames where user IDs are expected are looked up; a comma list becomes the array GitLab takes', async () => {
    const r = await execute('issue.create', { project_id: 'acme/backend', title: 'Assign by username', assignee_ids: '@bob, alice' });
    expect(r.isError).toBeFalsy();
    const post = sim.requests.find((q) => q.method === 'POST' && q.path === '/api/v4/projects/acme%2Fbackend/issues');
    expect((post?.body as { assignee_ids?: unknown }).assignee_ids).toEqual([4, 3]);
    expect(sim.requests.filter((q) => q.path === '/api/v4/users').map((q) => q.query.username)).toEqual(['bob', 'alice']);
  });

  it('E-54 a username no user has is refused with the action that finds users, before anything is written', async () => {
    const r = await execute('issue.create', { project_id: 'acme/backend', title: 'Nobody', assignee_ids: ['@nobody-here'] });
    expect(textOf(r)).toBe('issueCreate: assignee_ids takes numeric user IDs, and no GitLab user has the username "nobody-here"; find the user with user.list {"search": "nobody-here"} and send its id');
    expect(sim.requests.filter((q) => q.method === 'POST')).toEqual([]);
  });

  it('E-51 E-54 a call the decoder refuses (an unknown parameter) looks no username up: the refusal comes first, GitLab is not asked', async () => {
    const before = sim.requests.filter((q) => q.path === '/api/v4/users').length;
    const r = await execute('issue.create', { project_id: 'acme/backend', title: 'Typo', assignee_ids: '@bob', labelz: 'bug' });
    expect(textOf(r).split('\n')[0]).toBe('gitlab_execute_action/issue.create: invalid params.');
    expect(sim.requests.filter((q) => q.path === '/api/v4/users').length).toBe(before);
    expect(sim.requests.filter((q) => q.method === 'POST')).toEqual([]);
  });

  /** The operation name an action's refusals start with, read from its E-55 refusal of a zero IID. */
  async function operationOf(id: string): Promise<string> {
    const text = textOf(await execute(id, { project_id: 'acme/backend', merge_request_iid: 0 }));
    expect(text).toMatch(/^\w+: merge_request_iid is required \(must be > 0\)/);
    return text.split(':')[0];
  }

  /** The action's parameters, read from the catalog as a client sees it (find_action with the exact ID). */
  async function validParams(id: string): Promise<string[]> {
    return (await find(id)).found.actions[0] ? ((await call('gitlab_find_action', { query: id })).structuredContent as { actions: { params: string[] }[] }).actions[0].params : [];
  }
});
