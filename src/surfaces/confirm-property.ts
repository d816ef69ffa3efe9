import { mayBeDestructive, type CatalogEntry, type JsonSchema } from '../catalog/index.js';

const CONFIRM_PROPERTY: JsonSchema = {
  type: 'boolean',
  description: 'Set to true only after the user explicitly approved this destructive operation.',
};

/** The action's own closed schema, plus `confirm` when a call may be destructive (E-61). */
export function withConfirm(entry: CatalogEntry): JsonSchema {
  if (!mayBeDestructive(entry)) return entry.inputSchema;
  return { ...entry.inputSchema, properties: { ...entry.inputSchema.properties, confirm: CONFIRM_PROPERTY } };
}
