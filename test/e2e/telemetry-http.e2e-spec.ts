import { Client as ModernClient, StreamableHTTPClientTransport as ModernTransport } from '@modelcontextprotocol/client';
import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { randomBytes } from 'node:crypto';
import { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from '../helpers/otlp-receiver';
import { spawnHttp, type HttpServer } from '../helpers/spawn-http';
import { until } from '../helpers/wait-for';

jest.setTimeout(60_000);

/** Exports every 50-200 ms, so the receiver has the data moments after each call (tests wait for it, never for a time). */
const FAST_EXPORT = { OTEL_BSP_SCHEDULE_DELAY: '50', OTEL_BLRP_SCHEDULE_DELAY: '50', OTEL_METRIC_EXPORT_INTERVAL: '200' };
const SERVER_KIND = 2;
const CLIENT_KIND = 3;

const hex = (bytes: number): string => randomBytes(bytes).toString('hex');
const branchList = { name: 'gitlab_execute_action', arguments: { action: 'branch.list', params: { project_id: '42' } } };

/** Issue 17 item 1 (traces, metrics, logs over OTLP/HTTP protobuf) and item 2 (Prometheus on --metrics-addr), over HTTP. */
describe('issue 17 telemetry over HTTP (OTLP http/protobuf, Prometheus listener)', () => {
  let sim: GitlabSim;
  let receiver: OtlpReceiver;
  let server: HttpServer;
  let metricsUrl: URL;
  const clients: { close(): Promise<void> }[] = [];

  const connect = async (headers: Record<string, string> = {}): Promise<Client> => {
    const client = await server.connect({ 'PRIVATE-TOKEN': sim.tokens.api, ...headers });
    clients.push(client);
    return client;
  };
  const serverSpan = (traceId: string): ReceivedSpan | undefined => receiver.spans.find((s) => s.kind === SERVER_KIND && s.traceId === traceId && s.name.startsWith('tools/call'));

  beforeAll(async () => {
    sim = await startGitlabSim();
    receiver = await startOtlpReceiver();
    server = await spawnHttp(['--gitlab-url', sim.url, '--metrics-addr', '127.0.0.1:0'], { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, ...FAST_EXPORT });
    await until(() => server.stderr().includes('"metrics listening"'), 'the metrics listener');
    const line = server.stderr().split('\n').find((l) => l.includes('"metrics listening"')) ?? '{}';
    metricsUrl = new URL((JSON.parse(line) as { url: string }).url);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await server?.stop();
    await receiver?.close();
    await sim?.close();
  });

  it('issue 17 #1 a tools/call of branch.list continues the caller\'s traceparent header: a server span with the MCP attributes and a GitLab child span named by the route template, no project id or path', async () => {
    const traceId = hex(16);
    const parentId = hex(8);
    const client = await connect({ traceparent: `00-${traceId}-${parentId}-01` });
    expect((await client.callTool(branchList)).isError).toBeFalsy();
    await until(() => serverSpan(traceId) !== undefined && receiver.spans.some((s) => s.parentSpanId === serverSpan(traceId)?.spanId && s.kind === CLIENT_KIND), 'the call\'s spans at the receiver');
    const span = serverSpan(traceId) as ReceivedSpan;
    expect(span.name).toBe('tools/call gitlab_execute_action');
    expect(span.parentSpanId).toBe(parentId);
    expect(span.attributes).toMatchObject({
      'mcp.method.name': 'tools/call',
      'gen_ai.tool.name': 'gitlab_execute_action',
      'gen_ai.operation.name': 'execute_tool',
      'gitlab.action.id': 'branch.list',
      'gitlab.domain': 'branch',
      'network.transport': 'tcp',
    });
    expect(span.attributes['jsonrpc.request.id']).toEqual(expect.any(String));
    expect(span.attributes['mcp.protocol.version']).toEqual(expect.any(String));
    expect(span.attributes).not.toHaveProperty('error.type');
    expect(span.resource['service.name']).toBe('gitlab-mcp-server');
    const gitlab = receiver.spans.filter((s) => s.parentSpanId === span.spanId && s.kind === CLIENT_KIND);
    const branches = gitlab.find((s) => s.name === 'GET /projects/:id/repository/branches');
    expect(branches?.attributes).toMatchObject({ 'http.request.method': 'GET', 'http.route': '/projects/:id/repository/branches', 'http.response.status_code': 200, 'server.address': '127.0.0.1' });
    for (const s of gitlab) {
      for (const value of Object.values(s.attributes)) expect(String(value)).not.toMatch(/acme|backend|\/42\b|^42$|\?/);
      expect(s.name).not.toMatch(/acme|42/);
    }
  });

  it('issue 17 #1 traceparent in params._meta continues the caller\'s trace (2025-11-25), ahead of the HTTP header', async () => {
    const traceId = hex(16);
    const parentId = hex(8);
    const headerTrace = hex(16);
    const client = await connect({ traceparent: `00-${headerTrace}-${hex(8)}-01` });
    expect((await client.callTool({ ...branchList, _meta: { traceparent: `00-${traceId}-${parentId}-01`, tracestate: 'vendor=1' } })).isError).toBeFalsy();
    await until(() => serverSpan(traceId) !== undefined, 'the call\'s server span');
    const span = serverSpan(traceId) as ReceivedSpan;
    expect(span.parentSpanId).toBe(parentId);
    expect(span.links.map((l) => l.traceId)).toContain(headerTrace);
  });

  it('issue 17 #1 traceparent in params._meta continues the caller\'s trace (2026-07-28)', async () => {
    const traceId = hex(16);
    const parentId = hex(8);
    const client = new ModernClient({ name: 'e2e-v2', version: '1.0.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
    await client.connect(new ModernTransport(server.endpoint, { requestInit: { headers: { 'PRIVATE-TOKEN': sim.tokens.api } } }));
    clients.push(client);
    expect((await client.callTool({ ...branchList, _meta: { traceparent: `00-${traceId}-${parentId}-01` } })).isError).toBeFalsy();
    await until(() => serverSpan(traceId) !== undefined, 'the call\'s server span');
    const span = serverSpan(traceId) as ReceivedSpan;
    expect(span.parentSpanId).toBe(parentId);
    expect(span.attributes).toMatchObject({ 'mcp.protocol.version': '2026-07-28', 'gitlab.action.id': 'branch.list' });
  });

  it('issue 17 #1 a refused call carries gitlab.refusal.reason: a destructive call without confirm (needs_confirmation), an unknown action (unknown_action)', async () => {
    const confirmTrace = hex(16);
    const unknownTrace = hex(16);
    const client = await connect();
    const destructive = { name: 'gitlab_execute_action', arguments: { action: 'branch.delete', params: { project_id: '42', branch: 'feature/x' } } };
    expect((await client.callTool(destructive, undefined, {})).isError).toBe(true);
    await client.callTool({ ...destructive, _meta: { traceparent: `00-${confirmTrace}-${hex(8)}-01` } });
    await client.callTool({ name: 'gitlab_execute_action', arguments: { action: 'branch.explode', params: {} }, _meta: { traceparent: `00-${unknownTrace}-${hex(8)}-01` } });
    await until(() => serverSpan(confirmTrace) !== undefined && serverSpan(unknownTrace) !== undefined, 'the refused calls\' spans');
    expect(serverSpan(confirmTrace)?.attributes).toMatchObject({ 'gitlab.refusal.reason': 'needs_confirmation', 'gitlab.action.id': 'branch.delete', 'error.type': 'tool_error' });
    expect(serverSpan(unknownTrace)?.attributes).toMatchObject({ 'gitlab.refusal.reason': 'unknown_action', 'error.type': 'tool_error' });
    expect(serverSpan(unknownTrace)?.attributes).not.toHaveProperty('gitlab.action.id');
  });

  it('issue 17 #1 a tool the server does not serve is named _OTHER (bounded): -32602 recorded, not a server error', async () => {
    const traceId = hex(16);
    const client = await connect();
    await expect(client.callTool({ name: 'gitlab_no_such_tool', arguments: {}, _meta: { traceparent: `00-${traceId}-${hex(8)}-01` } })).rejects.toThrow();
    const span = () => receiver.spans.find((s) => s.kind === SERVER_KIND && s.traceId === traceId);
    await until(() => span() !== undefined, 'the unknown tool\'s span');
    expect(span()?.name).toBe('tools/call _OTHER');
    expect(span()?.attributes).toMatchObject({ 'gen_ai.tool.name': '_OTHER', 'error.type': '-32602', 'rpc.response.status_code': '-32602', 'gitlab.refusal.reason': 'unknown_tool' });
    expect(span()?.statusCode).not.toBe(2);
    expect(JSON.stringify(span())).not.toContain('gitlab_no_such_tool');
  });

  it('issue 17 #1 metrics arrive: the MCP duration histogram and the refusal counter, bounded attributes; log records carry trace ids', async () => {
    await until(() => receiver.metrics.some((m) => m.name === 'gitlab_mcp.refusals'), 'the refusal counter at the receiver');
    const durations = receiver.metrics.filter((m) => m.name === 'mcp.server.operation.duration');
    expect(durations[0]).toMatchObject({ unit: 's', kind: 'histogram' });
    expect(durations.flatMap((m) => m.points).some((p) => p.attributes['gitlab.action.id'] === 'branch.list' && p.attributes['gen_ai.tool.name'] === 'gitlab_execute_action' && (p.count ?? 0) >= 1)).toBe(true);
    const refusals = receiver.metrics.filter((m) => m.name === 'gitlab_mcp.refusals').flatMap((m) => m.points);
    expect(refusals.some((p) => p.attributes['gitlab.refusal.reason'] === 'needs_confirmation' && (p.value ?? 0) >= 1)).toBe(true);
    expect(receiver.metrics.some((m) => m.name === 'http.client.request.duration' && m.points.some((p) => p.attributes['url.template'] === '/projects/:id/repository/branches'))).toBe(true);
    expect(receiver.metrics.some((m) => m.name === 'gitlab_mcp.credential_pool.capacity' && m.points.some((p) => p.value === 100))).toBe(true);
    await until(() => receiver.logs.some((l) => l.body === 'tool call completed' && l.traceId !== ''), 'a log record of a call');
    const completed = receiver.logs.find((l) => l.body === 'tool call completed' && l.attributes.action === 'branch.list');
    expect(completed?.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(receiver.spans.some((s) => s.traceId === completed?.traceId && s.spanId === completed?.spanId)).toBe(true);
  });

  it('issue 17 #2 GET /metrics on the metrics listener answers the same metrics in Prometheus text; the public listener answers 404', async () => {
    const res = await fetch(metricsUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(/^mcp_server_operation_duration_bucket\{.*gitlab_action_id="branch\.list".*\} \d+/m);
    expect(text).toMatch(/^gitlab_mcp_refusals(_total)?\{.*gitlab_refusal_reason="needs_confirmation".*\} \d+/m);
    expect(text).toContain('gitlab_mcp_credential_pool_size');
    expect((await fetch(new URL('/mcp', metricsUrl))).status).toBe(404);
    expect((await fetch(new URL('/metrics', server.endpoint))).status).toBe(404);
  });

  it('issue 17 #1 no token reaches the collector: not in any body the receiver got, nor in its request headers', () => {
    expect(receiver.raw.length).toBeGreaterThan(0);
    const tokens = Object.values(sim.tokens);
    for (const body of receiver.raw) for (const token of tokens) expect(body.includes(token)).toBe(false);
    for (const r of receiver.requests) for (const token of tokens) expect(JSON.stringify(r.headers)).not.toContain(token);
    expect(receiver.requests.every((r) => r.contentType === 'application/x-protobuf')).toBe(true);
    expect(receiver.logs.some((l) => l.body === 'GitLab identity resolved')).toBe(true);
    expect(receiver.logs.every((l) => !('user' in l.attributes))).toBe(true);
  });
});
