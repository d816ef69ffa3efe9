import { FieldTier, PageParamsDto } from '@gitlab-mcp/action-kit';
import { IsBoolean, IsInt, IsOptional, IsString, Min, MinLength } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { ProjectIdDto } from '../../shared/project-id.dto.js';
import { LabelList } from '../../shared/label-list.js';

export class ListBoardsDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: 'Project numeric ID or full path (e.g. "42" or "my-group/my-project").' }) project_id: string;
}

export class BoardRefDto extends ProjectIdDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'ID of the issue board (project.board_list gives it).' }) board_id: number;
}

export class CreateBoardDto extends ProjectIdDto {
  @IsString() @MinLength(1) @JSONSchema({ description: 'Name of the new board.' }) name: string;
}

export class UpdateBoardDto extends BoardRefDto {
  @IsOptional() @IsString() @MinLength(1) @JSONSchema({ description: 'New name of the board.' }) name?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Hide the Open list.' }) hide_backlog_list?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Hide the Closed list.' }) hide_closed_list?: boolean;
  @FieldTier('premium') @IsOptional() @IsInt() @JSONSchema({ description: 'Scope the board to issues assigned to this user ID (Premium).' }) assignee_id?: number;
  @FieldTier('premium') @IsOptional() @IsInt() @JSONSchema({ description: 'Scope the board to this milestone ID (Premium).' }) milestone_id?: number;
  @FieldTier('premium') @LabelList('Scope the board to these label names, comma-separated (Premium).') labels?: string;
  @FieldTier('premium') @IsOptional() @IsInt() @JSONSchema({ description: 'Scope the board to issues of this weight (Premium).' }) weight?: number;
}

export class ListBoardListsDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: 'Project numeric ID or full path (e.g. "42" or "my-group/my-project").' }) project_id: string;
  @IsInt() @Min(1) @JSONSchema({ description: 'ID of the issue board (project.board_list gives it).' }) board_id: number;
}

export class BoardListRefDto extends BoardRefDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'ID of the list (project.board_list_list gives it).' }) list_id: number;
}

export class CreateBoardListDto extends BoardRefDto {
  @IsOptional() @IsInt() @JSONSchema({ description: 'ID of the label the list shows; give exactly one of label_id, assignee_id, milestone_id or iteration_id.' }) label_id?: number;
  @FieldTier('premium') @IsOptional() @IsInt() @JSONSchema({ description: 'ID of the user whose issues the list shows (Premium).' }) assignee_id?: number;
  @FieldTier('premium') @IsOptional() @IsInt() @JSONSchema({ description: 'ID of the milestone whose issues the list shows (Premium).' }) milestone_id?: number;
  @FieldTier('premium') @IsOptional() @IsInt() @JSONSchema({ description: 'ID of the iteration whose issues the list shows (Premium).' }) iteration_id?: number;
}

export class UpdateBoardListDto extends BoardListRefDto {
  @IsInt() @Min(0) @JSONSchema({ description: 'New position of the list, from 0 (the Open and Closed lists do not count).' }) position: number;
}
