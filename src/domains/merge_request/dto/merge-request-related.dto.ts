import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { PublishedSchema } from '../../shared/published-schema.js';
import { CommitDto } from '../../shared/commit.dto.js';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';
import { UserBasicDto } from '../../shared/user-basic.dto.js';
import { IssuableReferencesDto, TimeStatsDto } from '../../shared/issuable.dto.js';
import { MergeRequestBasicDto } from '../../shared/merge-request-basic.dto.js';
import { MilestoneDto } from '../../shared/milestone.dto.js';
import { NamespaceBasicDto } from '../../shared/namespace.dto.js';
import { ProjectIdentityDto, TodoDto } from '../../shared/todo.dto.js';
import { MR_PIPELINE_FIELDS, MrHeadPipelineDto, MrPipelineBasicDto } from './merge-request.dto.js';

/** Time tracking of a merge request (`APIEntitiesIssuableTimeStats`). */
export class TimeStatsResultDto extends WithNextStepsDto {
  @IsOptional() @IsInt() @JSONSchema({ description: 'Estimate in seconds.' }) time_estimate?: number;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Time spent in seconds.' }) total_time_spent?: number;
  @IsOptional() @IsString() human_time_estimate?: string;
  @IsOptional() @IsString() human_total_time_spent?: string;
}

/** A page of commits of a merge request. */
export class MrCommitListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => CommitDto) commits: CommitDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** Context commits of a merge request (GitLab answers them without paging headers). */
export class MrContextCommitListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => CommitDto) commits: CommitDto[];
}

/** A page of pipelines run for a merge request. */
export class MrPipelineListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => MrPipelineBasicDto) pipelines: MrPipelineBasicDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** A pipeline created for a merge request (`APIEntitiesCiPipeline`). */
@PublishedSchema({ only: [...MR_PIPELINE_FIELDS, 'detailed_status', 'next_steps'] })
export class MrPipelineDto extends MrHeadPipelineDto {
  @IsOptional() @IsArray() @IsString({ each: true }) @JSONSchema({}) declare next_steps?: string[];
}

/** A page of users (participants). */
export class MrUserListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => UserBasicDto) users: UserBasicDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** A reviewer and the state of their review (`APIEntitiesMergeRequestReviewer`). */
export class MrReviewerDto {
  @IsOptional() @ValidateNested() @Type(() => UserBasicDto) user?: UserBasicDto;
  @IsOptional() @IsString() @JSONSchema({ description: 'unreviewed, review_started, reviewed, requested_changes or approved.' }) state?: string;
  @IsOptional() @IsString() created_at?: string;
}

/** A page of reviewers. */
export class MrReviewerListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => MrReviewerDto) reviewers: MrReviewerDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** An issue a merge request closes or mentions (the common fields of `APIEntitiesIssueBasic`). */
export class MrIssueDto {
  @IsOptional() @IsInt() id?: number;
  @IsOptional() @IsInt() iid?: number;
  @IsOptional() @IsInt() project_id?: number;
  @IsOptional() @IsString() title?: string;
  @IsOptional() @IsString() state?: string;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() updated_at?: string;
  @IsOptional() @IsString() closed_at?: string;
  @IsOptional() @IsArray() @IsString({ each: true }) labels?: string[];
  @IsOptional() @ValidateNested() @Type(() => MilestoneDto) milestone?: MilestoneDto;
  @IsOptional() @ValidateNested() @Type(() => UserBasicDto) author?: UserBasicDto;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => UserBasicDto) assignees?: UserBasicDto[];
  @IsOptional() @IsString() issue_type?: string;
  @IsOptional() @IsBoolean() confidential?: boolean;
  @IsOptional() @IsString() due_date?: string;
  @IsOptional() @ValidateNested() @Type(() => IssuableReferencesDto) references?: IssuableReferencesDto;
  @IsOptional() @ValidateNested() @Type(() => TimeStatsDto) time_stats?: TimeStatsDto;
  @IsOptional() @IsString() web_url?: string;
}

/** A page of issues. */
export class MrIssueListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => MrIssueDto) issues: MrIssueDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** The project of a merge request's to-do, published as before with an optional ID. */
export class MrTodoProjectDto extends ProjectIdentityDto {
  @IsOptional() @IsInt() declare id: number;
}

/** The group of a merge request's to-do, published as before with an optional ID. */
export class MrTodoGroupDto extends NamespaceBasicDto {
  @IsOptional() @IsInt() declare id: number;
}

/** A merge request's to-do item: the shared entity, its project and group published as before. */
export class MrTodoDto extends TodoDto {
  @IsOptional() @ValidateNested() @Type(() => MrTodoProjectDto) declare project?: MrTodoProjectDto;
  @IsOptional() @ValidateNested() @Type(() => MrTodoGroupDto) declare group?: MrTodoGroupDto;
}

/** One blocking relation between two merge requests (`APIEntitiesMergeRequestDependency`, Premium). */
export class MrDependencyDto extends WithNextStepsDto {
  @IsOptional() @IsInt() id?: number;
  @IsOptional() @IsInt() project_id?: number;
  @IsOptional() @ValidateNested() @Type(() => MergeRequestBasicDto) blocking_merge_request?: MergeRequestBasicDto;
  @IsOptional() @ValidateNested() @Type(() => MergeRequestBasicDto) blocked_merge_request?: MergeRequestBasicDto;
}

/** A page of the merge requests that block this one. */
export class MrDependencyListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => MrDependencyDto) dependencies: MrDependencyDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

