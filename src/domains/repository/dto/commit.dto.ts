import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsNumber, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { PipelineBasicDto } from '../../shared/ci-pipeline.dto.js';
import { CommitDto } from '../../shared/commit.dto.js';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';
import { UserBasicDto } from '../../shared/user-basic.dto.js';
import { IssuableReferencesDto } from '../../shared/issuable.dto.js';
import { DiscussionDto, DiscussionListDto, NoteDto } from '../../shared/note.dto.js';
import { PublishedSchema } from '../../shared/published-schema.js';

const NEXT_STEPS_DOC = 'Suggested follow-up actions, by canonical action ID.';

/** GitLab's `APIEntitiesCommitStats`. */
export class CommitStatsDto {
  @IsOptional() @IsInt() additions?: number;
  @IsOptional() @IsInt() deletions?: number;
  @IsOptional() @IsInt() total?: number;
}

/** The last pipeline of a commit: the shared basic pipeline, published as before (ID optional, no field descriptions). */
export class CommitPipelineDto extends PipelineBasicDto {
  @IsOptional() @IsInt() declare id: number;
  @IsOptional() @IsInt() @JSONSchema({}) declare iid?: number;
  @IsOptional() @IsString() @JSONSchema({}) declare status?: string;
  @IsOptional() @IsString() @JSONSchema({}) declare source?: string;
}

/** GitLab's commit with details (`APIEntitiesCommitDetail`): stats, status, last pipeline. */
export class CommitDetailDto extends CommitDto {
  @IsOptional() @ValidateNested() @Type(() => CommitStatsDto) stats?: CommitStatsDto;
  @IsOptional() @IsString() status?: string;
  @IsOptional() @IsInt() project_id?: number;
  @IsOptional() @ValidateNested() @Type(() => CommitPipelineDto) last_pipeline?: CommitPipelineDto;
  @IsOptional() @IsArray() @IsString({ each: true }) @JSONSchema({ description: NEXT_STEPS_DOC }) next_steps?: string[];
}

/** A page of commits. */
export class CommitListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => CommitDetailDto) commits: CommitDetailDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** The commit GitLab answers a cherry-pick or revert with; a dry run answers only `dry_run`. */
export class CommitChangeDto extends WithNextStepsDto {
  @IsOptional() @IsString() id?: string;
  @IsOptional() @IsString() short_id?: string;
  @IsOptional() @IsString() title?: string;
  @IsOptional() @IsString() message?: string;
  @IsOptional() @IsString() author_name?: string;
  @IsOptional() @IsString() author_email?: string;
  @IsOptional() @IsString() authored_date?: string;
  @IsOptional() @IsString() committer_name?: string;
  @IsOptional() @IsString() committer_email?: string;
  @IsOptional() @IsString() committed_date?: string;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsArray() @IsString({ each: true }) parent_ids?: string[];
  @IsOptional() @IsString() web_url?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Outcome of a dry run ("success"); nothing was committed.' }) dry_run?: string;
}

/** One file of a diff (`APIEntitiesDiff`), its text bounded. */
export class DiffDto {
  @IsOptional() @IsString() old_path?: string;
  @IsOptional() @IsString() new_path?: string;
  @IsOptional() @IsString() a_mode?: string;
  @IsOptional() @IsString() b_mode?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'The diff text; cut or left out past the content bound (see diff_truncated).' }) diff?: string;
  @IsOptional() @IsBoolean() new_file?: boolean;
  @IsOptional() @IsBoolean() renamed_file?: boolean;
  @IsOptional() @IsBoolean() deleted_file?: boolean;
  @IsOptional() @IsBoolean() generated_file?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'GitLab left the diff out: too large.' }) too_large?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'GitLab collapsed the diff (large); its text may be empty.' }) collapsed?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'This server cut or left out the diff text to stay within the content bound.' }) diff_truncated?: boolean;
}

/** A page of the diffs of one commit. */
export class CommitDiffListDto extends WithNextStepsDto {
  @IsString() project_id: string;
  @IsString() commit_sha: string;
  @IsArray() @ValidateNested({ each: true }) @Type(() => DiffDto) diffs: DiffDto[];
  @IsBoolean() @JSONSchema({ description: 'True when some diff text was cut or left out to stay within the content bound.' }) truncated: boolean;
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** A branch or tag containing a commit (`APIEntitiesBasicRef`). */
export class CommitRefEntryDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'branch or tag.' }) type?: string;
  @IsOptional() @IsString() name?: string;
}

export class CommitRefListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => CommitRefEntryDto) refs: CommitRefEntryDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** A comment on a commit (`APIEntitiesCommitNote`). */
export class CommitNoteDto extends WithNextStepsDto {
  @IsOptional() @IsString() note?: string;
  @IsOptional() @IsString() path?: string;
  @IsOptional() @IsInt() line?: number;
  @IsOptional() @IsString() line_type?: string;
  @IsOptional() @ValidateNested() @Type(() => UserBasicDto) author?: UserBasicDto;
  @IsOptional() @IsString() created_at?: string;
}

export class CommitCommentListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => CommitNoteDto) comments: CommitNoteDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** A commit status (`APIEntitiesCommitStatus`): a CI job or an external check. */
export class CommitStatusDto extends WithNextStepsDto {
  @IsOptional() @IsInt() id?: number;
  @IsOptional() @IsString() sha?: string;
  @IsOptional() @IsString() ref?: string;
  @IsOptional() @IsString() status?: string;
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() target_url?: string;
  @IsOptional() @IsString() description?: string;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() started_at?: string;
  @IsOptional() @IsString() finished_at?: string;
  @IsOptional() @IsBoolean() allow_failure?: boolean;
  @IsOptional() @IsNumber() coverage?: number;
  @IsOptional() @IsInt() pipeline_id?: number;
  @IsOptional() @ValidateNested() @Type(() => UserBasicDto) author?: UserBasicDto;
}

export class CommitStatusListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => CommitStatusDto) statuses: CommitStatusDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** The signature of a commit (`APIEntitiesCommitSignature`, the signature's fields merged in). */
export class CommitSignatureDto extends WithNextStepsDto {
  @IsString() project_id: string;
  @IsString() commit_sha: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'PGP, X509 or SSH.' }) signature_type?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'verified, unverified, unverified_key, unknown_key, same_user_different_email, ...' }) verification_status?: string;
  @IsOptional() @IsInt() gpg_key_id?: number;
  @IsOptional() @IsString() gpg_key_primary_keyid?: string;
  @IsOptional() @IsString() gpg_key_user_name?: string;
  @IsOptional() @IsString() gpg_key_user_email?: string;
  @IsOptional() @IsString() gpg_key_subkey_id?: string;
  @IsOptional() @IsString() commit_source?: string;
}

/** A merge request a commit belongs to (`APIEntitiesMergeRequestBasic`, main fields). */
export class CommitMergeRequestDto {
  @IsInt() id: number;
  @IsOptional() @IsInt() iid?: number;
  @IsOptional() @IsInt() project_id?: number;
  @IsOptional() @IsString() title?: string;
  @IsOptional() @IsString() description?: string;
  @IsOptional() @IsString() state?: string;
  @IsOptional() @IsBoolean() draft?: boolean;
  @IsOptional() @IsString() source_branch?: string;
  @IsOptional() @IsString() target_branch?: string;
  @IsOptional() @IsString() merge_commit_sha?: string;
  @IsOptional() @IsString() sha?: string;
  @IsOptional() @ValidateNested() @Type(() => UserBasicDto) author?: UserBasicDto;
  @IsOptional() @ValidateNested() @Type(() => IssuableReferencesDto) references?: IssuableReferencesDto;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() updated_at?: string;
  @IsOptional() @IsString() merged_at?: string;
  @IsOptional() @IsString() web_url?: string;
}

export class CommitMergeRequestListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => CommitMergeRequestDto) merge_requests: CommitMergeRequestDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

const COMMIT_NOTE_FIELDS = [
  'id', 'type', 'body', 'author', 'created_at', 'updated_at', 'system', 'noteable_type', 'commit_id', 'project_id',
  'resolvable', 'resolved', 'resolved_by', 'resolved_at', 'confidential', 'internal',
];

/** A note of a commit discussion as the commit routes publish it: the shared note's main fields, `type` undescribed. */
@PublishedSchema({ only: COMMIT_NOTE_FIELDS })
export class CommitThreadNoteDto extends NoteDto {
  @IsOptional() @IsString() @JSONSchema({}) declare type?: string;
}

/** A note added to or updated in a commit discussion: the same fields and follow-up actions. */
@PublishedSchema({ only: [...COMMIT_NOTE_FIELDS, 'next_steps'] })
export class DiscussionNoteDto extends NoteDto {
  @IsOptional() @IsString() @JSONSchema({}) declare type?: string;
}

/** A commit discussion (thread) as the commit routes publish it: no resolution fields, `individual_note` undescribed. */
@PublishedSchema({ only: ['next_steps', 'id', 'individual_note', 'notes'] })
export class CommitDiscussionDto extends DiscussionDto {
  @IsOptional() @IsBoolean() @JSONSchema({}) declare individual_note?: boolean;
  @IsArray() @ValidateNested({ each: true }) @Type(() => CommitThreadNoteDto) declare notes: CommitThreadNoteDto[];
}

export class CommitDiscussionListDto extends DiscussionListDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => CommitDiscussionDto) declare discussions: CommitDiscussionDto[];
}

/** Outcome of deleting a discussion note (GitLab answers 204 without a body). */
export class NoteDeletionDto extends WithNextStepsDto {
  @IsString() project_id: string;
  @IsString() commit_sha: string;
  @IsString() discussion_id: string;
  @IsInt() note_id: number;
  @IsString() message: string;
}
