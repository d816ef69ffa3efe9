import { PageParamsDto } from '@gitlab-mcp/action-kit';
import { IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Min, MinLength } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { ProjectIdDto } from '../../shared/project-id.dto.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const IID_DOC = 'IID of the milestone inside the project (the number in its URL, e.g. 3 for /-/milestones/3); project.milestone_list gives it.';

export class ListProjectMilestonesDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: 'Project numeric ID or full path (e.g. "42" or "my-group/my-project").' }) project_id: string;
  @IsOptional() @IsArray() @IsInt({ each: true }) @JSONSchema({ description: 'Only the milestones with these IIDs.' }) iids?: number[];
  @IsOptional() @IsIn(['active', 'closed']) @JSONSchema({ description: 'Only active or only closed milestones.' }) state?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only the milestone with exactly this title.' }) title?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only milestones whose title or description contains this text.' }) search?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Include the milestones of the project\'s ancestor groups.' }) include_ancestors?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Deprecated spelling of include_ancestors.' }) include_parent_milestones?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only milestones updated before this time (ISO 8601).' }) updated_before?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only milestones updated after this time (ISO 8601).' }) updated_after?: string;
}

export class ProjectMilestoneRefDto extends ProjectIdDto {
  @IsInt() @Min(1) @JSONSchema({ description: IID_DOC }) milestone_iid: number;
}

export class MilestoneItemsDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: 'Project numeric ID or full path (e.g. "42" or "my-group/my-project").' }) project_id: string;
  @IsInt() @Min(1) @JSONSchema({ description: IID_DOC }) milestone_iid: number;
}

export class CreateProjectMilestoneDto extends ProjectIdDto {
  @IsString() @MinLength(1) @JSONSchema({ description: 'Title of the milestone (unique in the project, e.g. "v2.0").' }) title: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Description (Markdown).' }) description?: string;
  @IsOptional() @Matches(DATE) @JSONSchema({ description: 'Start date, YYYY-MM-DD.' }) start_date?: string;
  @IsOptional() @Matches(DATE) @JSONSchema({ description: 'Due date, YYYY-MM-DD.' }) due_date?: string;
}

export class UpdateProjectMilestoneDto extends ProjectMilestoneRefDto {
  @IsOptional() @IsString() @MinLength(1) @JSONSchema({ description: 'New title.' }) title?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'New description (Markdown).' }) description?: string;
  @IsOptional() @Matches(/^(\d{4}-\d{2}-\d{2})?$/) @JSONSchema({ description: 'Start date, YYYY-MM-DD; an empty string removes it.' }) start_date?: string;
  @IsOptional() @Matches(/^(\d{4}-\d{2}-\d{2})?$/) @JSONSchema({ description: 'Due date, YYYY-MM-DD; an empty string removes it.' }) due_date?: string;
  @IsOptional() @IsIn(['close', 'activate']) @JSONSchema({ description: 'close the milestone or activate (reopen) it.' }) state_event?: string;
}
