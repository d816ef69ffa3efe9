import { tierAllows, type Tier } from '@gitlab-mcp/action-kit';
import type { CatalogDomain, CatalogEntry } from './catalog-entry.interface.js';
import type { CatalogRegistry } from './catalog.registry.js';
import type { JsonSchema } from './json-schema.interface.js';
import { entryFields, withLazySchemas } from './lazy-entry.js';
import { actionToolName, metaToolName } from './tool-names.js';

/** What decides which actions a configuration sees (A-03, A-20, A-31, interface.md exclusions). */
export interface CatalogViewSettings {
  readonly tier: Tier;
  /** Read-only mode, or a `read_api` token. */
  readonly readOnly: boolean;
  /** Tool names, domains or action IDs to hide. */
  readonly exclude: readonly string[];
}

/**
 * The actions one configuration may see, filtered once when its server is built.
 * Every surface projects this view; the dispatcher only runs what it holds.
 */
export class CatalogView {
  private readonly byId: ReadonlyMap<string, CatalogEntry>;
  readonly domains: ReadonlyMap<string, CatalogDomain>;

  constructor(registry: CatalogRegistry, readonly settings: CatalogViewSettings) {
    const excluded = new Set(settings.exclude.map((e) => e.trim()).filter((e) => e !== ''));
    const visible = (e: CatalogEntry): boolean =>
      tierAllows(settings.tier, e.options.tier) &&
      (!settings.readOnly || e.options.readOnly) &&
      !excluded.has(e.id) &&
      !excluded.has(e.domain) &&
      !excluded.has(metaToolName(e.domain)) &&
      !excluded.has(actionToolName(e.domain, e.action));
    const byId = new Map<string, CatalogEntry>();
    const domains = new Map<string, CatalogDomain>();
    for (const d of registry.domains.values()) {
      const entries = d.entries.filter(visible).map((e) => forTier(e, settings.tier));
      if (entries.length === 0) continue;
      domains.set(d.name, { ...d, entries });
      for (const e of entries) byId.set(e.id, e);
    }
    this.byId = byId;
    this.domains = domains;
  }

  get size(): number {
    return this.byId.size;
  }

  entries(): IterableIterator<CatalogEntry> {
    return this.byId.values();
  }

  find(id: string): CatalogEntry | undefined {
    return this.byId.get(id);
  }
}

/** The entry as a tier sees it: input and output properties above the tier removed. */
function forTier(entry: CatalogEntry, tier: Tier): CatalogEntry {
  const hiddenIn = Object.entries(entry.fieldTiers.input).filter(([, t]) => !tierAllows(tier, t)).map(([p]) => p);
  const hiddenOut = Object.entries(entry.fieldTiers.output).filter(([, t]) => !tierAllows(tier, t)).map(([p]) => p);
  if (hiddenIn.length === 0 && hiddenOut.length === 0) return entry;
  // The tier's schemas are cut from the entry's the first time they are read (lazy-entry.ts).
  return withLazySchemas(
    { ...entryFields(entry), params: entry.params.filter((p) => !hiddenIn.includes(p)), required: entry.required.filter((p) => !hiddenIn.includes(p)) },
    () => withoutProperties(entry.inputSchema, hiddenIn),
    () => withoutProperties(entry.outputSchema, hiddenOut),
  );
}

function withoutProperties(schema: JsonSchema, names: readonly string[]): JsonSchema {
  if (names.length === 0) return schema;
  const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).filter(([k]) => !names.includes(k)));
  const required = (schema.required ?? []).filter((k) => !names.includes(k));
  return { ...schema, properties, ...(schema.required ? { required } : {}) };
}
