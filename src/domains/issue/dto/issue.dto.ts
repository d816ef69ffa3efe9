import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';
import { UserBasicDto } from '../../shared/user-basic.dto.js';

/** GitLab's milestone entity (`APIEntitiesMilestone`). */
export class MilestoneDto {
  @IsInt() id: number;
  @IsOptional() @IsInt() iid?: number;
  @IsOptional() @IsInt() project_id?: number;
  @IsOptional() @IsInt() group_id?: number;
  @IsOptional() @IsString() title?: string;
  @IsOptional() @IsString() description?: string;
  @IsOptional() @IsString() state?: string;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() updated_at?: string;
  @IsOptional() @IsString() due_date?: string;
  @IsOptional() @IsString() start_date?: string;
  @IsOptional() @IsBoolean() expired?: boolean;
  @IsOptional() @IsString() web_url?: string;
}

/** GitLab's iteration entity (`APIEntitiesIteration`, Premium). */
export class IterationDto {
  @IsInt() id: number;
  @IsOptional() @IsInt() iid?: number;
  @IsOptional() @IsInt() sequence?: number;
  @IsOptional() @IsInt() group_id?: number;
  @IsOptional() @IsString() title?: string;
  @IsOptional() @IsString() description?: string;
  @IsOptional() @IsInt() state?: number;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() updated_at?: string;
  @IsOptional() @IsString() start_date?: string;
  @IsOptional() @IsString() due_date?: string;
  @IsOptional() @IsString() web_url?: string;
}

/** The epic an issue belongs to (`EpicBaseEntity`, Premium). */
export class EpicBaseDto {
  @IsInt() id: number;
  @IsOptional() @IsInt() iid?: number;
  @IsOptional() @IsInt() group_id?: number;
  @IsOptional() @IsString() title?: string;
  @IsOptional() @IsString() url?: string;
  @IsOptional() @IsString() human_readable_end_date?: string;
  @IsOptional() @IsString() human_readable_timestamp?: string;
}

/** `APIEntitiesIssuableReferences`. */
export class IssuableReferencesDto {
  @IsOptional() @IsString() short?: string;
  @IsOptional() @IsString() relative?: string;
  @IsOptional() @IsString() full?: string;
}

/** `APIEntitiesIssuableTimeStats`. */
export class TimeStatsDto {
  @IsOptional() @IsInt() time_estimate?: number;
  @IsOptional() @IsInt() total_time_spent?: number;
  @IsOptional() @IsString() human_time_estimate?: string;
  @IsOptional() @IsString() human_total_time_spent?: string;
}

/** `APIEntitiesTaskCompletionStatus`. */
export class TaskCompletionStatusDto {
  @IsOptional() @IsInt() count?: number;
  @IsOptional() @IsInt() completed_count?: number;
}

/** The `_links` of an issue. */
export class IssueLinksDto {
  @IsOptional() @IsString() self?: string;
  @IsOptional() @IsString() notes?: string;
  @IsOptional() @IsString() award_emoji?: string;
  @IsOptional() @IsString() project?: string;
  @IsOptional() @IsString() closed_as_duplicate_of?: string;
}

/** GitLab's issue entity (`APIEntitiesIssue`). */
export class IssueDto extends WithNextStepsDto {
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
  @IsOptional() @ValidateNested() @Type(() => MilestoneDto) milestone?: MilestoneDto;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => UserBasicDto) assignees?: UserBasicDto[];
  @IsOptional() @ValidateNested() @Type(() => UserBasicDto) assignee?: UserBasicDto;
  @IsOptional() @ValidateNested() @Type(() => UserBasicDto) author?: UserBasicDto;
  @IsOptional() @IsString() issue_type?: string;
  @IsOptional() @IsInt() user_notes_count?: number;
  @IsOptional() @IsInt() merge_requests_count?: number;
  @IsOptional() @IsInt() upvotes?: number;
  @IsOptional() @IsInt() downvotes?: number;
  @IsOptional() @IsString() start_date?: string;
  @IsOptional() @IsString() due_date?: string;
  @IsOptional() @IsBoolean() confidential?: boolean;
  @IsOptional() @IsBoolean() discussion_locked?: boolean;
  @IsOptional() @IsString() web_url?: string;
  @IsOptional() @ValidateNested() @Type(() => TimeStatsDto) time_stats?: TimeStatsDto;
  @IsOptional() @ValidateNested() @Type(() => TaskCompletionStatusDto) task_completion_status?: TaskCompletionStatusDto;
  @IsOptional() @IsString() task_status?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Weight (Premium).' }) weight?: number;
  @IsOptional() @IsInt() blocking_issues_count?: number;
  @IsOptional() @IsBoolean() has_tasks?: boolean;
  @IsOptional() @ValidateNested() @Type(() => IssueLinksDto) _links?: IssueLinksDto;
  @IsOptional() @ValidateNested() @Type(() => IssuableReferencesDto) references?: IssuableReferencesDto;
  @IsOptional() @IsString() severity?: string;
  @IsOptional() @IsBoolean() subscribed?: boolean;
  @IsOptional() @IsInt() moved_to_id?: number;
  @IsOptional() @IsBoolean() imported?: boolean;
  @IsOptional() @IsString() imported_from?: string;
  @IsOptional() @IsString() service_desk_reply_to?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'IID of the epic (Premium).' }) epic_iid?: number;
  @IsOptional() @ValidateNested() @Type(() => EpicBaseDto) epic?: EpicBaseDto;
  @IsOptional() @ValidateNested() @Type(() => IterationDto) iteration?: IterationDto;
  @IsOptional() @IsString() @JSONSchema({ description: 'Health status (Ultimate).' }) health_status?: string;
}

/** A page of issues. */
export class IssueListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => IssueDto) issues: IssueDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}
