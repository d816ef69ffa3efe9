import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Min, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { LineRangeDto, LineRangePointDto } from '../../shared/line-range.dto.js';
import { CommitPageDto, CommitRefDto } from './commit-params.dto.js';

export class ListCommitDiscussionsDto extends CommitPageDto {}

export class CommitDiscussionRefDto extends CommitRefDto {
  @IsString() @JSONSchema({ description: 'ID of the discussion (thread), a 40-character hex string.' }) discussion_id: string;
}

export class CommitDiscussionNoteRefDto extends CommitDiscussionRefDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'ID of the note in the discussion.' }) note_id: number;
}

/** The shared line range as commit discussions take it: either end may be left out. */
export class CommitLineRangeDto extends LineRangeDto {
  @IsOptional() @ValidateNested() @Type(() => LineRangePointDto) declare start: LineRangePointDto;
  @IsOptional() @ValidateNested() @Type(() => LineRangePointDto) declare end: LineRangePointDto;
}

/** Where a diff thread sits (GitLab's `position`). */
export class DiffPositionDto {
  @IsString() @JSONSchema({ description: 'Base commit SHA (the parent of the commit).' }) base_sha: string;
  @IsString() @JSONSchema({ description: 'SHA the diff starts from.' }) start_sha: string;
  @IsString() @JSONSchema({ description: 'SHA of the commit (head of the diff).' }) head_sha: string;
  @IsIn(['text', 'image', 'file']) @JSONSchema({ description: 'text (a line), image (a point) or file.' }) position_type: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'File path after the change.' }) new_path?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'File path before the change.' }) old_path?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Line number after the change (added or unchanged line).' }) new_line?: number;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Line number before the change (removed or unchanged line).' }) old_line?: number;
  @IsOptional() @ValidateNested() @Type(() => CommitLineRangeDto) @JSONSchema({ description: 'Multi-line comment: the range of lines.' }) line_range?: CommitLineRangeDto;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Image position: width of the image.' }) width?: number;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Image position: height of the image.' }) height?: number;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Image position: X coordinate.' }) x?: number;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Image position: Y coordinate.' }) y?: number;
}

export class CreateCommitDiscussionDto extends CommitRefDto {
  @IsString() @JSONSchema({ description: 'Text of the first note of the thread (Markdown).' }) body: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Creation date, ISO 8601 (administrators and project/group owners only).' }) created_at?: string;
  @IsOptional() @ValidateNested() @Type(() => DiffPositionDto) @JSONSchema({ description: 'Position in the commit diff, for a diff thread; omit for a general thread.' }) position?: DiffPositionDto;
}

export class AddCommitDiscussionNoteDto extends CommitDiscussionRefDto {
  @IsString() @JSONSchema({ description: 'Text of the reply (Markdown).' }) body: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Creation date, ISO 8601 (administrators and project/group owners only).' }) created_at?: string;
}

export class UpdateCommitDiscussionNoteDto extends CommitDiscussionNoteRefDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'New text of the note (Markdown). Give body or resolved.' }) body?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Resolve (true) or unresolve (false) the note. Give body or resolved.' }) resolved?: boolean;
}
