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
  for (const [name, prop] of Object.entries(raw.properties ?? {})) {
    schema.properties![name] = inline(dto, name, prop, closed, stack);
  }
  if (raw.required && raw.required.length > 0) schema.required = [...raw.required];
  if (closed) schema.additionalProperties = false;
  stack.delete(dto);
  return schema;
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
