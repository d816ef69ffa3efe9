/**
 * Removes `null` values (recursively) so `structuredContent` validates against output schemas
 * whose optional fields have a single type; the Markdown shows missing values as a dash.
 */
export function stripNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((v) => v !== null).map(stripNulls);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (v !== null && v !== undefined) out[k] = stripNulls(v);
  }
  return out;
}
