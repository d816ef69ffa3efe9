export { noteCall, type CallRecord } from './call-record.js';
export { traceRequest, type RequestFacts, type RequestHeaders } from './request.tracer.js';
export { countPoolEviction, observeCredentialPool, observeStoreFailures, observeWatchers } from './telemetry.instruments.js';
export { startTelemetry } from './telemetry.bootstrap.js';
export type { TelemetryRuntime } from './telemetry.sdk.js';
export { telemetrySettings, telemetryWanted } from './telemetry.settings.js';
