import { PageParamsDto } from '@gitlab-mcp/action-kit';
import { IsBoolean, IsInt, IsOptional, IsString, Matches, MinLength } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { ProjectIdDto } from '../../shared/project-id.dto.js';

const COLOR = /^(#[0-9A-Fa-f]{3}|#[0-9A-Fa-f]{6}|[A-Za-z]+)$/;
const COLOR_DOC = 'Colour as "#RRGGBB" (e.g. "#FF0000") or a CSS colour name (e.g. "red").';

export class ListProjectLabelsDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: 'Project numeric ID or full path (e.g. "42" or "my-group/my-project").' }) project_id: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Include the open and closed issue and open merge request counts of each label.', default: false }) with_counts?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Include the labels of the project\'s ancestor groups (default true).', default: true }) include_ancestor_groups?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only labels whose name contains this text.' }) search?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only archived (true) or only active (false) labels.' }) archived?: boolean;
}

export class ProjectLabelRefDto extends ProjectIdDto {
  @IsString() @MinLength(1) @JSONSchema({ description: 'ID or name of the label (e.g. "12" or "bug").' }) label_id: string;
}

export class GetProjectLabelDto extends ProjectLabelRefDto {
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Also look in the labels of the project\'s ancestor groups (default true).', default: true }) include_ancestor_groups?: boolean;
}

export class CreateProjectLabelDto extends ProjectIdDto {
  @IsString() @MinLength(1) @JSONSchema({ description: 'Name of the new label (e.g. "bug" or "priority::high").' }) name: string;
  @IsString() @Matches(COLOR) @JSONSchema({ description: COLOR_DOC }) color: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Description of the label.' }) description?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Priority, 0 or more (lower is more important); leave out for an unprioritized label.' }) priority?: number;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Create it archived (hidden from label pickers).' }) archived?: boolean;
}

export class UpdateProjectLabelDto extends ProjectLabelRefDto {
  @IsOptional() @IsString() @MinLength(1) @JSONSchema({ description: 'New name of the label; issues and merge requests keep it under the new name.' }) new_name?: string;
  @IsOptional() @IsString() @Matches(COLOR) @JSONSchema({ description: COLOR_DOC }) color?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'New description; an empty string removes it.' }) description?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'New priority (lower is more important).' }) priority?: number;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Archive (true) or restore (false) the label.' }) archived?: boolean;
}
