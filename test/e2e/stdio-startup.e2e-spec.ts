import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import { ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { INITIALIZE, INITIALIZED, spawnRaw } from '../helpers/raw-stdio';
import { spawnServer } from '../helpers/spawn-server';
import { callAction } from '../helpers/surface-calls';
import { textOf } from '../helpers/tool-text';
import { waitFor } from '../helpers/wait-for';

describe('stdio start-up and transport', () => {
  let sim: GitlabSim;
  beforeAll(async () => {
    sim = await startGitlabSim({ plan: 'premium' });
  });
  afterAll(() => sim.close());
  beforeEach(() => sim.reset());

  it('A-05 A-06 initialize is answered while discovery waits on GitLab; tools/list waits behind the gate', async () => {
    // GitLab holds the discovery's first request until the test lets it go: no guessed delay.
    let answerDiscovery: () => void = () => undefined;
    const discovering = new Promise<void>((arrived) => {
      sim.faults.add({ method: 'GET', path: '/api/v4/version', times: 1, hold: () => (arrived(), new Promise<void>((r) => (answerDiscovery = r))) });
    });
    const raw = spawnRaw({ GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api });
    try {
      raw.send(INITIALIZE);
      const init = await raw.response(1);
      expect((init.result as { serverInfo: { name: string } }).serverInfo.name).toBe('gitlab-mcp-server');
      raw.send(INITIALIZED);
      raw.send({ jsonrpc: '2.0', id: 2, method: 'ping' });
      raw.send({ jsonrpc: '2.0', id: 3, method: 'tools/list' });
      raw.send({ jsonrpc: '2.0', id: 4, method: 'ping' });
      expect((await raw.response(2)).result).toEqual({});
      await discovering;
      // The ping sent after tools/list is answered; tools/list is not while discovery is held.
      expect((await raw.response(4)).result).toEqual({});
      expect(raw.stdoutLines().map((l) => (JSON.parse(l) as { id?: unknown }).id)).not.toContain(3);
      answerDiscovery();
      const list = await raw.response(3);
      expect(sim.requests.some((r) => r.path === '/api/v4/user')).toBe(true);
      expect((list.result as { tools: { name: string }[] }).tools.map((t) => t.name)).toEqual(['gitlab_find_action', 'gitlab_execute_action']);
    } finally {
      answerDiscovery();
      await raw.stop();
    }
  });

  it('A-01 A-70 A-71 stdout carries only JSON-RPC, stderr only JSON log lines, and no token anywhere', async () => {
    const raw = spawnRaw({ GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api, GITLAB_MCP_LOG_LEVEL: 'debug' });
    try {
      raw.send(INITIALIZE);
      await raw.response(1);
      raw.send(INITIALIZED);
      raw.send({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'gitlab_execute_action', arguments: { action: 'branch.get', params: { project_id: '42', branch: 'main' } } } });
      raw.send({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'gitlab_execute_action', arguments: { action: 'branch.list', params: { project_id: 'nope/nope' } } } });
      await raw.response(2);
      await raw.response(3);
    } finally {
      await raw.stop();
    }
    for (const line of raw.stdoutLines()) expect(JSON.parse(line)).toMatchObject({ jsonrpc: '2.0' });
    const errLines = raw.stderrText().split('\n').filter((l) => l !== '');
    expect(errLines.length).toBeGreaterThan(2);
    for (const line of errLines) expect(typeof JSON.parse(line)).toBe('object');
    expect(raw.stderrText()).not.toContain(sim.tokens.api);
    expect(raw.stdoutLines().join('\n')).not.toContain(sim.tokens.api);
  });

  it('A-07 a token without read_api or api reaches no tool: -40300 on catalog requests', async () => {
    const s = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.readUser } });
    try {
      await expect(s.client.listTools()).rejects.toMatchObject({
        code: -40300,
        message: expect.stringContaining('Restart the server with a token that has read_api (or api to write)'),
      });
      await expect(s.client.callTool({ name: 'gitlab_find_action', arguments: { query: 'x' } })).rejects.toMatchObject({ code: -40300 });
      await expect(s.client.ping()).resolves.toEqual({});
    } finally {
      await s.close();
    }
  });

  it('A-09 a read_api token is served the read-only surface', async () => {
    const s = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.readApi, GITLAB_MCP_TOOL_SURFACE: 'individual' } });
    try {
      const names = (await s.client.listTools()).tools.map((t) => t.name);
      expect(names).toContain('gitlab_branch_list');
      expect(names).not.toContain('gitlab_branch_create');
      expect(names).not.toContain('gitlab_branch_delete');
    } finally {
      await s.close();
    }
  });

  it('A-09 dynamic surface: a write under a read_api token is withheld with the reason', async () => {
    const s = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.readApi } });
    try {
      const r = await callAction(s.client, 'dynamic', 'branch.create', { project_id: '42', branch_name: 'x', ref: 'main' });
      expect(textOf(r)).toBe(
        'gitlab_execute_action: action "branch.create" is not available in this session: the session is read-only (GITLAB_MCP_READ_ONLY or a read_api token), and this action writes.',
      );
    } finally {
      await s.close();
    }
  });

  it('A-09 E-15 E-25 a token GitLab rejects at start is served, and each call reports the token-rejected verdict', async () => {
    const s = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.expired } });
    try {
      expect((await s.client.listTools()).tools).toHaveLength(2);
      const r = await callAction(s.client, 'dynamic', 'branch.list', { project_id: '42' });
      const msg = '{error: invalid_token}, {error_description: Token is expired. You can either do re-authorization or token refresh.}';
      expect(textOf(r)).toBe(
        `branchList: authentication failed: GitLab rejected the token (GITLAB_TOKEN) itself as invalid, expired, revoked or without the api or read_api scope, so renew or replace it (${msg}): GET ${sim.url}/api/v4/projects/42/repository/branches: 401 ${msg}`,
      );
    } finally {
      await s.close();
    }
  });

  it('A-08 GitLab unreachable at start: degraded start, then identity re-detected and the tool list changes', async () => {
    sim.faults.add({ method: 'GET', path: '/api/v4/version', drop: true, times: 3 });
    const s = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.readApi, GITLAB_MCP_TOOL_SURFACE: 'individual' } });
    try {
      const before = (await s.client.listTools()).tools.map((t) => t.name);
      expect(before).toContain('gitlab_branch_delete');
      expect(await waitFor(() => s.stderr().includes('GitLab is unreachable at start; serving degraded'))).toBe(true);
      const changed = new Promise<void>((resolve) => s.client.setNotificationHandler(ToolListChangedNotificationSchema, async () => resolve()));
      const r = await s.client.callTool({ name: 'gitlab_project_get', arguments: { project_id: '42' } });
      expect(r.isError).toBeFalsy();
      await changed;
      const after = (await s.client.listTools()).tools.map((t) => t.name);
      expect(after).not.toContain('gitlab_branch_delete');
      expect(after).toContain('gitlab_branch_list');
    } finally {
      await s.close();
    }
  });

  it('A-20 the tier is detected from the namespaces\' plans, or pinned by GITLAB_MCP_TIER without a licence check', async () => {
    const detected = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api } });
    try {
      const r = await callAction(detected.client, 'dynamic', 'server.status', {});
      expect((r as { structuredContent: { tier: string } }).structuredContent.tier).toBe('premium');
    } finally {
      await detected.close();
    }
    sim.reset();
    const pinned = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api, GITLAB_MCP_TIER: 'ultimate' } });
    try {
      const r = await callAction(pinned.client, 'dynamic', 'server.status', {});
      expect((r as { structuredContent: { tier: string } }).structuredContent.tier).toBe('ultimate');
      expect(sim.requests.map((q) => q.path)).not.toContain('/api/v4/license');
      expect(sim.requests.map((q) => q.path)).not.toContain('/api/v4/namespaces');
    } finally {
      await pinned.close();
    }
  });
});
