import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ResourceUpdatedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { spawnServer, type SpawnedServer } from '../helpers/spawn-server';
import { until } from '../helpers/wait-for';

jest.setTimeout(20_000);

const PAGE_INFO = 'io.github.jmrplens/pageInfo';

type Read = { contents: { uri: string; mimeType?: string; text?: string }[]; _meta?: Record<string, unknown> };
const read = async (client: Client, uri: string): Promise<Read> => (await client.readResource({ uri })) as Read;
const jsonOf = async (client: Client, uri: string): Promise<Record<string, unknown>> => JSON.parse((await read(client, uri)).contents[0].text!) as Record<string, unknown>;

/**
 * The URI templates of resources.tsv that the wave-2 domains (project collaboration, pipelines,
 * jobs, environments, feature flags) bring to life: each read through the catalog, and the
 * pipeline-jobs list subscribed to (A-65's third single-parent list).
 */
describe('A-60 A-34 A-65 resource templates of the project, CI and deployment domains', () => {
  let sim: GitlabSim;
  let server: SpawnedServer;
  const updated: string[] = [];

  beforeAll(async () => {
    sim = await startGitlabSim();
    server = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api, GITLAB_MCP_SUBSCRIPTION_POLL_INTERVAL: '100ms' } });
    server.client.setNotificationHandler(ResourceUpdatedNotificationSchema, async (n) => void updated.push(n.params.uri));
  });
  afterAll(async () => {
    await server.close();
    await sim.close();
  });

  it('A-60 lists every template whose action now exists', async () => {
    const { resourceTemplates } = await server.client.listResourceTemplates();
    expect(resourceTemplates.map((t) => t.uriTemplate)).toEqual(
      expect.arrayContaining([
        'gitlab://project/{project_id}/members',
        'gitlab://project/{project_id}/labels',
        'gitlab://project/{project_id}/milestones',
        'gitlab://project/{project_id}/label/{label_id}',
        'gitlab://project/{project_id}/milestone/{milestone_iid}',
        'gitlab://project/{project_id}/board/{board_id}',
        'gitlab://project/{project_id}/deployment/{deployment_id}',
        'gitlab://project/{project_id}/environment/{environment_id}',
        'gitlab://project/{project_id}/job/{job_id}',
        'gitlab://project/{project_id}/feature_flag/{name}',
        'gitlab://project/{project_id}/pipelines/latest',
        'gitlab://project/{project_id}/pipeline/{pipeline_id}',
        'gitlab://project/{project_id}/pipeline/{pipeline_id}/jobs',
      ]),
    );
  });

  it('A-34 the project collections are one page with the page information', async () => {
    const members = await read(server.client, 'gitlab://project/42/members');
    const body = JSON.parse(members.contents[0].text!) as { members: { username: string }[] };
    expect(body.members.map((m) => m.username)).toEqual(expect.arrayContaining(['demo', 'alice']));
    expect(members._meta?.[PAGE_INFO]).toMatchObject({ returned: body.members.length, complete: true });
    const labels = JSON.parse((await read(server.client, 'gitlab://project/42/labels')).contents[0].text!) as { labels: { name: string }[] };
    expect(labels.labels.map((l) => l.name)).toEqual(expect.arrayContaining(['bug', 'feature']));
    const milestones = JSON.parse((await read(server.client, 'gitlab://project/42/milestones')).contents[0].text!) as { milestones: { title: string }[] };
    expect(milestones.milestones.map((m) => m.title)).toEqual(expect.arrayContaining(['v1.0', 'v1.1']));
  });

  it('A-60 single objects: label, milestone, board, environment, deployment, feature flag', async () => {
    expect(await jsonOf(server.client, 'gitlab://project/42/label/2')).toMatchObject({ id: 2, name: 'bug' });
    expect(await jsonOf(server.client, 'gitlab://project/42/milestone/1')).toMatchObject({ iid: 1, title: 'v1.0' });
    expect(await jsonOf(server.client, 'gitlab://project/42/board/1')).toMatchObject({ id: 1, name: 'Development' });
    expect(await jsonOf(server.client, 'gitlab://project/42/environment/1')).toMatchObject({ id: 1, name: 'production' });
    expect(await jsonOf(server.client, 'gitlab://project/42/deployment/1')).toMatchObject({ id: 1, status: 'success' });
    expect(await jsonOf(server.client, 'gitlab://project/42/feature_flag/new_checkout')).toMatchObject({ name: 'new_checkout' });
  });

  it('A-60 CI objects: the latest pipeline of the default branch, a pipeline, a job, and a pipeline\'s jobs', async () => {
    expect(await jsonOf(server.client, 'gitlab://project/42/pipelines/latest')).toMatchObject({ id: 1001, ref: 'main' });
    expect(await jsonOf(server.client, 'gitlab://project/42/pipeline/1002')).toMatchObject({ id: 1002, status: 'failed' });
    expect(await jsonOf(server.client, 'gitlab://project/42/job/106')).toMatchObject({ id: 106, name: 'test', status: 'failed' });
    const jobs = await read(server.client, 'gitlab://project/42/pipeline/1002/jobs');
    const list = JSON.parse(jobs.contents[0].text!) as { jobs: { id: number; name: string; status: string }[] };
    expect(list.jobs.map((j) => j.id).sort()).toEqual([105, 106, 107]);
    expect(jobs._meta?.[PAGE_INFO]).toMatchObject({ returned: 3, complete: true });
  });

  it('A-60 a missing environment is resource-not-found', async () => {
    await expect(read(server.client, 'gitlab://project/42/environment/999')).rejects.toMatchObject({ code: -32002 });
  });

  it('A-65 a pipeline\'s jobs list notifies when a job is retried in GitLab, and is silent after unsubscribe', async () => {
    const uri = 'gitlab://project/42/pipeline/1002/jobs';
    const jobsPolls = (): number => sim.requests.filter((q) => q.method === 'GET' && q.path.startsWith('/api/v4/projects/42/pipelines/1002/jobs')).length;
    const probePolls = (): number => sim.requests.filter((q) => q.method === 'GET' && q.path === '/api/v4/projects/42').length;
    await server.client.subscribeResource({ uri });
    // Counted in polls, not in wall time: the baseline and two polls of an unchanged list, no notification.
    await until(() => jobsPolls() >= 3, 'two polls after the baseline');
    expect(updated).toEqual([]);
    const retry = await fetch(`${sim.url}/api/v4/projects/42/jobs/106/retry`, { method: 'POST', headers: { 'PRIVATE-TOKEN': sim.tokens.admin } });
    expect(retry.status).toBe(201);
    await until(() => updated.length > 0, 'the update notification');
    expect(updated[0]).toBe(uri);
    await server.client.unsubscribeResource({ uri });
    const seen = updated.length;
    const polls = jobsPolls();
    await fetch(`${sim.url}/api/v4/projects/42/pipelines/1002/retry`, { method: 'POST', headers: { 'PRIVATE-TOKEN': sim.tokens.admin } });
    // Another subscription proves the poller kept running: six of its polls span more than the
    // longest interval the first watcher could have reached (back-off up to 4x the base).
    const before = probePolls();
    await server.client.subscribeResource({ uri: 'gitlab://project/42' });
    await until(() => probePolls() >= before + 7, 'six polls of the probe');
    await server.client.unsubscribeResource({ uri: 'gitlab://project/42' });
    expect(updated.length).toBe(seen);
    expect(jobsPolls()).toBeLessThanOrEqual(polls + 1);
  });
});
