import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, Min, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { dtoToJsonSchema } from './dto-schema';

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
