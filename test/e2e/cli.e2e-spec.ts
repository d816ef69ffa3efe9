import { spawnSync } from 'node:child_process';
import { SERVER_BIN } from '../helpers/spawn-server';

const run = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, [SERVER_BIN, ...args], { env: { PATH: process.env.PATH ?? '', ...env }, encoding: 'utf8', timeout: 10_000 });

describe('command line (interface.md)', () => {
  it('prints the version and exits 0', () => {
    const r = run(['--version']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^gitlab-mcp-server \d+\.\d+\.\d+\n$/);
  });

  it('prints help naming every flag of interface.md', () => {
    const r = run(['--help']);
    expect(r.status).toBe(0);
    for (const flag of ['--gitlab-url', '--http', '--http-addr', '--allow-any-gitlab-url', '--allow-private-instances', '--tool-surface', '--capability-surface', '--meta-param-schema', '--tier', '--read-only', '--safe-mode', '--yolo-mode', '--exclude-tools', '--rate-limit-rps', '--rate-limit-burst', '--action-timeout', '--skip-tls-verify', '--log-level', '--max-http-clients', '--pool-idle-timeout', '--stateless', '--redis-url', '--demo', '--stdio', '--version', '--metrics-addr', '--telemetry', '--telemetry-tool-name']) {
      expect(r.stdout).toContain(flag);
    }
  });

  it.each<[string, string[], Record<string, string>, string]>([
    ['an unknown flag', ['--frobnicate'], { GITLAB_TOKEN: 't' }, 'unknown flag --frobnicate'],
    ['A-01 stdio without GITLAB_TOKEN', [], {}, 'GITLAB_TOKEN is required in stdio mode'],
    ['a bad surface', ['--tool-surface', 'fancy'], { GITLAB_TOKEN: 't' }, 'GITLAB_MCP_TOOL_SURFACE must be one of dynamic, meta, individual, got "fancy"'],
    ['a bad duration', [], { GITLAB_TOKEN: 't', GITLAB_MCP_ACTION_TIMEOUT: 'soon' }, 'GITLAB_MCP_ACTION_TIMEOUT must be a duration'],
    ['a bad tier', ['--tier=gold'], { GITLAB_TOKEN: 't' }, 'GITLAB_MCP_TIER must be free, premium or ultimate, got "gold"'],
    ['A-02 HTTP without --gitlab-url', ['--http'], {}, 'HTTP mode needs --gitlab-url (repeatable) or --allow-any-gitlab-url'],
    ['issue 17 --metrics-addr in stdio mode', ['--metrics-addr', '127.0.0.1:9464'], { GITLAB_TOKEN: 't' }, '--metrics-addr serves Prometheus metrics in HTTP mode only'],
  ])('refuses to start on %s: exit 2 with a plain message', (_name, args, env, message) => {
    const r = run(args, env);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(message);
  });
});
