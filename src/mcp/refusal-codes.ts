/**
 * JSON-RPC error codes of this server's own refusals, shared by both transports: the HTTP status
 * they go with, times −100. They lie outside JSON-RPC's reserved −32768…−32000 and so outside the
 * range the MCP specification allocates (−32020…−32099); the protocol's own codes (−32700 parse
 * error, −32600 invalid request, −32602 invalid params, −32002 resource not found) keep their
 * meaning, and −32000 stays the readiness gate's "retry" (A-06, as the design seed fixes it).
 */
export const REFUSAL_CODES = {
  /** A request this transport cannot serve as sent (no session on a stateful server). */
  badRequest: -40000,
  /** No credential: send a GitLab token. */
  unauthenticated: -40100,
  /** Refused by policy: an untrusted Origin, or a token without read_api/api. */
  forbidden: -40300,
  /** The session named in `Mcp-Session-Id` does not exist (or belongs to another credential). */
  notFound: -40400,
  /** An HTTP method this endpoint does not serve. */
  methodNotAllowed: -40500,
  /** This server's rate limits (A-40, and the per-address authentication-failure limit). */
  tooManyRequests: -42900,
  /** Too busy to take the request now; retry shortly. */
  busy: -50300,
} as const;
