import { PageParamsDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { GROUP_ID_DOC } from './group-list-params.dto.js';

/** The negated filters of a group's issue list (`not[...]`). */
export class GroupIssueNotFiltersDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'Not assigned to this user ID.' }) assignee_id?: string;
  @IsOptional() @IsArray() @IsString({ each: true }) @JSONSchema({ description: 'Not assigned to these usernames.' }) assignee_username?: string[];
  @IsOptional() @IsInt() @JSONSchema({ description: 'Not created by this user ID.' }) author_id?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'Not created by this username.' }) author_username?: string;
  @IsOptional() @IsArray() @IsInt({ each: true }) @JSONSchema({ description: 'Not these issue IIDs.' }) iids?: number[];
  @IsOptional() @IsString() @JSONSchema({ description: 'Not in this iteration ID.' }) iteration_id?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Not in an iteration with this title.' }) iteration_title?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Without these labels, comma-separated.' }) labels?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Not in this milestone (title).' }) milestone?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Not in this milestone ID.' }) milestone_id?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Not of this weight.' }) weight?: string;
}

export class GroupIssuesQueryDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: GROUP_ID_DOC }) group_id: string;
  @IsOptional() @IsIn(['opened', 'closed', 'all']) @JSONSchema({ description: 'opened, closed or all (default).' }) state?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only issues with all these labels, comma-separated (e.g. "bug,backend"); None or Any for no label / any label.' }) labels?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Give labels as objects with colour and description.' }) with_labels_details?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only issues of this milestone title; None, Any, Upcoming or Started.' }) milestone?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only issues of this milestone ID; None, Any, Upcoming or Started.' }) milestone_id?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only issues in this iteration ID; None, Any or Current (Premium).' }) iteration_id?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only issues in an iteration with this title (Premium).' }) iteration_title?: string;
  @IsOptional() @IsArray() @IsInt({ each: true }) @JSONSchema({ description: 'Only these issue IIDs.' }) iids?: number[];
  @IsOptional() @IsIn(['created_by_me', 'assigned_to_me', 'all']) @JSONSchema({ description: 'created_by_me, assigned_to_me or all (default).' }) scope?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Only issues created by this user ID.' }) author_id?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only issues created by this username.' }) author_username?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only issues assigned to this user ID; None or Any.' }) assignee_id?: string;
  @IsOptional() @IsArray() @IsString({ each: true }) @JSONSchema({ description: 'Only issues assigned to these usernames.' }) assignee_username?: string[];
  @IsOptional() @IsInt() @JSONSchema({ description: 'Only issues closed by this user ID.' }) closed_by_id?: number;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only confidential (true) or non-confidential (false) issues.' }) confidential?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only issues the caller reacted to with this emoji; None or Any.' }) my_reaction_emoji?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only issues of this weight; None or Any (Premium).' }) weight?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only issues of this epic ID; None or Any (Premium).' }) epic_id?: string;
  @IsOptional() @IsIn(['issue', 'incident', 'test_case', 'task']) @JSONSchema({ description: 'issue, incident, test_case or task.' }) issue_type?: string;
  @IsOptional() @IsIn(['on_track', 'needs_attention', 'at_risk', 'none', 'any']) @JSONSchema({ description: 'on_track, needs_attention, at_risk, none or any (Ultimate).' }) health_status?: string;
  @IsOptional()
  @IsIn(['0', 'any', 'today', 'tomorrow', 'overdue', 'week', 'month', 'next_month_and_previous_two_weeks'])
  @JSONSchema({ description: 'Only issues due: 0 (no due date), any, today, tomorrow, overdue, week, month or next_month_and_previous_two_weeks.' })
  due_date?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only issues whose title or description contains this text.' }) search?: string;
  @IsOptional() @IsIn(['title', 'description', 'title,description']) @JSONSchema({ description: 'Where search looks: title, description or both (default).' }) in?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only issues created on or after this time (ISO 8601).' }) created_after?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only issues created on or before this time (ISO 8601).' }) created_before?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only issues updated on or after this time (ISO 8601).' }) updated_after?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only issues updated on or before this time (ISO 8601).' }) updated_before?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only issues of projects that are not archived (default true).' }) non_archived?: boolean;
  @IsOptional()
  @IsIn(['created_at', 'updated_at', 'priority', 'due_date', 'relative_position', 'label_priority', 'milestone_due', 'popularity', 'weight', 'title'])
  @JSONSchema({ description: 'Order by created_at (default), updated_at, priority, due_date, relative_position, label_priority, milestone_due, popularity, weight or title.' })
  order_by?: string;
  @IsOptional() @IsIn(['asc', 'desc']) @JSONSchema({ description: 'asc or desc (default).' }) sort?: string;
  @IsOptional() @ValidateNested() @Type(() => GroupIssueNotFiltersDto) @JSONSchema({ description: 'Negated filters: issues that do NOT match (e.g. {"labels": "wontfix"}).' }) not?: GroupIssueNotFiltersDto;
}
