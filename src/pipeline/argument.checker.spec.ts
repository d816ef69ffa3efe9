import 'reflect-metadata';
import { Type } from 'class-transformer';
import { plainToInstance } from 'class-transformer';
import { ArrayMinSize, IsArray, IsEmail, IsIn, IsInt, IsOptional, IsString, Matches, Max, Min, MinLength, ValidateIf, ValidateNested, validate } from 'class-validator';
import type { CatalogEntry } from '../catalog/index';
import { builtInCatalog } from '../../test/helpers/catalog-entries';
import { ArgumentChecker } from './argument.checker';

class Inner {
  @IsString() name: string;
  @IsOptional() @IsEmail() email?: string;
}

class Sample {
  @IsString() @Matches(/^[a-z]+$/) slug: string;
  @IsOptional() @Min(1) @IsInt() reversed?: number;
  @IsOptional() @IsInt() @Min(1) @Max(100) per_page?: number = 20;
  @IsOptional() @IsIn(['asc', 'desc']) sort?: string;
  @IsOptional() @IsArray() @IsString({ each: true }) @ArrayMinSize(1) labels?: string[];
  @IsOptional() @Matches(/^ok$/i) shout?: string;
  @IsOptional() @MinLength(2) @IsString() short?: string;
  @IsOptional() @ValidateNested({ each: true }) @Type(() => Inner) people?: Inner[];
}

class Conditional {
  @ValidateIf((o: Conditional) => o.kind === 'x') @IsString() value?: string;
  @IsString() kind: string;
}

class Converted {
  @IsOptional() @Type(() => Number) @IsInt() count?: number;
}

/** The fast verdict beside class-validator's: the fast path may only accept what class-validator accepts. */
async function verdicts(checker: ArgumentChecker, dto: new () => object, params: Record<string, unknown>): Promise<{ fast: boolean; valid: boolean }> {
  const instance = plainToInstance(dto, params) as object;
  const fast = await checker.accepts(dto, instance);
  const valid = (await validate(instance, { forbidUnknownValues: false })).length === 0;
  return { fast, valid };
}

describe('ArgumentChecker (fast path of the argument decoder)', () => {
  const checker = new ArgumentChecker();

  it.each([
    [{ slug: 'abc' }, true],
    [{ slug: 'abc', per_page: 100, sort: 'asc', labels: ['a'], shout: 'OK', short: 'ab', people: [{ name: 'x', email: 'a@example.com' }] }, true],
    [{ slug: 'ABC' }, false],
    [{ slug: 'abc', per_page: 101 }, false],
    [{ slug: 'abc', per_page: 1.5 }, false],
    [{ slug: 'abc', reversed: 1.5 }, false],
    [{ slug: 'abc', sort: 'up' }, false],
    [{ slug: 'abc', labels: [] }, false],
    [{ slug: 'abc', labels: [1] }, false],
    [{ slug: 'abc', shout: 'nope' }, false],
    [{ slug: 'abc', short: 'a' }, false],
    [{ slug: 'abc', short: 'a\uFE0F' }, false],
    [{ slug: 'abc', people: [{ name: 'x', email: 'a@b' }] }, false],
    [{ slug: 'abc', people: [{ email: 'a@example.com' }] }, false],
    [{ slug: 'abc', sort: null }, true],
    [{ slug: 'abc', per_page: undefined }, true],
  ])('agrees with class-validator on %j', async (params, valid) => {
    const v = await verdicts(checker, Sample, params);
    expect(v.valid).toBe(valid);
    if (v.fast) expect(v.valid).toBe(true);
  });

  it('takes the fast path for valid arguments, with checks the schema cannot express run directly', async () => {
    expect((await verdicts(checker, Sample, { slug: 'abc', shout: 'ok', short: 'ab', reversed: 2, people: [{ name: 'x', email: 'a@example.com' }] })).fast).toBe(true);
  });

  it('leaves ValidateIf and class-transformer conversions to class-validator', async () => {
    expect((await verdicts(checker, Conditional, { kind: 'x', value: 'v' })).fast).toBe(false);
    expect((await verdicts(checker, Converted, { count: 3 })).fast).toBe(false);
  });
});

/** One-key mutations of an action's example: the values a confused model sends. */
function variants(example: Record<string, unknown>, schema: CatalogEntry['inputSchema']): Record<string, unknown>[] {
  const odd: unknown[] = [null, '', ' ', 0, -1, 1.5, 101, 1e21, 'abc', '42', true, 'true', [], ['x'], [1], [{}], {}, { a: 1 }, '😀', 'a\uFE0F', '..', 'A-Z', 'x@y', 'a@example.com', '2024-01-01', '2024-01-01T00:00:00Z'];
  const out: Record<string, unknown>[] = [{ ...example }];
  for (const key of Object.keys(schema.properties ?? {})) {
    const { [key]: _drop, ...without } = example;
    out.push(without);
    for (const v of odd) out.push({ ...example, [key]: v });
    const prop = schema.properties![key];
    for (const v of prop.enum ?? []) out.push({ ...example, [key]: v });
    const inner = prop.type === 'array' ? prop.items : prop;
    if (inner?.type === 'object') {
      for (const k of Object.keys(inner.properties ?? {})) {
        for (const v of [null, '', 1, 'x', [], {}]) {
          const obj = { [k]: v };
          out.push({ ...example, [key]: prop.type === 'array' ? [obj] : obj });
        }
      }
    }
  }
  return out;
}

describe('ArgumentChecker over the built-in catalog', () => {
  let entries: CatalogEntry[];
  beforeAll(async () => {
    entries = await builtInCatalog();
  }, 60_000);

  it('never accepts what class-validator refuses (mutations of every example), and accepts the examples fast', async () => {
    const checker = new ArgumentChecker();
    const unsound: string[] = [];
    const slowExamples: string[] = [];
    for (const entry of entries) {
      const example = (entry.options.example ?? {}) as Record<string, unknown>;
      const dto = entry.options.input;
      for (const params of variants(example, entry.inputSchema)) {
        // Unsound means accepted fast yet refused by class-validator: only a fast acceptance needs class-validator's verdict.
        const instance = plainToInstance(dto, params) as object;
        if (!(await checker.accepts(dto, instance))) continue;
        if ((await validate(instance, { forbidUnknownValues: false })).length > 0) unsound.push(`${entry.id} ${JSON.stringify(params)}`);
      }
      const v = await verdicts(checker, dto, example);
      if (v.valid && !v.fast) slowExamples.push(entry.id);
    }
    expect(unsound).toEqual([]);
    expect(slowExamples).toEqual([]);
  }, 120_000);
});
