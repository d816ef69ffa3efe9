import { actionToolName, metaToolName, type CatalogRegistry } from '../../../catalog/index.js';

interface ToolCall {
  readonly method?: unknown;
  readonly params?: { readonly name?: unknown; readonly arguments?: { readonly action?: unknown } };
}

/**
 * Whether a JSON-RPC body (one message or a batch) calls a write action, on any surface: the
 * dynamic `gitlab_execute_action` names its action id, a meta tool `gitlab_<domain>` the action,
 * an individual tool is the action. A read-only sign-in answers such a call with the step-up.
 */
export function callsWriteAction(body: unknown, registry: CatalogRegistry): boolean {
  const messages = Array.isArray(body) ? body : [body];
  return messages.some((m) => {
    const call = m as ToolCall | null;
    if (call?.method !== 'tools/call' || typeof call.params?.name !== 'string') return false;
    const id = actionIdOf(call.params.name, call.params.arguments?.action, registry);
    return id !== undefined && registry.has(id) && registry.get(id).options.readOnly !== true;
  });
}

function actionIdOf(tool: string, action: unknown, registry: CatalogRegistry): string | undefined {
  if (tool === 'gitlab_execute_action') return typeof action === 'string' ? action : undefined;
  for (const domain of registry.domains.values()) {
    if (tool === metaToolName(domain.name)) return typeof action === 'string' ? `${domain.name}.${action}` : undefined;
    for (const e of domain.entries) if (tool === actionToolName(e.domain, e.action)) return e.id;
  }
  return undefined;
}
