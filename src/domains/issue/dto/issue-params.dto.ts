import { FieldTier, PageParamsDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Min, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { ProjectIdDto } from '../../shared/project-id.dto.js';
import { LabelList } from '../../shared/label-list.js';

const ISSUE_TYPES = ['issue', 'incident', 'test_case', 'task'];
/** GitLab's incident severities (`IssuableSeverity.severities`). */
const SEVERITIES = ['unknown', 'low', 'medium', 'high', 'critical'];
const SEVERITY_DOC = 'Severity of an incident: unknown, low, medium, high or critical (only incidents have one).';
const MILESTONE_TITLE_DOC = 'Title of a project or ancestor-group milestone to put the issue in; exclusive with milestone_id.';
const ORDER_BY = ['created_at', 'updated_at', 'priority', 'due_date', 'relative_position', 'label_priority', 'milestone_due', 'popularity', 'weight', 'title'];
const DUE_DATES = ['0', 'any', 'today', 'tomorrow', 'overdue', 'week', 'month', 'next_month_and_previous_two_weeks'];

/** The `not` filters of the issue list: issues that do NOT match these. */
const CLOSED_BY_DOC = 'Only issues closed by this user ID (with state closed).';
const WITH_LABELS_DETAILS_DOC = 'Return label details (color, description) beside the names, in label_details.';

export class IssueNotFiltersDto {
  @LabelList('Comma-separated label names the issues must not have.') labels?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Milestone title the issues must not be in.' }) milestone?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Milestone ID (or None, Any, Upcoming, Started) the issues must not be in.' }) milestone_id?: string;
  @IsOptional() @IsArray() @IsInt({ each: true }) @JSONSchema({ description: 'Internal IDs to leave out.' }) iids?: number[];
  @IsOptional() @IsInt() @JSONSchema({ description: 'Leave out issues created by this user ID.' }) author_id?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'Leave out issues created by this username.' }) author_username?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Leave out issues assigned to this user ID.' }) assignee_id?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'Leave out issues assigned to this username.' }) assignee_username?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Leave out issues the user reacted to with this emoji.' }) my_reaction_emoji?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Leave out issues with this weight (Premium).' }) weight?: number;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Leave out issues in this iteration ID (Premium).' }) iteration_id?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'Leave out issues in the iteration with this title (Premium).' }) iteration_title?: string;
}

export class ListIssuesDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: 'Project numeric ID or full path (e.g. "42" or "my-group/my-project").' }) project_id: string;
  @IsOptional() @IsIn(['opened', 'closed', 'all']) @JSONSchema({ description: 'Issue state (default all).' }) state?: string;
  @LabelList('Comma-separated label names; every one must match. "None" lists issues without labels, "Any" issues with at least one.') labels?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: WITH_LABELS_DETAILS_DOC }) with_labels_details?: boolean;
  @IsOptional() @IsInt() @Min(1) @JSONSchema({ description: CLOSED_BY_DOC }) closed_by_id?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'Milestone title. "None" lists issues without milestone, "Any" issues with one.' }) milestone?: string;
  @IsOptional() @IsIn(['None', 'Any', 'Upcoming', 'Started']) @JSONSchema({ description: 'Milestone filter by timebox: None, Any, Upcoming or Started. Exclusive with milestone.' }) milestone_id?: string;
  @IsOptional() @IsIn(['created_by_me', 'assigned_to_me', 'all']) @JSONSchema({ description: 'Scope (default all).' }) scope?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Search issues by title and description.' }) search?: string;
  @IsOptional() @IsIn(['title', 'description', 'title,description']) @JSONSchema({ description: 'Where search looks (default title,description).' }) in?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Issues created by this user ID. Exclusive with author_username.' }) author_id?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'Issues created by this username. Exclusive with author_id.' }) author_username?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Issues assigned to this user ID. Exclusive with assignee_username.' }) assignee_id?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'Issues assigned to this username. Exclusive with assignee_id.' }) assignee_username?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Issues the user reacted to with this emoji ("None", "Any" or an emoji name).' }) my_reaction_emoji?: string;
  @IsOptional() @IsArray() @IsInt({ each: true }) @JSONSchema({ description: 'Only the issues with these internal IDs (e.g. [1, 5]).' }) iids?: number[];
  @IsOptional() @IsIn(ISSUE_TYPES) @JSONSchema({ description: 'Only issues of this type.' }) issue_type?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only confidential (true) or public (false) issues.' }) confidential?: boolean;
  @IsOptional() @IsIn(DUE_DATES) @JSONSchema({ description: 'Due-date window: 0 (no due date), any, today, tomorrow, overdue, week, month, next_month_and_previous_two_weeks.' }) due_date?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Issues created on or after this time (ISO 8601, e.g. 2025-04-01T00:00:00Z).' }) created_after?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Issues created on or before this time (ISO 8601).' }) created_before?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Issues updated on or after this time (ISO 8601).' }) updated_after?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Issues updated on or before this time (ISO 8601).' }) updated_before?: string;
  @FieldTier('premium') @IsOptional() @IsInt() @JSONSchema({ description: 'Issues of this epic ID (Premium).' }) epic_id?: number;
  @FieldTier('ultimate') @IsOptional() @IsIn(['None', 'Any', 'on_track', 'needs_attention', 'at_risk']) @JSONSchema({ description: 'Health status (Ultimate).' }) health_status?: string;
  @FieldTier('premium') @IsOptional() @IsInt() @JSONSchema({ description: 'Issues in this iteration ID (Premium).' }) iteration_id?: number;
  @FieldTier('premium') @IsOptional() @IsString() @JSONSchema({ description: 'Issues in the iteration with this title (Premium).' }) iteration_title?: string;
  @FieldTier('premium') @IsOptional() @IsInt() @Min(0) @JSONSchema({ description: 'Issues with this weight (Premium).' }) weight?: number;
  @IsOptional() @ValidateNested() @Type(() => IssueNotFiltersDto) @JSONSchema({ description: 'Negated filters: issues that do not match these.' }) not?: IssueNotFiltersDto;
  @IsOptional() @IsIn(ORDER_BY) @JSONSchema({ description: 'Order by this field (default created_at).' }) order_by?: string;
  @IsOptional() @IsIn(['asc', 'desc']) @JSONSchema({ description: 'Sort direction (default desc).' }) sort?: string;
}

export class IssueRefDto extends ProjectIdDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'Internal ID of the issue in the project (the number after #).' }) issue_iid: number;
}

export class CreateIssueDto extends ProjectIdDto {
  @IsString() @JSONSchema({ description: 'Title of the issue.' }) title: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Description in Markdown (up to 1,048,576 characters).' }) description?: string;
  @LabelList('Comma-separated label names; labels that do not exist are created.') labels?: string;
  @IsOptional() @IsArray() @IsInt({ each: true }) @JSONSchema({ description: 'IDs of the users to assign (several need Premium).' }) assignee_ids?: number[];
  @IsOptional() @IsInt() @JSONSchema({ description: 'ID of the one user to assign (GitLab Free).' }) assignee_id?: number;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Global ID of a milestone to put the issue in.' }) milestone_id?: number;
  @IsOptional() @IsString() @JSONSchema({ description: MILESTONE_TITLE_DOC }) milestone?: string;
  @IsOptional() @Matches(/^\d{4}-\d{2}-\d{2}$/) @JSONSchema({ description: 'Due date, YYYY-MM-DD.' }) due_date?: string;
  @IsOptional() @Matches(/^\d{4}-\d{2}-\d{2}$/) @JSONSchema({ description: 'Start date, YYYY-MM-DD (GitLab 19.1 and later).' }) start_date?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Make the issue confidential.' }) confidential?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Lock the discussion so only project members can comment.' }) discussion_locked?: boolean;
  @IsOptional() @IsIn(ISSUE_TYPES) @JSONSchema({ description: 'Type of the issue (default issue).' }) issue_type?: string;
  @IsOptional() @IsIn(SEVERITIES) @JSONSchema({ description: SEVERITY_DOC }) severity?: string;
  @FieldTier('premium') @IsOptional() @IsInt() @Min(0) @JSONSchema({ description: 'Weight of the issue (Premium).' }) weight?: number;
  @FieldTier('premium') @IsOptional() @IsInt() @JSONSchema({ description: 'ID of an epic to add the issue to (Premium).' }) epic_id?: number;
  @FieldTier('premium') @IsOptional() @IsInt() @JSONSchema({ description: 'Deprecated: IID of an epic to add the issue to; use epic_id (Premium).' }) epic_iid?: number;
  @IsOptional() @IsInt() @JSONSchema({ description: 'IID of a merge request whose unresolved discussions the issue takes over.' }) merge_request_to_resolve_discussions_of?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'ID of one discussion to resolve (with merge_request_to_resolve_discussions_of).' }) discussion_to_resolve?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Creation time, ISO 8601 (administrators and project owners only).' }) created_at?: string;
  @IsOptional() @IsInt() @Min(1) @JSONSchema({ description: 'Internal ID to give the issue (administrators and project owners only).' }) iid?: number;
}

const STATE_EVENTS = ['close', 'reopen'];
const SEARCH_IN = ['title', 'description', 'title,description'];
const HEALTH = ['None', 'Any', 'on_track', 'needs_attention', 'at_risk'];
const MILESTONE_IDS = ['None', 'Any', 'Upcoming', 'Started'];

export class UpdateIssueDto extends IssueRefDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'New title.' }) title?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'New description in Markdown (up to 1,048,576 characters).' }) description?: string;
  @LabelList('Comma-separated label names that replace every label; an empty string removes them all.') labels?: string;
  @LabelList('Comma-separated label names to add (e.g. "bug,backend").') add_labels?: string;
  @LabelList('Comma-separated label names to remove.') remove_labels?: string;
  @IsOptional() @IsArray() @IsInt({ each: true }) @JSONSchema({ description: 'IDs of the users to assign; [] or [0] unassigns everyone (several need Premium).' }) assignee_ids?: number[];
  @IsOptional() @IsInt() @JSONSchema({ description: 'Global ID of the milestone; 0 or null removes it.' }) milestone_id?: number;
  @IsOptional() @IsString() @JSONSchema({ description: MILESTONE_TITLE_DOC }) milestone?: string;
  @IsOptional() @IsIn(STATE_EVENTS) @JSONSchema({ description: 'close to close the issue, reopen to reopen it.' }) state_event?: string;
  @IsOptional() @Matches(/^(\d{4}-\d{2}-\d{2})?$/) @JSONSchema({ description: 'Due date, YYYY-MM-DD; an empty string removes it.' }) due_date?: string;
  @IsOptional() @Matches(/^\d{4}-\d{2}-\d{2}$/) @JSONSchema({ description: 'Start date, YYYY-MM-DD (GitLab 19.1 and later).' }) start_date?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Make the issue confidential (true) or public (false).' }) confidential?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Lock the discussion so only project members can comment.' }) discussion_locked?: boolean;
  @IsOptional() @IsIn(ISSUE_TYPES) @JSONSchema({ description: 'Type of the issue.' }) issue_type?: string;
  @IsOptional() @IsIn(SEVERITIES) @JSONSchema({ description: SEVERITY_DOC }) severity?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Update time, ISO 8601 (administrators and project owners only).' }) updated_at?: string;
  @FieldTier('premium') @IsOptional() @IsInt() @Min(0) @JSONSchema({ description: 'Weight of the issue (Premium).' }) weight?: number;
  @FieldTier('premium') @IsOptional() @IsInt() @JSONSchema({ description: 'ID of the epic to add the issue to; 0 removes it (Premium).' }) epic_id?: number;
  @FieldTier('premium') @IsOptional() @IsInt() @JSONSchema({ description: 'Deprecated: IID of the epic to add the issue to; use epic_id (Premium).' }) epic_iid?: number;
}

export class MoveIssueDto extends IssueRefDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'Numeric ID of the project to move the issue to (you need to be able to create issues there).' }) to_project_id: number;
}

export class ReorderIssueDto extends IssueRefDto {
  @IsOptional() @IsInt() @JSONSchema({ description: 'Global ID (not IID) of the project issue this one should be placed after.' }) move_after_id?: number;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Global ID (not IID) of the project issue this one should be placed before.' }) move_before_id?: number;
}

export class IssueByIdDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'Global ID of the issue (the `id` field, not the IID; administrators only).' }) id: number;
}

/** The negated filters of the instance and group issue lists and statistics. */
export class IssueNegatedFiltersDto {
  @LabelList('Comma-separated label names the issues must not have.') labels?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Milestone title the issues must not be in.' }) milestone?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Milestone ID (or None, Any, Upcoming, Started) the issues must not be in.' }) milestone_id?: string;
  @IsOptional() @IsArray() @IsInt({ each: true }) @JSONSchema({ description: 'Internal IDs to leave out.' }) iids?: number[];
  @IsOptional() @IsInt() @JSONSchema({ description: 'Leave out issues created by this user ID.' }) author_id?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'Leave out issues created by this username.' }) author_username?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Leave out issues assigned to this user ID.' }) assignee_id?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'Leave out issues assigned to this username.' }) assignee_username?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Leave out issues with this weight (Premium).' }) weight?: number;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Leave out issues in this iteration ID (Premium).' }) iteration_id?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'Leave out issues in the iteration with this title (Premium).' }) iteration_title?: string;
}

/** Filters shared by the issue statistics (instance, group, project). */
export class IssueStatisticsFiltersDto {
  @LabelList('Comma-separated label names; every one must match. "None" or "Any" also work.') labels?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Milestone title. "None" or "Any" also work.' }) milestone?: string;
  @IsOptional() @IsIn(MILESTONE_IDS) @JSONSchema({ description: 'Milestone timebox filter: None, Any, Upcoming or Started.' }) milestone_id?: string;
  @IsOptional() @IsIn(['created_by_me', 'assigned_to_me', 'all']) @JSONSchema({ description: 'Scope (default created_by_me for the instance statistics, all otherwise).' }) scope?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Issues created by this user ID.' }) author_id?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'Issues created by this username.' }) author_username?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Issues assigned to this user ID.' }) assignee_id?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'Issues assigned to this username.' }) assignee_username?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Issues the user reacted to with this emoji ("None", "Any" or an emoji name).' }) my_reaction_emoji?: string;
  @IsOptional() @IsArray() @IsInt({ each: true }) @JSONSchema({ description: 'Only the issues with these internal IDs.' }) iids?: number[];
  @IsOptional() @IsString() @JSONSchema({ description: 'Search issues by title and description.' }) search?: string;
  @IsOptional() @IsIn(SEARCH_IN) @JSONSchema({ description: 'Where search looks (default title,description).' }) in?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only confidential (true) or public (false) issues.' }) confidential?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'Issues created on or after this time (ISO 8601).' }) created_after?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Issues created on or before this time (ISO 8601).' }) created_before?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Issues updated on or after this time (ISO 8601).' }) updated_after?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Issues updated on or before this time (ISO 8601).' }) updated_before?: string;
  @FieldTier('premium') @IsOptional() @IsInt() @JSONSchema({ description: 'Issues of this epic ID (Premium).' }) epic_id?: number;
  @FieldTier('ultimate') @IsOptional() @IsIn(HEALTH) @JSONSchema({ description: 'Health status (Ultimate).' }) health_status?: string;
  @FieldTier('premium') @IsOptional() @IsInt() @JSONSchema({ description: 'Issues in this iteration ID (Premium).' }) iteration_id?: number;
  @FieldTier('premium') @IsOptional() @IsString() @JSONSchema({ description: 'Issues in the iteration with this title (Premium).' }) iteration_title?: string;
  @FieldTier('premium') @IsOptional() @IsInt() @Min(0) @JSONSchema({ description: 'Issues with this weight (Premium).' }) weight?: number;
  @IsOptional() @ValidateNested() @Type(() => IssueNegatedFiltersDto) @JSONSchema({ description: 'Negated filters: issues that do not match these.' }) not?: IssueNegatedFiltersDto;
}

export class GroupIssueStatisticsDto extends IssueStatisticsFiltersDto {
  @IsString() @JSONSchema({ description: 'Group numeric ID or full path (e.g. "7" or "acme").' }) group_id: string;
}

export class ProjectIssueStatisticsDto extends IssueStatisticsFiltersDto {
  @IsString() @JSONSchema({ description: 'Project numeric ID or full path (e.g. "42" or "my-group/my-project").' }) project_id: string;
}

/** Filters of the instance-wide and group issue lists. */
export class ListAllIssuesDto extends PageParamsDto {
  @IsOptional() @IsIn(['opened', 'closed', 'all']) @JSONSchema({ description: 'Issue state (default all).' }) state?: string;
  @LabelList('Comma-separated label names; every one must match. "None" or "Any" also work.') labels?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: WITH_LABELS_DETAILS_DOC }) with_labels_details?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'Milestone title. "None" or "Any" also work.' }) milestone?: string;
  @IsOptional() @IsIn(MILESTONE_IDS) @JSONSchema({ description: 'Milestone timebox filter: None, Any, Upcoming or Started.' }) milestone_id?: string;
  @IsOptional() @IsIn(['created_by_me', 'assigned_to_me', 'all']) @JSONSchema({ description: 'Scope (default created_by_me on the instance list, all on the group list).' }) scope?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Search issues by title and description.' }) search?: string;
  @IsOptional() @IsIn(SEARCH_IN) @JSONSchema({ description: 'Where search looks (default title,description).' }) in?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Issues created by this user ID.' }) author_id?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'Issues created by this username.' }) author_username?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Issues assigned to this user ID.' }) assignee_id?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'Issues assigned to this username.' }) assignee_username?: string;
  @IsOptional() @IsInt() @Min(1) @JSONSchema({ description: CLOSED_BY_DOC }) closed_by_id?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'Issues the user reacted to with this emoji ("None", "Any" or an emoji name).' }) my_reaction_emoji?: string;
  @IsOptional() @IsArray() @IsInt({ each: true }) @JSONSchema({ description: 'Only the issues with these internal IDs.' }) iids?: number[];
  @IsOptional() @IsIn(ISSUE_TYPES) @JSONSchema({ description: 'Only issues of this type.' }) issue_type?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only confidential (true) or public (false) issues.' }) confidential?: boolean;
  @IsOptional() @IsIn(DUE_DATES) @JSONSchema({ description: 'Due-date window: 0 (no due date), any, today, tomorrow, overdue, week, month, next_month_and_previous_two_weeks.' }) due_date?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Leave out issues of archived projects (default true).' }) non_archived?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'Issues created on or after this time (ISO 8601).' }) created_after?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Issues created on or before this time (ISO 8601).' }) created_before?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Issues updated on or after this time (ISO 8601).' }) updated_after?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Issues updated on or before this time (ISO 8601).' }) updated_before?: string;
  @FieldTier('premium') @IsOptional() @IsInt() @JSONSchema({ description: 'Issues of this epic ID (Premium).' }) epic_id?: number;
  @FieldTier('ultimate') @IsOptional() @IsIn(HEALTH) @JSONSchema({ description: 'Health status (Ultimate).' }) health_status?: string;
  @FieldTier('premium') @IsOptional() @IsInt() @JSONSchema({ description: 'Issues in this iteration ID (Premium).' }) iteration_id?: number;
  @FieldTier('premium') @IsOptional() @IsString() @JSONSchema({ description: 'Issues in the iteration with this title (Premium).' }) iteration_title?: string;
  @FieldTier('premium') @IsOptional() @IsInt() @Min(0) @JSONSchema({ description: 'Issues with this weight (Premium).' }) weight?: number;
  @IsOptional() @ValidateNested() @Type(() => IssueNegatedFiltersDto) @JSONSchema({ description: 'Negated filters: issues that do not match these.' }) not?: IssueNegatedFiltersDto;
  @IsOptional() @IsIn(ORDER_BY) @JSONSchema({ description: 'Order by this field (default created_at).' }) order_by?: string;
  @IsOptional() @IsIn(['asc', 'desc']) @JSONSchema({ description: 'Sort direction (default desc).' }) sort?: string;
}

export class ListGroupIssuesDto extends ListAllIssuesDto {
  @IsString() @JSONSchema({ description: 'Group numeric ID or full path (e.g. "7" or "acme").' }) group_id: string;
}
