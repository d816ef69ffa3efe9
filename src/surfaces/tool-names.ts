import { actionToolName, metaToolName, type CatalogDomain, type CatalogEntry } from '../catalog/index.js';

export { metaToolName };

/** `gitlab_<domain>_<action>`, or `gitlab_<domain>` for a standalone domain. */
export function individualToolName(entry: CatalogEntry, domain: CatalogDomain): string {
  return domain.standalone ? metaToolName(entry.domain) : actionToolName(entry.domain, entry.action);
}

/** The tool that runs an entry on the meta surface: its domain's dispatcher, or its own tool. */
export function metaToolFor(entry: CatalogEntry, domain: CatalogDomain): string {
  return domain.perAction ? individualToolName(entry, domain) : metaToolName(entry.domain);
}

/** `<meta tool>/<action>`: the spelling confirmation texts use on every surface (E-61), and a tool ID `gitlab://tools/{id}` accepts. */
export function confirmName(entry: CatalogEntry): string {
  return `${metaToolName(entry.domain)}/${entry.action}`;
}
