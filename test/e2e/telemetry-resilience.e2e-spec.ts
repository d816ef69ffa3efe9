import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import { randomBytes } from 'node:crypto';
import { closedPort, startOtlpReceiver, type OtlpReceiver } from '../helpers/otlp-receiver';
import { spawnHttp, type HttpServer } from '../helpers/spawn-http';
import { spawnServer, type SpawnedServer } from '../helpers/spawn-server';
import { until } from '../helpers/wait-for';

jest.setTimeout(60_000);

const FAST_EXPORT = { OTEL_BSP_SCHEDULE_DELAY: '50', OTEL_BLRP_SCHEDULE_DELAY: '50', OTEL_METRIC_EXPORT_INTERVAL: '200' };
const branchList = { name: 'gitlab_execute_action', arguments: { action: 'branch.list', params: { project_id: '42' } } };
/** A collector credential: it must never appear in a log line. */
const COLLECTOR_SECRET = 'collector-secret-7f3a9c';
const logLines = (stderr: string): { level: number; msg: string }[] =>
  stderr
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { level: number; msg: string });

/** Issue 17 item 1: stdio with OTLP http/json, a collector that is down, a protocol this server does not export. */
describe('issue 17 telemetry: stdio, http/json, a broken or absent collector', () => {
  let sim: GitlabSim;
  let receiver: OtlpReceiver;
  const stops: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    sim = await startGitlabSim();
    receiver = await startOtlpReceiver();
  });
  afterAll(async () => {
    for (const stop of stops.reverse()) await stop();
    await receiver?.close();
    await sim?.close();
  });

  it('issue 17 #1 stdio, OTLP http/json: a tools/call round trip arrives as a server span (network.transport pipe) with its GitLab child span; stdout carries only JSON-RPC', async () => {
    const server: SpawnedServer = await spawnServer({
      env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api, OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json', OTEL_SERVICE_NAME: 'gitlab-mcp-stdio-e2e', ...FAST_EXPORT },
    });
    stops.push(() => server.close());
    // Any byte on stdout that is not JSON-RPC would break this client's connection.
    expect((await server.client.callTool(branchList)).isError).toBeFalsy();
    const serverSpan = () => receiver.spans.find((s) => s.kind === 2 && s.attributes['gitlab.action.id'] === 'branch.list' && s.attributes['network.transport'] === 'pipe');
    await until(() => serverSpan() !== undefined, 'the stdio call\'s server span');
    const span = serverSpan();
    expect(span?.name).toBe('tools/call gitlab_execute_action');
    expect(span?.resource['service.name']).toBe('gitlab-mcp-stdio-e2e');
    expect(span?.attributes['mcp.protocol.version']).toEqual(expect.any(String));
    await until(() => receiver.spans.some((s) => s.parentSpanId === span?.spanId && s.name === 'GET /projects/:id/repository/branches'), 'the GitLab child span');
    expect(receiver.requests.filter((r) => r.path === '/v1/traces').every((r) => r.contentType.includes('application/json'))).toBe(true);
    expect(receiver.raw.every((b) => !b.includes(sim.tokens.api))).toBe(true);
  });

  it('issue 17 #1 A-40 a call the rate limit refuses carries gitlab.refusal.reason rate_limited and its bucket; the rate-limit counter counts it', async () => {
    const server: HttpServer = await spawnHttp(['--gitlab-url', sim.url, '--rate-limit-rps', '1', '--rate-limit-burst', '1'], { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_SERVICE_NAME: 'rate-limited-e2e', ...FAST_EXPORT });
    stops.push(() => server.stop());
    const client = await server.connect({ 'PRIVATE-TOKEN': sim.tokens.api });
    // Ten at once against a bucket of one that refills once a second: most are refused.
    const results = await Promise.all(Array.from({ length: 10 }, () => client.callTool(branchList)));
    expect(results.some((r) => r.isError === true)).toBe(true);
    const limited = () => receiver.spans.filter((s) => s.resource['service.name'] === 'rate-limited-e2e' && s.attributes['gitlab.refusal.reason'] === 'rate_limited');
    await until(() => limited().length > 0, 'a rate-limited span');
    expect(limited()[0].attributes).toMatchObject({ 'gitlab.rate_limit.bucket': 'calls', 'error.type': 'tool_error', 'mcp.method.name': 'tools/call' });
    const counted = () =>
      receiver.metrics.filter((m) => m.name === 'gitlab_mcp.rate_limit.refusals').flatMap((m) => m.points).some((p) => p.attributes['gitlab.rate_limit.bucket'] === 'calls' && (p.value ?? 0) >= 1);
    await until(counted, 'the rate-limit refusal counter');
  });

  it('issue 17 #1 a collector that is down (closed port) changes nothing for the caller; its credential headers never appear in a log line', async () => {
    const port = await closedPort();
    const server: HttpServer = await spawnHttp(['--gitlab-url', sim.url, '--telemetry'], {
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
      OTEL_EXPORTER_OTLP_HEADERS: `authorization=Bearer ${COLLECTOR_SECRET}`,
      GITLAB_MCP_LOG_LEVEL: 'debug',
      ...FAST_EXPORT,
    });
    stops.push(() => server.stop());
    const client = await server.connect({ 'PRIVATE-TOKEN': sim.tokens.api });
    for (let i = 0; i < 3; i++) expect((await client.callTool(branchList)).isError).toBeFalsy();
    await until(() => server.stderr().includes('telemetry export failed'), 'a failed export to be reported');
    expect((await client.callTool(branchList)).isError).toBeFalsy();
    expect(server.child.exitCode).toBeNull();
    expect(server.stderr()).not.toContain(COLLECTOR_SECRET);
    expect(server.stderr()).not.toContain(sim.tokens.api);
    const warnings = logLines(server.stderr()).filter((l) => l.level === 40 && l.msg.includes('telemetry export failed'));
    expect(warnings).toHaveLength(1);
    expect(server.stderr()).not.toMatch(/unhandled|UnhandledPromiseRejection/i);
  });

  it('issue 17 #1 credential headers to a collector over plaintext http:// on another host: one warning naming the variable and the host, never the value', async () => {
    const host = `collector-${randomBytes(4).toString('hex')}.invalid`;
    const server: HttpServer = await spawnHttp(['--gitlab-url', sim.url], { OTEL_EXPORTER_OTLP_ENDPOINT: `http://${host}:4318`, OTEL_EXPORTER_OTLP_HEADERS: `x-api-key=${COLLECTOR_SECRET}` });
    stops.push(() => server.stop());
    const warning = logLines(server.stderr()).find((l) => l.level === 40 && l.msg.includes('plaintext'));
    expect(warning?.msg).toContain('OTEL_EXPORTER_OTLP_HEADERS');
    expect(warning?.msg).toContain(host);
    expect(server.stderr()).not.toContain(COLLECTOR_SECRET);
  });

  it('issue 17 #1 an OTLP protocol this server does not export (grpc) stops telemetry with one ERROR line; the server keeps serving', async () => {
    const server: HttpServer = await spawnHttp(['--gitlab-url', sim.url], { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' });
    stops.push(() => server.stop());
    const errors = logLines(server.stderr()).filter((l) => l.level === 50);
    expect(errors).toHaveLength(1);
    expect(errors[0].msg).toContain('OTEL_EXPORTER_OTLP_PROTOCOL=grpc');
    const client = await server.connect({ 'PRIVATE-TOKEN': sim.tokens.api });
    expect((await client.callTool(branchList)).isError).toBeFalsy();
    expect(server.stderr()).not.toContain('"telemetry started"');
  });

  it('issue 17 #1 OTEL_SDK_DISABLED=true vetoes telemetry even with --telemetry and an endpoint', async () => {
    const server: HttpServer = await spawnHttp(['--gitlab-url', sim.url, '--telemetry'], { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_SDK_DISABLED: 'true' });
    stops.push(() => server.stop());
    const client = await server.connect({ 'PRIVATE-TOKEN': sim.tokens.api });
    expect((await client.callTool(branchList)).isError).toBeFalsy();
    expect(server.stderr()).not.toContain('"telemetry started"');
  });
});
