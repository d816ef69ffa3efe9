import { PageParamsDto } from '@gitlab-mcp/action-kit';
import { IsBoolean, IsOptional, IsString, Matches, MinLength } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { GroupIdDto } from '../../shared/group-id.dto.js';

const COLOR = /^(#[0-9A-Fa-f]{3}|#[0-9A-Fa-f]{6}|[A-Za-z]+)$/;
const COLOR_DOC = 'Colour as "#RRGGBB" (e.g. "#FF0000") or a CSS colour name (e.g. "red").';

export class ListGroupLabelsDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: 'Group numeric ID or full path (e.g. "7" or "my-org/backend").' }) group_id: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Include the open and closed issue and open merge request counts of each label.', default: false }) with_counts?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: "Include the labels of the group's ancestor groups (default true).", default: true }) include_ancestor_groups?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: "Include the labels of the group's subgroups (default false).", default: false }) include_descendant_groups?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only group labels, none of its projects\' labels (default true; false adds project labels when include_descendant_groups is true).', default: true }) only_group_labels?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only labels whose name contains this text (e.g. "bug").' }) search?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only archived (true) or only active (false) labels.' }) archived?: boolean;
}

export class GroupLabelRefDto extends GroupIdDto {
  @IsString() @MinLength(1) @JSONSchema({ description: 'ID or name of the group label (e.g. "12" or "bug").' }) label_id: string;
}

export class GetGroupLabelDto extends GroupLabelRefDto {
  @IsOptional() @IsBoolean() @JSONSchema({ description: "Also look in the labels of the group's ancestor groups (default true).", default: true }) include_ancestor_groups?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: "Also look in the labels of the group's subgroups (default false).", default: false }) include_descendant_groups?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only group labels, none of its projects\' labels (default true).', default: true }) only_group_labels?: boolean;
}

export class CreateGroupLabelDto extends GroupIdDto {
  @IsString() @MinLength(1) @JSONSchema({ description: 'Name of the new label (e.g. "bug" or "priority::high").' }) name: string;
  @IsString() @Matches(COLOR) @JSONSchema({ description: COLOR_DOC }) color: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Description of the label.' }) description?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Create it archived (hidden from label pickers).' }) archived?: boolean;
}

export class UpdateGroupLabelDto extends GroupLabelRefDto {
  @IsOptional() @IsString() @MinLength(1) @JSONSchema({ description: 'New name of the label; issues, merge requests and epics keep it under the new name.' }) new_name?: string;
  @IsOptional() @IsString() @Matches(COLOR) @JSONSchema({ description: COLOR_DOC }) color?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'New description; an empty string removes it.' }) description?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Archive (true) or restore (false) the label.' }) archived?: boolean;
}
