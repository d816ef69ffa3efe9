/** JSON-RPC error code of a request that ended while waiting behind the readiness gate. */
export const NOT_READY_CODE = -32000;
/** JSON-RPC error code for a token without read_api/api. */
export const NO_SCOPE_CODE = -40300;

export const mcpMessages = {
  notReady: 'The server is still starting up (discovering the GitLab instance and registering its tools). Retry the request.',
  noScope:
    'The GitLab token has neither the read_api nor the api scope, so no tool can run. Restart the server with a token that has read_api (or api to write).',
  unknownTool: (name: string) => `Unknown tool: ${name}`,
} as const;
