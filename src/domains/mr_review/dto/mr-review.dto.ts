import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { CommitDto } from '../../shared/commit.dto.js';
import { SuggestionDto } from '../../shared/suggestion.dto.js';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';
import { UserBasicDto } from '../../shared/user-basic.dto.js';

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

/** GitLab's note entity (`APIEntitiesNote`) of a merge request. */
export class MrNoteDto extends WithNextStepsDto {
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

/** A page of merge request notes. */
export class MrNoteListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => MrNoteDto) notes: MrNoteDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** GitLab's discussion entity (`APIEntitiesDiscussion`): a thread of notes. */
export class MrDiscussionDto extends WithNextStepsDto {
  @IsString() id: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'True for a single comment that is not a thread.' }) individual_note?: boolean;
  @IsOptional() @IsBoolean() resolvable?: boolean;
  @IsOptional() @IsBoolean() resolved?: boolean;
  @IsArray() @ValidateNested({ each: true }) @Type(() => MrNoteDto) notes: MrNoteDto[];
}

/** A page of merge request discussions. */
export class MrDiscussionListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => MrDiscussionDto) discussions: MrDiscussionDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** GitLab's draft note entity (`APIEntitiesDraftNote`): a pending review comment only its author sees. */
export class MrDraftNoteDto extends WithNextStepsDto {
  @IsInt() id: number;
  @IsOptional() @IsInt() author_id?: number;
  @IsOptional() @IsInt() merge_request_id?: number;
  @IsOptional() @IsBoolean() resolve_discussion?: boolean;
  @IsOptional() @IsString() discussion_id?: string;
  @IsOptional() @IsString() note?: string;
  @IsOptional() @IsString() commit_id?: string;
  @IsOptional() @IsString() line_code?: string;
  @IsOptional() @ValidateNested() @Type(() => NotePositionDto) position?: NotePositionDto;
}

/** The caller's draft notes on a merge request. */
export class MrDraftNoteListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => MrDraftNoteDto) draft_notes: MrDraftNoteDto[];
  @IsOptional() @ValidateNested() @Type(() => PaginationDto) @JSONSchema({ description: 'Present when GitLab paginated the answer.' }) pagination?: PaginationDto;
}

/** Outcome of a call GitLab answers without an entity (delete, publish). */
export class MrReviewOutcomeDto extends WithNextStepsDto {
  @IsString() project_id: string;
  @IsInt() merge_request_iid: number;
  @IsOptional() @IsInt() note_id?: number;
  @IsOptional() @IsString() discussion_id?: string;
  @IsOptional() @IsInt() draft_note_id?: number;
  @IsString() message: string;
}

/** GitLab's diff entity (`APIEntitiesDiff`): the change of one file. */
export class MrDiffDto {
  @IsOptional() @IsString() old_path?: string;
  @IsOptional() @IsString() new_path?: string;
  @IsOptional() @IsString() a_mode?: string;
  @IsOptional() @IsString() b_mode?: string;
  @IsOptional() @IsString() diff?: string;
  @IsOptional() @IsBoolean() new_file?: boolean;
  @IsOptional() @IsBoolean() renamed_file?: boolean;
  @IsOptional() @IsBoolean() deleted_file?: boolean;
  @IsOptional() @IsBoolean() generated_file?: boolean;
  @IsOptional() @IsBoolean() collapsed?: boolean;
  @IsOptional() @IsBoolean() too_large?: boolean;
}

/** A page of file diffs of a merge request. */
export class MrDiffListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => MrDiffDto) diffs: MrDiffDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** GitLab's merge request diff version (`APIEntitiesMergeRequestDiff`, with commits and diffs when read alone). */
export class MrDiffVersionDto extends WithNextStepsDto {
  @IsInt() id: number;
  @IsOptional() @IsString() head_commit_sha?: string;
  @IsOptional() @IsString() base_commit_sha?: string;
  @IsOptional() @IsString() start_commit_sha?: string;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsInt() merge_request_id?: number;
  @IsOptional() @IsString() state?: string;
  @IsOptional() @IsString() real_size?: string;
  @IsOptional() @IsString() patch_id_sha?: string;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => CommitDto) commits?: CommitDto[];
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => MrDiffDto) diffs?: MrDiffDto[];
}

/** A page of diff versions. */
export class MrDiffVersionListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => MrDiffVersionDto) versions: MrDiffVersionDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** The raw unified diff of a merge request. */
export class MrRawDiffsDto extends WithNextStepsDto {
  @IsString() project_id: string;
  @IsInt() merge_request_iid: number;
  @IsString() @JSONSchema({ description: 'The whole diff, as git prints it.' }) diff: string;
  @IsInt() @JSONSchema({ description: 'Length of the diff in characters.' }) size: number;
  @IsInt() @JSONSchema({ description: 'Number of files the diff changes.' }) files_changed: number;
}
