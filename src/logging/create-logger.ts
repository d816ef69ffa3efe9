import pino, { type Logger } from 'pino';
import type { LogLevel } from '../config/index.js';
import type { LogExportSink } from './log-export.sink.js';

/** Header and field names whose values are secrets: never logged. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers["private-token"]',
  'req.headers["PRIVATE-TOKEN"]',
  'token',
  '*.token',
];

/**
 * The root logger: one JSON object per line on stderr (fd 2, synchronous so nothing is lost on
 * exit), never stdout, which carries JSON-RPC in stdio mode.
 * @param exported with telemetry, each line also goes there (synchronously, in the caller's context)
 */
export function createLogger(level: LogLevel, exported?: LogExportSink): Logger {
  const stderr = pino.destination({ dest: 2, sync: true });
  return pino(
    { level, base: { svc: 'gitlab-mcp-server' }, redact: { paths: REDACTED_PATHS, censor: '[Redacted]' }, timestamp: pino.stdTimeFunctions.isoTime },
    exported === undefined ? stderr : pino.multistream([{ stream: stderr, level }, { stream: exported, level }]),
  );
}
