import type { Type } from '@nestjs/common';
import { defaultMetadataStorage } from 'class-transformer/cjs/storage';
import { targetConstructorToSchema } from 'class-validator-jsonschema';
import type { JsonSchema } from './json-schema.interface.js';

const REF_PREFIX = '#/$defs/';

/**
 * JSON Schema of a class-validator DTO, self-contained: nested DTOs (declared with
 * `@ValidateNested()` + `@Type(() => X)`) are inlined, so the schema needs no `$defs`.
 * `closed` adds `additionalProperties: false` at every object level (input schemas).
 */
export function dtoToJsonSchema(dto: Type<object>, closed: boolean): JsonSchema {
  return build(dto, closed, new Set());
}

function build(dto: Type<object>, closed: boolean, stack: Set<Type<object>>): JsonSchema {
  if (stack.has(dto)) throw new Error(`${dto.name} refers to itself; recursive DTOs cannot be inlined`);
  stack.add(dto);
  const raw = targetConstructorToSchema(dto, {
    classTransformerMetadataStorage: defaultMetadataStorage,
    refPointerPrefix: REF_PREFIX,
  }) as JsonSchema;
  const schema: JsonSchema = { type: 'object', properties: {} };
  const order = declarationOrder(dto, Object.keys(raw.properties ?? {}));
  for (const name of order) {
    schema.properties![name] = inline(dto, name, raw.properties![name], closed, stack);
  }
  if (raw.required && raw.required.length > 0) schema.required = order.filter((n) => raw.required!.includes(n));
  if (closed) schema.additionalProperties = false;
  stack.delete(dto);
  return schema;
}

/** Inherited properties first (base class before subclass), each class in declaration order. */
function declarationOrder(dto: Type<object>, names: readonly string[]): string[] {
  const chain: Type<object>[] = [];
  for (let c: unknown = Object.getPrototypeOf(dto); typeof c === 'function' && c !== Function.prototype; c = Object.getPrototypeOf(c)) {
    chain.unshift(c as Type<object>);
  }
  const ordered: string[] = [];
  for (const base of chain) {
    const props = (targetConstructorToSchema(base) as JsonSchema).properties ?? {};
    for (const n of Object.keys(props)) if (names.includes(n) && !ordered.includes(n)) ordered.push(n);
  }
  for (const n of names) if (!ordered.includes(n)) ordered.push(n);
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
