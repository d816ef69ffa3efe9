import type { Client } from '@modelcontextprotocol/sdk/client/index.js';

export type Surface = 'dynamic' | 'meta' | 'individual';
export const SURFACES: readonly Surface[] = ['dynamic', 'meta', 'individual'];

/**
 * Calls an action the way a model would on each surface: dynamic through
 * gitlab_execute_action, meta through gitlab_<domain>, individual through gitlab_<domain>_<action>.
 * `confirm` goes where that surface expects it (E-61).
 */
export function callAction(
  client: Client,
  surface: Surface,
  id: string,
  params: Record<string, unknown>,
  confirm?: boolean,
): Promise<unknown> {
  const [domain, action] = id.split('.');
  const withConfirm = confirm === undefined ? params : { ...params, confirm };
  if (surface === 'dynamic') {
    return client.callTool({ name: 'gitlab_execute_action', arguments: { action: id, params, ...(confirm === undefined ? {} : { confirm }) } });
  }
  const standalone = domain === 'discover_project';
  if (surface === 'meta') {
    if (standalone) return client.callTool({ name: `gitlab_${domain}`, arguments: params });
    if (domain === 'interactive') return client.callTool({ name: `gitlab_${domain}_${action}`, arguments: withConfirm });
    return client.callTool({ name: `gitlab_${domain}`, arguments: { action, params: withConfirm } });
  }
  return client.callTool({ name: standalone ? `gitlab_${domain}` : `gitlab_${domain}_${action}`, arguments: withConfirm });
}
