import 'reflect-metadata';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CatalogEntry } from './catalog-entry.interface';
import { dtoToJsonSchema } from './dto-schema';
import { loadSchemaSnapshot, serializeSchemas } from './schema-snapshot';

class UserDto {
  @IsInt() id: number;
  @IsString() @JSONSchema({ description: 'Login.', examples: ['ada'] }) username: string;
}
class ProjectDto {
  @IsInt() id: number;
  @ValidateNested() @Type(() => UserDto) owner: UserDto;
  @IsOptional() @ValidateNested({ each: true }) @Type(() => UserDto) members?: UserDto[];
}
class GetParams {
  @IsString() project_id: string;
  @IsOptional() @IsIn(['asc', 'desc']) sort?: string;
}

const entry = (id: string, input: new () => object, output: new () => object): CatalogEntry => {
  const inputSchema = dtoToJsonSchema(input, true);
  return { id, options: { input, output }, inputSchema, outputSchema: dtoToJsonSchema(output, false), params: Object.keys(inputSchema.properties ?? {}), required: inputSchema.required ?? [], commaLists: ['sort'] } as unknown as CatalogEntry;
};

describe('schema snapshot (dist/schemas.json)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'schema-snapshot-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const entries = [entry('project.get', GetParams, ProjectDto), entry('project.owner', GetParams, UserDto)];
  writeFileSync(join(dir, 'schemas.json'), serializeSchemas(entries, 'build-1'));

  it('gives back the schemas the build computed, equal to a conversion, nested ones shared', () => {
    const snapshot = loadSchemaSnapshot(dir, 'build-1')!;
    const a = snapshot.lookup('project.get', GetParams, ProjectDto)!;
    const b = snapshot.lookup('project.owner', GetParams, UserDto)!;
    expect(JSON.stringify(a.input())).toBe(JSON.stringify(dtoToJsonSchema(GetParams, true)));
    expect(JSON.stringify(a.output())).toBe(JSON.stringify(dtoToJsonSchema(ProjectDto, false)));
    expect(JSON.stringify(b.output())).toBe(JSON.stringify(dtoToJsonSchema(UserDto, false)));
    // As in memory after the conversion: `items` is the nested DTO's schema itself; a nested object
    // property is a copy of it (with the property's own keywords) that shares its `properties`.
    expect(a.output().properties!.members!.items).toBe(b.output());
    expect(a.output().properties!.owner.properties).toBe(b.output().properties);
  });

  it('holds each action\'s parameter facts, and its schemas as text parsed once on first read', () => {
    const snapshot = loadSchemaSnapshot(dir, 'build-1')!;
    const parse = jest.spyOn(JSON, 'parse');
    try {
      const a = snapshot.lookup('project.get', GetParams, ProjectDto)!;
      expect([a.params, a.required, a.commaLists]).toEqual([['project_id', 'sort'], ['project_id'], ['sort']]);
      expect(parse).not.toHaveBeenCalled();
      const first = a.input();
      const parsed = parse.mock.calls.length;
      expect(parsed).toBeGreaterThan(0);
      expect(a.input()).toBe(first);
      expect(parse).toHaveBeenCalledTimes(parsed);
    } finally {
      parse.mockRestore();
    }
    const text = serializeSchemas(entries, 'build-1');
    const header = JSON.parse(text.slice(0, text.indexOf('\n'))) as { actions: Record<string, { input: [number, number] }> };
    const [start, end] = header.actions['project.get'].input;
    expect(JSON.parse(text.slice(text.indexOf('\n') + 1).slice(start, end))).toEqual(expect.any(Object));
  });

  it('is ignored when made by another build, and per action when the classes differ or it is unknown', () => {
    expect(loadSchemaSnapshot(dir, 'build-2')).toBeUndefined();
    expect(loadSchemaSnapshot(dir, undefined)).toBeUndefined();
    expect(loadSchemaSnapshot(join(dir, 'missing'), 'build-1')).toBeUndefined();
    const snapshot = loadSchemaSnapshot(dir, 'build-1')!;
    expect(snapshot.lookup('project.get', GetParams, UserDto)).toBeUndefined();
    expect(snapshot.lookup('project.delete', GetParams, ProjectDto)).toBeUndefined();
  });

  it('leaves out a schema JSON would change (undefined, NaN, a RegExp), so it is converted at start', () => {
    const odd = { ...entry('project.odd', GetParams, UserDto), outputSchema: { type: 'object', properties: { x: { default: undefined } } } } as unknown as CatalogEntry;
    const text = serializeSchemas([odd, entries[0]], 'build-1');
    expect(Object.keys((JSON.parse(text.slice(0, text.indexOf('\n'))) as { actions: object }).actions)).toEqual(['project.get']);
  });
});
