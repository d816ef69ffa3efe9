import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { CommitDto } from '../../shared/commit.dto.js';
import { NotePositionDto } from '../../shared/note.dto.js';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';

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
