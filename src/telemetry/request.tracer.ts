import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Attributes, type Context, type Link, type TextMapGetter } from '@opentelemetry/api';
import type { TelemetryToolName, ToolSurface } from '../config/index.js';
import { withCallRecord, type CallRecord } from './call-record.js';
import { ATTR, CALLER_FAULT_CODES, KNOWN_METHODS, OTHER, TELEMETRY_SCOPE } from './telemetry.constants.js';
import { telemetryInstruments } from './telemetry.instruments.js';

/** Request headers as either SDK era hands them over: a Node header record or a web `Headers`. */
export type RequestHeaders = Readonly<Record<string, string | readonly string[] | undefined>> | Headers;

/** What an era's wiring knows of one MCP request when its handler starts. */
export interface RequestFacts {
  readonly method: string;
  readonly requestId?: string | number;
  readonly protocolVersion?: string;
  /** Stateful HTTP sessions only. */
  readonly sessionId?: string;
  /** The request's `params._meta`: `traceparent` / `tracestate` there continue the caller's trace. */
  readonly meta?: unknown;
  /** The HTTP request's headers, whose `traceparent` / `tracestate` are used when `_meta` has none. */
  readonly headers?: RequestHeaders;
  /** resources/read, resources/subscribe: on the span only (ids in it make it unfit for a name or a metric). */
  readonly resourceUri?: string;
}

/** How the process's requests are recorded, set once at start when telemetry runs. */
export interface RequestTelemetryOptions {
  readonly transport: 'stdio' | 'http';
  readonly toolSurface: ToolSurface;
  readonly toolName: TelemetryToolName;
}

let options: RequestTelemetryOptions | undefined;

/** Turns request telemetry on (the SDK is registered); until then {@link traceRequest} only runs the handler. */
export function enableRequestTelemetry(given: RequestTelemetryOptions): void {
  options = given;
}


const recordGetter: TextMapGetter<unknown> = {
  keys: (carrier) => (typeof carrier === 'object' && carrier !== null ? Object.keys(carrier) : []),
  get: (carrier, key) => {
    const value = typeof carrier === 'object' && carrier !== null ? (carrier as Record<string, unknown>)[key] : undefined;
    return typeof value === 'string' ? value : Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined;
  },
};

const headersGetter: TextMapGetter<RequestHeaders> = {
  keys: (carrier) => (carrier instanceof Headers ? [...carrier.keys()] : Object.keys(carrier)),
  get: (carrier, key) => {
    if (carrier instanceof Headers) return carrier.get(key) ?? undefined;
    const value = carrier[key.toLowerCase()];
    return typeof value === 'string' ? value : value?.[0];
  },
};

/**
 * Runs one MCP request's handler inside a SERVER span named per the OpenTelemetry MCP conventions
 * (`{mcp.method.name} {target}`, the target a known tool or prompt name), and records its duration
 * and any refusal. The caller's trace is continued from `params._meta`, else from the HTTP
 * headers. The handler's own outcome passes through unchanged.
 */
export async function traceRequest<T>(facts: RequestFacts, run: () => Promise<T>): Promise<T> {
  if (options === undefined) return run();
  const settings = options;
  const started = performance.now();
  const { parent, links } = parentOf(facts);
  const method = KNOWN_METHODS.has(facts.method) ? facts.method : OTHER;
  // Asked for at each request: the SDK registers its provider after this module has loaded.
  const span = trace.getTracer(TELEMETRY_SCOPE).startSpan(method, { kind: SpanKind.SERVER, attributes: startAttributes(facts, method, settings), links }, parent);
  const record: CallRecord = {};
  let outcome: { errorType?: string; statusCode?: number; failed: boolean } = { failed: false };
  try {
    // The handler runs in the span's context: GitLab requests are its children, layers note into the record.
    const result = await context.with(withCallRecord(trace.setSpan(parent, span), record), run, undefined);
    if (isToolError(result)) outcome = { errorType: 'tool_error', failed: false };
    return result;
  } catch (e) {
    const code = codeOf(e);
    outcome = code === undefined ? { errorType: errorName(e), failed: true } : { errorType: String(code), statusCode: code, failed: !CALLER_FAULT_CODES.has(code) };
    if (outcome.failed) span.setStatus({ code: SpanStatusCode.ERROR, message: e instanceof Error ? e.message : undefined });
    throw e;
  } finally {
    const target = method === 'tools/call' ? (record.tool ?? OTHER) : method === 'prompts/get' ? (record.prompt ?? OTHER) : undefined;
    if (target !== undefined) span.updateName(`${method} ${target}`);
    const shared = recordAttributes(method, record, outcome, target);
    span.setAttributes({
      ...shared,
      ...(record.domain === undefined ? {} : { [ATTR.domain]: record.domain }),
      ...(record.rateLimitBucket === undefined ? {} : { [ATTR.rateLimitBucket]: record.rateLimitBucket }),
    });
    span.end();
    recordMetrics(settings, method, record, shared, (performance.now() - started) / 1000);
  }
}

function parentOf(facts: RequestFacts): { parent: Context; links: Link[] } {
  const fromMeta = carries(facts.meta) ? propagation.extract(ROOT_CONTEXT, facts.meta, recordGetter) : undefined;
  const fromHeaders = facts.headers !== undefined ? propagation.extract(ROOT_CONTEXT, facts.headers, headersGetter) : undefined;
  const metaSpan = fromMeta && trace.getSpanContext(fromMeta);
  const headerSpan = fromHeaders && trace.getSpanContext(fromHeaders);
  if (metaSpan) {
    // The HTTP request's own trace, when it differs, stays reachable as a link (the MCP convention's advice).
    const links = headerSpan && headerSpan.traceId !== metaSpan.traceId ? [{ context: headerSpan }] : [];
    return { parent: fromMeta, links };
  }
  if (headerSpan && fromHeaders) return { parent: fromHeaders, links: [] };
  return { parent: context.active(), links: [] };
}

function carries(meta: unknown): meta is object {
  return typeof meta === 'object' && meta !== null && typeof (meta as Record<string, unknown>).traceparent === 'string';
}

function startAttributes(facts: RequestFacts, method: string, settings: RequestTelemetryOptions): Attributes {
  return {
    [ATTR.mcpMethod]: method,
    [ATTR.networkTransport]: settings.transport === 'stdio' ? 'pipe' : 'tcp',
    ...(settings.transport === 'http' ? { [ATTR.networkProtocolName]: 'http' } : {}),
    ...(facts.requestId === undefined ? {} : { [ATTR.jsonrpcRequestId]: String(facts.requestId) }),
    ...(facts.protocolVersion === undefined ? {} : { [ATTR.mcpProtocolVersion]: facts.protocolVersion }),
    ...(facts.sessionId === undefined ? {} : { [ATTR.mcpSessionId]: facts.sessionId }),
    ...(facts.resourceUri === undefined ? {} : { [ATTR.mcpResourceUri]: facts.resourceUri }),
    ...(method === 'tools/call' ? { [ATTR.operationName]: 'execute_tool' } : {}),
  };
}

/** The attributes spans and metrics share: all bounded (known names or {@link OTHER}). */
function recordAttributes(method: string, record: CallRecord, outcome: { errorType?: string; statusCode?: number }, target: string | undefined): Attributes {
  return {
    [ATTR.mcpMethod]: method,
    ...(method === 'tools/call' ? { [ATTR.toolName]: target ?? OTHER, [ATTR.operationName]: 'execute_tool' } : {}),
    ...(method === 'prompts/get' ? { [ATTR.promptName]: target ?? OTHER } : {}),
    ...(record.actionId === undefined ? {} : { [ATTR.actionId]: record.actionId }),
    ...(record.refusal === undefined ? {} : { [ATTR.refusalReason]: record.refusal }),
    ...(outcome.errorType === undefined ? {} : { [ATTR.errorType]: outcome.errorType }),
    ...(outcome.statusCode === undefined ? {} : { [ATTR.rpcStatusCode]: String(outcome.statusCode) }),
  };
}

function recordMetrics(settings: RequestTelemetryOptions, method: string, record: CallRecord, shared: Attributes, seconds: number): void {
  const instruments = telemetryInstruments();
  const dropToolName = settings.toolName === 'off' || (settings.toolName === 'auto' && settings.toolSurface === 'individual');
  const { [ATTR.toolName]: _tool, ...withoutTool } = shared;
  instruments.requestDuration.record(seconds, dropToolName ? withoutTool : shared);
  if (record.refusal !== undefined) {
    instruments.refusals.add(1, { [ATTR.mcpMethod]: method, [ATTR.refusalReason]: record.refusal, ...(record.actionId === undefined ? {} : { [ATTR.actionId]: record.actionId }) });
  }
  if (record.rateLimitBucket !== undefined) instruments.rateLimitRefusals.add(1, { [ATTR.mcpMethod]: method, [ATTR.rateLimitBucket]: record.rateLimitBucket });
}

function isToolError(result: unknown): boolean {
  return typeof result === 'object' && result !== null && (result as { isError?: unknown }).isError === true;
}

/** The JSON-RPC code of an SDK protocol error (either era's), if `e` is one. */
function codeOf(e: unknown): number | undefined {
  const code = typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined;
  return typeof code === 'number' && Number.isInteger(code) ? code : undefined;
}

/** A low-cardinality name for an unexpected failure: its class name, never its message. */
function errorName(e: unknown): string {
  return e instanceof Error && /^[A-Za-z][A-Za-z0-9_]{0,63}$/.test(e.name) ? e.name : OTHER;
}
