import { Client, StreamableHTTPClientTransport, SUBSCRIPTION_ID_META_KEY, type McpSubscription } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import { SERVER_BIN } from '../helpers/spawn-server';
import { spawnHttp, type HttpServer } from '../helpers/spawn-http';
import { mostAdmitted, sendUntilRefused, settle } from '../helpers/rate-bound';
import { until } from '../helpers/wait-for';

jest.setTimeout(120_000);

const MODERN = '2026-07-28';
const ISSUE = 'gitlab://project/42/issue/1';
const ISSUE_PATH = '/api/v4/projects/42/issues/1';
/** Another resource, watched only to count the poller's rounds. */
const PROBE = 'gitlab://project/42';
const PROBE_PATH = '/api/v4/projects/42';
const POLL = { GITLAB_MCP_SUBSCRIPTION_POLL_INTERVAL: '100ms' };

interface Updated {
  readonly uri: string;
  readonly subscriptionId: unknown;
}

/** A 2026-07-28 client (the SDK's v2 client pinned to the revision) that records every resources/updated it is sent. */
async function modernClient(transport: StreamableHTTPClientTransport | StdioClientTransport, updated: Updated[]): Promise<Client> {
  const client = new Client({ name: 'e2e-listen', version: '1.0.0' }, { versionNegotiation: { mode: { pin: MODERN } } });
  client.setNotificationHandler('notifications/resources/updated', (n) => {
    updated.push({ uri: n.params.uri, subscriptionId: n.params._meta?.[SUBSCRIPTION_ID_META_KEY] });
  });
  await client.connect(transport);
  return client;
}

/**
 * Issue 15 item 3 on either transport: `subscriptions/listen` acknowledges first, stamps its
 * subscription id on every notification, watches what it names with the watchers of A-65, and
 * stops watching when the stream ends.
 */
function listenBehaviour(name: string, open: (sim: GitlabSim, updated: Updated[]) => Promise<{ client: Client; close(): Promise<void> }>): void {
  describe(`issue 15 #3 subscriptions/listen over ${name}`, () => {
    let sim: GitlabSim;
    let client: Client;
    let closeServer: () => Promise<void>;
    const updated: Updated[] = [];
    const gets = (path: string): number => sim.requests.filter((q) => q.method === 'GET' && q.path === path).length;
    const editIssue = async (title: string): Promise<void> => {
      const res = await fetch(`${sim.url}${ISSUE_PATH}`, { method: 'PUT', headers: { 'PRIVATE-TOKEN': sim.tokens.admin, 'Content-Type': 'application/json' }, body: JSON.stringify({ title }) });
      expect(res.status).toBe(200);
    };

    beforeAll(async () => {
      sim = await startGitlabSim();
      const opened = await open(sim, updated);
      client = opened.client;
      closeServer = opened.close;
    });
    afterAll(async () => {
      await client?.close();
      await closeServer?.();
      await sim?.close();
    });

    it('issue 15 #3 server/discover declares resources.subscribe in 2026-07-28', () => {
      expect(client.getProtocolEra()).toBe('modern');
      expect(client.getServerCapabilities()?.resources).toEqual({ subscribe: true });
    });

    it('A-65 issue 15 #3 a listen stream is acknowledged, notified with its subscription id when the object changes in GitLab, and silent once closed', async () => {
      const subscription: McpSubscription = await client.listen({ resourceSubscriptions: [ISSUE] });
      expect(subscription.honoredFilter).toEqual({ resourceSubscriptions: [ISSUE] });
      // Counted in polls, not in wall time: the baseline and two polls of an unchanged issue, no notification.
      await until(() => gets(ISSUE_PATH) >= 3, 'two polls after the baseline');
      expect(updated).toEqual([]);
      await editIssue('Login page returns 500 on empty password (listened)');
      await until(() => updated.length > 0, 'the update notification');
      expect(updated.map((u) => u.uri)).toEqual([ISSUE]);
      expect(updated[0].subscriptionId).toBeDefined();

      await subscription.close();
      await expect(subscription.closed).resolves.toBe('local');
      const polls = gets(ISSUE_PATH);
      await editIssue('Edited again while nobody listens');
      // A second stream proves the poller kept running: six of its polls span more than the
      // longest interval the first watcher could have reached (back-off up to 4x the base).
      const probe = await client.listen({ resourceSubscriptions: [PROBE] });
      await until(() => gets(PROBE_PATH) >= 7, 'six polls of the probe');
      await probe.close();
      expect(updated.map((u) => u.uri)).toEqual([ISSUE]);
      // At most the one poll that was already on its way when the stream ended.
      expect(gets(ISSUE_PATH)).toBeLessThanOrEqual(polls + 1);
    });

    it('A-65 issue 15 #3 two streams naming one resource are each notified once, under their own subscription ids', async () => {
      updated.length = 0;
      const first = await client.listen({ resourceSubscriptions: [ISSUE] });
      const second = await client.listen({ resourceSubscriptions: [ISSUE, PROBE] });
      await editIssue('Login page returns 500 on empty password (two listeners)');
      await until(() => updated.length >= 2, 'both streams notified');
      expect(updated.map((u) => u.uri)).toEqual([ISSUE, ISSUE]);
      expect(new Set(updated.map((u) => u.subscriptionId)).size).toBe(2);
      await first.close();
      await second.close();
    });

    it('issue 15 #3 a stream naming a resource that cannot be watched is refused before any acknowledgement, with the codes of 2026-07-28', async () => {
      await expect(client.listen({ resourceSubscriptions: ['gitlab://tools'] })).rejects.toMatchObject({ code: -32602 });
      await expect(client.listen({ resourceSubscriptions: ['gitlab://project/42/issues'] })).rejects.toMatchObject({ code: -32602 });
      await expect(client.listen({ resourceSubscriptions: [PROBE, 'gitlab://project/42/issue/999'] })).rejects.toMatchObject({ code: -32602, data: { uri: 'gitlab://project/42/issue/999' } });
    });

    it('issue 15 #3 the acknowledgement names only what the server can send: the tool list, never prompts (their list does not change)', async () => {
      const subscription = await client.listen({ toolsListChanged: true, promptsListChanged: true });
      expect(subscription.honoredFilter).toEqual({ toolsListChanged: true });
      await subscription.close();
    });
  });
}

listenBehaviour('Streamable HTTP', async (sim, updated) => {
  const server: HttpServer = await spawnHttp(['--gitlab-url', sim.url], POLL);
  const client = await modernClient(new StreamableHTTPClientTransport(server.endpoint, { requestInit: { headers: { 'PRIVATE-TOKEN': sim.tokens.api } } }), updated);
  return { client, close: async () => void (await server.stop()) };
});

listenBehaviour('stdio', async (sim, updated) => {
  const transport = new StdioClientTransport({ command: process.execPath, args: [SERVER_BIN], env: { PATH: process.env.PATH ?? '', GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api, ...POLL }, stderr: 'pipe' });
  const client = await modernClient(transport, updated);
  return { client, close: async () => undefined };
});

describe('issue 15 #3 subscriptions/listen over Streamable HTTP: bounds and isolation', () => {
  let sim: GitlabSim;
  const servers: HttpServer[] = [];
  const clients: Client[] = [];
  const connect = async (server: HttpServer, token: string, updated: Updated[] = []): Promise<Client> => {
    const client = await modernClient(new StreamableHTTPClientTransport(server.endpoint, { requestInit: { headers: { 'PRIVATE-TOKEN': token } } }), updated);
    clients.push(client);
    return client;
  };
  const spawn = async (args: string[]): Promise<HttpServer> => {
    const server = await spawnHttp(['--gitlab-url', sim.url, ...args], POLL);
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    sim = await startGitlabSim();
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await Promise.all(servers.map((s) => s.stop()));
    await sim?.close();
  });

  it('A-65 issue 15 #3 each stream hears only its own watcher: two credentials watching one issue are each told once', async () => {
    const server = await spawn([]);
    const [mine, theirs]: Updated[][] = [[], []];
    const a = await connect(server, sim.tokens.api, mine);
    const b = await connect(server, sim.tokens.admin, theirs);
    const [sa, sb] = [await a.listen({ resourceSubscriptions: [ISSUE] }), await b.listen({ resourceSubscriptions: [ISSUE, PROBE] })];
    const res = await fetch(`${sim.url}${ISSUE_PATH}`, { method: 'PUT', headers: { 'PRIVATE-TOKEN': sim.tokens.admin, 'Content-Type': 'application/json' }, body: JSON.stringify({ title: 'Watched by two users' }) });
    expect(res.status).toBe(200);
    await until(() => mine.length > 0 && theirs.length > 0, 'both streams notified');
    // Three more polls of the probe, which only the second stream watches: any notification another stream's watcher sent would have arrived by then.
    const probes = sim.requests.filter((q) => q.path === PROBE_PATH).length;
    await until(() => sim.requests.filter((q) => q.path === PROBE_PATH).length >= probes + 3, 'three more polls');
    expect([mine.map((u) => u.uri), theirs.map((u) => u.uri)]).toEqual([[ISSUE], [ISSUE]]);
    await sa.close();
    await sb.close();
  });

  it('A-40 issue 15 #3 subscriptions/listen draws from the credential\'s calls bucket and is refused with -42900 past it', async () => {
    const server = await spawn(['--rate-limit-rps', '1', '--rate-limit-burst', '2']);
    const client = await connect(server, sim.tokens.api);
    const run = await sendUntilRefused(
      () => settle(client.listen({ resourceSubscriptions: [PROBE] }).then(async (s) => s.close())),
      (o) => !o.ok,
      200,
    );
    expect(run.refusal).toMatchObject({ ok: false, error: { code: -42900 } });
    expect(run.admitted).toBeGreaterThanOrEqual(2);
    expect(run.admitted).toBeLessThanOrEqual(mostAdmitted(2, 1, run.elapsedMs));
  });

  it('A-65 issue 15 #3 the minimal capability surface declares no subscriptions, and a stream naming resources is acknowledged without them', async () => {
    const server = await spawn(['--capability-surface', 'minimal']);
    const client = await connect(server, sim.tokens.api);
    expect(client.getServerCapabilities()?.resources).toEqual({});
    const subscription = await client.listen({ resourceSubscriptions: [PROBE] });
    expect(subscription.honoredFilter).toEqual({});
    await expect(subscription.closed).resolves.toBe('graceful');
  });
});
