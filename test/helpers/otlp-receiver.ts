import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse, type Type } from 'protobufjs';

/**
 * The OTLP messages the receiver decodes, written from the OpenTelemetry protocol's field numbers
 * (opentelemetry-proto: common, resource, trace, metrics and logs v1). Only what the tests read:
 * fields left out here are skipped as unknown by the decoder.
 */
const OTLP_SCHEMA = `
syntax = "proto3";
package otlp;
message AnyValue { oneof value { string string_value = 1; bool bool_value = 2; int64 int_value = 3; double double_value = 4; ArrayValue array_value = 5; KeyValueList kvlist_value = 6; bytes bytes_value = 7; } }
message ArrayValue { repeated AnyValue values = 1; }
message KeyValueList { repeated KeyValue values = 1; }
message KeyValue { string key = 1; AnyValue value = 2; }
message InstrumentationScope { string name = 1; string version = 2; }
message Resource { repeated KeyValue attributes = 1; }
message Status { string message = 2; int32 code = 3; }
message Link { bytes trace_id = 1; bytes span_id = 2; }
message Span { bytes trace_id = 1; bytes span_id = 2; string trace_state = 3; bytes parent_span_id = 4; string name = 5; int32 kind = 6; repeated KeyValue attributes = 9; repeated Link links = 13; Status status = 15; }
message ScopeSpans { InstrumentationScope scope = 1; repeated Span spans = 2; }
message ResourceSpans { Resource resource = 1; repeated ScopeSpans scope_spans = 2; }
message ExportTraceServiceRequest { repeated ResourceSpans resource_spans = 1; }
message NumberDataPoint { fixed64 time_unix_nano = 3; double as_double = 4; sfixed64 as_int = 6; repeated KeyValue attributes = 7; }
message HistogramDataPoint { fixed64 count = 4; double sum = 5; repeated KeyValue attributes = 9; }
message Gauge { repeated NumberDataPoint data_points = 1; }
message Sum { repeated NumberDataPoint data_points = 1; }
message Histogram { repeated HistogramDataPoint data_points = 1; }
message Metric { string name = 1; string description = 2; string unit = 3; Gauge gauge = 5; Sum sum = 7; Histogram histogram = 9; }
message ScopeMetrics { InstrumentationScope scope = 1; repeated Metric metrics = 2; }
message ResourceMetrics { Resource resource = 1; repeated ScopeMetrics scope_metrics = 2; }
message ExportMetricsServiceRequest { repeated ResourceMetrics resource_metrics = 1; }
message LogRecord { int32 severity_number = 2; string severity_text = 3; AnyValue body = 5; repeated KeyValue attributes = 6; bytes trace_id = 9; bytes span_id = 10; }
message ScopeLogs { InstrumentationScope scope = 1; repeated LogRecord log_records = 2; }
message ResourceLogs { Resource resource = 1; repeated ScopeLogs scope_logs = 2; }
message ExportLogsServiceRequest { repeated ResourceLogs resource_logs = 1; }
`;

type Attributes = Record<string, unknown>;

export interface ReceivedSpan {
  readonly traceId: string;
  readonly spanId: string;
  readonly parentSpanId: string;
  readonly name: string;
  /** OTLP SpanKind: 2 server, 3 client. */
  readonly kind: number;
  readonly attributes: Attributes;
  readonly resource: Attributes;
  readonly statusCode: number;
  readonly links: readonly { readonly traceId: string; readonly spanId: string }[];
}

export interface ReceivedPoint {
  readonly attributes: Attributes;
  /** Sums and gauges. */
  readonly value?: number;
  /** Histograms. */
  readonly count?: number;
}

export interface ReceivedMetric {
  readonly name: string;
  readonly unit: string;
  readonly kind: 'gauge' | 'sum' | 'histogram';
  readonly points: readonly ReceivedPoint[];
}

export interface ReceivedLog {
  readonly traceId: string;
  readonly spanId: string;
  readonly severityText: string;
  readonly body: unknown;
  readonly attributes: Attributes;
}

/** A loopback OTLP/HTTP receiver (POST /v1/traces, /v1/metrics, /v1/logs) that decodes protobuf and JSON bodies. */
export interface OtlpReceiver {
  /** `http://127.0.0.1:PORT`, for `OTEL_EXPORTER_OTLP_ENDPOINT`. */
  readonly url: string;
  readonly spans: ReceivedSpan[];
  readonly metrics: ReceivedMetric[];
  readonly logs: ReceivedLog[];
  /** Each request's content type, path and headers, as received. */
  readonly requests: { readonly path: string; readonly contentType: string; readonly headers: Record<string, string | string[] | undefined> }[];
  /** Every body received, undecoded (to look for strings that must never be sent). */
  readonly raw: Buffer[];
  close(): Promise<void>;
}

const root = parse(OTLP_SCHEMA, { keepCase: false }).root;
const TYPES: Readonly<Record<string, Type>> = {
  '/v1/traces': root.lookupType('otlp.ExportTraceServiceRequest'),
  '/v1/metrics': root.lookupType('otlp.ExportMetricsServiceRequest'),
  '/v1/logs': root.lookupType('otlp.ExportLogsServiceRequest'),
};

export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const received: Omit<OtlpReceiver, 'url' | 'close'> = { spans: [], metrics: [], logs: [], requests: [], raw: [] };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      const type = TYPES[path];
      const contentType = String(req.headers['content-type'] ?? '');
      const body = Buffer.concat(chunks);
      if (req.method !== 'POST' || type === undefined) {
        res.writeHead(404).end();
        return;
      }
      received.requests.push({ path, contentType, headers: req.headers });
      received.raw.push(body);
      const json = contentType.includes('json');
      const message = (json ? JSON.parse(body.toString('utf8')) : type.toObject(type.decode(body), { longs: Number, bytes: Array, defaults: false })) as Record<string, unknown>;
      collect(path, message, received);
      if (json) res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      else res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return {
    ...received,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((r) => server.close(() => r()));
    },
  };
}

/** A loopback port nothing listens on (bound, then closed): a collector that is down. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.address() as AddressInfo).port;
  await new Promise((r) => server.close(r));
  return port;
}

type Node = Record<string, unknown>;
const list = (v: unknown): Node[] => (Array.isArray(v) ? (v as Node[]) : []);

function collect(path: string, message: Node, into: Omit<OtlpReceiver, 'url' | 'close'>): void {
  const id = (v: unknown): string => (typeof v === 'string' ? v.toLowerCase() : Array.isArray(v) ? Buffer.from(v as number[]).toString('hex') : '');
  if (path === '/v1/traces') {
    for (const rs of list(message.resourceSpans)) {
      const resource = attributes((rs.resource as Node | undefined)?.attributes);
      for (const ss of list(rs.scopeSpans)) {
        for (const s of list(ss.spans)) {
          into.spans.push({
            traceId: id(s.traceId),
            spanId: id(s.spanId),
            parentSpanId: id(s.parentSpanId),
            name: String(s.name ?? ''),
            kind: Number(s.kind ?? 0),
            attributes: attributes(s.attributes),
            resource,
            statusCode: Number((s.status as Node | undefined)?.code ?? 0),
            links: list(s.links).map((l) => ({ traceId: id(l.traceId), spanId: id(l.spanId) })),
          });
        }
      }
    }
  } else if (path === '/v1/metrics') {
    for (const rm of list(message.resourceMetrics)) {
      for (const sm of list(rm.scopeMetrics)) {
        for (const m of list(sm.metrics)) {
          const kind = m.histogram ? 'histogram' : m.sum ? 'sum' : 'gauge';
          const data = (m[kind] as Node | undefined)?.dataPoints;
          into.metrics.push({
            name: String(m.name),
            unit: String(m.unit ?? ''),
            kind,
            points: list(data).map((p) => ({ attributes: attributes(p.attributes), ...(kind === 'histogram' ? { count: Number(p.count ?? 0) } : { value: Number(p.asDouble ?? p.asInt ?? 0) }) })),
          });
        }
      }
    }
  } else {
    for (const rl of list(message.resourceLogs)) {
      for (const sl of list(rl.scopeLogs)) {
        for (const l of list(sl.logRecords)) {
          into.logs.push({ traceId: id(l.traceId), spanId: id(l.spanId), severityText: String(l.severityText ?? ''), body: value(l.body), attributes: attributes(l.attributes) });
        }
      }
    }
  }
}

function attributes(kvs: unknown): Attributes {
  return Object.fromEntries(list(kvs).map((kv) => [String(kv.key), value(kv.value)]));
}

function value(v: unknown): unknown {
  if (typeof v !== 'object' || v === null) return undefined;
  const any = v as Node;
  if ('stringValue' in any) return any.stringValue;
  if ('boolValue' in any) return any.boolValue;
  if ('intValue' in any) return Number(any.intValue);
  if ('doubleValue' in any) return Number(any.doubleValue);
  if ('arrayValue' in any) return list((any.arrayValue as Node).values).map(value);
  if ('kvlistValue' in any) return attributes((any.kvlistValue as Node).values);
  return undefined;
}
