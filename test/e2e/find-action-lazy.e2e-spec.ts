import type { Tier } from '@gitlab-mcp/action-kit';
import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import type { CatalogRegistry } from '../../src/catalog/index';
import { CatalogView } from '../../src/catalog/index';
import { ActionRanker } from '../../src/surfaces/dynamic/action.ranker';
import { builtInRegistry } from '../helpers/catalog-entries';
import { spawnServer } from '../helpers/spawn-server';

interface FoundAction {
  readonly id: string;
  readonly params: readonly string[];
  readonly required_params: readonly string[];
  readonly input_schema?: unknown;
}

const QUERIES = ['list merge requests', 'protect a branch', 'retry the failed job', 'epic weight', 'merge_request.update'];

/**
 * Issue 13: the built server indexes gitlab_find_action at its first search and parses an
 * action's schemas from dist/schemas.json at first use. Its answers equal an eager ranking over
 * the catalog converted from the sources, schemas included, at a tier that sees every field and
 * at one that cuts some.
 */
describe('issue 13: gitlab_find_action on the built server answers as an eager index and eager schemas do', () => {
  let sim: GitlabSim;
  let registry: CatalogRegistry;
  beforeAll(async () => {
    sim = await startGitlabSim({ plan: 'ultimate' });
    registry = await builtInRegistry();
  });
  afterAll(() => sim.close());

  it.each<Tier>(['ultimate', 'free'])('%s: the first and later searches match the eager ranking', async (tier) => {
    const view = new CatalogView(registry, { tier, readOnly: false, exclude: [] });
    const eager = new ActionRanker(view.entries(), view.domains);
    const server = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api, GITLAB_MCP_TIER: tier, GITLAB_MCP_TOOL_SURFACE: 'dynamic' } });
    try {
      for (const query of QUERIES) {
        const answer = await server.client.callTool({ name: 'gitlab_find_action', arguments: { query, limit: 10, include_schema: true } });
        const served = (answer.structuredContent as { actions: FoundAction[] }).actions;
        const expected = eager.rank(query, 10, { elicitation: false }).map(({ entry }) => ({ id: entry.id, params: entry.params, required_params: entry.required, input_schema: entry.inputSchema }));
        expect(served.length).toBeGreaterThan(0);
        expect(JSON.stringify(served.map(({ id, params, required_params, input_schema }) => ({ id, params, required_params, input_schema })))).toBe(JSON.stringify(expected));
      }
    } finally {
      await server.close();
    }
  }, 60_000);
});
