import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from './next-steps.dto.js';
import { UserBasicDto } from './user-basic.dto.js';

/** A label as a board shows it (`APIEntitiesLabelBasic`). */
export class BoardLabelDto {
  @IsInt() id: number;
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() color?: string;
  @IsOptional() @IsString() text_color?: string;
  @IsOptional() @IsString() description?: string;
  @IsOptional() @IsBoolean() archived?: boolean;
}

/** A milestone as a board or list shows it (`APIEntitiesMilestone`, the fields a reader needs). */
export class BoardMilestoneDto {
  @IsInt() id: number;
  @IsOptional() @IsInt() iid?: number;
  @IsOptional() @IsString() title?: string;
  @IsOptional() @IsString() state?: string;
  @IsOptional() @IsString() due_date?: string;
}

/** An iteration as a list shows it (`APIEntitiesIteration`, Premium). */
export class BoardIterationDto {
  @IsInt() id: number;
  @IsOptional() @IsInt() iid?: number;
  @IsOptional() @IsString() title?: string;
  @IsOptional() @IsString() start_date?: string;
  @IsOptional() @IsString() due_date?: string;
}

/** The project of a board (`APIEntitiesBasicProjectDetails`, the fields a reader needs). */
export class BoardProjectDto {
  @IsInt() id: number;
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() path_with_namespace?: string;
  @IsOptional() @IsString() web_url?: string;
}

/** The group of a group board (`APIEntitiesBasicGroupDetails`). */
export class BoardGroupDto {
  @IsInt() id: number;
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() web_url?: string;
}

/** One list (column) of an issue board (`APIEntitiesList`). */
export class BoardListDto extends WithNextStepsDto {
  @IsInt() id: number;
  @IsOptional() @ValidateNested() @Type(() => BoardLabelDto) @JSONSchema({ description: 'The label of a label list.' }) label?: BoardLabelDto;
  @IsOptional() @ValidateNested() @Type(() => UserBasicDto) @JSONSchema({ description: 'The user of an assignee list (Premium).' }) assignee?: UserBasicDto;
  @IsOptional() @ValidateNested() @Type(() => BoardMilestoneDto) @JSONSchema({ description: 'The milestone of a milestone list (Premium).' }) milestone?: BoardMilestoneDto;
  @IsOptional() @ValidateNested() @Type(() => BoardIterationDto) @JSONSchema({ description: 'The iteration of an iteration list (Premium).' }) iteration?: BoardIterationDto;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Position among the lists, from 0.' }) position?: number;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Work-in-progress limit in issues (Premium; 0 means none).' }) max_issue_count?: number;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Work-in-progress limit in weight (Premium; 0 means none).' }) max_issue_weight?: number;
  @IsOptional() @IsString() limit_metric?: string;
}

/** GitLab's issue board entity (`APIEntitiesBoard`). */
export class BoardDto extends WithNextStepsDto {
  @IsInt() id: number;
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsBoolean() hide_backlog_list?: boolean;
  @IsOptional() @IsBoolean() hide_closed_list?: boolean;
  @IsOptional() @ValidateNested() @Type(() => BoardProjectDto) project?: BoardProjectDto;
  @IsOptional() @ValidateNested() @Type(() => BoardGroupDto) group?: BoardGroupDto;
  @IsOptional() @ValidateNested() @Type(() => BoardMilestoneDto) @JSONSchema({ description: 'Scope: only issues of this milestone (Premium).' }) milestone?: BoardMilestoneDto;
  @IsOptional() @ValidateNested() @Type(() => UserBasicDto) @JSONSchema({ description: 'Scope: only issues assigned to this user (Premium).' }) assignee?: UserBasicDto;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => BoardLabelDto) @JSONSchema({ description: 'Scope: only issues with these labels (Premium).' }) labels?: BoardLabelDto[];
  @IsOptional() @IsInt() @JSONSchema({ description: 'Scope: only issues of this weight (Premium).' }) weight?: number;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => BoardListDto) lists?: BoardListDto[];
}

/** A page of boards. */
export class BoardPageDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => BoardDto) boards: BoardDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** A page of the lists of a board. */
export class BoardListPageDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => BoardListDto) lists: BoardListDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}
