import { ActionRefusal, invalidEnum, missingRequired, unknownField } from '@gitlab-mcp/errors';
import { plainToInstance } from 'class-transformer';
import { validate, type ValidationError } from 'class-validator';
import type { CatalogEntry, JsonSchema } from '../catalog/index.js';
import { PARAM_ALIASES } from './param-aliases.js';

type Params = Record<string, unknown>;

/** Renames documented aliases to the action's own names (E-54); an explicit canonical key wins. */
export function translateAliases(params: Params, entry: CatalogEntry): Params {
  const out: Params = { ...params };
  for (const [alias, canonical] of Object.entries(PARAM_ALIASES)) {
    if (alias in out && entry.params.includes(canonical) && !entry.params.includes(alias)) {
      if (!(canonical in out)) out[canonical] = out[alias];
      delete out[alias];
    }
  }
  return out;
}

/**
 * Lossless conversions: a number where the schema wants a string becomes its decimal text
 * (IDs such as project_id). With `open`, also a numeric string where it wants a number and
 * "true"/"false" where it wants a boolean (E-54).
 */
export function coerceValues(params: Params, entry: CatalogEntry, open: boolean): Params {
  const out: Params = { ...params };
  for (const [name, value] of Object.entries(out)) {
    const type = entry.inputSchema.properties?.[name]?.type;
    if (type === 'string' && typeof value === 'number' && Number.isFinite(value)) out[name] = String(value);
    else if (open && (type === 'integer' || type === 'number') && typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) out[name] = Number(value);
    else if (open && type === 'boolean' && (value === 'true' || value === 'false')) out[name] = value === 'true';
  }
  return out;
}

/** Keys that are not parameters of the action. */
export function unknownParams(params: Params, entry: CatalogEntry): string[] {
  return Object.keys(params).filter((k) => !entry.params.includes(k));
}

/** Required parameters absent from the call. */
export function missingParams(params: Params, entry: CatalogEntry): string[] {
  return entry.required.filter((k) => params[k] === undefined);
}

/**
 * Action decoding and value checks (E-53, E-55, E-56): unknown keys are refused, required values
 * must be non-empty / > 0, then the DTO's own constraints run. Returns the validated DTO instance.
 */
export async function decodeParams(params: Params, entry: CatalogEntry, prefix?: string): Promise<object> {
  const unknown = unknownParams(params, entry);
  if (unknown.length > 0) throw new ActionRefusal(unknownField(unknown[0], prefix));
  const operation = entry.options.operation;
  for (const name of entry.required) {
    const value = params[name];
    const type = entry.inputSchema.properties?.[name]?.type;
    if ((type === 'integer' || type === 'number') && (value === undefined || value === 0)) throw new ActionRefusal(missingRequired(operation, name, 'int'));
    if (type === 'string' && (value === undefined || (typeof value === 'string' && value.trim() === ''))) throw new ActionRefusal(missingRequired(operation, name, 'string'));
  }
  const instance = plainToInstance(entry.options.input, params) as object;
  const errors = await validate(instance, { forbidUnknownValues: false });
  if (errors.length > 0) throw new ActionRefusal(describe(errors, entry.inputSchema, operation));
  return instance;
}

function describe(errors: readonly ValidationError[], schema: JsonSchema, operation: string): string {
  const messages: string[] = [];
  const walk = (list: readonly ValidationError[], path: string, s: JsonSchema | undefined): void => {
    for (const e of list) {
      const field = path ? `${path}.${e.property}` : e.property;
      const prop = s?.properties?.[e.property];
      const allowed = prop?.enum ?? prop?.items?.enum;
      if (e.constraints?.isIn !== undefined && allowed) messages.push(invalidEnum(field, String(e.value), allowed.map(String)));
      else if (e.constraints) messages.push(...Object.values(e.constraints).map((m) => m.replace(e.property, field)));
      if (e.children && e.children.length > 0) walk(e.children, field, prop?.items ?? prop);
    }
  };
  walk(errors, '', schema);
  if (messages.length === 1 && messages[0].startsWith('invalid ')) return messages[0];
  return `${operation}: invalid params: ${messages.join('; ')}`;
}
