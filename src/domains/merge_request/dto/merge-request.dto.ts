import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { PipelineBasicDto, PipelineDto } from '../../shared/ci-pipeline.dto.js';
import { PublishedSchema } from '../../shared/published-schema.js';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';
import { UserBasicDto } from '../../shared/user-basic.dto.js';
import { MergeRequestBasicDto } from '../../shared/merge-request-basic.dto.js';

/** `APIEntitiesDiffRefs`: the SHAs a diff position refers to. */
export class DiffRefsDto {
  @IsOptional() @IsString() base_sha?: string;
  @IsOptional() @IsString() head_sha?: string;
  @IsOptional() @IsString() start_sha?: string;
}

/** The shared basic pipeline, published by the merge request routes without its field descriptions, as before. */
export class MrPipelineBasicDto extends PipelineBasicDto {
  @IsOptional() @IsInt() @JSONSchema({}) declare iid?: number;
  @IsOptional() @IsString() @JSONSchema({}) declare status?: string;
  @IsOptional() @IsString() @JSONSchema({}) declare source?: string;
}

/** What the merge request routes publish of a pipeline (`APIEntitiesCiPipeline`). */
export const MR_PIPELINE_FIELDS = [
  'id', 'iid', 'project_id', 'sha', 'ref', 'status', 'source', 'created_at', 'updated_at', 'web_url',
  'before_sha', 'tag', 'archived', 'started_at', 'finished_at', 'committed_at', 'duration', 'queued_duration', 'user',
];

/** The shared pipeline as a merge request embeds it (`head_pipeline`), published as before: its durations integers, most fields undescribed. */
@PublishedSchema({ only: MR_PIPELINE_FIELDS })
export class MrHeadPipelineDto extends PipelineDto {
  @IsOptional() @IsInt() @JSONSchema({}) declare iid?: number;
  @IsOptional() @IsString() @JSONSchema({}) declare status?: string;
  @IsOptional() @IsBoolean() @JSONSchema({}) declare tag?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({}) declare archived?: boolean;
  @IsOptional() @ValidateNested() @Type(() => UserBasicDto) @JSONSchema({}) declare user?: UserBasicDto;
  @IsOptional() @IsInt() @JSONSchema({ type: 'integer', description: 'Run time in seconds.' }) declare duration?: number;
  @IsOptional() @IsInt() @JSONSchema({ type: 'integer', description: 'Seconds spent waiting for a runner.' }) declare queued_duration?: number;
}

/** What the caller may do with the merge request (`user` of `APIEntitiesMergeRequest`). */
export class MrUserPermissionsDto {
  @IsOptional() @IsBoolean() can_merge?: boolean;
}

/** GitLab's merge request in full (`APIEntitiesMergeRequest`): get, create, update, merge, subscribe. */
export class MergeRequestDto extends MergeRequestBasicDto {
  @IsOptional() @IsBoolean() subscribed?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'Number of changed files, as text ("1000+" past the limit).' }) changes_count?: string;
  @IsOptional() @IsString() latest_build_started_at?: string;
  @IsOptional() @IsString() latest_build_finished_at?: string;
  @IsOptional() @IsString() first_deployed_to_production_at?: string;
  @IsOptional() @ValidateNested() @Type(() => MrPipelineBasicDto) @JSONSchema({ description: 'Deprecated: use head_pipeline.' }) pipeline?: MrPipelineBasicDto;
  @IsOptional() @ValidateNested() @Type(() => MrHeadPipelineDto) head_pipeline?: MrHeadPipelineDto;
  @IsOptional() @ValidateNested() @Type(() => DiffRefsDto) diff_refs?: DiffRefsDto;
  @IsOptional() @IsString() merge_error?: string;
  @IsOptional() @IsBoolean() rebase_in_progress?: boolean;
  @IsOptional() @IsInt() diverged_commits_count?: number;
  @IsOptional() @IsBoolean() first_contribution?: boolean;
  @IsOptional() @ValidateNested() @Type(() => MrUserPermissionsDto) user?: MrUserPermissionsDto;
}

/** Outcome of a call GitLab answers without an entity (delete, reset approvals, remove an emoji...). */
export class MergeRequestOutcomeDto extends WithNextStepsDto {
  @IsOptional() @IsString() project_id?: string;
  @IsOptional() @IsString() group_id?: string;
  @IsOptional() @IsInt() merge_request_iid?: number;
  @IsString() message: string;
}

/** Answer of the rebase route (202 Accepted). */
export class RebaseResultDto extends WithNextStepsDto {
  @IsString() project_id: string;
  @IsInt() merge_request_iid: number;
  @IsOptional() @IsBoolean() rebase_in_progress?: boolean;
  @IsOptional() @IsString() merge_error?: string;
}
