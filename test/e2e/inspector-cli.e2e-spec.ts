import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import { spawn } from 'node:child_process';
import { INSPECTOR_INSTALL_TIMEOUT_MS, installInspector } from '../helpers/inspector-install';
import { SERVER_BIN } from '../helpers/spawn-server';

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the MCP Inspector CLI against the built server over stdio. */
function inspector(bin: string, env: Record<string, string>, args: string[]): Promise<Run> {
  const envArgs = Object.entries(env).flatMap(([k, v]) => ['-e', `${k}=${v}`]);
  return new Promise((resolve) => {
    const child = spawn(bin, ['--cli', ...envArgs, ...args, '--format', 'json', '-q', '--', process.execPath, SERVER_BIN], {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const CALLS: Record<string, { tool: string; args: object }> = {
  dynamic: { tool: 'gitlab_execute_action', args: { action: 'project.get', params: { project_id: '42' } } },
  meta: { tool: 'gitlab_project', args: { action: 'get', params: { project_id: '42' } } },
  individual: { tool: 'gitlab_project_get', args: { project_id: '42' } },
};

describe('MCP Inspector CLI (a real client besides the SDK)', () => {
  let sim: GitlabSim;
  let bin: string;
  beforeAll(async () => {
    bin = await installInspector();
    sim = await startGitlabSim();
  }, INSPECTOR_INSTALL_TIMEOUT_MS);
  afterAll(() => sim.close());

  describe.each(['dynamic', 'meta', 'individual'])('surface %s', (surface) => {
    const env = (): Record<string, string> => ({ GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api, GITLAB_MCP_TOOL_SURFACE: surface });

    it('A-11 A-12 A-13 lists tools and --strict reports 0 errors and 0 warnings', async () => {
      const r = await inspector(bin, env(), ['--method', 'tools/list', '--strict']);
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      const out = JSON.parse(r.stdout) as { result: { tools: { name: string }[] }; schemaFindings?: unknown };
      expect(out.schemaFindings).toBeUndefined();
      expect(out.result.tools.length).toBeGreaterThanOrEqual(2);
    });

    it('A-10 calls a tool and gets the project card', async () => {
      const { tool, args } = CALLS[surface];
      const r = await inspector(bin, env(), ['--method', 'tools/call', '--tool-name', tool, '--tool-args-json', JSON.stringify(args)]);
      expect(r.code).toBe(0);
      const out = (JSON.parse(r.stdout) as { result: { content: { text: string }[]; structuredContent: { id: number } } }).result;
      expect(out.content[0].text).toContain('## Project acme/backend');
      expect(out.structuredContent.id).toBe(42);
    });
  });
});
