import { PageParamsDto } from '@gitlab-mcp/action-kit';
import { IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Min, MinLength } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { GroupIdDto } from '../../shared/group-id.dto.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ID_DOC = 'ID of the group milestone (its global id, e.g. 12; group.group_milestone_list gives it, beside the iid in its URL).';
const GROUP_DOC = 'Group numeric ID or full path (e.g. "7" or "my-org/backend").';

export class ListGroupMilestonesDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: GROUP_DOC }) group_id: string;
  @IsOptional() @IsArray() @IsInt({ each: true }) @JSONSchema({ description: 'Only the milestones with these IIDs (e.g. [1, 3]).' }) iids?: number[];
  @IsOptional() @IsIn(['active', 'closed']) @JSONSchema({ description: 'Only active or only closed milestones.' }) state?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only the milestone with exactly this title (e.g. "Q3 release").' }) title?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only milestones whose title or description contains this text.' }) search?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: "Include the milestones of the group's ancestor groups." }) include_ancestors?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Deprecated spelling of include_ancestors.' }) include_parent_milestones?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: "Include the milestones of the group's subgroups and their projects." }) include_descendants?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only milestones updated before this time (ISO 8601, e.g. "2030-01-31T00:00:00Z").' }) updated_before?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only milestones updated after this time (ISO 8601).' }) updated_after?: string;
}

export class GroupMilestoneRefDto extends GroupIdDto {
  @IsInt() @Min(1) @JSONSchema({ description: ID_DOC }) milestone_id: number;
}

export class GroupMilestoneItemsDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: GROUP_DOC }) group_id: string;
  @IsInt() @Min(1) @JSONSchema({ description: ID_DOC }) milestone_id: number;
}

export class CreateGroupMilestoneDto extends GroupIdDto {
  @IsString() @MinLength(1) @JSONSchema({ description: 'Title of the milestone (unique in the group, e.g. "Q3 release").' }) title: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Description (Markdown).' }) description?: string;
  @IsOptional() @Matches(DATE) @JSONSchema({ description: 'Start date, YYYY-MM-DD.' }) start_date?: string;
  @IsOptional() @Matches(DATE) @JSONSchema({ description: 'Due date, YYYY-MM-DD.' }) due_date?: string;
}

export class UpdateGroupMilestoneDto extends GroupMilestoneRefDto {
  @IsOptional() @IsString() @MinLength(1) @JSONSchema({ description: 'New title.' }) title?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'New description (Markdown).' }) description?: string;
  @IsOptional() @Matches(/^(\d{4}-\d{2}-\d{2})?$/) @JSONSchema({ description: 'Start date, YYYY-MM-DD; an empty string removes it.' }) start_date?: string;
  @IsOptional() @Matches(/^(\d{4}-\d{2}-\d{2})?$/) @JSONSchema({ description: 'Due date, YYYY-MM-DD; an empty string removes it.' }) due_date?: string;
  @IsOptional() @IsIn(['close', 'activate']) @JSONSchema({ description: 'close the milestone or activate (reopen) it.' }) state_event?: string;
}
