import { PageParamsDto } from '@gitlab-mcp/action-kit';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { IssueRefDto } from './issue-params.dto.js';

export class IssueEventRefDto extends IssueRefDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'ID of the resource event (from the matching event list).' }) event_id: number;
}

export class IssueLinkRefDto extends IssueRefDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'ID of the issue link (issue_link_id from issue.link_list).' }) issue_link_id: number;
}

export class CreateIssueLinkDto extends IssueRefDto {
  @IsString() @JSONSchema({ description: 'Numeric ID or full path of the target issue\'s project.' }) target_project_id: string;
  @IsInt() @Min(1) @JSONSchema({ description: 'IID of the target issue in that project.' }) target_issue_iid: number;
  @IsOptional() @IsIn(['relates_to', 'blocks', 'is_blocked_by']) @JSONSchema({ description: 'relates_to (default), blocks or is_blocked_by (blocks and is_blocked_by need Premium).' }) link_type?: string;
}

const DURATION = /^\s*\d+(\.\d+)?\s*[a-z]+(\s*\d+(\.\d+)?\s*[a-z]+)*\s*$/i;

export class TimeDurationDto extends IssueRefDto {
  @Matches(DURATION) @JSONSchema({ description: 'Duration in human format, e.g. "3h30m", "1w2d", "45m" (mo, w, d, h, m).' }) duration: string;
}

export class AddSpentTimeDto extends TimeDurationDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'Summary of the work done (GitLab 16.9+ on some instances).' }) summary?: string;
}

export class ListIterationsDto extends PageParamsDto {
  @IsOptional() @IsIn(['opened', 'upcoming', 'current', 'closed', 'all']) @JSONSchema({ description: 'Iteration state: opened, upcoming, current, closed or all (default all).' }) state?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Return iterations whose title (or cadence title) matches this text.' }) search?: string;
  @IsOptional() @IsIn(['title', 'cadence_title']) @JSONSchema({ description: 'Fields search looks in: title or cadence_title.' }) in?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Include iterations of the ancestor groups (default true).' }) include_ancestors?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Include iterations of the descendant groups (default false).' }) include_descendants?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'Iterations updated after this time (ISO 8601).' }) updated_after?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Iterations updated before this time (ISO 8601).' }) updated_before?: string;
}

export class ListProjectIterationsDto extends ListIterationsDto {
  @IsString() @JSONSchema({ description: 'Project numeric ID or full path (e.g. "42" or "my-group/my-project").' }) project_id: string;
}

export class ListGroupIterationsDto extends ListIterationsDto {
  @IsString() @JSONSchema({ description: 'Group numeric ID or full path (e.g. "7" or "acme").' }) group_id: string;
}
