import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
const t = new StdioClientTransport({ command: process.execPath, args: ['dist/gitlab-mcp-server.js', '--demo'], env: { PATH: process.env.PATH, GITLAB_MCP_TOOL_SURFACE: 'individual' }, stderr: 'ignore' });
const c = new Client({ name: 'peek', version: '1' });
await c.connect(t);
await c.listTools();
for (const [name, args] of [
  ['gitlab_issue_get', { project_id: '42', issue_iid: 5 }],
  ['gitlab_issue_list', { project_id: '42', per_page: 3 }],
  ['gitlab_merge_request_approve', { project_id: '42', merge_request_iid: 7 }],
  ['gitlab_repository_file_create', { project_id: '42', file_path: 'a/b.txt', branch: 'develop', content: 'x', commit_message: 'm' }],
  ['gitlab_project_service_account_list', { project_id: '42' }],
]) {
  const r = await c.callTool({ name, arguments: args });
  console.log('=== ' + name + (r.isError ? ' (ERROR)' : '') + '\n' + r.content[0].text + '\n');
}
await c.close();
