import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import { connect as netConnect } from 'node:net';
import { rawRequest } from '../helpers/raw-http';
import { confirmationRefusal } from '../helpers/spec-strings';
import { spawnHttp, type HttpServer } from '../helpers/spawn-http';
import { textOf } from '../helpers/tool-text';
import { until } from '../helpers/wait-for';

jest.setTimeout(120_000);

const MODERN = '2026-07-28';

/** Both protocol eras on one HTTP endpoint (issue 15 items 1 and 8): the SDK's v2 client pinned to 2026-07-28, and in its legacy mode. */
describe('issue 15 both protocol eras over Streamable HTTP', () => {
  let sim: GitlabSim;
  let server: HttpServer;
  const clients: Client[] = [];

  const connect = async (mode: 'legacy' | { pin: string }, headers: Record<string, string>): Promise<Client> => {
    const client = new Client({ name: 'e2e-v2', version: '1.0.0' }, { versionNegotiation: { mode } });
    await client.connect(new StreamableHTTPClientTransport(server.endpoint, { requestInit: { headers } }));
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    sim = await startGitlabSim();
    server = await spawnHttp(['--gitlab-url', sim.url]);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await server?.stop();
    await sim?.close();
  });

  it('issue 15 #1 a 2026-07-28 client connects with server/discover: our name, instructions and capabilities, no session', async () => {
    const client = await connect({ pin: MODERN }, { 'PRIVATE-TOKEN': sim.tokens.api });
    expect(client.getProtocolEra()).toBe('modern');
    expect(client.getNegotiatedProtocolVersion()).toBe(MODERN);
    expect(client.getServerVersion()?.name).toBe('gitlab-mcp-server');
    expect(client.getInstructions()).toContain('canonical ID (domain.action)');
    expect(Object.keys(client.getServerCapabilities() ?? {}).sort()).toEqual(['completions', 'prompts', 'resources', 'tools']);
  });

  it('issue 15 #1 server/discover is authenticated like every other method: without a token it is 401', async () => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'server/discover', params: { _meta: { 'io.modelcontextprotocol/protocolVersion': MODERN, 'io.modelcontextprotocol/clientCapabilities': {} } } });
    const r = await rawRequest(server.endpoint, ['POST /mcp HTTP/1.1', `Host: ${server.endpoint.host}`, 'Content-Type: application/json', 'Accept: application/json, text/event-stream', `MCP-Protocol-Version: ${MODERN}`, 'Mcp-Method: server/discover'], body);
    expect(r.status).toBe(401);
  });

  it('issue 15 #1 tools/list in 2026-07-28 is the same list as in 2025-11-25, private to the caller with a ttl', async () => {
    const modern = await connect({ pin: MODERN }, { 'PRIVATE-TOKEN': sim.tokens.api });
    const legacy = await connect('legacy', { 'PRIVATE-TOKEN': sim.tokens.api });
    expect(legacy.getProtocolEra()).not.toBe('modern');
    const [m, l] = [await modern.listTools(), await legacy.listTools()];
    expect(m.tools.map((t) => t.name)).toEqual(['gitlab_find_action', 'gitlab_execute_action']);
    expect(m.tools).toEqual(l.tools);
    expect(m.cacheScope).toBe('private');
    expect(m.ttlMs).toBeGreaterThan(0);
  });

  it('issue 15 #1 a 2026-07-28 tools/call runs the action against GitLab and returns what 2025-11-25 returns', async () => {
    const modern = await connect({ pin: MODERN }, { 'PRIVATE-TOKEN': sim.tokens.api });
    const legacy = await connect('legacy', { 'PRIVATE-TOKEN': sim.tokens.api });
    const args = { action: 'branch.list', params: { project_id: 'acme/backend' } };
    const [m, l] = [await modern.callTool({ name: 'gitlab_execute_action', arguments: args }), await legacy.callTool({ name: 'gitlab_execute_action', arguments: args })];
    expect(m.isError).toBeFalsy();
    expect(textOf(m)).toContain('feature/login');
    expect(textOf(m)).toBe(textOf(l));
    expect(m.structuredContent).toEqual(l.structuredContent);
  });

  it('E-61 a destructive call without confirm is refused with the same text in 2026-07-28 (no elicitation in this era), and GitLab is not asked', async () => {
    const modern = await connect({ pin: MODERN }, { 'PRIVATE-TOKEN': sim.tokens.api });
    sim.clearRequests();
    const r = await modern.callTool({ name: 'gitlab_execute_action', arguments: { action: 'branch.delete', params: { project_id: 'acme/backend', branch: 'fix/typo' } } });
    expect(r.isError).toBe(true);
    expect(textOf(r)).toBe(confirmationRefusal('dynamic', 'branch.delete'));
    expect(sim.requests.filter((q) => q.method === 'DELETE')).toEqual([]);
  });

  it('issue 15 #4 resources, prompts and completion in 2026-07-28; an unknown resource is -32602 with data.uri', async () => {
    const modern = await connect({ pin: MODERN }, { 'PRIVATE-TOKEN': sim.tokens.api });
    const legacy = await connect('legacy', { 'PRIVATE-TOKEN': sim.tokens.api });
    const [mr, lr] = [await modern.listResources(), await legacy.listResources()];
    expect(mr.resources).toEqual(lr.resources);
    expect(mr.resources.length).toBeGreaterThan(0);
    const uri = mr.resources[0].uri;
    expect((await modern.readResource({ uri })).contents).toEqual((await legacy.readResource({ uri })).contents);
    await expect(modern.readResource({ uri: 'gitlab://project/42/issue/999' })).rejects.toMatchObject({ code: -32602, data: { uri: 'gitlab://project/42/issue/999' } });
    // On the 2025-11-25 wire the code stays -32002 (read with the 1.x SDK client, which reports codes as sent).
    const v1 = await server.connect({ 'PRIVATE-TOKEN': sim.tokens.api });
    await expect(v1.readResource({ uri: 'gitlab://project/42/issue/999' })).rejects.toMatchObject({ code: -32002 });
    const [mp, lp] = [await modern.listPrompts(), await legacy.listPrompts()];
    expect(mp.prompts).toEqual(lp.prompts);
    const ref = { type: 'ref/resource' as const, uri: 'gitlab://project/{project_id}' };
    const [mc, lc] = [await modern.complete({ ref, argument: { name: 'project_id', value: 'acme/b' } }), await legacy.complete({ ref, argument: { name: 'project_id', value: 'acme/b' } })];
    expect(mc.completion).toEqual(lc.completion);
  });

  /** Holds the next tag listing at GitLab until the server abandons it; `arrived` once it is there, `abandoned()` once its connection closed. */
  const holdTags = (): { arrived: Promise<void>; abandoned: () => boolean } => {
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((r) => (arrive = r));
    let abandoned = false;
    sim.faults.add({
      method: 'GET',
      path: '/api/v4/projects/42/repository/tags',
      times: 1,
      status: 504,
      hold: ({ gone }) => {
        arrive();
        return new Promise<void>((r) => gone.addEventListener('abort', () => ((abandoned = true), r()), { once: true }));
      },
    });
    return { arrived, abandoned: () => abandoned };
  };
  const TAG_LIST = { name: 'gitlab_execute_action', arguments: { action: 'tag.list', params: { project_id: 42 } } };

  it('issue 15 #6 in 2026-07-28 a client that closes its stream cancels the request: the GitLab call it was waiting on is abandoned', async () => {
    const client = await connect({ pin: MODERN }, { 'PRIVATE-TOKEN': sim.tokens.api });
    const held = holdTags();
    const stop = new AbortController();
    const call = client.callTool(TAG_LIST, { signal: stop.signal });
    await held.arrived;
    stop.abort();
    await expect(call).rejects.toBeDefined();
    await until(held.abandoned, 'the GitLab request abandoned by the server');
  });

  it('issue 15 #6 in 2025-11-25 a POST whose connection closes before the answer cancels its call the same way', async () => {
    const held = holdTags();
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: TAG_LIST });
    const socket = netConnect(Number(server.endpoint.port), server.endpoint.hostname);
    socket.on('error', () => undefined);
    socket.write(
      [
        'POST /mcp HTTP/1.1',
        `Host: ${server.endpoint.host}`,
        'Content-Type: application/json',
        'Accept: application/json, text/event-stream',
        'MCP-Protocol-Version: 2025-11-25',
        `PRIVATE-TOKEN: ${sim.tokens.api}`,
        `Content-Length: ${Buffer.byteLength(body)}`,
        '',
        body,
      ].join('\r\n'),
    );
    await held.arrived;
    socket.destroy();
    await until(held.abandoned, 'the GitLab request abandoned by the server');
  });
});
