import { Client, StreamableHTTPClientTransport, UnauthorizedError } from '@modelcontextprotocol/client';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { MemoryOAuthProvider, signInThroughConsent } from '../helpers/oauth-sign-in';
import { spawnDemo } from '../helpers/spawn-demo';
import { textOf } from '../helpers/tool-text';

const REDIRECT = 'http://127.0.0.1:9/callback';
const projectGet = { name: 'gitlab_execute_action', arguments: { action: 'project.get', params: { project_id: 'acme/backend' } } };

/** The JSON blocks of the banner, in order (each starts on a line of its own with `{`). */
function jsonBlocks(text: string): unknown[] {
  return [...text.matchAll(/^\{\n[\s\S]*?\n\}$/gm)].map((m) => JSON.parse(m[0]) as unknown);
}

describe('npm run demo -- --auth-mode oauth: the client signs in with OAuth (issue 16 item 8)', () => {
  let child: ChildProcessWithoutNullStreams;
  let endpoint: string;
  let token: string;
  let stdout = '';

  beforeAll(async () => {
    const demo = await spawnDemo(['--auth-mode', 'oauth']);
    ({ child, endpoint, token } = demo);
    stdout = demo.stdout();
  });
  afterAll(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });

  it('item 8: prints a client configuration without a token (OAuth) besides the one with the demo token', () => {
    expect(endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
    expect(jsonBlocks(stdout)).toEqual([
      { mcpServers: { gitlab: { type: 'http', url: endpoint } } },
      { mcpServers: { gitlab: { type: 'http', url: endpoint, headers: { 'PRIVATE-TOKEN': token } } } },
    ]);
  });

  it('item 8: the demo serves OAuth metadata naming its loopback public URL', async () => {
    const origin = new URL(endpoint).origin;
    const res = await fetch(`${origin}/.well-known/oauth-protected-resource/mcp`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ resource: endpoint, authorization_servers: [origin] });
  });

  it('item 8: the SDK client signs in through consent and the simulator, then calls a tool', async () => {
    const provider = new MemoryOAuthProvider(REDIRECT);
    const first = new StreamableHTTPClientTransport(new URL(endpoint), { authProvider: provider });
    await expect(new Client({ name: 'demo-oauth', version: '1' }).connect(first)).rejects.toBeInstanceOf(UnauthorizedError);
    await first.finishAuth(await signInThroughConsent(provider.authorizationUrl as URL, REDIRECT));
    const client = new Client({ name: 'demo-oauth', version: '1' });
    await client.connect(new StreamableHTTPClientTransport(new URL(endpoint), { authProvider: provider }));
    try {
      const r = await client.callTool(projectGet);
      expect(r.isError).toBeFalsy();
      expect(textOf(r)).toContain('## Project acme/backend');
    } finally {
      await client.close();
    }
  });

  it('item 6: the demo token keeps working in oauth mode', async () => {
    const client = new Client({ name: 'demo-oauth', version: '1' });
    await client.connect(new StreamableHTTPClientTransport(new URL(endpoint), { requestInit: { headers: { 'PRIVATE-TOKEN': token } } }));
    try {
      expect((await client.callTool(projectGet)).isError).toBeFalsy();
    } finally {
      await client.close();
    }
  });

  it('stops on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
