import type { ActionContext, ActionOptions, ActionResult, Tier } from '@gitlab-mcp/action-kit';
import type { JsonSchema } from './json-schema.interface.js';

/** One checked action of the catalog, ready for every surface. */
export interface CatalogEntry {
  /** Canonical ID `domain.action`. */
  readonly id: string;
  readonly domain: string;
  /** The part of the ID after the dot. */
  readonly action: string;
  readonly options: ActionOptions;
  /** Closed input schema (without the reserved `confirm`). */
  readonly inputSchema: JsonSchema;
  /** Open output schema of `structuredContent`. */
  readonly outputSchema: JsonSchema;
  /** Parameter names, in declaration order. */
  readonly params: readonly string[];
  readonly required: readonly string[];
  /** `@FieldTier` tags of top-level input and output properties above free. */
  readonly fieldTiers: { readonly input: Readonly<Record<string, Tier>>; readonly output: Readonly<Record<string, Tier>> };
  /** `@CommaList` input properties, as dotted paths into nested objects (`labels`, `not.labels`). */
  readonly commaLists: readonly string[];
  /** Calls the handler bound to its provider instance. */
  readonly invoke: (input: object, ctx: ActionContext) => Promise<ActionResult>;
}

/** A domain: its meta-tool description and its actions. */
export interface CatalogDomain {
  readonly name: string;
  readonly description: string;
  /** The domain's vocabulary (`@Domain` keywords). */
  readonly keywords: readonly string[];
  /** Single-action domain exposed as the tool `gitlab_<name>` on meta and individual surfaces. */
  readonly standalone: boolean;
  /** Each action is its own tool on the meta surface, named as on the individual surface. */
  readonly perAction: boolean;
  readonly entries: readonly CatalogEntry[];
}

/** Whether this call of the entry is destructive (A-16: a predicate may depend on the parameters). */
export function isDestructiveCall(entry: CatalogEntry, params: object): boolean {
  const d = entry.options.destructive;
  return typeof d === 'function' ? d(params) : d;
}

/** Whether the entry may be destructive for some parameters (annotations take the cautious reading). */
export function mayBeDestructive(entry: CatalogEntry): boolean {
  return entry.options.destructive !== false;
}
