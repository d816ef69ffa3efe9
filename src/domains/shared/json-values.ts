/**
 * Typed reads of values in a GitLab answer. An output DTO declares each field with GitLab's
 * documented type; a value of another type (an older instance, a proxy, a stub) is left out
 * instead of breaking the output schema.
 */
export function asString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

export function asBool(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

export function asInt(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined;
}

export function asNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function asObject<T extends object = Record<string, unknown>>(value: unknown): T | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as T) : undefined;
}

export function asStringArray(value: unknown): string[] | undefined {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : undefined;
}

export function asArray<T = unknown>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}
