import type { JsonSchema } from './json-schema.interface.js';

/**
 * Longest text GitLab accepts for a field of this name: issuable titles 255 characters,
 * descriptions 1,048,576 (GitLab's "Issuable-like Rails models" guide).
 */
export const GITLAB_TEXT_LIMITS: Readonly<Record<string, number>> = { title: 255, description: 1_048_576 };

/** Most elements of any array parameter (a longer list is no request GitLab can take in one URL or body). */
export const MAX_ARRAY_ITEMS = 1000;

/**
 * The input schema with GitLab's limits written in: `maxLength` on the text fields GitLab bounds
 * and `maxItems` on every array, where the DTO does not declare a tighter one. Objects a limit
 * changes are copied; the rest is shared as it was (schemas are shared between actions).
 */
export function withGitlabLimits(schema: JsonSchema): JsonSchema {
  return bound(schema, undefined);
}

function bound(schema: JsonSchema, name: string | undefined): JsonSchema {
  let out = schema;
  const set = (patch: Partial<JsonSchema>): void => {
    out = { ...out, ...patch };
  };
  const textLimit = name === undefined ? undefined : GITLAB_TEXT_LIMITS[name];
  if (schema.type === 'string' && textLimit !== undefined && !(schema.maxLength !== undefined && schema.maxLength <= textLimit)) set({ maxLength: textLimit });
  if (schema.type === 'array' && !(schema.maxItems !== undefined && schema.maxItems <= MAX_ARRAY_ITEMS)) set({ maxItems: MAX_ARRAY_ITEMS });
  if (schema.items) {
    const items = bound(schema.items, undefined);
    if (items !== schema.items) set({ items });
  }
  if (schema.properties) {
    let changed = false;
    const properties: Record<string, JsonSchema> = {};
    for (const [k, v] of Object.entries(schema.properties)) {
      properties[k] = bound(v, k);
      changed ||= properties[k] !== v;
    }
    if (changed) set({ properties });
  }
  return out;
}

/**
 * The first top-level parameter over a limit its schema declares (`maxLength`, `maxItems`),
 * worded for a refusal: `title is 3900000 characters long; GitLab accepts at most 255`.
 */
export function limitViolation(params: Readonly<Record<string, unknown>>, schema: JsonSchema): string | undefined {
  for (const [name, value] of Object.entries(params)) {
    const prop = schema.properties?.[name];
    if (!prop) continue;
    if (typeof value === 'string' && prop.maxLength !== undefined && value.length > prop.maxLength) {
      return `${name} is ${value.length} characters long; GitLab accepts at most ${prop.maxLength}`;
    }
    if (Array.isArray(value) && prop.maxItems !== undefined && value.length > prop.maxItems) {
      return `${name} has ${value.length} elements; at most ${prop.maxItems} are accepted`;
    }
  }
  return undefined;
}
