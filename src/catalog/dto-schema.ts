import type { Type } from '@nestjs/common';
import { defaultMetadataStorage } from 'class-transformer/cjs/storage';
import { ValidationTypes } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';
import { targetConstructorToSchema } from 'class-validator-jsonschema';
import { getMetadataSchema } from 'class-validator-jsonschema/build/decorators';
import { defaultConverters } from 'class-validator-jsonschema/build/defaultConverters';
import type { JsonSchema } from './json-schema.interface.js';
import { metadataMapFor, targetValidationMetadatas, validationStorage } from './validation-metadata.js';

const REF_PREFIX = '#/$defs/';
const CONVERTER_OPTIONS = { classTransformerMetadataStorage: defaultMetadataStorage, refPointerPrefix: REF_PREFIX } as const;

/**
 * JSON Schema of a class-validator DTO, self-contained: nested DTOs (declared with
 * `@ValidateNested()` + `@Type(() => X)`) are inlined, so the schema needs no `$defs`.
 * `closed` adds `additionalProperties: false` at every object level (input schemas).
 *
 * Built once per class and shape, and shared: a nested DTO used by many actions is one object in
 * every schema that holds it. Callers never mutate a schema (a tier view copies what it changes).
 */
export function dtoToJsonSchema(dto: Type<object>, closed: boolean): JsonSchema {
  return build(dto, closed, new Set());
}

const built = [new WeakMap<Type<object>, JsonSchema>(), new WeakMap<Type<object>, JsonSchema>()];

function build(dto: Type<object>, closed: boolean, stack: Set<Type<object>>): JsonSchema {
  const cache = built[closed ? 1 : 0];
  const hit = cache.get(dto);
  if (hit) return hit;
  if (stack.has(dto)) throw new Error(`${dto.name} refers to itself; recursive DTOs cannot be inlined`);
  stack.add(dto);
  const raw = rawSchema(dto);
  const schema: JsonSchema = { type: 'object', properties: {} };
  const order = declarationOrder(dto, Object.keys(raw.properties ?? {}));
  for (const name of order) {
    schema.properties![name] = inline(dto, name, raw.properties![name], closed, stack);
  }
  if (raw.required && raw.required.length > 0) schema.required = order.filter((n) => raw.required!.includes(n));
  if (closed) schema.additionalProperties = false;
  stack.delete(dto);
  cache.set(dto, schema);
  return schema;
}

/** Inherited properties first (base class before subclass), each class in declaration order. */
function declarationOrder(dto: Type<object>, names: readonly string[]): string[] {
  const chain: Type<object>[] = [];
  for (let c: unknown = Object.getPrototypeOf(dto); typeof c === 'function' && c !== Function.prototype; c = Object.getPrototypeOf(c)) {
    chain.unshift(c as Type<object>);
  }
  const ordered: string[] = [];
  const wanted = new Set(names);
  const placed = new Set<string>();
  for (const base of chain) {
    for (const n of Object.keys(rawSchema(base).properties ?? {})) {
      if (wanted.has(n) && !placed.has(n)) {
        ordered.push(n);
        placed.add(n);
      }
    }
  }
  for (const n of names) if (!placed.has(n)) ordered.push(n);
  return ordered;
}

function inline(owner: Type<object>, property: string, prop: JsonSchema, closed: boolean, stack: Set<Type<object>>): JsonSchema {
  const nested = (): JsonSchema => {
    const meta = defaultMetadataStorage.findTypeMetadata(owner, property);
    if (!meta) throw new Error(`${owner.name}.${property} is nested but has no @Type(() => Class)`);
    return build(meta.typeFunction() as Type<object>, closed, stack);
  };
  const { $ref, items, ...rest } = prop;
  if ($ref !== undefined) return { ...rest, ...nested() };
  if (items?.$ref !== undefined) return { ...rest, type: 'array', items: nested() };
  return items === undefined ? rest : { ...rest, items };
}

// ---------------------------------------------------------------------------------------------
// The DTO's own schema as class-validator-jsonschema's `targetConstructorToSchema(dto, options)`
// returns it (its default converters, `@JSONSchema` decorations, lodash.merge semantics), computed
// from a prototype-chain lookup of the metadata instead of a scan of every registered class, for
// the one class asked (the library converts the whole chain each time), memoised per class.
// dto-schema.spec.ts checks it equals the library's answer for every DTO of the catalog.
// ---------------------------------------------------------------------------------------------

type Meta = ValidationMetadata & { readonly target: Function };
type Converter = JsonSchema | ((meta: ValidationMetadata, options: object) => JsonSchema | undefined);

const raws = new WeakMap<Function, { readonly size: number; readonly schema: JsonSchema }>();

/** The library's answer for one class (no `$ref` inlined yet). */
export function rawSchema(dto: Function): JsonSchema {
  const size = metadataMapFor(dto).size;
  const hit = raws.get(dto);
  if (hit && hit.size === size) return hit.schema;
  const schema = classTransformerRenames() ? (targetConstructorToSchema(dto, CONVERTER_OPTIONS) as JsonSchema) : ownSchema(dto);
  raws.set(dto, { size, schema });
  return schema;
}

/** `@Expose({ name })` / `@Exclude()` change names and drop properties: left to the library itself. */
function classTransformerRenames(): boolean {
  const s = defaultMetadataStorage as unknown as { _exposeMetadatas?: Map<unknown, unknown>; _excludeMetadatas?: Map<unknown, unknown> };
  return (s._exposeMetadatas?.size ?? 1) > 0 || (s._excludeMetadatas?.size ?? 1) > 0;
}

function ownSchema(dto: Function): JsonSchema {
  const storage = validationStorage();
  // getTargetValidationMetadatas + populateMetadatasWithConstraints: each typed by its constraint's
  // name (the library copies each metadata to retype it; no converter reads the type, so the
  // type is kept beside it instead).
  const metadatas = targetValidationMetadatas(dto) as readonly Meta[];
  const types = new Array<string>(metadatas.length);
  for (let i = 0; i < metadatas.length; i++) {
    const meta = metadatas[i];
    const constraint = meta.constraintCls ? storage.getTargetValidatorConstraints(meta.constraintCls) : undefined;
    types[i] = constraint && constraint.length > 0 ? constraint[0].name : meta.type;
  }
  // The library groups by class name and answers the first group named like the class or an ancestor.
  for (let c: Function | null = dto; c && c.name; c = Object.getPrototypeOf(c) as Function | null) {
    const own: number[] = [];
    for (let i = 0; i < metadatas.length; i++) if (metadatas[i].target.name === c.name) own.push(i);
    if (own.length > 0) return classSchema(metadatas[own[0]].target, own, metadatas, types);
  }
  return {};
}

/** validationMetadataArrayToSchemas for one group (`own`: indexes of its metadata). */
function classSchema(target: Function, own: readonly number[], metadatas: readonly Meta[], types: readonly string[]): JsonSchema {
  // Its metadata, then inherited metadata no metadata of the class itself shadows (same property and type).
  const picked = own.slice();
  for (let i = 0; i < metadatas.length; i++) {
    const d = metadatas[i];
    if (!(d.target instanceof Function && target.prototype instanceof d.target)) continue;
    let shadowed = false;
    for (let j = 0; j < metadatas.length && !shadowed; j++) {
      shadowed = metadatas[j].target === target && metadatas[j].propertyName === d.propertyName && types[j] === types[i];
    }
    if (!shadowed) picked.push(i);
  }
  const byProperty = new Map<string, number[]>();
  for (let k = 0; k < picked.length; k++) {
    const i = picked[k];
    const list = byProperty.get(metadatas[i].propertyName);
    if (list) list.push(i);
    else byProperty.set(metadatas[i].propertyName, [i]);
  }
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  byProperty.forEach((list, name) => {
    properties[name] = decorate(convert(list, metadatas, types), target, name);
    if (!list.some((i) => OPTIONAL_TYPES.has(types[i]))) required.push(name);
  });
  const definition: JsonSchema = { properties, type: 'object' };
  if (required.length > 0) definition.required = required;
  return decorate(definition, target, target.name);
}

const OPTIONAL_TYPES = new Set<string>([ValidationTypes.CONDITIONAL_VALIDATION, 'isEmpty']);

/** applyConverters: each metadata through its converter, merged in order. */
function convert(list: readonly number[], metadatas: readonly Meta[], types: readonly string[]): JsonSchema {
  const converters = defaultConverters as Record<string, Converter>;
  const out: Record<string, unknown> = {};
  for (let k = 0; k < list.length; k++) {
    const meta = metadatas[list[k]];
    const converter = converters[types[list[k]]] ?? converters[ValidationTypes.CUSTOM_VALIDATION];
    const items = typeof converter === 'function' ? converter(meta, CONVERTER_OPTIONS) : converter;
    let part: unknown = items;
    if (meta.each) {
      const typeMeta = defaultMetadataStorage.findTypeMetadata(meta.target, meta.propertyName);
      const reflected = typeMeta?.reflectedType as (new () => unknown) | undefined;
      part = reflected && new reflected() instanceof Map ? { additionalProperties: { ...(items as object) }, type: 'object' } : { items, type: 'array' };
    }
    merge(out, part);
  }
  return out as JsonSchema;
}

/**
 * applyDecorators: the `@JSONSchema` of a property (or of the class, under its name) merged over
 * the converted schema. The library merges both into a new object; `schema` is already a fresh
 * deep copy here, so merging into it gives the same value.
 */
function decorate(schema: JsonSchema, target: Function, key: string): JsonSchema {
  const extra = getMetadataSchema(target.prototype as object, key) as unknown;
  if (typeof extra === 'function') return (extra as (s: JsonSchema, o: object) => JsonSchema)(schema, CONVERTER_OPTIONS);
  merge(schema, extra);
  return schema;
}

// lodash.merge (4.6) for the values schemas hold: plain objects and arrays are merged deeply into
// fresh copies, `undefined` never overwrites a key that exists, anything else is assigned as is.

const isObjectLike = (v: unknown): v is object => v !== null && (typeof v === 'object' || typeof v === 'function');

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (v === null || typeof v !== 'object') return false;
  const proto = Object.getPrototypeOf(v) as object | null;
  if (proto === Object.prototype) return Object.prototype.toString.call(v) === '[object Object]';
  if (Object.prototype.toString.call(v) !== '[object Object]') return false;
  if (proto === null) return true;
  const ctor = Object.prototype.hasOwnProperty.call(proto, 'constructor') ? (proto as { constructor: unknown }).constructor : undefined;
  return typeof ctor === 'function' && ctor instanceof ctor && Function.prototype.toString.call(ctor) === Function.prototype.toString.call(Object);
}

function keysIn(source: object): string[] {
  if (Array.isArray(source)) return Object.keys(source);
  const keys: string[] = [];
  for (const k in source) keys.push(k);
  return keys;
}

function merge(target: Record<string, unknown> | unknown[], source: unknown, stack?: Map<unknown, unknown>): void {
  if (target === source || !isObjectLike(source)) return;
  const t = target as Record<string, unknown>;
  const keys = keysIn(source);
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k];
    const src = (source as Record<string, unknown>)[key];
    if (!isObjectLike(src)) {
      assign(t, key, src);
      continue;
    }
    stack ??= new Map();
    const stacked = stack.get(src);
    if (stacked !== undefined) {
      assign(t, key, stacked);
      continue;
    }
    const obj = key === '__proto__' || (key === 'constructor' && typeof t[key] === 'function') ? undefined : t[key];
    let next: unknown;
    if (Array.isArray(src)) next = Array.isArray(obj) ? obj : isObjectLike(obj) && typeof obj !== 'function' && typeof (obj as { length?: unknown }).length === 'number' ? Array.from(obj as ArrayLike<unknown>) : [];
    else if (isPlainObject(src)) next = isObjectLike(obj) && typeof obj !== 'function' ? obj : Object.create(Object.getPrototypeOf(src) as object | null);
    else {
      assign(t, key, src);
      continue;
    }
    stack.set(src, next);
    merge(next as Record<string, unknown>, src, stack);
    stack.delete(src);
    assign(t, key, next);
  }
}

function assign(t: Record<string, unknown>, key: string, value: unknown): void {
  const current = t[key];
  const same = current === value || (current !== current && value !== value);
  if (value === undefined ? !(key in t) : !same) {
    if (key === '__proto__') Object.defineProperty(t, key, { configurable: true, enumerable: true, value, writable: true });
    else t[key] = value;
  }
}
