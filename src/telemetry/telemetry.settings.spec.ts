import { telemetrySettings, telemetryWanted } from './telemetry.settings';

const config = { telemetry: false, metricsAddr: undefined };

describe('telemetrySettings (issue 17 #1: OTEL_* only, off by default)', () => {
  it('is off without GITLAB_MCP_TELEMETRY and without an OTLP endpoint', () => {
    const s = telemetrySettings(config, {});
    expect(s.otlp).toEqual({ traces: undefined, metrics: undefined, logs: undefined });
    expect(telemetryWanted(s)).toBe(false);
  });

  it('turns on with an endpoint variable (base or per signal), protobuf by default, http/json and http honoured per signal', () => {
    expect(telemetrySettings(config, { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://localhost:4318' }).otlp).toEqual({ traces: 'http/protobuf', metrics: 'http/protobuf', logs: 'http/protobuf' });
    const s = telemetrySettings(config, { OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://localhost:4318/v1/traces', OTEL_EXPORTER_OTLP_PROTOCOL: 'http', OTEL_EXPORTER_OTLP_LOGS_PROTOCOL: 'http/json' });
    expect(s.otlp).toEqual({ traces: 'http/protobuf', metrics: 'http/protobuf', logs: 'http/json' });
  });

  it('turns on with GITLAB_MCP_TELEMETRY alone; OTEL_<SIGNAL>_EXPORTER=none leaves that signal out', () => {
    expect(telemetrySettings({ ...config, telemetry: true }, { OTEL_LOGS_EXPORTER: 'none' }).otlp).toEqual({ traces: 'http/protobuf', metrics: 'http/protobuf', logs: undefined });
  });

  it('OTEL_SDK_DISABLED=true vetoes OTLP export; the Prometheus listener still runs when --metrics-addr asks for it', () => {
    const s = telemetrySettings({ telemetry: true, metricsAddr: { host: '127.0.0.1', port: 9464 } }, { OTEL_SDK_DISABLED: 'TRUE', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://localhost:4318' });
    expect(s.otlp.traces).toBeUndefined();
    expect(s.prometheus).toEqual({ host: '127.0.0.1', port: 9464 });
    expect(telemetryWanted(s)).toBe(true);
  });

  it('an unsupported protocol or exporter turns OTLP export off with one error naming it', () => {
    const s = telemetrySettings({ ...config, telemetry: true }, { OTEL_EXPORTER_OTLP_METRICS_PROTOCOL: 'grpc', OTEL_TRACES_EXPORTER: 'zipkin' });
    expect(s.otlp).toEqual({ traces: undefined, metrics: undefined, logs: undefined });
    expect(s.error).toContain('OTEL_EXPORTER_OTLP_METRICS_PROTOCOL=grpc');
    expect(s.error).toContain('OTEL_TRACES_EXPORTER=zipkin');
  });

  it('warns of credential headers in plaintext to another host, naming the variable and host and never the value; loopback and https are quiet', () => {
    const secret = 'api-key=s3cr3t';
    const s = telemetrySettings(config, { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector.example:4318', OTEL_EXPORTER_OTLP_HEADERS: secret });
    expect(s.warnings).toHaveLength(1);
    expect(s.warnings[0]).toContain('OTEL_EXPORTER_OTLP_HEADERS');
    expect(s.warnings[0]).toContain('collector.example');
    expect(s.warnings[0]).not.toContain('s3cr3t');
    expect(telemetrySettings(config, { OTEL_EXPORTER_OTLP_ENDPOINT: 'https://collector.example', OTEL_EXPORTER_OTLP_HEADERS: secret }).warnings).toEqual([]);
    expect(telemetrySettings(config, { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318', OTEL_EXPORTER_OTLP_HEADERS: secret }).warnings).toEqual([]);
    expect(telemetrySettings(config, { OTEL_EXPORTER_OTLP_ENDPOINT: 'https://collector.example', OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://traces.example/v1/traces', OTEL_EXPORTER_OTLP_TRACES_HEADERS: secret }).warnings[0]).toContain('OTEL_EXPORTER_OTLP_TRACES_HEADERS');
  });
});
