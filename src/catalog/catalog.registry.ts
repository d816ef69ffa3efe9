import type { DomainOptions } from '@gitlab-mcp/action-kit';
import type { CatalogDomain, CatalogEntry } from './catalog-entry.interface.js';
import { CatalogEntryNotFoundError } from './catalog-not-found.error.js';
import { compareIds } from './id-order.js';

/** The full catalog, frozen after boot. Throws on a miss; nothing mutates it. */
export class CatalogRegistry {
  private readonly byId: ReadonlyMap<string, CatalogEntry>;
  readonly domains: ReadonlyMap<string, CatalogDomain>;

  constructor(entries: readonly CatalogEntry[], domainOptions: ReadonlyMap<string, DomainOptions>) {
    const sorted = [...entries].sort((a, b) => compareIds(a.id, b.id));
    this.byId = new Map(sorted.map((e) => [e.id, e]));
    const domains = new Map<string, CatalogDomain>();
    for (const e of sorted) {
      const d = domains.get(e.domain);
      domains.set(e.domain, {
        name: e.domain,
        description: domainOptions.get(e.domain)?.description ?? '',
        keywords: domainOptions.get(e.domain)?.keywords ?? [],
        standalone: domainOptions.get(e.domain)?.standalone === true,
        perAction: domainOptions.get(e.domain)?.standalone === 'per_action',
        entries: d ? [...d.entries, e] : [e],
      });
    }
    this.domains = domains;
    Object.freeze(this);
  }

  get size(): number {
    return this.byId.size;
  }

  all(): IterableIterator<CatalogEntry> {
    return this.byId.values();
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  get(id: string): CatalogEntry {
    const e = this.byId.get(id);
    if (!e) throw new CatalogEntryNotFoundError(id);
    return e;
  }
}
