/** Server capabilities, shared by the SDK Server and the stdio front (which answers first). */
export const SERVER_CAPABILITIES = { tools: { listChanged: true } } as const;

export const SERVER_NAME = 'gitlab-mcp-server';
export const SERVER_TITLE = 'GitLab MCP Server';
export const SERVER_INSTRUCTIONS =
  'GitLab MCP server: every GitLab operation is an action with a canonical ID (domain.action). Results come as Markdown plus structured JSON. Destructive actions need the user\'s explicit approval before they run.';
