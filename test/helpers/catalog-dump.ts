import { startGitlabSim } from '@gitlab-mcp/gitlab-sim';
import { spawnServer } from './spawn-server';
import { SURFACES, type Surface } from './surface-calls';

/** What a client sees of one tool: the fields `tools/list` serves, in the order the server serves them. */
interface ToolView {
  readonly name: string;
  readonly description?: string;
  readonly inputSchema: unknown;
  readonly outputSchema?: unknown;
  readonly annotations?: unknown;
}

/** The catalog as seen from outside: every tool of every surface at tier ultimate, tools sorted by name. */
export type CatalogDump = Record<Surface, readonly ToolView[]>;

/** Lists the tools of each surface of the built server (dist/) against a fresh simulator. */
export async function dumpCatalog(): Promise<CatalogDump> {
  const sim = await startGitlabSim({ plan: 'ultimate' });
  try {
    const dump: Partial<Record<Surface, readonly ToolView[]>> = {};
    for (const surface of SURFACES) {
      const server = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api, GITLAB_MCP_TIER: 'ultimate', GITLAB_MCP_TOOL_SURFACE: surface } });
      try {
        const { tools } = await server.client.listTools();
        dump[surface] = tools
          .map((t) => ({ name: t.name, description: t.description, inputSchema: t.inputSchema, outputSchema: t.outputSchema, annotations: t.annotations }))
          .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      } finally {
        await server.close();
      }
    }
    return dump as CatalogDump;
  } finally {
    await sim.close();
  }
}
