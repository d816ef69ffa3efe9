import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { domainsOfTools, expectedActions, individualToolName, metaToolName, type ReferenceAction } from '../helpers/reference-catalog';
import { callAction } from '../helpers/surface-calls';
import { spawnServer, type SpawnedServer } from '../helpers/spawn-server';
import { textOf } from '../helpers/tool-text';

const TOOL_NAME = /^[A-Za-z0-9_-]{1,64}$/;

interface Schema {
  type?: unknown;
  properties?: Record<string, Schema>;
  items?: Schema;
  additionalProperties?: unknown;
}

/** Every subschema has exactly one `type` (portability: some clients accept nothing else). */
function assertSingleTypes(schema: Schema | undefined, where: string): void {
  if (schema === undefined) return;
  expect([where, typeof schema.type]).toEqual([where, 'string']);
  for (const [name, prop] of Object.entries(schema.properties ?? {})) assertSingleTypes(prop, `${where}.${name}`);
  if (schema.items) assertSingleTypes(schema.items, `${where}[]`);
  if (typeof schema.additionalProperties === 'object') assertSingleTypes(schema.additionalProperties as Schema, `${where}{}`);
}

describe('tool surfaces, modes and settings', () => {
  /** The reference domains this server implements (read from its Ultimate individual surface). */
  let domains: Set<string>;
  /** The reference's actions of those domains at Free (the simulator's default plan), with our extras. */
  const freeActions = (keep?: (a: ReferenceAction) => boolean): string[] => expectedActions(domains, 'free', keep);
  const uniqueSorted = (names: string[]): string[] => [...new Set(names)].sort();
  let sim: GitlabSim;
  const servers: SpawnedServer[] = [];
  const start = async (env: Record<string, string>): Promise<SpawnedServer> => {
    const s = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api, ...env } });
    servers.push(s);
    await s.client.listTools();
    sim.clearRequests();
    return s;
  };
  const list = async (env: Record<string, string>): Promise<Tool[]> => (await (await start(env)).client.listTools()).tools;

  beforeAll(async () => {
    sim = await startGitlabSim();
    domains = domainsOfTools((await list({ GITLAB_MCP_TOOL_SURFACE: 'individual', GITLAB_MCP_TIER: 'ultimate' })).map((t) => t.name));
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
    await sim.close();
  });
  beforeEach(() => sim.reset());

  it('A-11 the dynamic surface (default) has exactly gitlab_find_action and gitlab_execute_action, the envelope closed', async () => {
    const tools = await list({});
    expect(tools.map((t) => t.name)).toEqual(['gitlab_find_action', 'gitlab_execute_action']);
    const exec = tools[1];
    expect(exec.inputSchema).toMatchObject({ type: 'object', required: ['action'], additionalProperties: false });
    expect(Object.keys(exec.inputSchema.properties ?? {})).toEqual(['action', 'params', 'confirm']);
    expect(exec.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true, openWorldHint: true });
    expect(tools[0].annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false });
  });

  it('A-12 A-15 the meta surface has one tool per domain with the most cautious hints of its actions', async () => {
    const tools = await list({ GITLAB_MCP_TOOL_SURFACE: 'meta' });
    expect(tools.map((t) => t.name).sort()).toEqual(uniqueSorted(freeActions().map(metaToolName)));
    const byName = new Map(tools.map((t) => [t.name, t]));
    expect(byName.get('gitlab_branch')?.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true, idempotentHint: false });
    expect(byName.get('gitlab_server')?.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false, idempotentHint: true });
    expect(byName.get('gitlab_branch')?.inputSchema).toMatchObject({ required: ['action'], additionalProperties: false });
    expect(Object.keys(byName.get('gitlab_branch')?.inputSchema.properties ?? {})).toEqual(['action', 'params']);
    expect(byName.get('gitlab_discover_project')?.inputSchema.required).toEqual(['remote_url']);
  });

  it('A-13 A-15 the individual surface has one tool per action, each with its own closed schema and hints', async () => {
    const tools = await list({ GITLAB_MCP_TOOL_SURFACE: 'individual' });
    const names = tools.map((t) => t.name);
    expect(names.sort()).toEqual(freeActions().map(individualToolName).sort());
    expect(names).toEqual(expect.arrayContaining(['gitlab_branch_delete', 'gitlab_branch_rule_list', 'gitlab_project_get', 'gitlab_server_health_check', 'gitlab_discover_project']));
    const del = tools.find((t) => t.name === 'gitlab_branch_delete')!;
    expect(del.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: true });
    expect(del.inputSchema).toMatchObject({ additionalProperties: false, required: ['project_id', 'branch'] });
    expect(Object.keys(del.inputSchema.properties ?? {})).toContain('confirm');
    const get = tools.find((t) => t.name === 'gitlab_branch_get')!;
    expect(get.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false });
    expect(get.outputSchema).toMatchObject({ type: 'object', required: ['name'] });
  });

  it('A-13 every tool name is portable and every schema uses single types (strict clients)', async () => {
    for (const surface of ['dynamic', 'meta', 'individual']) {
      for (const mode of surface === 'meta' ? ['opaque', 'compact', 'full'] : ['opaque']) {
        const tools = await list({ GITLAB_MCP_TOOL_SURFACE: surface, GITLAB_MCP_META_PARAM_SCHEMA: mode });
        for (const t of tools) {
          expect(t.name).toMatch(TOOL_NAME);
          expect(t.description?.length).toBeGreaterThan(20);
          assertSingleTypes(t.inputSchema as Schema, `${t.name}.inputSchema`);
          assertSingleTypes(t.outputSchema as Schema | undefined, `${t.name}.outputSchema`);
        }
      }
    }
  });

  it('E-50 with GITLAB_MCP_META_PARAM_SCHEMA=full the meta params are closed and listed', async () => {
    const s = await start({ GITLAB_MCP_TOOL_SURFACE: 'meta', GITLAB_MCP_META_PARAM_SCHEMA: 'full' });
    const tool = (await s.client.listTools()).tools.find((t) => t.name === 'gitlab_branch')!;
    expect(tool.inputSchema.properties?.params).toMatchObject({ additionalProperties: false });
    const r = await s.client.callTool({ name: 'gitlab_branch', arguments: { action: 'get', params: { project_id: '42', branch: 'main', mr_iid: 3 } } });
    expect(textOf(r)).toMatch(/^validating "arguments": /);
    expect(sim.requests).toEqual([]);
  });

  it('A-20 input fields above the tier are removed from every schema and refused; output schemas are pruned', async () => {
    const free = await list({ GITLAB_MCP_TOOL_SURFACE: 'individual', GITLAB_MCP_TIER: 'free' });
    const protect = free.find((t) => t.name === 'gitlab_branch_protect')!;
    expect(Object.keys(protect.inputSchema.properties ?? {})).not.toContain('code_owner_approval_required');
    expect(Object.keys(protect.outputSchema?.properties ?? {})).not.toContain('code_owner_approval_required');
    const premium = await list({ GITLAB_MCP_TOOL_SURFACE: 'individual', GITLAB_MCP_TIER: 'premium' });
    expect(Object.keys(premium.find((t) => t.name === 'gitlab_branch_protect')!.inputSchema.properties ?? {})).toContain('code_owner_approval_required');
    const dyn = await start({ GITLAB_MCP_TIER: 'free' });
    const r = await callAction(dyn.client, 'dynamic', 'branch.protect', { project_id: '42', branch: 'develop', code_owner_approval_required: true });
    expect(textOf(r)).toMatch(/^gitlab_execute_action\/branch\.protect: invalid params\.\nUnknown params: code_owner_approval_required\n/);
    expect(sim.requests).toEqual([]);
  });

  it('A-31 read-only mode removes every write from every surface', async () => {
    const dyn = await start({ GITLAB_MCP_READ_ONLY: 'true' });
    const found = await dyn.client.callTool({ name: 'gitlab_find_action', arguments: { query: 'delete branch', limit: 20 } });
    const ids = (found.structuredContent as { actions: { id: string }[] }).actions.map((a) => a.id);
    expect(ids).not.toContain('branch.delete');
    expect(ids).toContain('branch.list');
    const meta = await list({ GITLAB_MCP_TOOL_SURFACE: 'meta', GITLAB_MCP_READ_ONLY: 'true' });
    expect(meta.every((t) => t.annotations?.readOnlyHint === true && t.annotations?.destructiveHint === false)).toBe(true);
    const ind = await list({ GITLAB_MCP_TOOL_SURFACE: 'individual', GITLAB_MCP_READ_ONLY: 'true' });
    expect(ind.map((t) => t.name).sort()).toEqual(freeActions((a) => a.readOnly).map(individualToolName).sort());
  });

  it('A-32 E-60 safe mode previews a write instead of running it and asks nothing', async () => {
    const s = await start({ GITLAB_MCP_TOOL_SURFACE: 'individual', GITLAB_MCP_SAFE_MODE: 'true' });
    const tools = (await s.client.listTools()).tools;
    expect(tools.find((t) => t.name === 'gitlab_branch_create')?.outputSchema).toBeUndefined();
    const r = await s.client.callTool({ name: 'gitlab_branch_delete', arguments: { project_id: '42', branch: 'develop' } });
    expect(r.isError).toBeFalsy();
    expect(textOf(r)).toContain('## 🛡️ Safe mode preview: branch.delete');
    expect(textOf(r)).toContain('DELETE /projects/:id/repository/branches/:branch');
    expect(textOf(r)).toContain('"branch": "develop"');
    const read = await s.client.callTool({ name: 'gitlab_branch_get', arguments: { project_id: '42', branch: 'main' } });
    expect(read.isError).toBeFalsy();
    expect(sim.requests.map((q) => `${q.method} ${q.path}`)).toEqual(['GET /api/v4/projects/42/repository/branches/main']);
  });

  it('A-32 A-71 the safe mode preview masks the secrets a write carries (write-only fields)', async () => {
    const s = await start({ GITLAB_MCP_SAFE_MODE: 'true' });
    const r = await callAction(s.client, 'dynamic', 'ci_variable.create', { project_id: '42', key: 'DEPLOY_TOKEN', value: 'tok-3f9a-secret', masked: true });
    expect(textOf(r)).toContain('## 🛡️ Safe mode preview: ci_variable.create');
    expect(textOf(r)).toContain('"key": "DEPLOY_TOKEN"');
    expect(textOf(r)).toContain('"value": "*****"');
    expect(textOf(r)).not.toContain('tok-3f9a-secret');
    expect(sim.requests).toEqual([]);
  });

  it.each([
    ['GITLAB_MCP_YOLO_MODE', 'true'],
    ['AUTOPILOT', '1'],
  ])('A-30 E-61 %s skips destructive confirmation on every surface', async (name, value) => {
    for (const surface of ['dynamic', 'meta', 'individual'] as const) {
      sim.reset();
      const s = await start({ GITLAB_MCP_TOOL_SURFACE: surface, [name]: value });
      const r = (await callAction(s.client, surface, 'branch.delete', { project_id: '42', branch: 'develop' })) as { isError?: boolean };
      expect([surface, r.isError ?? false]).toEqual([surface, false]);
      expect(sim.requests.map((q) => q.method)).toContain('DELETE');
    }
  });

  it('A-30 GITLAB_MCP_YOLO_MODE set to false wins over AUTOPILOT', async () => {
    const s = await start({ GITLAB_MCP_YOLO_MODE: 'false', AUTOPILOT: 'true' });
    const r = await callAction(s.client, 'dynamic', 'branch.delete', { project_id: '42', branch: 'develop' });
    expect(r).toMatchObject({ isError: true });
  });

  it('A-10 GITLAB_MCP_EXCLUDE_TOOLS hides tool names, domains and action IDs on every surface', async () => {
    const env = { GITLAB_MCP_EXCLUDE_TOOLS: 'branch.delete, gitlab_project ,discover_project' };
    const ind = (await list({ ...env, GITLAB_MCP_TOOL_SURFACE: 'individual' })).map((t) => t.name);
    expect(ind).not.toContain('gitlab_branch_delete');
    expect(ind.filter((n) => n.startsWith('gitlab_project') || n.startsWith('gitlab_discover'))).toEqual([]);
    expect(ind).toContain('gitlab_branch_get');
    const meta = (await list({ ...env, GITLAB_MCP_TOOL_SURFACE: 'meta' })).map((t) => t.name).sort();
    expect(meta).toEqual(uniqueSorted(freeActions((a) => a.id !== 'branch.delete' && a.domain !== 'project' && a.domain !== 'discover_project').map(metaToolName)));
    const dyn = await start(env);
    const r = await callAction(dyn.client, 'dynamic', 'project.get', { project_id: '42' });
    expect(textOf(r)).toBe('gitlab_execute_action: action "project.get" is not available in this session: it is excluded by GITLAB_MCP_EXCLUDE_TOOLS.');
  });

  it('E-52 meta surface: unknown action, missing params object and missing required params', async () => {
    const s = await start({ GITLAB_MCP_TOOL_SURFACE: 'meta' });
    const unknown = await s.client.callTool({ name: 'gitlab_branch', arguments: { action: 'x', params: {} } });
    expect(textOf(unknown)).toBe(
      'gitlab_branch: unknown action "x". Valid actions: create, delete, delete_merged, get, get_protected, list, list_protected, protect, rule_list, unprotect, update_protected',
    );
    const noParams = await s.client.callTool({ name: 'gitlab_branch', arguments: { action: 'get' } });
    expect(textOf(noParams)).toBe("'params' is required for this action. Required params: project_id, branch");
    const missing = await s.client.callTool({ name: 'gitlab_branch', arguments: { action: 'get', params: { project_id: '42' } } });
    expect(textOf(missing)).toBe('gitlab_branch/get: missing required params: branch. Put action-specific fields under params.');
    expect(sim.requests).toEqual([]);
  });

  it('E-51 E-54 dynamic surface: aliases are translated before the surface check, unknown actions get suggestions', async () => {
    const s = await start({});
    const typo = await s.client.callTool({ name: 'gitlab_execute_action', arguments: { action: 'branch.lst', params: {} } });
    expect(textOf(typo)).toBe('gitlab_execute_action: unknown action "branch.lst". Did you mean branch.list, branch.get? Use gitlab_find_action to search the catalog.');
    const beside = await s.client.callTool({ name: 'gitlab_execute_action', arguments: { action: 'branch.list', project_id: '42' } });
    expect(textOf(beside)).toMatch(/^validating "arguments": /);
    expect(sim.requests).toEqual([]);
  });

  it('A-11 gitlab_find_action ranks actions for plain phrasings and returns the schema for an exact ID', async () => {
    const s = await start({});
    const top = async (query: string): Promise<string> =>
      ((await s.client.callTool({ name: 'gitlab_find_action', arguments: { query } })).structuredContent as { actions: { id: string }[] }).actions[0]?.id;
    expect(await top('list branches')).toBe('branch.list');
    expect(await top('remove a branch')).toBe('branch.delete');
    expect(await top('show project details')).toBe('project.get');
    expect(await top('protect the main branch')).toBe('branch.protect');
    expect(await top('which project is this git remote')).toBe('discover_project.resolve');
    expect(await top('is the gitlab server reachable')).toBe('server.health_check');
    const exact = await s.client.callTool({ name: 'gitlab_find_action', arguments: { query: 'branch.get' } });
    const first = (exact.structuredContent as { actions: { id: string; input_schema?: unknown }[] }).actions[0];
    expect(first.id).toBe('branch.get');
    expect(first.input_schema).toMatchObject({ required: ['project_id', 'branch'] });
  });
});
