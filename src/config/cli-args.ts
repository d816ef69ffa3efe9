import { ConfigError } from './config.error.js';

/** Flags that take no value (`--flag` or `--flag=true|false`). */
const BOOLEAN_FLAGS = new Set([
  'http', 'allow-any-gitlab-url', 'allow-private-instances', 'read-only', 'safe-mode', 'yolo-mode',
  'skip-tls-verify', 'stateless', 'demo', 'stdio', 'version', 'help', 'telemetry',
]);
/** Flags that take a value (`--flag=value` or `--flag value`). */
const VALUE_FLAGS = new Set([
  'gitlab-url', 'http-addr', 'tool-surface', 'capability-surface', 'meta-param-schema', 'tier',
  'exclude-tools', 'rate-limit-rps', 'rate-limit-burst', 'action-timeout', 'log-level',
  'max-http-clients', 'pool-idle-timeout', 'subscription-poll-interval', 'max-request-body-bytes', 'http-request-timeout',
  'discovery-timeout', 'max-sessions', 'max-sessions-per-credential', 'session-timeout', 'trusted-origins',
  'drain-delay', 'redis-url', 'redis-failure-mode', 'address-rate-limit', 'telemetry-tool-name', 'metrics-addr',
  'auth-mode', 'public-url', 'oauth-gitlab-app-id', 'oauth-access-token-ttl', 'oauth-refresh-token-ttl',
  'oauth-client-uid', 'oauth-cache-ttl',
]);

/** Parsed command line: each flag's values in order (repeatable flags keep all). */
export type CliArgs = ReadonlyMap<string, readonly string[]>;

/**
 * Parses `argv` (without node and script). Refuses unknown flags and positional arguments.
 */
export function parseCliArgs(argv: readonly string[]): CliArgs {
  const out = new Map<string, string[]>();
  const add = (name: string, value: string): void => {
    out.set(name, [...(out.get(name) ?? []), value]);
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '-h') {
      add('help', 'true');
      continue;
    }
    if (!arg.startsWith('--')) throw new ConfigError(`unexpected argument "${arg}"; flags start with --`);
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq === -1 ? undefined : eq);
    const inlineValue = eq === -1 ? undefined : arg.slice(eq + 1);
    if (BOOLEAN_FLAGS.has(name)) {
      add(name, inlineValue ?? 'true');
    } else if (VALUE_FLAGS.has(name)) {
      const value = inlineValue ?? argv[++i];
      if (value === undefined) throw new ConfigError(`flag --${name} needs a value`);
      add(name, value);
    } else {
      throw new ConfigError(`unknown flag --${name} (see --help)`);
    }
  }
  return out;
}
