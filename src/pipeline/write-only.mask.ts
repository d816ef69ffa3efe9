import type { JsonSchema } from '../catalog/index.js';

/** What a write-only value (a secret the caller sends: a token, a password, a variable value) shows as. */
export const MASKED_VALUE = '*****';

/**
 * A copy of `value` with every field its schema marks `writeOnly` replaced by {@link MASKED_VALUE},
 * through nested objects and arrays. Used where the server repeats a call's parameters back.
 */
export function maskWriteOnly(value: unknown, schema: JsonSchema | undefined): unknown {
  if (schema === undefined || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item: unknown) => maskWriteOnly(item, schema.items));
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
    const fieldSchema = schema.properties?.[key];
    out[key] = fieldSchema?.['writeOnly'] === true && field !== undefined ? MASKED_VALUE : maskWriteOnly(field, fieldSchema);
  }
  return out;
}
