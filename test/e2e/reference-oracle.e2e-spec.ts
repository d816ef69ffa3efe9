import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { EXTRA_ACTIONS, FLAG_DEVIATIONS, WAITING_ACTIONS, WAITING_PROMPTS, WAITING_RESOURCES } from '../fixtures/reference-deviations';
import {
  domainCountAt,
  expectedActions,
  extraActions,
  individualToolName,
  referenceActions,
  referenceDomains,
  referencePrompts,
  referenceResources,
  type ReferenceAction,
  type Tier,
} from '../helpers/reference-catalog';
import { spawnServer, type SpawnedServer } from '../helpers/spawn-server';

/**
 * The running server against the reference catalogue (test/fixtures/reference): tool sets per
 * tier and surface, each action's annotations, prompts and resources. Expected values come from
 * the reference files and the short list of deliberate deviations, never from our catalog code.
 */
jest.setTimeout(60_000);

const TIERS: readonly Tier[] = ['free', 'premium', 'ultimate'];

describe('the server against the reference catalogue', () => {
  let sim: GitlabSim;
  const servers: SpawnedServer[] = [];
  const reference = referenceActions();
  const byTool = new Map(reference.map((a) => [individualToolName(a.id), a]));
  const extraTools = new Map(Object.keys(EXTRA_ACTIONS).map((id) => [individualToolName(id), id]));
  const extraRows = new Map(extraActions().map((a) => [individualToolName(a.id), a]));
  /** Tools of each tier and surface, listed once. */
  const tools = new Map<string, Tool[]>();
  /** Domains of the reference that this server implements (any of their tools at Ultimate). */
  let implemented: Set<string>;

  const list = async (surface: string, tier: Tier): Promise<Tool[]> => {
    const key = `${surface}/${tier}`;
    const known = tools.get(key);
    if (known) return known;
    const s = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api, GITLAB_MCP_TOOL_SURFACE: surface, GITLAB_MCP_TIER: tier } });
    servers.push(s);
    const listed = (await s.client.listTools()).tools;
    tools.set(key, listed);
    return listed;
  };
  const expectedIndividual = (tier: Tier): string[] => expectedActions(implemented, tier).map(individualToolName).sort();
  /** Domains with at least one served action at the tier (their reference count less the waiting ones). */
  const servedAt = (d: ReturnType<typeof referenceDomains>[number], tier: Tier): boolean => implemented.has(d.domain) && expectedActions(new Set([d.domain]), tier).length > 0;

  beforeAll(async () => {
    sim = await startGitlabSim({ plan: 'ultimate' });
    const ultimate = await list('individual', 'ultimate');
    implemented = new Set(ultimate.map((t) => byTool.get(t.name)?.domain).filter((d): d is string => d !== undefined));
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
    await sim.close();
  });

  it('A-13 every tool of the individual surface is a reference action or a listed extra', async () => {
    const names = (await list('individual', 'ultimate')).map((t) => t.name);
    expect(names.filter((n) => !byTool.has(n) && !extraTools.has(n))).toEqual([]);
    expect([...extraTools.keys()].filter((n) => !names.includes(n))).toEqual([]);
    // Meta and dynamic servers must serve the same domains: at least the wave-1 and wave-2 ones.
    expect([...implemented].sort()).toEqual(expect.arrayContaining(['branch', 'issue', 'merge_request', 'pipeline', 'project', 'repository', 'server']));
  });

  it.each(TIERS)('A-13 A-20 the individual surface at %s has exactly the reference actions of the implemented domains at that tier', async (tier) => {
    const names = (await list('individual', tier)).map((t) => t.name).sort();
    expect(names).toEqual(expectedIndividual(tier));
  });

  it('A-13 every waiting action is a reference action of an implemented domain that is not served', async () => {
    const names = new Set((await list('individual', 'ultimate')).map((t) => t.name));
    const stale = Object.keys(WAITING_ACTIONS).filter((id) => {
      const ref = reference.find((a) => a.id === id);
      return !ref || !implemented.has(ref.domain) || names.has(individualToolName(id));
    });
    expect(stale).toEqual([]);
  });

  it.each(TIERS)('A-12 A-20 the meta surface at %s has one tool per implemented domain that has actions at that tier (domains.tsv)', async (tier) => {
    const expected = referenceDomains()
      .filter((d) => servedAt(d, tier))
      .flatMap((d) => d.metaTools)
      .sort();
    const names = (await list('meta', tier)).map((t) => t.name).sort();
    expect(names).toEqual(expected);
  });

  it('A-12 the meta tool counts per tier follow domains.tsv restricted to the implemented domains', async () => {
    const counts = await Promise.all(TIERS.map(async (tier) => (await list('meta', tier)).length));
    const expected = TIERS.map((tier) =>
      referenceDomains()
        .filter((d) => servedAt(d, tier))
        .reduce((n, d) => n + d.metaTools.length, 0),
    );
    expect(counts).toEqual(expected);
    // Over the whole reference the same derivation gives A-12's own figures: 34, 40 and 51.
    const all = TIERS.map((tier) => referenceDomains().filter((d) => domainCountAt(d, tier) > 0).reduce((n, d) => n + d.metaTools.length, 0));
    expect(all).toEqual([34, 40, 51]);
  });

  it('A-13 the individual tool count equals the catalog count that gitlab://tools reports', async () => {
    const s = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api, GITLAB_MCP_TIER: 'ultimate' } });
    servers.push(s);
    const manifest = await s.client.readResource({ uri: 'gitlab://tools' });
    const body = JSON.parse((manifest.contents[0] as { text: string }).text) as { tools: { actions?: { id: string }[] }[] };
    const actions = body.tools.flatMap((t) => t.actions ?? []).map((a) => a.id);
    expect(actions.length).toBe((await list('individual', 'ultimate')).length);
  });

  it('A-15 A-16 every action\'s readOnlyHint and destructiveHint equal actions.tsv (extras: their listed flags), but for the listed deviations', async () => {
    const differ: string[] = [];
    const listed = await list('individual', 'ultimate');
    for (const tool of listed) {
      const ref: ReferenceAction | undefined = byTool.get(tool.name) ?? extraRows.get(tool.name);
      if (!ref) continue;
      const deviation = FLAG_DEVIATIONS[ref.id];
      const destructive = deviation?.destructive ?? ref.destructive;
      const readOnly = deviation?.readOnly ?? ref.readOnly;
      const got = { destructive: tool.annotations?.destructiveHint, readOnly: tool.annotations?.readOnlyHint };
      if (got.destructive !== destructive || got.readOnly !== readOnly) differ.push(`${ref.id}: destructive ${got.destructive} readOnly ${got.readOnly} (expected ${destructive}, ${readOnly})`);
    }
    expect(differ).toEqual([]);
    // Every deviation still deviates, and names an action the server has.
    const stale = Object.entries(FLAG_DEVIATIONS)
      .filter(([id, d]) => {
        const ref = reference.find((a) => a.id === id);
        const present = listed.some((t) => t.name === individualToolName(id));
        return !ref || !present || ((d.destructive === undefined || d.destructive === ref.destructive) && (d.readOnly === undefined || d.readOnly === ref.readOnly));
      })
      .map(([id]) => id);
    expect(stale).toEqual([]);
  });

  it('A-61 the prompts are the reference\'s, in its order, less the listed ones that wait for a domain', async () => {
    const s = servers[0];
    const { prompts } = await s.client.listPrompts();
    const expected = referencePrompts().filter((p) => !(p.name in WAITING_PROMPTS));
    expect(prompts.map((p) => p.name)).toEqual(expected.map((p) => p.name));
    for (const p of prompts) {
      const ref = expected.find((e) => e.name === p.name)!;
      expect([p.name, (p.arguments ?? []).map((a) => `${a.name}${a.required ? '*' : ''}`)]).toEqual([p.name, ref.args]);
    }
  });

  it('A-60 the fixed resources and URI templates are the reference\'s, less the listed ones that wait for a domain', async () => {
    const s = servers[0];
    const fixed = (await s.client.listResources()).resources.map((r) => r.uri).sort();
    const templates = (await s.client.listResourceTemplates()).resourceTemplates.map((t) => t.uriTemplate).sort();
    const ref = referenceResources().filter((r) => !(r.uri in WAITING_RESOURCES));
    expect(fixed).toEqual(ref.filter((r) => r.kind.startsWith('fixed')).map((r) => r.uri).sort());
    expect(templates).toEqual(ref.filter((r) => r.kind === 'template').map((r) => r.uri).sort());
  });

  it('A-60 gitlab://project/{project_id}/commit/{sha} reads the commit through repository.commit_get', async () => {
    const s = servers[0];
    sim.clearRequests();
    const r = await s.client.readResource({ uri: 'gitlab://project/42/commit/main' });
    const commit = JSON.parse((r.contents[0] as { text: string }).text) as { id: string; title: string };
    expect(commit.id).toMatch(/^[0-9a-f]{40}$/);
    expect(sim.requests.map((q) => `${q.method} ${q.path}`)).toContain('GET /api/v4/projects/42/repository/commits/main');
  });
});
