import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, Min, ValidateNested } from 'class-validator';
import { defaultMetadataStorage } from 'class-transformer/cjs/storage';
import { getMetadataStorage } from 'class-validator';
import { JSONSchema, targetConstructorToSchema } from 'class-validator-jsonschema';
import { builtInCatalog } from '../../test/helpers/catalog-entries';
import { dtoToJsonSchema, rawSchema } from './dto-schema';

class Access {
  @IsInt() access_level: number;
  @IsOptional() @IsString() description?: string;
}

class Sample {
  @IsString() @JSONSchema({ description: 'Project ID or path.' }) project_id: string;
  @IsOptional() @IsIn(['asc', 'desc']) sort?: string;
  @IsOptional() @IsArray() @IsString({ each: true }) labels?: string[];
  @ValidateNested() @Type(() => Access) access: Access;
  @IsOptional() @ValidateNested({ each: true }) @Type(() => Access) levels?: Access[];
  @IsOptional() @IsBoolean() merged?: boolean;
  @IsInt() @Min(1) @Max(100) per_page: number;
}

describe('dtoToJsonSchema', () => {
  it('A-10 builds a self-contained closed input schema from a DTO', () => {
    const schema = dtoToJsonSchema(Sample, true);
    expect(schema).toEqual({
      type: 'object',
      additionalProperties: false,
      required: ['project_id', 'access', 'per_page'],
      properties: {
        project_id: { type: 'string', description: 'Project ID or path.' },
        sort: { type: 'string', enum: ['asc', 'desc'] },
        labels: { type: 'array', items: { type: 'string' } },
        access: {
          type: 'object',
          additionalProperties: false,
          required: ['access_level'],
          properties: { access_level: { type: 'integer' }, description: { type: 'string' } },
        },
        levels: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['access_level'],
            properties: { access_level: { type: 'integer' }, description: { type: 'string' } },
          },
        },
        merged: { type: 'boolean' },
        per_page: { type: 'integer', minimum: 1, maximum: 100 },
      },
    });
  });

  it('A-20 leaves output schemas open so extra GitLab fields still reach the client', () => {
    const schema = dtoToJsonSchema(Access, false);
    expect(schema.additionalProperties).toBeUndefined();
  });

  it('never emits $ref or a type array (single-type portability)', () => {
    const text = JSON.stringify(dtoToJsonSchema(Sample, true));
    expect(text).not.toContain('$ref');
    expect(text).not.toMatch(/"type":\[/);
  });
});

describe('dtoToJsonSchema equals class-validator-jsonschema', () => {
  beforeAll(async () => {
    await builtInCatalog(); // every domain's DTOs are declared
  }, 60_000);

  /** Every class with class-validator metadata: the catalog's DTOs, nested ones, bases, these tests'. */
  const classes = (): Function[] => [...(getMetadataStorage() as unknown as { validationMetadatas: Map<unknown, unknown> }).validationMetadatas.keys()].filter((k): k is Function => typeof k === 'function');

  it('A-10 gives the library\'s own schema of every DTO class, byte for byte (key order included)', () => {
    const options = { classTransformerMetadataStorage: defaultMetadataStorage, refPointerPrefix: '#/$defs/' };
    const list = classes();
    expect(list.length).toBeGreaterThan(300);
    const differing = list.filter((c) => JSON.stringify(rawSchema(c)) !== JSON.stringify(targetConstructorToSchema(c, options)));
    expect(differing.map((c) => c.name)).toEqual([]);
  });

  it('A-10 inlines nested DTOs exactly as the library-based conversion did', () => {
    const differing: string[] = [];
    for (const c of classes()) {
      for (const closed of [true, false]) {
        let expected: string;
        try {
          expected = JSON.stringify(referenceSchema(c as never, closed, new Set()));
        } catch (e) {
          expected = `throws ${(e as Error).message}`;
        }
        let actual: string;
        try {
          actual = JSON.stringify(dtoToJsonSchema(c as never, closed));
        } catch (e) {
          actual = `throws ${(e as Error).message}`;
        }
        if (actual !== expected) differing.push(`${c.name} closed=${closed}`);
      }
    }
    expect(differing).toEqual([]);
  });
});

/** The previous implementation, on the library itself: the reference the fast one must equal. */
function referenceSchema(dto: new () => object, closed: boolean, stack: Set<unknown>): Record<string, unknown> {
  if (stack.has(dto)) throw new Error(`${dto.name} refers to itself; recursive DTOs cannot be inlined`);
  stack.add(dto);
  const raw = targetConstructorToSchema(dto, { classTransformerMetadataStorage: defaultMetadataStorage, refPointerPrefix: '#/$defs/' }) as {
    properties?: Record<string, Record<string, unknown>>;
    required?: string[];
  };
  const schema: Record<string, unknown> = { type: 'object', properties: {} };
  const names = Object.keys(raw.properties ?? {});
  const chain: Function[] = [];
  for (let c: unknown = Object.getPrototypeOf(dto); typeof c === 'function' && c !== Function.prototype; c = Object.getPrototypeOf(c)) chain.unshift(c as Function);
  const order: string[] = [];
  for (const base of chain) {
    const props = (targetConstructorToSchema(base) as { properties?: object }).properties ?? {};
    for (const n of Object.keys(props)) if (names.includes(n) && !order.includes(n)) order.push(n);
  }
  for (const n of names) if (!order.includes(n)) order.push(n);
  const properties = schema.properties as Record<string, unknown>;
  for (const name of order) {
    const { $ref, items, ...rest } = raw.properties![name] as { $ref?: string; items?: { $ref?: string } };
    const nested = (): Record<string, unknown> => {
      const meta = defaultMetadataStorage.findTypeMetadata(dto, name);
      if (!meta) throw new Error(`${dto.name}.${name} is nested but has no @Type(() => Class)`);
      return referenceSchema(meta.typeFunction() as new () => object, closed, stack);
    };
    if ($ref !== undefined) properties[name] = { ...rest, ...nested() };
    else if (items?.$ref !== undefined) properties[name] = { ...rest, type: 'array', items: nested() };
    else properties[name] = items === undefined ? rest : { ...rest, items };
  }
  if (raw.required && raw.required.length > 0) schema.required = order.filter((n) => raw.required!.includes(n));
  if (closed) schema.additionalProperties = false;
  stack.delete(dto);
  return schema;
}
