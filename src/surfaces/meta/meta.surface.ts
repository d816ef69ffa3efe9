import { ActionRefusalError, paramsRequired, unknownAction } from '@gitlab-mcp/errors';
import type { CatalogDomain, CatalogEntry, JsonSchema } from '../../catalog/index.js';
import { withConfirm, type ClientContext, type ToolResult } from '../../pipeline/index.js';
import { annotationsFor } from '../annotations.js';
import type { Surface } from '../surface.interface.js';
import type { SurfaceContext } from '../surface-context.js';
import type { ToolDefinition } from '../tool-definition.interface.js';
import { metaToolFor, metaToolName } from '../tool-names.js';
import { metaDescription, metaInputSchema } from './meta-params.schema.js';

/** A tool over a domain's actions, `{action, params}` under its schema; or the own tool of one entry. */
type MetaTool = { readonly domain: CatalogDomain; readonly schema: JsonSchema } | { readonly entry: CatalogEntry };

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
          this.byName.set(tool, { entry });
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

  call(name: string, args: Record<string, unknown>, client: ClientContext): Promise<ToolResult> | undefined {
    const tool = this.byName.get(name);
    if (!tool) return undefined;
    if ('entry' in tool) return this.ctx.dispatcher.dispatch({ entry: tool.entry, params: args, confirmed: args.confirm === true }, { ...client, source: 'meta_action_tool' });
    return this.run(name, tool.domain, tool.schema, args, client);
  }

  /** Reads the `{action, params}` envelope: the pipeline gets the action and what `params` holds, `confirm` among them (E-61). */
  private async run(name: string, domain: CatalogDomain, schema: JsonSchema, args: Record<string, unknown>, client: ClientContext): Promise<ToolResult> {
    let entry: CatalogEntry;
    try {
      this.ctx.dispatcher.checkToolArguments(schema, args);
      entry = this.entryFor(name, domain, args.action);
      if (args.params === undefined && entry.required.length > 0) throw new ActionRefusalError(paramsRequired(entry.required));
    } catch (e) {
      const known = domain.entries.some((d) => d.action === args.action);
      return this.ctx.dispatcher.refuse(`${name}/${String(args.action)}`, 'meta', e, known ? 'invalid_params' : 'unknown_action');
    }
    const params = (args.params ?? {}) as Record<string, unknown>;
    return this.ctx.dispatcher.dispatch({ entry, params, confirmed: params.confirm === true }, { ...client, source: 'meta_tool' });
  }

  private entryFor(name: string, domain: CatalogDomain, action: unknown): CatalogEntry {
    const entry = domain.entries.find((e) => e.action === action);
    if (!entry) throw new ActionRefusalError(unknownAction(name, typeof action === 'string' ? action : String(action), domain.entries.map((e) => e.action)));
    return entry;
  }
}
