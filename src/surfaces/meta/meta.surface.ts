import { ActionRefusal, metaMissingRequired, paramsRequired, unknownAction } from '@gitlab-mcp/errors';
import type { CatalogDomain, CatalogEntry, JsonSchema } from '../../catalog/index.js';
import { coerceValues, missingParams, translateAliases } from '../../pipeline/argument.decoder.js';
import type { ToolResult } from '../../pipeline/tool-result.js';
import { annotationsFor } from '../annotations.js';
import type { BaseCall, Surface } from '../surface.interface.js';
import type { SurfaceContext } from '../surface-context.js';
import type { ToolDefinition } from '../tool-definition.interface.js';
import { confirmName, metaToolFor, metaToolName } from '../tool-names.js';
import { withConfirm } from '../confirm-property.js';
import { metaDescription, metaInputSchema } from './meta-params.schema.js';

/** A dispatcher over a domain, or a tool running one entry with the action's own parameters. */
interface MetaTool {
  readonly domain: CatalogDomain;
  readonly schema: JsonSchema;
  readonly entry?: CatalogEntry;
}

/** One tool per domain, `gitlab_<domain>` taking `{action, params}`. */
export class MetaSurface implements Surface {
  readonly tools: readonly ToolDefinition[];
  private readonly byName = new Map<string, MetaTool>();

  constructor(private readonly ctx: SurfaceContext) {
    const mode = ctx.config.metaParamSchema;
    const tools: ToolDefinition[] = [];
    for (const domain of ctx.view.domains.values()) {
      const name = metaToolName(domain.name);
      if (domain.standalone || domain.perAction) {
        for (const entry of domain.entries) {
          const schema = withConfirm(entry);
          const tool = metaToolFor(entry, domain);
          this.byName.set(tool, { domain, schema, entry });
          tools.push({ name: tool, title: entry.options.title, description: `${entry.options.description} (action ${entry.id})`, inputSchema: schema, annotations: annotationsFor([entry], entry.options.title) });
        }
        continue;
      }
      const schema = metaInputSchema(domain, mode);
      this.byName.set(name, { domain, schema });
      tools.push({ name, description: metaDescription(domain, mode), inputSchema: schema, annotations: annotationsFor(domain.entries) });
    }
    this.tools = tools;
  }

  call(name: string, args: Record<string, unknown>, base: BaseCall): Promise<ToolResult> | undefined {
    const tool = this.byName.get(name);
    if (!tool) return undefined;
    return tool.entry ? this.runDirect(tool.entry, tool.schema, args, base) : this.run(name, tool, args, base);
  }

  private async runDirect(entry: CatalogEntry, schema: JsonSchema, args: Record<string, unknown>, base: BaseCall): Promise<ToolResult> {
    const coerced = coerceValues(args, entry, false);
    try {
      this.ctx.validator.check(schema, coerced);
    } catch (e) {
      return this.ctx.dispatcher.refuse(entry.id, 'meta', e);
    }
    const { confirm, ...params } = coerced;
    return this.ctx.dispatcher.execute(entry, params, { ...base, surface: 'meta', confirmName: confirmName(entry), confirmed: confirm === true });
  }

  private async run(name: string, tool: MetaTool, args: Record<string, unknown>, base: BaseCall): Promise<ToolResult> {
    let entry: CatalogEntry;
    let params: Record<string, unknown>;
    try {
      this.ctx.validator.check(tool.schema, args);
      entry = this.entryFor(name, tool.domain, args.action);
      const raw = args.params;
      if (raw === undefined && entry.required.length > 0) throw new ActionRefusal(paramsRequired(entry.required));
      const open = this.ctx.config.metaParamSchema !== 'full';
      params = (raw ?? {}) as Record<string, unknown>;
      params = open ? coerceValues(translateAliases(params, entry), entry, true) : coerceValues(params, entry, false);
      const missing = missingParams(params, entry);
      if (missing.length > 0) throw new ActionRefusal(metaMissingRequired(name, entry.action, missing));
    } catch (e) {
      return this.ctx.dispatcher.refuse(`${name}/${String(args.action)}`, 'meta', e);
    }
    const { confirm, ...rest } = params;
    return this.ctx.dispatcher.execute(entry, rest, { ...base, surface: 'meta', confirmName: confirmName(entry), confirmed: confirm === true }, `${name}/${entry.action}`);
  }

  private entryFor(name: string, domain: CatalogDomain, action: unknown): CatalogEntry {
    const entry = domain.entries.find((e) => e.action === action);
    if (!entry) throw new ActionRefusal(unknownAction(name, typeof action === 'string' ? action : String(action), domain.entries.map((e) => e.action)));
    return entry;
  }
}
