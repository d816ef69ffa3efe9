import { metrics, SpanKind, SpanStatusCode, trace, type Attributes, type Histogram } from '@opentelemetry/api';
import { GitlabRequestFailureError } from './gitlab-request-failure.error.js';

/** Instrumentation scope of the client's spans and its duration histogram. */
const SCOPE = '@gitlab-mcp/gitlab-client';

/** Bucket boundaries (seconds) of the OpenTelemetry HTTP client duration histogram. */
const BUCKETS_S = [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10];

let duration: Histogram | undefined;

/** Where one request goes, as telemetry may name it: never a path with values, a query or a token. */
export interface RequestTarget {
  readonly method: string;
  /** The route template (`/projects/:id/repository/branches`), when the caller gave one. */
  readonly route: string | undefined;
  readonly host: string;
  readonly port: number;
}

/**
 * Runs one GitLab request (with its resends) in a CLIENT span named `METHOD <route template>`
 * (`METHOD` alone without a template, as the OpenTelemetry HTTP conventions ask) and records its
 * duration in `http.client.request.duration`. The span and the histogram carry the method, the
 * template, the host and the status; without an SDK registered both are the API's no-ops.
 */
export async function tracedRequest<T extends { readonly status: number }>(target: RequestTarget, send: () => Promise<T>): Promise<T> {
  // Asked for per request: the SDK registers its providers after this module has loaded.
  const span = trace.getTracer(SCOPE).startSpan(target.route === undefined ? target.method : `${target.method} ${target.route}`, { kind: SpanKind.CLIENT });
  const recording = span.isRecording();
  const started = performance.now();
  const attributes: Attributes = {
    'http.request.method': target.method,
    ...(target.route === undefined ? {} : { 'http.route': target.route, 'url.template': target.route }),
    'server.address': target.host,
    'server.port': target.port,
  };
  try {
    const answer = await send();
    attributes['http.response.status_code'] = answer.status;
    return answer;
  } catch (e) {
    const failure = e instanceof GitlabRequestFailureError ? e.failure : undefined;
    if (failure?.status !== undefined) attributes['http.response.status_code'] = failure.status;
    attributes['error.type'] = failure === undefined ? 'unexpected' : failure.status !== undefined ? String(failure.status) : failure.canceled ? 'canceled' : failure.deadlineExceeded ? 'timeout' : failure.destinationRefused ? 'destination_refused' : (failure.network?.code ?? 'network');
    if (recording) span.setStatus({ code: SpanStatusCode.ERROR });
    throw e;
  } finally {
    if (recording) span.setAttributes(attributes);
    span.end();
    duration ??= metrics.getMeter(SCOPE).createHistogram('http.client.request.duration', { unit: 's', description: 'Duration of GitLab requests (resends included)', advice: { explicitBucketBoundaries: BUCKETS_S } });
    duration.record((performance.now() - started) / 1000, attributes);
  }
}
