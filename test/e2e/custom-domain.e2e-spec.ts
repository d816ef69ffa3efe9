import { GitlabClientFactory } from '@gitlab-mcp/gitlab-client';
import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { AppModule } from '../../src/app.module.js';
import { loadConfig, parseCliArgs } from '../../src/config/index.js';
import { createLogger } from '../../src/logging/create-logger.js';
import { McpServerFactory } from '../../src/mcp/mcp-server.factory.js';
import { CredentialViewBuilder } from '../../src/mcp/credential-view.builder.js';
import { TeamStatsModule } from '../fixtures/custom-domain/index.js';
import { callAction, SURFACES, type Surface } from '../helpers/surface-calls.js';
import { textOf } from '../helpers/tool-text.js';

interface Result {
  isError?: boolean;
  structuredContent?: Record<string, unknown>;
  content: { type: string; text: string; annotations?: { audience: string[] } }[];
}

const FIXTURE_DIR = join(__dirname, '..', 'fixtures', 'custom-domain');
const BRANCHES_PATH = '/api/v4/projects/42/repository/branches';
const COUNT_CARD = '## Branch count of project 42\n\n- **Branches**: 5';

/** Every `.ts` file under a folder. */
function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourcesUnder(path) : name.endsWith('.ts') ? [path] : [];
  });
}

describe('A-10 custom domain module outside src/: written against the public kit only', () => {
  it('A-10 the fixture imports nothing but @gitlab-mcp/action-kit, @nestjs/common, class-validator(-jsonschema) and its own files', () => {
    const allowed = new Set(['@gitlab-mcp/action-kit', '@nestjs/common', 'class-validator', 'class-validator-jsonschema']);
    const specifiers = sourcesUnder(FIXTURE_DIR).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bfrom\s+'([^']+)'/g)].map((m) => m[1]),
    );
    expect(specifiers.length).toBeGreaterThan(0);
    expect(specifiers.filter((s) => !s.startsWith('./') && !allowed.has(s))).toEqual([]);
  });
});

describe.each(SURFACES)('A-10 custom domain module outside src/ on the %s surface', (surface: Surface) => {
  let sim: GitlabSim;
  let app: INestApplicationContext;
  let server: Server;
  let client: Client;
  let tools: Tool[];
  const call = (id: string, params: Record<string, unknown>, confirm?: boolean): Promise<Result> =>
    callAction(client, surface, id, params, confirm) as Promise<Result>;
  const gitlabCalls = (): string[] => sim.requests.map((r) => `${r.method} ${r.path}`);
  const tool = (name: string): Tool | undefined => tools.find((t) => t.name === name);

  beforeAll(async () => {
    sim = await startGitlabSim();
    const config = loadConfig(parseCliArgs([]), { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api, GITLAB_MCP_TOOL_SURFACE: surface });
    app = await NestFactory.createApplicationContext(AppModule.forRoot(config, createLogger('error'), [TeamStatsModule]), { logger: false });
    const gitlab = app.get(GitlabClientFactory).create({ baseUrl: sim.url, token: sim.tokens.api });
    const built = await app.get(CredentialViewBuilder).build(gitlab);
    server = app.get(McpServerFactory).create({ current: async () => built.view });
    client = new Client({ name: 'custom-domain-e2e', version: '1.0.0' }, { capabilities: {} });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    await client.connect(clientSide);
    tools = (await client.listTools()).tools;
  });
  afterAll(async () => {
    await client?.close();
    await server?.close();
    await app?.close();
    await sim?.close();
  });
  beforeEach(() => {
    sim.reset();
  });

  it('A-10 A-50 A-51 team_stats.branch_count runs through the pipeline, reaches GitLab and returns a card', async () => {
    const r = await call('team_stats.branch_count', { project_id: '42' });
    expect(r.isError).toBeFalsy();
    expect(r.structuredContent).toEqual({ project_id: '42', branch_count: 5 });
    expect(textOf(r)).toBe(COUNT_CARD);
    expect(r.content[0].annotations?.audience).toEqual(['assistant']);
    expect(gitlabCalls()).toEqual([`GET ${BRANCHES_PATH}`]);
    expect(sim.requests[0].query).toMatchObject({ per_page: '100' });
    expect(sim.requests[0].token).toBe(sim.tokens.api);
  });

  it('A-10 E-54 a numeric project_id is coerced to the DTO string type as for built-in actions', async () => {
    const r = await call('team_stats.branch_count', { project_id: 42 });
    expect(r.structuredContent).toEqual({ project_id: '42', branch_count: 5 });
  });

  it('E-30 E-31 the custom notFound spec renders the not-found card for a missing project', async () => {
    const r = await call('team_stats.branch_count', { project_id: 'acme/nope' });
    expect(r.isError).toBe(true);
    expect(r.structuredContent).toBeUndefined();
    expect(textOf(r)).toBe(
      [
        '## ❓ Project Not Found',
        '',
        'The project **acme/nope** does not exist or is not accessible with your current permissions.',
        '',
        '---',
        '💡 **Next steps:**',
        "- Use action 'project.list' with search to find the project",
      ].join('\n'),
    );
    expect(gitlabCalls()).toEqual(['GET /api/v4/projects/acme%2Fnope/repository/branches']);
  });

  it('E-61 E-63 the destructive team_stats.reset_marker is refused without confirmation and nothing reaches GitLab', async () => {
    const r = await call('team_stats.reset_marker', { project_id: '42', branch: 'fix/typo' });
    expect(r.isError).toBe(true);
    expect(textOf(r)).toBe(
      surface === 'dynamic'
        ? 'gitlab_execute_action: action "team_stats.reset_marker" is destructive. Re-send with confirm=true only after the user explicitly approves this operation.'
        : 'Confirm gitlab_team_stats/reset_marker? This action may be irreversible. The connected client cannot prompt for confirmation. Re-send with confirm=true only after the user explicitly approves this operation.',
    );
    expect(gitlabCalls()).toEqual([]);
  });

  it('E-61 the same refusal as the built-in branch.delete (one confirmation rule for every domain)', async () => {
    const builtIn = textOf(await call('branch.delete', { project_id: '42', branch: 'fix/typo' }));
    const custom = textOf(await call('team_stats.reset_marker', { project_id: '42', branch: 'fix/typo' }));
    expect(custom).toBe(builtIn.replace('"branch.delete"', '"team_stats.reset_marker"').replace('gitlab_branch/delete', 'gitlab_team_stats/reset_marker'));
    expect(gitlabCalls()).toEqual([]);
  });

  it('E-61 confirm: true where the surface expects it runs team_stats.reset_marker against GitLab', async () => {
    const r = await call('team_stats.reset_marker', { project_id: '42', branch: 'fix/typo' }, true);
    expect(r.isError).toBeFalsy();
    expect(r.structuredContent).toEqual({ project_id: '42', branch: 'fix/typo', deleted: true });
    expect(textOf(r)).toBe('## Marker fix/typo reset\n\n- **Project**: 42\n- **Deleted**: yes');
    expect(gitlabCalls()).toEqual(['DELETE /api/v4/projects/42/repository/branches/fix%2Ftypo']);
    const after = await call('team_stats.branch_count', { project_id: '42' });
    expect(after.structuredContent).toEqual({ project_id: '42', branch_count: 4 });
  });

  it('E-02 E-36 a GitLab error is composed with the custom operation label and hint', async () => {
    const r = await call('team_stats.reset_marker', { project_id: '42', branch: 'main' }, true);
    expect(r.isError).toBe(true);
    expect(textOf(r)).toBe(
      'teamStatsResetMarker: bad request: check your input parameters ({message: The default branch of a project cannot be deleted.}). ' +
        'Suggestion: the default branch is never a marker; use branch.list to pick the marker branch: ' +
        `DELETE ${sim.url}/api/v4/projects/42/repository/branches/main: 400 {message: The default branch of a project cannot be deleted.}`,
    );
    expect(gitlabCalls()).toEqual(['DELETE /api/v4/projects/42/repository/branches/main']);
  });

  if (surface === 'dynamic') {
    it('A-11 custom domain module outside src/: still exactly two tools, and gitlab_find_action "count branches" finds team_stats.branch_count', async () => {
      expect(tools.map((t) => t.name).sort()).toEqual(['gitlab_execute_action', 'gitlab_find_action']);
      expect(tool('gitlab_find_action')?.description).toContain('team_stats');
      const r = (await client.callTool({ name: 'gitlab_find_action', arguments: { query: 'count branches' } })) as Result;
      expect(r.isError).toBeFalsy();
      const actions = r.structuredContent?.actions as { id: string; destructive: boolean; read_only: boolean; tier: string; required_params: string[] }[];
      expect(actions[0]).toMatchObject({ id: 'team_stats.branch_count', destructive: false, read_only: true, tier: 'free', required_params: ['project_id'] });
      expect(textOf(r)).toContain('`team_stats.branch_count`');
      expect(gitlabCalls()).toEqual([]);
    });

    it('A-11 gitlab_find_action reports the custom destructive action as destructive', async () => {
      const r = (await client.callTool({ name: 'gitlab_find_action', arguments: { query: 'team_stats.reset_marker' } })) as Result;
      const actions = r.structuredContent?.actions as { id: string; destructive: boolean; read_only: boolean; input_schema?: unknown }[];
      expect(actions[0]).toMatchObject({ id: 'team_stats.reset_marker', destructive: true, read_only: false });
      expect(actions[0].input_schema).toEqual({
        type: 'object',
        additionalProperties: false,
        required: ['project_id', 'branch'],
        properties: {
          project_id: { type: 'string', description: 'Project numeric ID or full path (e.g. "42" or "my-group/my-project").' },
          branch: { type: 'string', description: 'Name of the marker branch to delete (e.g. "fix/typo").' },
        },
      });
    });

    it('A-11 gitlab_execute_action runs team_stats.branch_count', async () => {
      const r = (await client.callTool({ name: 'gitlab_execute_action', arguments: { action: 'team_stats.branch_count', params: { project_id: '42' } } })) as Result;
      expect(r.structuredContent).toEqual({ project_id: '42', branch_count: 5 });
      expect(gitlabCalls()).toEqual([`GET ${BRANCHES_PATH}`]);
    });
  }

  if (surface === 'meta') {
    it('A-12 A-15 custom domain module outside src/: the meta tool gitlab_team_stats exists with the most cautious hints', () => {
      const t = tool('gitlab_team_stats');
      expect(t).toBeDefined();
      expect(t?.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true });
      expect(t?.description).toMatch(/^Team statistics computed from GitLab data \(example extension\)\. /);
      expect(t?.description).toContain('Actions: branch_count, reset_marker.');
      expect(t?.inputSchema).toMatchObject({ type: 'object', required: ['action'], additionalProperties: false });
      expect(Object.keys(t?.inputSchema.properties ?? {}).sort()).toEqual(['action', 'params']);
    });

    it('A-12 gitlab_team_stats runs {action: "branch_count", params}', async () => {
      const r = (await client.callTool({ name: 'gitlab_team_stats', arguments: { action: 'branch_count', params: { project_id: '42' } } })) as Result;
      expect(r.structuredContent).toEqual({ project_id: '42', branch_count: 5 });
      expect(textOf(r)).toBe(COUNT_CARD);
      expect(gitlabCalls()).toEqual([`GET ${BRANCHES_PATH}`]);
    });
  }

  if (surface === 'individual') {
    it('A-13 A-15 custom domain module outside src/: one tool per custom action with correct readOnlyHint/destructiveHint', () => {
      expect(tool('gitlab_team_stats_branch_count')?.annotations).toMatchObject({ title: 'Count branches', readOnlyHint: true, destructiveHint: false, idempotentHint: true });
      expect(tool('gitlab_team_stats_reset_marker')?.annotations).toMatchObject({ title: 'Reset a marker branch', readOnlyHint: false, destructiveHint: true, idempotentHint: true });
      expect(tool('gitlab_team_stats')).toBeUndefined();
    });

    it('A-13 the individual tools carry the DTO schemas (closed input, confirm only on the destructive one, output schema)', () => {
      const count = tool('gitlab_team_stats_branch_count');
      expect(count?.inputSchema).toMatchObject({ type: 'object', additionalProperties: false, required: ['project_id'] });
      expect(Object.keys(count?.inputSchema.properties ?? {})).toEqual(['project_id']);
      expect(count?.outputSchema).toMatchObject({ type: 'object', required: ['project_id', 'branch_count'], properties: { branch_count: { type: 'integer' } } });
      const reset = tool('gitlab_team_stats_reset_marker');
      expect(Object.keys(reset?.inputSchema.properties ?? {})).toEqual(['project_id', 'branch', 'confirm']);
      expect(reset?.inputSchema.required).toEqual(['project_id', 'branch']);
    });

    it('A-13 gitlab_team_stats_branch_count runs with the action\'s own parameters', async () => {
      const r = (await client.callTool({ name: 'gitlab_team_stats_branch_count', arguments: { project_id: '42' } })) as Result;
      expect(r.structuredContent).toEqual({ project_id: '42', branch_count: 5 });
      expect(gitlabCalls()).toEqual([`GET ${BRANCHES_PATH}`]);
    });
  }
});
