import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import { ResourceUpdatedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { spawnServer, type SpawnedServer } from '../helpers/spawn-server';
import { until } from '../helpers/wait-for';

// Each test may spawn its own server; under a loaded machine start-up alone can take seconds.
jest.setTimeout(20_000);

const ISSUE = 'gitlab://project/42/issue/1';
const ISSUE_PATH = '/api/v4/projects/42/issues/1';
/** Another resource, watched only to count the poller's rounds. */
const PROBE = 'gitlab://project/42';
const PROBE_PATH = '/api/v4/projects/42';

describe('A-65 resource subscriptions over stdio, polled against the simulator', () => {
  let sim: GitlabSim;
  let server: SpawnedServer;
  const updated: string[] = [];

  /** Changes issue #1 through the simulator's own REST API, as another GitLab user would. */
  const editIssue = async (title: string): Promise<void> => {
    const res = await fetch(`${sim.url}/api/v4/projects/42/issues/1`, {
      method: 'PUT',
      headers: { 'PRIVATE-TOKEN': sim.tokens.admin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title }),
    });
    expect(res.status).toBe(200);
  };

  beforeAll(async () => {
    sim = await startGitlabSim();
    server = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api, GITLAB_MCP_SUBSCRIPTION_POLL_INTERVAL: '100ms' } });
    server.client.setNotificationHandler(ResourceUpdatedNotificationSchema, async (n) => void updated.push(n.params.uri));
  });
  afterAll(async () => {
    await server.close();
    await sim.close();
  });

  it('A-65 declares resources.subscribe with the full capability surface', () => {
    expect(server.client.getServerCapabilities()?.resources).toEqual({ subscribe: true });
  });

  it('A-65 notifies after the object changes in GitLab, and is silent after unsubscribe', async () => {
    const gets = (path: string): number => sim.requests.filter((q) => q.method === 'GET' && q.path === path).length;
    await server.client.subscribeResource({ uri: ISSUE });
    // Counted in polls, not in wall time: the baseline and two polls of an unchanged issue, no notification.
    await until(() => gets(ISSUE_PATH) >= 3, 'two polls after the baseline');
    expect(updated).toEqual([]);
    await editIssue('Login page returns 500 on empty password (confirmed)');
    await until(() => updated.length > 0, 'the update notification');
    expect(updated).toEqual([ISSUE]);

    await server.client.unsubscribeResource({ uri: ISSUE });
    const polls = gets(ISSUE_PATH);
    await editIssue('Edited again while nobody watches');
    // A second subscription proves the poller kept running: six of its polls span more than the
    // longest interval the first watcher could have reached (back-off up to 4x the base).
    await server.client.subscribeResource({ uri: PROBE });
    await until(() => gets(PROBE_PATH) >= 7, 'six polls of the probe');
    await server.client.unsubscribeResource({ uri: PROBE });
    expect(updated).toEqual([ISSUE]);
    // At most the one poll that was already on its way when the subscription ended.
    expect(gets(ISSUE_PATH)).toBeLessThanOrEqual(polls + 1);
  });

  it('A-65 only single objects and single-parent lists can be subscribed to; a missing object is refused', async () => {
    await expect(server.client.subscribeResource({ uri: 'gitlab://tools' })).rejects.toMatchObject({ code: -32602 });
    await expect(server.client.subscribeResource({ uri: 'gitlab://project/42/issues' })).rejects.toMatchObject({ code: -32602 });
    await expect(server.client.subscribeResource({ uri: 'gitlab://project/42/issue/999' })).rejects.toMatchObject({ code: -32002 });
  });
});

describe('A-65 no subscriptions on the minimal capability surface', () => {
  it('A-65 resources.subscribe is not declared and resources/subscribe is not a method', async () => {
    const sim = await startGitlabSim();
    const server = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api, GITLAB_MCP_CAPABILITY_SURFACE: 'minimal' } });
    try {
      expect(server.client.getServerCapabilities()?.resources).toEqual({});
      await expect(server.client.request({ method: 'resources/subscribe', params: { uri: ISSUE } }, ResourceUpdatedNotificationSchema.shape.params)).rejects.toMatchObject({ code: -32601 });
    } finally {
      await server.close();
      await sim.close();
    }
  });
});
