import { actionToolName, mayBeDestructive, type CatalogEntry, type CatalogView } from '../../catalog/index.js';
import type { ToolSurface } from '../../config/index.js';
import type { ToolDefinition } from '../../surfaces/tool-definition.interface.js';
import { confirmName, individualToolName, metaToolFor, metaToolName } from '../../surfaces/tool-names.js';

/** One tool of the manifest and the catalog actions it runs. */
export interface ManifestTool {
  readonly name: string;
  readonly description: string;
  readonly actions: readonly string[];
}

/** `gitlab://tools`: the tools of the active surface and the actions behind them. */
export interface ToolManifest {
  readonly surface: ToolSurface;
  readonly tool_count: number;
  readonly action_count: number;
  readonly tools: readonly ManifestTool[];
  readonly detail_uri_template: string;
}

/** Builds the manifest of a configuration: which tool runs which action, on its surface. */
export function toolManifest(view: CatalogView, surface: ToolSurface, tools: readonly ToolDefinition[]): ToolManifest {
  const described = new Map(tools.map((t) => [t.name, t.description]));
  const behind = new Map<string, string[]>();
  const add = (tool: string, id: string): void => void (behind.get(tool) ?? behind.set(tool, []).get(tool)!).push(id);
  for (const domain of view.domains.values()) {
    for (const entry of domain.entries) {
      if (surface === 'dynamic') add('gitlab_execute_action', entry.id);
      // A domain whose actions are standalone tools on meta (A-12: the interactive flows) lists them one by one.
      else if (surface === 'meta') add(metaToolFor(entry, domain), entry.id);
      else add(individualToolName(entry, domain), entry.id);
    }
  }
  const listed = tools.map((t) => ({ name: t.name, description: described.get(t.name) ?? '', actions: behind.get(t.name) ?? [] }));
  return { surface, tool_count: listed.length, action_count: view.size, tools: listed, detail_uri_template: 'gitlab://tools/{id}' };
}

/**
 * The entry named by `id` in any spelling a client may hold: the canonical `branch.get`, the
 * meta `gitlab_branch/get` or the individual `gitlab_branch_get` (`gitlab_discover_project` for a
 * standalone domain).
 */
export function findToolEntry(view: CatalogView, id: string): CatalogEntry | undefined {
  const direct = view.find(id);
  if (direct) return direct;
  for (const domain of view.domains.values()) {
    for (const entry of domain.entries) {
      if (confirmName(entry) === id || individualToolName(entry, domain) === id || actionToolName(entry.domain, entry.action) === id) return entry;
    }
  }
  return undefined;
}

/** `gitlab://tools/{id}`: one action's contract and how to call it on the active surface. */
export function toolDetail(view: CatalogView, surface: ToolSurface, entry: CatalogEntry): Record<string, unknown> {
  const domain = view.domains.get(entry.domain)!;
  const call =
    surface === 'dynamic'
      ? { tool: 'gitlab_execute_action', arguments: { action: entry.id, params: '<input_schema>' } }
      : surface === 'meta' && !domain.standalone && !domain.perAction
        ? { tool: metaToolName(entry.domain), arguments: { action: entry.action, params: '<input_schema>' } }
        : { tool: individualToolName(entry, domain), arguments: '<input_schema>' };
  return {
    id: entry.id,
    title: entry.options.title,
    description: entry.options.description,
    tier: entry.options.tier,
    read_only: entry.options.readOnly,
    destructive: mayBeDestructive(entry),
    call,
    input_schema: entry.inputSchema,
    output_schema: entry.outputSchema,
    ...(entry.options.example ? { example: entry.options.example } : {}),
  };
}
