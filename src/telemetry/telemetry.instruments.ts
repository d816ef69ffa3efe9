import { metrics, ValueType, type Attributes, type Counter, type Histogram, type Meter } from '@opentelemetry/api';
import { DURATION_BUCKETS_S, METRIC, TELEMETRY_SCOPE } from './telemetry.constants.js';

interface Instruments {
  readonly meter: Meter;
  readonly requestDuration: Histogram;
  readonly refusals: Counter;
  readonly rateLimitRefusals: Counter;
  readonly poolEvictions: Counter;
}

let instruments: Instruments | undefined;

/**
 * The server's instruments, made on first use from the global meter provider (registered at start
 * when telemetry runs; the API's no-op meter otherwise). Nothing asks for them before the start.
 */
export function telemetryInstruments(): Instruments {
  if (instruments) return instruments;
  const meter = metrics.getMeter(TELEMETRY_SCOPE);
  instruments = {
    meter,
    requestDuration: meter.createHistogram(METRIC.requestDuration, {
      unit: 's',
      description: 'MCP request duration as observed on the server, from the request until its answer',
      advice: { explicitBucketBoundaries: DURATION_BUCKETS_S },
    }),
    refusals: meter.createCounter(METRIC.refusals, { unit: '{request}', description: 'Requests the server answered on its own, by refusal reason', valueType: ValueType.INT }),
    rateLimitRefusals: meter.createCounter(METRIC.rateLimitRefusals, { unit: '{request}', description: 'Requests refused by the per-credential rate limits, by bucket', valueType: ValueType.INT }),
    poolEvictions: meter.createCounter(METRIC.poolEvictions, { unit: '{credential}', description: 'Credentials that left the HTTP credential pool, by reason', valueType: ValueType.INT }),
  };
  return instruments;
}

/** Observes the HTTP credential pool: its size and its capacity (`GITLAB_MCP_MAX_HTTP_CLIENTS`). */
export function observeCredentialPool(size: () => number, capacity: number): void {
  const meter = telemetryInstruments().meter;
  meter.createObservableGauge(METRIC.poolSize, { unit: '{credential}', description: 'Credentials in the HTTP credential pool', valueType: ValueType.INT }).addCallback((r) => r.observe(size()));
  meter.createObservableGauge(METRIC.poolCapacity, { unit: '{credential}', description: 'Capacity of the HTTP credential pool', valueType: ValueType.INT }).addCallback((r) => r.observe(capacity));
}

/** Counts a credential leaving the pool; `reason` is one of the pool's own fixed words. */
export function countPoolEviction(reason: string): void {
  telemetryInstruments().poolEvictions.add(1, { reason } satisfies Attributes);
}

/** Observes the resource-subscription watchers of the process. */
export function observeWatchers(count: () => number): void {
  telemetryInstruments()
    .meter.createObservableGauge(METRIC.watchers, { unit: '{watcher}', description: 'Resource subscription watchers in the process', valueType: ValueType.INT })
    .addCallback((r) => r.observe(count()));
}

/** Counts the operations the shared rate-limit store (Redis) could not answer (answered by the failure mode). */
export function observeStoreFailures(count: () => number): void {
  telemetryInstruments()
    .meter.createObservableCounter(METRIC.storeFailures, { unit: '{operation}', description: 'Rate-limit store operations Redis could not answer', valueType: ValueType.INT })
    .addCallback((r) => r.observe(count()));
}
