/** A JSON-RPC error body without a request id (the request was refused before it was read as JSON-RPC). */
export const rpcError = (code: number, message: string): object => ({ jsonrpc: '2.0', id: null, error: { code, message } });

/** Answers of the HTTP transport itself (not tool results). */
export const httpMessages = {
  missingToken:
    "Authentication required: send a GitLab personal access token as 'Authorization: Bearer <glpat-...>' or 'PRIVATE-TOKEN: <glpat-...>'.",
  gitlabUrlRequired: (urls: readonly string[]) => `The GITLAB-URL header is required and must be one of: ${urls.join(', ')}`,
  gitlabUrlNotPublished: (urls: readonly string[]) => `The GITLAB-URL header names an instance this server does not publish. Use one of: ${urls.join(', ')}`,
  gitlabUrlInvalid: 'The GITLAB-URL header must be an absolute http(s) URL of a GitLab instance.',
  methodNotAllowed: 'Method not allowed: this server is stateless; send JSON-RPC with POST /mcp.',
  sessionRequired: 'Bad Request: no Mcp-Session-Id header; open a session with an initialize request first.',
  sessionNotFound: 'Session not found: the Mcp-Session-Id is unknown, expired or belongs to another credential. Initialize a new session.',
  tooManyAuthFailures: (seconds: number) => `Too many requests without valid credentials from this address; retry in ${seconds} s.`,
  tooManyRequestsFromAddress: (seconds: number) => `Too many requests from this address; retry in ${seconds} s.`,
  limitsUnavailable: (seconds: number) => `Service unavailable: this server cannot reach its shared rate-limit store; retry in ${seconds} s.`,
} as const;
