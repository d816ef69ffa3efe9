import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

/** One end of a multi-line diff range (`position[line_range][start|end]`). */
export class LineRangePointDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'Line code: <sha1 of path>_<old line>_<new line>.' }) line_code?: string;
  @IsOptional() @IsIn(['new', 'old']) @JSONSchema({ description: 'new (added line) or old (removed line); omit for an unchanged line.' }) type?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Line number in the old file.' }) old_line?: number;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Line number in the new file.' }) new_line?: number;
}

/**
 * `position[line_range]`: the lines a multi-line diff comment spans, both ends required. A domain
 * subclass retypes the ends (stricter points) or adds `@IsOptional()` to them (a subclass can add
 * constraints, never drop one).
 */
export class LineRangeDto {
  @ValidateNested() @Type(() => LineRangePointDto) @JSONSchema({ description: 'First line of the range.' }) start: LineRangePointDto;
  @ValidateNested() @Type(() => LineRangePointDto) @JSONSchema({ description: 'Last line of the range.' }) end: LineRangePointDto;
}
