/**
 * A JSON-RPC error this server answers, before the SDK of the era that serves the request turns
 * it into its own error type (`McpError` of 2025-11-25, `ProtocolError` of 2026-07-28).
 */
export class McpRefusalError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'McpRefusalError';
  }
}
