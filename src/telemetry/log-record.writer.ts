import { SeverityNumber, type AnyValueMap, type Logger as OtelLogger } from '@opentelemetry/api-logs';

/** pino's numeric levels → OpenTelemetry severity numbers and texts. */
const SEVERITIES: Readonly<Record<number, readonly [SeverityNumber, string]>> = {
  10: [SeverityNumber.TRACE, 'TRACE'],
  20: [SeverityNumber.DEBUG, 'DEBUG'],
  30: [SeverityNumber.INFO, 'INFO'],
  40: [SeverityNumber.WARN, 'WARN'],
  50: [SeverityNumber.ERROR, 'ERROR'],
  60: [SeverityNumber.FATAL, 'FATAL'],
};

/**
 * Fields of a pino line that are not attributes: the record's own fields, and the GitLab user a
 * line may name (stderr shows it to the operator; telemetry carries no user identity).
 */
const LEFT_OUT = new Set(['level', 'time', 'msg', 'svc', 'user', 'username', 'user_id']);

/**
 * Turns each JSON log line into an OpenTelemetry log record: the message as the body, the other
 * fields as attributes (objects as JSON text), the user a line names left out. Written in the logging call's context, the record
 * carries the active span's trace and span ids. The telemetry module's own lines are not exported.
 */
export function logRecordWriter(logger: OtelLogger): (line: string) => void {
  return (line) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      return;
    }
    if (typeof parsed !== 'object' || parsed === null) return;
    const fields = parsed as Record<string, unknown>;
    if (fields.component === 'telemetry') return;
    const [severityNumber, severityText] = SEVERITIES[Number(fields.level)] ?? [SeverityNumber.UNSPECIFIED, 'UNSPECIFIED'];
    const attributes: AnyValueMap = {};
    for (const [key, value] of Object.entries(fields)) {
      if (LEFT_OUT.has(key) || value === undefined || value === null) continue;
      attributes[key] = typeof value === 'object' ? JSON.stringify(value) : (value as string | number | boolean);
    }
    const time = typeof fields.time === 'string' ? new Date(fields.time) : new Date();
    logger.emit({ timestamp: time, severityNumber, severityText, body: typeof fields.msg === 'string' ? fields.msg : '', attributes });
  };
}
