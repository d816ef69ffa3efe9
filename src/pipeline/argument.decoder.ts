import { dotSegmentRefusal } from '@gitlab-mcp/action-kit';
import { ActionRefusalError, dynamicInvalidParams, fieldRequired, invalidEnum, metaMissingRequired, missingRequired, unknownField } from '@gitlab-mcp/errors';
import { plainToInstance } from 'class-transformer';
import { validate, type ValidationError } from 'class-validator';
import { limitViolation, metaToolName, type CatalogEntry, type JsonSchema } from '../catalog/index.js';
import type { MetaParamSchema } from '../config/index.js';
import type { ActionRequest } from './action-request.interface.js';
import { ArgumentChecker } from './argument.checker.js';
import type { CallSource } from './call-context.interface.js';
import { withConfirm } from './confirm-property.js';
import { InputSchemaValidator } from './input-schema.validator.js';
import { repairLines } from './argument.repair.js';
import { PARAM_ALIASES } from './param-aliases.js';

type Params = Record<string, unknown>;

/** Renames documented aliases to the action's own names (E-54); an explicit canonical key wins. */
function translateAliases(params: Params, entry: CatalogEntry): Params {
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
 * (IDs such as project_id), and an array given for a `@CommaList` parameter (`labels`, several
 * user IDs; also nested, `not.labels`) becomes the comma-separated text GitLab documents. With
 * `open`, also a numeric string where it wants a number and "true"/"false" where it wants a boolean (E-54).
 */
export function coerceValues(params: Params, entry: CatalogEntry, open: boolean): Params {
  const out: Params = joinCommaLists(params, entry.commaLists);
  for (const [name, value] of Object.entries(out)) {
    const type = entry.inputSchema.properties?.[name]?.type;
    if (type === 'string' && typeof value === 'number' && Number.isFinite(value)) out[name] = String(value);
    else if (open && (type === 'integer' || type === 'number') && typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) out[name] = Number(value);
    else if (open && type === 'boolean' && (value === 'true' || value === 'false')) out[name] = value === 'true';
    else if (open && type === 'array' && typeof value === 'string') out[name] = splitList(value, entry.inputSchema.properties?.[name]?.items?.type);
  }
  return out;
}

/** A comma-separated list given where the schema wants an array: its items, as numbers where it wants numbers and every item is one. */
function splitList(value: string, itemType: JsonSchema['type']): unknown[] {
  const items = value.split(',').map((s) => s.trim()).filter((s) => s !== '');
  const numeric = (itemType === 'integer' || itemType === 'number') && items.every((s) => /^-?\d+(\.\d+)?$/.test(s));
  return numeric ? items.map(Number) : items;
}

function isRecord(value: unknown): value is Params {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A copy of `params` with each array at a comma-list path (of names or numbers only) joined by commas. */
function joinCommaLists(params: Params, paths: readonly string[]): Params {
  const out: Params = { ...params };
  for (const path of paths) {
    const [head, ...rest] = path.split('.');
    const value = out[head];
    if (rest.length > 0) {
      if (isRecord(value)) out[head] = joinCommaLists(value, [rest.join('.')]);
    } else if (Array.isArray(value) && value.every((v) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)))) {
      out[head] = value.join(',');
    }
  }
  return out;
}

/** Keys that are not parameters of the action. */
function unknownParams(params: Params, entry: CatalogEntry): string[] {
  return Object.keys(params).filter((k) => !entry.params.includes(k));
}

/** Required parameters absent from the call. */
function missingParams(params: Params, entry: CatalogEntry): string[] {
  return entry.required.filter((k) => params[k] === undefined);
}

/** The parameters without the reserved `confirm` (E-53), which the caller's surface has already read. */
function withoutConfirm(params: Params): Params {
  if (!('confirm' in params)) return params;
  const { confirm: _confirm, ...rest } = params;
  return rest;
}

/** E-53: every key must be a parameter of the action, and every key of a closed nested object one of its properties; a meta call's refusal says how to repair it. */
function refuseUnknownKeys(params: Params, entry: CatalogEntry, prefix?: string): void {
  const topLevel = unknownParams(params, entry);
  const unknown = topLevel[0] ?? unknownNestedField(params, entry.inputSchema);
  if (unknown === undefined) return;
  const repair = prefix === undefined ? [] : repairLines(entry, Object.keys(params), topLevel, 'meta_tool');
  throw new ActionRefusalError([unknownField(unknown, prefix), ...repair].join('\n'));
}

/** A call's arguments once decoded and checked. */
export interface DecodedArguments {
  /** The validated DTO instance the handler receives. */
  readonly input: object;
  /** The parameters it was built from (aliases translated, values converted, `confirm` removed). */
  readonly params: Params;
}

/**
 * All argument decoding and checking of an action call, in the order the surfaces' texts
 * promise (E-50..E-56). How the parameters arrived (`source`) decides the reading: aliases and
 * conversions where the schema is open (E-54), the one check of unknown keys (the surface check
 * of E-51, E-53 with or without the meta tool's `<tool>/<action>`, or the action's closed schema,
 * E-50), then the values every call shares. Each refusal is an ActionRefusalError.
 */
export class ArgumentDecoder {
  /** Compiled per input DTO class on first use. */
  private readonly checker = new ArgumentChecker();
  private readonly validator = new InputSchemaValidator();

  /** @param metaParamSchema closed (`full`) or open meta `params` (E-50, E-54) */
  constructor(private readonly metaParamSchema: MetaParamSchema) {}

  /** E-50 for a tool's own arguments (the structural bounds, then its schema); throws the refusal. */
  checkToolArguments(schema: JsonSchema, args: unknown): void {
    this.validator.check(schema, args);
  }

  async decode(request: ActionRequest, source: CallSource): Promise<DecodedArguments> {
    const params = this.read(request, source);
    return { input: await checkValues(params, request.entry, this.checker), params };
  }

  /** The parameters as the action names them, after the one unknown-key check of their source. */
  private read({ entry, params }: ActionRequest, source: CallSource): Params {
    switch (source) {
      case 'execute_action': {
        const open = coerceValues(translateAliases(params, entry), entry, true);
        const unknown = unknownParams(open, entry);
        const missing = missingParams(open, entry);
        if (unknown.length > 0 || missing.length > 0) {
          throw new ActionRefusalError([dynamicInvalidParams({ action: entry.id, unknown, missing, valid: entry.params }), ...repairLines(entry, Object.keys(open), unknown, 'execute_action')].join('\n'));
        }
        const nested = unknownNestedField(open, entry.inputSchema);
        if (nested !== undefined) throw new ActionRefusalError(unknownField(nested));
        return open;
      }
      case 'meta_tool': {
        const read = this.metaParamSchema === 'full' ? coerceValues(params, entry, false) : coerceValues(translateAliases(params, entry), entry, true);
        const tool = metaToolName(entry.domain);
        const missing = missingParams(read, entry);
        if (missing.length > 0) throw new ActionRefusalError(metaMissingRequired(tool, entry.action, missing));
        const own = withoutConfirm(read);
        refuseUnknownKeys(own, entry, `${tool}/${entry.action}`);
        return own;
      }
      case 'meta_action_tool':
      case 'individual_tool': {
        const lossless = coerceValues(params, entry, false);
        this.validator.check(withConfirm(entry), lossless);
        return withoutConfirm(lossless);
      }
      case 'action_runner':
        refuseUnknownKeys(params, entry);
        return params;
    }
  }
}

/**
 * The checks every call shares (E-55, E-56 and the DTO's own constraints): text and lists over
 * GitLab's limits, malformed text, reserved key names, dot segments in path parameters, required
 * values that are empty or zero, then the DTO's constraints. Returns the validated DTO instance.
 */
async function checkValues(params: Params, entry: CatalogEntry, checker: ArgumentChecker): Promise<object> {
  const operation = entry.options.operation;
  const over = limitViolation(params, entry.inputSchema);
  if (over !== undefined) throw new ActionRefusalError(`${operation}: ${over}`);
  const malformed = malformedText(params, '');
  if (malformed !== undefined) throw new ActionRefusalError(`${operation}: ${malformed} contains a lone UTF-16 surrogate (not valid Unicode); send well-formed text`);
  const reserved = reservedKey(params, '');
  if (reserved !== undefined) throw new ActionRefusalError(`${operation}: ${reserved} is not accepted as a key ("__proto__", "constructor" and "prototype" are reserved names)`);
  for (const name of pathParams(entry)) {
    const value = params[name];
    const refusal = typeof value === 'string' ? dotSegmentRefusal(operation, name, value) : undefined;
    if (refusal) throw refusal;
  }
  for (const name of entry.required) {
    const value = params[name];
    const type = entry.inputSchema.properties?.[name]?.type;
    if ((type === 'integer' || type === 'number') && (value === undefined || value === 0)) throw new ActionRefusalError(missingRequired(operation, name, 'int'));
    if (type === 'string' && (value === undefined || (typeof value === 'string' && value.trim() === ''))) throw new ActionRefusalError(missingRequired(operation, name, 'string'));
  }
  const instance = plainToInstance(entry.options.input, params) as object;
  // Known-good arguments skip class-validator; it still decides, and words, everything else.
  if (await checker.accepts(entry.options.input, instance)) return instance;
  const errors = await validate(instance, { forbidUnknownValues: false });
  if (errors.length > 0) throw new ActionRefusalError(describe(errors, entry.inputSchema, operation));
  return instance;
}

function describe(errors: readonly ValidationError[], schema: JsonSchema, operation: string): string {
  const messages: string[] = [];
  const walk = (list: readonly ValidationError[], path: string, s: JsonSchema | undefined): void => {
    for (const e of list) {
      const field = path ? `${path}.${e.property}` : e.property;
      const prop = s?.properties?.[e.property];
      const allowed = prop?.enum ?? prop?.items?.enum;
      if (e.constraints?.isIn !== undefined && allowed) messages.push(e.value === undefined ? `${fieldRequired(field)}, one of: ${allowed.map(String).join(', ')}` : invalidEnum(field, shown(e.value), allowed.map(String)));
      else if (e.constraints) messages.push(...Object.values(e.constraints).map((m) => m.replace(e.property, field)));
      if (e.children && e.children.length > 0) walk(e.children, field, prop?.items ?? prop);
    }
  };
  walk(errors, '', schema);
  if (messages.length === 1 && messages[0].startsWith('invalid ')) return messages[0];
  return `${operation}: invalid params: ${messages.join('; ')}`;
}

/**
 * Parameters that become one element of the request path, read from the route the action
 * declares (`GET /projects/:id/repository/branches/:branch`): `:id` is `project_id`, GitLab's
 * `:name` of protected branches is `branch`, any other placeholder is the parameter of that name.
 * `project_id` always counts: every project-scoped request puts it in the path.
 */
function pathParams(entry: CatalogEntry): string[] {
  const names = new Set<string>(['project_id']);
  for (const [, placeholder] of (entry.options.route ?? '').matchAll(/:([A-Za-z_]+)/g)) {
    const name = ROUTE_PLACEHOLDERS[placeholder] ?? placeholder;
    names.add(name);
  }
  return [...names].filter((n) => entry.params.includes(n));
}

const ROUTE_PLACEHOLDERS: Readonly<Record<string, string>> = { id: 'project_id', name: 'branch' };

/** The dotted path of the first key of a nested object the schema closes and does not declare (E-53). */
function unknownNestedField(value: unknown, schema: JsonSchema | undefined, path = ''): string | undefined {
  if (schema === undefined || value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const hit = unknownNestedField(item, schema.items, path);
      if (hit !== undefined) return hit;
    }
    return undefined;
  }
  const props = schema.properties ?? {};
  for (const [k, v] of Object.entries(value)) {
    const here = path === '' ? k : `${path}.${k}`;
    if (!Object.prototype.hasOwnProperty.call(props, k)) {
      // The top level is checked by name (unknownParams); below it, only closed objects refuse.
      if (path !== '' && schema.additionalProperties === false) return here;
      continue;
    }
    const hit = unknownNestedField(v, props[k], here);
    if (hit !== undefined) return hit;
  }
  return undefined;
}

/** The name of the first string (at any depth) that is not well-formed UTF-16. */
function malformedText(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? path || 'a value' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [k, v] of Object.entries(value)) {
    const hit = malformedText(v, path === '' ? k : `${path}.${k}`);
    if (hit !== undefined) return hit;
  }
  return undefined;
}

const RESERVED_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** The dotted path of the first key (at any depth) that names an object's own machinery. */
function reservedKey(value: unknown, path: string): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  for (const [k, v] of Object.entries(value)) {
    const here = path === '' ? k : `${path}.${k}`;
    if (RESERVED_KEYS.has(k)) return here;
    const hit = reservedKey(v, here);
    if (hit !== undefined) return hit;
  }
  return undefined;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A refused value as the message quotes it: text as is, anything else as JSON, at most 200 characters. */
function shown(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}
