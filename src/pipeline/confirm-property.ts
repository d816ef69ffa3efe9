import { mayBeDestructive, type CatalogEntry, type JsonSchema } from '../catalog/index.js';

const CONFIRM_PROPERTY: JsonSchema = {
  type: 'boolean',
  description: 'Set to true only after the user explicitly approved this destructive operation.',
};

/** One schema object per entry: the tool lists it, and the pipeline compiles that same object once. */
const schemas = new WeakMap<CatalogEntry, JsonSchema>();

/** The schema of an action's own tool: the action's closed schema, plus `confirm` when a call may be destructive (E-61). */
export function withConfirm(entry: CatalogEntry): JsonSchema {
  if (!mayBeDestructive(entry)) return entry.inputSchema;
  let schema = schemas.get(entry);
  if (!schema) {
    schema = { ...entry.inputSchema, properties: { ...entry.inputSchema.properties, confirm: CONFIRM_PROPERTY } };
    schemas.set(entry, schema);
  }
  return schema;
}
