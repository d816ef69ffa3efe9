import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { IssuableReferencesDto } from './issuable.dto.js';
import { WithNextStepsDto } from './next-steps.dto.js';
import { UserBasicDto } from './user-basic.dto.js';

/** GitLab's milestone entity (`APIEntitiesMilestone`) of a project or a group, with its fields described. */
export class MilestoneDetailDto extends WithNextStepsDto {
  @IsInt() @JSONSchema({ description: 'Global ID (what GitLab\'s milestone routes and milestone_id fields take).' }) id: number;
  @IsOptional() @IsInt() @JSONSchema({ description: 'ID inside the project (the number in the milestone\'s URL).' }) iid?: number;
  @IsOptional() @IsInt() project_id?: number;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Set for a group milestone.' }) group_id?: number;
  @IsOptional() @IsString() title?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Description (Markdown written by a user).' }) description?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'active or closed.' }) state?: string;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() updated_at?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'YYYY-MM-DD.' }) start_date?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'YYYY-MM-DD.' }) due_date?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'The due date has passed.' }) expired?: boolean;
  @IsOptional() @IsString() web_url?: string;
}

/** A page of milestones. */
export class MilestoneListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => MilestoneDetailDto) milestones: MilestoneDetailDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** An issue of a milestone (`APIEntitiesIssueBasic`). */
export class MilestoneIssueDto {
  @IsInt() id: number;
  @IsInt() iid: number;
  @IsOptional() @IsInt() project_id?: number;
  @IsString() title: string;
  @IsOptional() @IsString() description?: string;
  @IsOptional() @IsString() state?: string;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() updated_at?: string;
  @IsOptional() @IsString() closed_at?: string;
  @IsOptional() @ValidateNested() @Type(() => UserBasicDto) closed_by?: UserBasicDto;
  @IsOptional() @IsArray() @IsString({ each: true }) labels?: string[];
  @IsOptional() @ValidateNested() @Type(() => UserBasicDto) author?: UserBasicDto;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => UserBasicDto) assignees?: UserBasicDto[];
  @IsOptional() @IsString() issue_type?: string;
  @IsOptional() @IsString() type?: string;
  @IsOptional() @IsInt() user_notes_count?: number;
  @IsOptional() @IsInt() merge_requests_count?: number;
  @IsOptional() @IsInt() upvotes?: number;
  @IsOptional() @IsInt() downvotes?: number;
  @IsOptional() @IsString() start_date?: string;
  @IsOptional() @IsString() due_date?: string;
  @IsOptional() @IsBoolean() confidential?: boolean;
  @IsOptional() @IsBoolean() discussion_locked?: boolean;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Weight (Premium).' }) weight?: number;
  @IsOptional() @IsInt() blocking_issues_count?: number;
  @IsOptional() @IsString() web_url?: string;
}

/** A page of a milestone's issues. */
export class MilestoneIssueListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => MilestoneIssueDto) issues: MilestoneIssueDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** A merge request of a milestone (`APIEntitiesMergeRequestBasic`); the fields a reader needs are declared. */
export class MilestoneMergeRequestDto {
  @IsInt() id: number;
  @IsInt() iid: number;
  @IsOptional() @IsInt() project_id?: number;
  @IsString() title: string;
  @IsOptional() @IsString() description?: string;
  @IsOptional() @IsString() state?: string;
  @IsOptional() @IsBoolean() draft?: boolean;
  @IsOptional() @IsString() source_branch?: string;
  @IsOptional() @IsString() target_branch?: string;
  @IsOptional() @IsInt() source_project_id?: number;
  @IsOptional() @IsInt() target_project_id?: number;
  @IsOptional() @ValidateNested() @Type(() => UserBasicDto) author?: UserBasicDto;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => UserBasicDto) assignees?: UserBasicDto[];
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => UserBasicDto) reviewers?: UserBasicDto[];
  @IsOptional() @IsArray() @IsString({ each: true }) labels?: string[];
  @IsOptional() @IsString() detailed_merge_status?: string;
  @IsOptional() @IsBoolean() has_conflicts?: boolean;
  @IsOptional() @IsString() sha?: string;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() updated_at?: string;
  @IsOptional() @IsString() merged_at?: string;
  @IsOptional() @IsString() closed_at?: string;
  @IsOptional() @IsInt() user_notes_count?: number;
  @IsOptional() @ValidateNested() @Type(() => IssuableReferencesDto) references?: IssuableReferencesDto;
  @IsOptional() @IsString() web_url?: string;
}

/** A page of a milestone's merge requests. */
export class MilestoneMergeRequestListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => MilestoneMergeRequestDto) merge_requests: MilestoneMergeRequestDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}
