import { FieldTier, PageParamsDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { LabelList } from './label-list.js';

const STATES = ['opened', 'closed', 'locked', 'merged', 'all'];
const ORDER_BY = ['created_at', 'updated_at', 'merged_at', 'title', 'label_priority', 'milestone_due', 'popularity', 'priority'];
const SCOPES = ['created_by_me', 'assigned_to_me', 'reviews_for_me', 'all'];

/** The `not` filters of the merge request lists: merge requests that do NOT match these. */
export class MergeRequestNotFiltersDto {
  @LabelList('Comma-separated label names the merge requests must not have.') labels?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Milestone title the merge requests must not be in.' }) milestone?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Leave out merge requests created by this user ID.' }) author_id?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'Leave out merge requests created by this username.' }) author_username?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Leave out merge requests assigned to this user ID.' }) assignee_id?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'Leave out merge requests assigned to this username.' }) assignee_username?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Leave out merge requests reviewed by this user ID.' }) reviewer_id?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'Leave out merge requests reviewed by this username.' }) reviewer_username?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Leave out merge requests the user reacted to with this emoji.' }) my_reaction_emoji?: string;
}

/** Filters shared by the project, group and global merge request lists. */
export class MergeRequestFiltersDto extends PageParamsDto {
  @IsOptional() @IsIn(STATES) @JSONSchema({ description: 'State: opened, closed, locked, merged or all (default all).' }) state?: string;
  @IsOptional() @IsIn(ORDER_BY) @JSONSchema({ description: 'Order by this field (default created_at).' }) order_by?: string;
  @IsOptional() @IsIn(['asc', 'desc']) @JSONSchema({ description: 'Sort direction (default desc).' }) sort?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Milestone title. "None" lists merge requests without milestone, "Any" those with one.' }) milestone?: string;
  @IsOptional() @IsIn(['simple']) @JSONSchema({ description: '"simple" returns only iid, URL, title, description and basic state.' }) view?: string;
  @LabelList('Comma-separated label names; every one must match. "None" lists merge requests without labels, "Any" those with at least one.') labels?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Return label details (color, description) beside the names, in label_details.' }) with_labels_details?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Ask GitLab to recheck merge_status asynchronously.' }) with_merge_status_recheck?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'Created on or after this time (ISO 8601, e.g. 2025-04-01T00:00:00Z).' }) created_after?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Created on or before this time (ISO 8601).' }) created_before?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Updated on or after this time (ISO 8601).' }) updated_after?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Updated on or before this time (ISO 8601).' }) updated_before?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Merged on or after this time (ISO 8601).' }) merged_after?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Merged on or before this time (ISO 8601).' }) merged_before?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Deployed on or after this date (ISO 8601).' }) deployed_after?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Deployed on or before this date (ISO 8601).' }) deployed_before?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Merge requests deployed to this environment.' }) environment?: string;
  @IsOptional() @IsIn(SCOPES) @JSONSchema({ description: 'created_by_me, assigned_to_me, reviews_for_me or all.' }) scope?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Created by this user ID. Exclusive with author_username.' }) author_id?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'Created by this username. Exclusive with author_id.' }) author_username?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Assigned to this user ID.' }) assignee_id?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'Assigned to this username.' }) assignee_username?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'With this user ID as reviewer. Exclusive with reviewer_username.' }) reviewer_id?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'With this username as reviewer. Exclusive with reviewer_id.' }) reviewer_username?: string;
  @FieldTier('premium') @IsOptional() @IsArray() @IsInt({ each: true }) @JSONSchema({ description: 'Merge requests where all these user IDs are eligible approvers (Premium).' }) approver_ids?: number[];
  @FieldTier('premium') @IsOptional() @IsArray() @IsInt({ each: true }) @JSONSchema({ description: 'Merge requests approved by all these user IDs (Premium).' }) approved_by_ids?: number[];
  @FieldTier('premium') @IsOptional() @IsArray() @IsString({ each: true }) @JSONSchema({ description: 'Merge requests approved by all these usernames (Premium).' }) approved_by_usernames?: string[];
  @IsOptional() @IsIn(['yes', 'no']) @JSONSchema({ description: 'Only approved (yes) or not approved (no) merge requests (behind the mr_approved_filter flag).' }) approved?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Merged by this user ID. Exclusive with merge_user_username.' }) merge_user_id?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'Merged by this username. Exclusive with merge_user_id.' }) merge_user_username?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Merge requests the user reacted to with this emoji ("None", "Any" or an emoji name).' }) my_reaction_emoji?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Merge requests from this source branch.' }) source_branch?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Merge requests from this source project ID.' }) source_project_id?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'Merge requests into this target branch.' }) target_branch?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Search title and description.' }) search?: string;
  @IsOptional() @IsIn(['title', 'description', 'title,description']) @JSONSchema({ description: 'Where search looks (default title,description).' }) in?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only draft (true) or only ready (false) merge requests.' }) draft?: boolean;
  @IsOptional() @IsIn(['yes', 'no']) @JSONSchema({ description: 'Deprecated: use draft. yes or no.' }) wip?: string;
  @IsOptional() @ValidateNested() @Type(() => MergeRequestNotFiltersDto) @JSONSchema({ description: 'Negated filters: merge requests that do not match these.' }) not?: MergeRequestNotFiltersDto;
}
