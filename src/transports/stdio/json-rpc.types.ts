/** The JSON-RPC shapes the stdio channel reads before the SDK is loaded. */
export interface JsonRpcMessage {
  readonly jsonrpc?: string;
  readonly id?: string | number | null;
  readonly method?: string;
  readonly params?: Record<string, unknown>;
  readonly result?: unknown;
  readonly error?: unknown;
}

/** True for a request (has a method and an id). */
export function isRequest(m: JsonRpcMessage): boolean {
  return typeof m.method === 'string' && m.id !== undefined && m.id !== null;
}
