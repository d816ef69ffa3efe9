/** Instrumentation scope of the server's own spans and instruments. */
export const TELEMETRY_SCOPE = 'gitlab-mcp-server';

/** The service name when neither `OTEL_SERVICE_NAME` nor `OTEL_RESOURCE_ATTRIBUTES` names one. */
export const DEFAULT_SERVICE_NAME = 'gitlab-mcp-server';

/** What a caller-chosen value outside the known set is recorded as (bounded cardinality). */
export const OTHER = '_OTHER';

/** Attribute names: the OpenTelemetry MCP and gen-ai semantic conventions, then ours (`gitlab.*`). */
export const ATTR = {
  mcpMethod: 'mcp.method.name',
  mcpProtocolVersion: 'mcp.protocol.version',
  mcpSessionId: 'mcp.session.id',
  mcpResourceUri: 'mcp.resource.uri',
  jsonrpcRequestId: 'jsonrpc.request.id',
  rpcStatusCode: 'rpc.response.status_code',
  toolName: 'gen_ai.tool.name',
  promptName: 'gen_ai.prompt.name',
  operationName: 'gen_ai.operation.name',
  errorType: 'error.type',
  networkTransport: 'network.transport',
  networkProtocolName: 'network.protocol.name',
  actionId: 'gitlab.action.id',
  domain: 'gitlab.domain',
  refusalReason: 'gitlab.refusal.reason',
  rateLimitBucket: 'gitlab.rate_limit.bucket',
} as const;

/** Metric names: the MCP convention's duration, then ours (`gitlab_mcp.*`). */
export const METRIC = {
  requestDuration: 'mcp.server.operation.duration',
  refusals: 'gitlab_mcp.refusals',
  rateLimitRefusals: 'gitlab_mcp.rate_limit.refusals',
  poolSize: 'gitlab_mcp.credential_pool.size',
  poolCapacity: 'gitlab_mcp.credential_pool.capacity',
  poolEvictions: 'gitlab_mcp.credential_pool.evictions',
  watchers: 'gitlab_mcp.resource_subscriptions.watchers',
  storeFailures: 'gitlab_mcp.rate_limit.store_failures',
} as const;

/** Bucket boundaries (seconds) the MCP convention recommends for its duration histograms. */
export const DURATION_BUCKETS_S = [0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 30, 60, 120, 300];

/** MCP methods this server answers through its own handlers; any other is recorded as {@link OTHER}. */
export const KNOWN_METHODS: ReadonlySet<string> = new Set([
  'tools/list',
  'tools/call',
  'resources/list',
  'resources/templates/list',
  'resources/read',
  'resources/subscribe',
  'resources/unsubscribe',
  'prompts/list',
  'prompts/get',
  'completion/complete',
]);

/**
 * JSON-RPC codes a server answers when the caller sent a request it could not serve: per the MCP
 * convention they are recorded (`rpc.response.status_code`, `error.type`) but the span is not an error.
 */
export const CALLER_FAULT_CODES: ReadonlySet<number> = new Set([-32700, -32600, -32601, -32602, -32002]);
