import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import { callAction, SURFACES, type Surface } from '../helpers/surface-calls';
import { spawnServer, type SpawnedServer } from '../helpers/spawn-server';
import { CLASSIFICATION, confirmationRefusal } from '../helpers/spec-strings';
import { textOf } from '../helpers/tool-text';

interface Result {
  isError?: boolean;
  structuredContent?: Record<string, unknown>;
  content: { type: string; text: string }[];
}

const TOKEN = 'whsec-4d1f0c9e-story-token';
const HEADER_VALUE = 'Bearer hdr-b7e2-story-value';
const VARIABLE_VALUE = 'var-0a93-story-value';
const SECRETS = [TOKEN, HEADER_VALUE, VARIABLE_VALUE];

/**
 * A webhook from start to finish, the way a model drives it: add one with a secret token and a
 * custom header, read it, list, edit, set a URL variable, send a test delivery, then delete it
 * (destructive: refused until confirmed). GitLab receives every secret; no result shows one back,
 * neither in the Markdown nor in structuredContent, and the server logs none.
 */
describe.each(SURFACES)('story: project webhook with secrets on the %s surface', (surface: Surface) => {
  let sim: GitlabSim;
  let server: SpawnedServer;
  let hookId = 0;
  const seen: string[] = [];
  const call = async (id: string, params: Record<string, unknown>, confirm?: boolean): Promise<Result> => {
    const r = (await callAction(server.client, surface, id, params, confirm)) as Result;
    seen.push(textOf(r), JSON.stringify(r.structuredContent ?? {}));
    return r;
  };
  const gitlabCalls = (): string[] => sim.requests.map((r) => `${r.method} ${r.path}`);

  beforeAll(async () => {
    sim = await startGitlabSim();
    server = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api, GITLAB_MCP_TOOL_SURFACE: surface } });
    await server.client.listTools();
  }, 30_000);
  afterAll(async () => {
    await server.close();
    await sim.close();
  });

  it('adds a webhook with a secret token and a custom header; GitLab gets them, the answer shows neither', async () => {
    sim.clearRequests();
    const r = await call('project.hook_add', {
      project_id: '42',
      url: 'https://deploy.example.com/gitlab',
      name: 'Deploy',
      push_events: true,
      pipeline_events: true,
      token: TOKEN,
      custom_headers: [{ key: 'Authorization', value: HEADER_VALUE }],
    });
    expect(r.isError).toBeFalsy();
    const sent = sim.requests.find((q) => q.method === 'POST' && q.path === '/api/v4/projects/42/hooks');
    expect(sent?.body).toMatchObject({ token: TOKEN, custom_headers: [{ key: 'Authorization', value: HEADER_VALUE }] });
    expect(r.structuredContent).toMatchObject({ name: 'Deploy', token_present: true, custom_headers: [{ key: 'Authorization' }], push_events: true, pipeline_events: true });
    hookId = r.structuredContent?.id as number;
    expect(hookId).toBeGreaterThan(1);
    const text = textOf(r);
    expect(text).toMatch(new RegExp(`^## Webhook added: ${hookId} \\(Deploy\\)\\n`));
    expect(text).toContain('- **Secret token**: set (write-only, not shown)');
    expect(text).toContain('- **Custom headers**: Authorization');
  });

  it('gets the webhook: header names only, the token as a flag', async () => {
    const r = await call('project.hook_get', { project_id: '42', hook_id: hookId });
    expect(r.isError).toBeFalsy();
    expect(r.structuredContent).toMatchObject({ id: hookId, url: 'https://deploy.example.com/gitlab', token_present: true, custom_headers: [{ key: 'Authorization' }] });
    expect(r.structuredContent).not.toHaveProperty('token');
    expect(textOf(r)).toContain('- **Events**: push, pipeline');
  });

  it('lists the seeded webhook and the new one', async () => {
    const r = await call('project.hook_list', { project_id: '42' });
    expect(r.isError).toBeFalsy();
    expect((r.structuredContent?.hooks as { id: number }[]).map((h) => h.id)).toEqual([1, hookId]);
    expect(r.structuredContent?.pagination).toMatchObject({ page: 1, total_items: 2, has_more: false });
    expect(textOf(r)).toMatch(/^## Webhooks of project 42\n\n\| ID \| Name \| URL \| Events \| Status \|/);
  });

  it('edits the events and sets a URL variable whose value stays write-only', async () => {
    const edited = await call('project.hook_edit', { project_id: '42', hook_id: hookId, pipeline_events: false, tag_push_events: true, push_events_branch_filter: 'main' });
    expect(edited.isError).toBeFalsy();
    expect(edited.structuredContent).toMatchObject({ pipeline_events: false, tag_push_events: true, push_events_branch_filter: 'main', token_present: true });
    const variable = await call('project.hook_set_url_variable', { project_id: '42', hook_id: hookId, key: 'stage', value: VARIABLE_VALUE });
    expect(variable.isError).toBeFalsy();
    expect(variable.structuredContent).toMatchObject({ hook_id: hookId, key: 'stage' });
    const r = await call('project.hook_get', { project_id: '42', hook_id: hookId });
    expect(r.structuredContent).toMatchObject({ url_variables: [{ key: 'stage' }] });
    expect(textOf(r)).toContain('- **Push branch filter**: main (wildcard)');
  });

  it('sends a test delivery', async () => {
    const r = await call('project.hook_test', { project_id: '42', hook_id: hookId, trigger: 'push_events' });
    expect(r.isError).toBeFalsy();
    expect(r.structuredContent).toMatchObject({ hook_id: hookId, trigger: 'push_events', message: '201 Created' });
    expect(textOf(r)).toMatch(/^## Test delivery of webhook \d+\n/);
  });

  it('A-30 E-61 deleting is refused without confirmation and nothing reaches GitLab; confirmed, the webhook is gone', async () => {
    sim.clearRequests();
    const refused = await call('project.hook_delete', { project_id: '42', hook_id: hookId });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toBe(confirmationRefusal(surface, 'project.hook_delete'));
    expect(gitlabCalls()).toEqual([]);
    const r = await call('project.hook_delete', { project_id: '42', hook_id: hookId }, true);
    expect(r.isError).toBeFalsy();
    expect(gitlabCalls()).toEqual([`DELETE /api/v4/projects/42/hooks/${hookId}`]);
    expect(textOf(r)).toMatch(new RegExp(`^## Webhook ${hookId} deleted`));
    const gone = await call('project.hook_get', { project_id: '42', hook_id: hookId });
    expect(gone.isError).toBe(true);
    expect(textOf(gone)).toBe(`hookGet: ${CLASSIFICATION[404]}. Suggestion: the project or webhook may not exist; use project.hook_list to see the webhook IDs: 404 Not Found`);
  });

  it('no result text, no structuredContent and no server log line carried a secret', () => {
    expect(seen.length).toBeGreaterThan(10);
    for (const secret of SECRETS) {
      expect(seen.filter((s) => s.includes(secret))).toEqual([]);
      expect(server.stderr()).not.toContain(secret);
    }
  });
});
