import { actionToolName, metaToolName, type CatalogView } from '../catalog/index.js';

/**
 * Whether GITLAB_MCP_EXCLUDE_TOOLS names this action in any spelling (ID, domain, meta or
 * individual tool name), for capabilities that read GitLab without a catalog entry of their own.
 */
export function isExcluded(view: CatalogView, id: string): boolean {
  const [domain, action] = id.split('.');
  const names = new Set([id, domain, metaToolName(domain), actionToolName(domain, action)]);
  return view.settings.exclude.some((e) => names.has(e.trim()));
}
