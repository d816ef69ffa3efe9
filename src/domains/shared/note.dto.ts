import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from './next-steps.dto.js';
import { SuggestionDto } from './suggestion.dto.js';
import { UserBasicDto } from './user-basic.dto.js';

/** One end of `position.line_range`. */
export class LineRangePointOutDto {
  @IsOptional() @IsString() line_code?: string;
  @IsOptional() @IsString() type?: string;
  @IsOptional() @IsInt() old_line?: number;
  @IsOptional() @IsInt() new_line?: number;
}

/** `position.line_range` of a multi-line comment. */
export class LineRangeOutDto {
  @IsOptional() @ValidateNested() @Type(() => LineRangePointOutDto) start?: LineRangePointOutDto;
  @IsOptional() @ValidateNested() @Type(() => LineRangePointOutDto) end?: LineRangePointOutDto;
}

/** The diff position of an inline comment or draft (GitLab's `position`). */
export class NotePositionDto {
  @IsOptional() @IsString() base_sha?: string;
  @IsOptional() @IsString() start_sha?: string;
  @IsOptional() @IsString() head_sha?: string;
  @IsOptional() @IsString() position_type?: string;
  @IsOptional() @IsString() old_path?: string;
  @IsOptional() @IsString() new_path?: string;
  @IsOptional() @IsInt() old_line?: number;
  @IsOptional() @IsInt() new_line?: number;
  @IsOptional() @ValidateNested() @Type(() => LineRangeOutDto) line_range?: LineRangeOutDto;
  @IsOptional() @IsInt() width?: number;
  @IsOptional() @IsInt() height?: number;
  @IsOptional() @IsInt() x?: number;
  @IsOptional() @IsInt() y?: number;
}

/** GitLab's note entity (`APIEntitiesNote`): one comment or system note on an issue, a merge request or a commit. */
export class NoteDto extends WithNextStepsDto {
  @IsInt() id: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'null for a plain comment, DiscussionNote in a thread, DiffNote on the diff.' }) type?: string;
  @IsOptional() @IsString() body?: string;
  @IsOptional() @ValidateNested() @Type(() => UserBasicDto) author?: UserBasicDto;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() updated_at?: string;
  @IsOptional() @IsBoolean() system?: boolean;
  @IsOptional() @IsInt() noteable_id?: number;
  @IsOptional() @IsString() noteable_type?: string;
  @IsOptional() @IsInt() noteable_iid?: number;
  @IsOptional() @IsInt() project_id?: number;
  @IsOptional() @IsString() commit_id?: string;
  @IsOptional() @ValidateNested() @Type(() => NotePositionDto) position?: NotePositionDto;
  @IsOptional() @IsBoolean() resolvable?: boolean;
  @IsOptional() @IsBoolean() resolved?: boolean;
  @IsOptional() @ValidateNested() @Type(() => UserBasicDto) resolved_by?: UserBasicDto;
  @IsOptional() @IsString() resolved_at?: string;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => SuggestionDto) suggestions?: SuggestionDto[];
  @IsOptional() @IsBoolean() confidential?: boolean;
  @IsOptional() @IsBoolean() internal?: boolean;
  @IsOptional() @IsBoolean() imported?: boolean;
  @IsOptional() @IsString() imported_from?: string;
}

/** A page of notes. */
export class NoteListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => NoteDto) notes: NoteDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** GitLab's discussion entity (`APIEntitiesDiscussion`): a thread of notes. */
export class DiscussionDto extends WithNextStepsDto {
  @IsString() id: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'True for a single comment that is not a thread.' }) individual_note?: boolean;
  @IsOptional() @IsBoolean() resolvable?: boolean;
  @IsOptional() @IsBoolean() resolved?: boolean;
  @IsArray() @ValidateNested({ each: true }) @Type(() => NoteDto) notes: NoteDto[];
}

/** A page of discussions. */
export class DiscussionListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => DiscussionDto) discussions: DiscussionDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}
