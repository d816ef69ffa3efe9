import type { CatalogEntry } from '../../catalog/index.js';
import { withConfirm, type ClientContext, type ToolResult } from '../../pipeline/index.js';
import { annotationsFor } from '../annotations.js';
import type { Surface } from '../surface.interface.js';
import type { SurfaceContext } from '../surface-context.js';
import type { ToolDefinition } from '../tool-definition.interface.js';
import { individualToolName } from '../tool-names.js';

/** One tool per action, `gitlab_<domain>_<action>`, with the action's own closed schema. */
export class IndividualSurface implements Surface {
  readonly tools: readonly ToolDefinition[];
  private readonly byName = new Map<string, CatalogEntry>();

  constructor(private readonly ctx: SurfaceContext) {
    const tools: ToolDefinition[] = [];
    for (const domain of ctx.view.domains.values()) {
      for (const entry of domain.entries) {
        const name = individualToolName(entry, domain);
        const schema = withConfirm(entry);
        this.byName.set(name, entry);
        const previewOnly = ctx.config.safeMode && !entry.options.readOnly;
        tools.push({
          name,
          title: entry.options.title,
          description: `${entry.options.description} (action ${entry.id})`,
          inputSchema: schema,
          ...(previewOnly ? {} : { outputSchema: entry.outputSchema }),
          annotations: annotationsFor([entry], entry.options.title),
        });
      }
    }
    this.tools = tools;
  }

  call(name: string, args: Record<string, unknown>, client: ClientContext): Promise<ToolResult> | undefined {
    const entry = this.byName.get(name);
    if (!entry) return undefined;
    return this.ctx.dispatcher.dispatch({ entry, params: args, confirmed: args.confirm === true }, { ...client, source: 'individual_tool' });
  }
}
