import type { CatalogEntry, JsonSchema } from '../../catalog/index.js';
import { coerceValues } from '../../pipeline/argument.decoder.js';
import type { ToolResult } from '../../pipeline/tool-result.js';
import { annotationsFor } from '../annotations.js';
import type { BaseCall, Surface } from '../surface.interface.js';
import type { SurfaceContext } from '../surface-context.js';
import type { ToolDefinition } from '../tool-definition.interface.js';
import { confirmName, individualToolName } from '../tool-names.js';
import { withConfirm } from '../confirm-property.js';

/** One tool per action, `gitlab_<domain>_<action>`, with the action's own closed schema. */
export class IndividualSurface implements Surface {
  readonly tools: readonly ToolDefinition[];
  private readonly byName = new Map<string, { entry: CatalogEntry; schema: JsonSchema }>();

  constructor(private readonly ctx: SurfaceContext) {
    const tools: ToolDefinition[] = [];
    for (const domain of ctx.view.domains.values()) {
      for (const entry of domain.entries) {
        const name = individualToolName(entry, domain);
        const schema = withConfirm(entry);
        this.byName.set(name, { entry, schema });
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

  call(name: string, args: Record<string, unknown>, base: BaseCall): Promise<ToolResult> | undefined {
    const tool = this.byName.get(name);
    if (!tool) return undefined;
    return this.run(tool.entry, tool.schema, args, base);
  }

  private async run(entry: CatalogEntry, schema: JsonSchema, args: Record<string, unknown>, base: BaseCall): Promise<ToolResult> {
    const coerced = coerceValues(args, entry, false);
    try {
      this.ctx.validator.check(schema, coerced);
    } catch (e) {
      return this.ctx.dispatcher.refuse(entry.id, 'individual', e);
    }
    const { confirm, ...params } = coerced;
    return this.ctx.dispatcher.execute(entry, params, { ...base, surface: 'individual', confirmName: confirmName(entry), confirmed: confirm === true });
  }
}
