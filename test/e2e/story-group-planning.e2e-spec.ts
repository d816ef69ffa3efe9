import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import { callAction, SURFACES, type Surface } from '../helpers/surface-calls';
import { spawnServer, type SpawnedServer } from '../helpers/spawn-server';
import { textOf } from '../helpers/tool-text';

interface Result {
  isError?: boolean;
  structuredContent?: Record<string, unknown>;
  content: { type: string; text: string }[];
}

interface IssueOut {
  iid: number;
  project_id: number;
  title: string;
  state: string;
  labels: string[];
  milestone: { id: number; title: string } | null;
}

/**
 * Planning across a group the way a model does it: a group label and a group milestone in acme,
 * one issue in each of its projects acme/backend (42) and acme/frontend (43) carrying both, the
 * frontend one closed (the seed gives acme the milestone Q2 release, iid 1, with no issues); then the milestone's issues and burndown, the milestone as a resource by its
 * IID, and the group_milestone_progress prompt. Every expected value comes from what the story did.
 */
describe.each(SURFACES)('story: group planning with a group label and milestone on the %s surface', (surface: Surface) => {
  let sim: GitlabSim;
  let server: SpawnedServer;
  const milestone = { id: 0, iid: 0 };
  const issues: { project_id: string; iid: number; title: string }[] = [];
  const call = (id: string, params: Record<string, unknown>): Promise<Result> => callAction(server.client, surface, id, params) as Promise<Result>;
  const ok = async (id: string, params: Record<string, unknown>): Promise<Record<string, unknown>> => {
    const r = await call(id, params);
    expect({ id, isError: r.isError ?? false, text: r.isError ? textOf(r) : '' }).toEqual({ id, isError: false, text: '' });
    return r.structuredContent ?? {};
  };

  beforeAll(async () => {
    sim = await startGitlabSim({ plan: 'premium' });
    server = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api, GITLAB_MCP_TOOL_SURFACE: surface, GITLAB_MCP_TIER: 'premium' } });
    await server.client.listTools();
  }, 30_000);
  afterAll(async () => {
    await server.close();
    await sim.close();
  });

  it('group.group_label_create and group.group_milestone_create plan in acme', async () => {
    const label = await ok('group.group_label_create', { group_id: 'acme', name: 'cross-team', color: '#5843AD', description: 'Needs both teams' });
    expect(label).toMatchObject({ name: 'cross-team', color: '#5843AD', description: 'Needs both teams', subscribed: false });
    const m = await ok('group.group_milestone_create', { group_id: 'acme', title: 'Launch', start_date: '2031-01-05', due_date: '2031-02-27' });
    // The seed has acme's milestone Q2 release (iid 1): the new one is iid 2.
    expect(m).toMatchObject({ iid: 2, group_id: 10, title: 'Launch', state: 'active', start_date: '2031-01-05', due_date: '2031-02-27' });
    milestone.id = m['id'] as number;
    milestone.iid = m['iid'] as number;
    const again = await call('group.group_label_create', { group_id: 'acme', name: 'cross-team', color: 'red' });
    expect(again.isError).toBe(true);
    expect(textOf(again)).toContain('Label already exists');
  });

  it('issue.create in two projects of the group takes the group label and milestone; issue.update closes one', async () => {
    for (const [project_id, title] of [['acme/backend', 'Launch API'], ['acme/frontend', 'Launch page']] as const) {
      const created = (await ok('issue.create', { project_id, title, labels: 'cross-team', milestone_id: milestone.id })) as unknown as IssueOut;
      expect(created).toMatchObject({ title, labels: ['cross-team'], milestone: { id: milestone.id, title: 'Launch' } });
      issues.push({ project_id, iid: created.iid, title });
    }
    const [, frontend] = issues;
    const closed = await ok('issue.update', { project_id: frontend?.project_id, issue_iid: frontend?.iid, state_event: 'close' });
    expect(closed).toMatchObject({ state: 'closed' });
    const labels = await ok('group.group_label_list', { group_id: 'acme', search: 'cross', with_counts: true });
    expect(labels['labels']).toEqual([expect.objectContaining({ name: 'cross-team', open_issues_count: 1, closed_issues_count: 1 })]);
  });

  it('group.group_milestone_issues and group.group_milestone_burndown show what the story did', async () => {
    const out = await ok('group.group_milestone_issues', { group_id: 'acme', milestone_id: milestone.id });
    const listed = (out['issues'] as IssueOut[]).map((i) => [i.title, i.state]).sort();
    expect(listed).toEqual([['Launch API', 'opened'], ['Launch page', 'closed']]);
    const burndown = await ok('group.group_milestone_burndown', { group_id: 'acme', milestone_id: milestone.id });
    const events = burndown['events'] as { action: string }[];
    expect(events.map((e) => e.action).sort()).toEqual(['closed', 'created', 'created']);
    expect(events[events.length - 1]?.action).toBe('closed');
  });

  it('A-60 gitlab://group/acme/milestone/{iid} reads the milestone by its IID', async () => {
    const uri = `gitlab://group/acme/milestone/${milestone.iid}`;
    const read = (await server.client.readResource({ uri })) as { contents: { uri: string; text: string }[] };
    expect(read.contents[0]?.uri).toBe(uri);
    expect(JSON.parse(read.contents[0]?.text ?? '{}')).toMatchObject({ id: milestone.id, iid: milestone.iid, title: 'Launch', group_id: 10 });
    await expect(server.client.readResource({ uri: `gitlab://group/acme/milestone/${milestone.iid + 50}` })).rejects.toThrow();
  });

  it('A-61 group_milestone_progress reports the milestone with 1 of its 2 issues closed', async () => {
    const prompt = await server.client.getPrompt({ name: 'group_milestone_progress', arguments: { group_id: 'acme' } });
    const text = prompt.messages.map((m) => (m.content.type === 'text' ? m.content.text : '')).join('\n');
    expect(text).toContain('### Milestone Launch: 1/2 closed (50%), due 2031-02-27');
    const [backend] = issues;
    expect(text).toContain(`#${backend?.iid} Launch API`);
  });
});
