import type { CatalogDomain, JsonSchema } from '../../catalog/index.js';
import type { MetaParamSchema } from '../../config/index.js';

/** `action(required*, optional)`: one line of a compact/full meta description. */
function signature(entry: CatalogDomain['entries'][number]): string {
  const params = entry.params.map((p) => (entry.required.includes(p) ? `${p}*` : p));
  return `${entry.action}(${params.join(', ')})`;
}

/** The meta tool's description for the configured schema mode. */
export function metaDescription(domain: CatalogDomain, mode: MetaParamSchema): string {
  const head = `${domain.description} Call with {"action": "<name>", "params": {...}}; put "confirm": true inside params only after the user approved a destructive action.`;
  if (mode === 'opaque') {
    return `${head}\nActions: ${domain.entries.map((e) => e.action).join(', ')}. Use gitlab_find_action-style names; each action's parameters are listed in its error message when missing.`;
  }
  const lines = domain.entries.map((e) => `- ${signature(e)}: ${e.options.title}${e.options.destructive !== false ? ' [destructive]' : ''}`);
  return `${head}\nActions (* = required):\n${lines.join('\n')}`;
}

/**
 * The meta tool's input schema: `{action, params}` closed at the top level. The params
 * object is open (opaque/compact) or, with `full`, closed over the union of the domain's
 * parameters (E-50).
 */
export function metaInputSchema(domain: CatalogDomain, mode: MetaParamSchema): JsonSchema {
  const params: JsonSchema = { type: 'object', description: 'Parameters of the action.' };
  if (mode === 'full') {
    const properties: Record<string, JsonSchema> = {};
    for (const e of domain.entries) Object.assign(properties, e.inputSchema.properties);
    properties.confirm = { type: 'boolean', description: 'true only after the user approved a destructive action.' };
    params.properties = properties;
    params.additionalProperties = false;
  }
  return {
    type: 'object',
    properties: {
      action: {
        type: 'string',
        maxLength: 128,
        description: 'The action to run.',
        ...(mode === 'full' ? { enum: domain.entries.map((e) => e.action) } : {}),
      },
      params,
    },
    required: ['action'],
    additionalProperties: false,
  };
}
