import { context, createContextKey, type Context } from '@opentelemetry/api';

/**
 * What the layers under an MCP request learn about it, read back when its span ends: the known
 * tool or prompt it named, the catalog action it ran and why the server refused it, if it did.
 * Caller-chosen names are only recorded once known to the server (bounded cardinality).
 */
export interface CallRecord {
  /** The tool name, when the surface serves it. */
  tool?: string;
  /** The prompt name, when the prompt answered. */
  prompt?: string;
  /** The canonical action id (`branch.list`), when the call reached a catalog entry. */
  actionId?: string;
  domain?: string;
  /** Why the server answered on its own (needs_confirmation, invalid_params, unknown_action, rate_limited, read_only, safe_mode, scope, ...). */
  refusal?: string;
  /** The rate-limit bucket that refused the request. */
  rateLimitBucket?: string;
}

const CALL_RECORD = createContextKey('gitlab-mcp-server call record');

/** `base` with `record` as its call record. */
export function withCallRecord(base: Context, record: CallRecord): Context {
  return base.setValue(CALL_RECORD, record);
}

/**
 * Adds what a layer knows to the record of the MCP request it serves; a no-op outside one (telemetry
 * off, or work that is no request's). The first refusal reason noted is kept.
 */
export function noteCall(facts: Readonly<CallRecord>): void {
  const record = context.active().getValue(CALL_RECORD) as CallRecord | undefined;
  if (record === undefined) return;
  const { refusal, ...rest } = facts;
  Object.assign(record, rest);
  if (refusal !== undefined) record.refusal ??= refusal;
}
