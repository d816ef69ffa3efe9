import { FieldTier, PageParamsDto } from '@gitlab-mcp/action-kit';
import { IsBoolean, IsInt, IsOptional, IsString, Min, MinLength } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { GroupIdDto } from '../../shared/group-id.dto.js';
import { LabelList } from '../../shared/label-list.js';

const GROUP_DOC = 'Group numeric ID or full path (e.g. "7" or "my-org/backend").';
const BOARD_DOC = 'ID of the group issue board (group.group_board_list gives it).';

export class ListGroupBoardsDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: GROUP_DOC }) group_id: string;
}

export class GroupBoardRefDto extends GroupIdDto {
  @IsInt() @Min(1) @JSONSchema({ description: BOARD_DOC }) board_id: number;
}

export class CreateGroupBoardDto extends GroupIdDto {
  @IsString() @MinLength(1) @JSONSchema({ description: 'Name of the new board (e.g. "Release planning").' }) name: string;
}

export class UpdateGroupBoardDto extends GroupBoardRefDto {
  @IsOptional() @IsString() @MinLength(1) @JSONSchema({ description: 'New name of the board.' }) name?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Hide the Open list.' }) hide_backlog_list?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Hide the Closed list.' }) hide_closed_list?: boolean;
  @FieldTier('premium') @IsOptional() @IsInt() @JSONSchema({ description: 'Scope the board to issues assigned to this user ID (Premium).' }) assignee_id?: number;
  @FieldTier('premium') @IsOptional() @IsInt() @JSONSchema({ description: 'Scope the board to this milestone ID (Premium).' }) milestone_id?: number;
  @FieldTier('premium') @LabelList('Scope the board to these label names, comma-separated (Premium).') labels?: string;
  @FieldTier('premium') @IsOptional() @IsInt() @JSONSchema({ description: 'Scope the board to issues of this weight (Premium).' }) weight?: number;
}

export class ListGroupBoardListsDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: GROUP_DOC }) group_id: string;
  @IsInt() @Min(1) @JSONSchema({ description: BOARD_DOC }) board_id: number;
}

export class GroupBoardListRefDto extends GroupBoardRefDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'ID of the list (group.group_board_list_lists gives it).' }) list_id: number;
}

export class CreateGroupBoardListDto extends GroupBoardRefDto {
  @IsOptional() @IsInt() @JSONSchema({ description: 'ID of the group label the list shows (group.group_label_list gives it); give exactly one of label_id, assignee_id, milestone_id or iteration_id.' }) label_id?: number;
  @FieldTier('premium') @IsOptional() @IsInt() @JSONSchema({ description: 'ID of the user whose issues the list shows (Premium).' }) assignee_id?: number;
  @FieldTier('premium') @IsOptional() @IsInt() @JSONSchema({ description: 'ID of the milestone whose issues the list shows (Premium).' }) milestone_id?: number;
  @FieldTier('premium') @IsOptional() @IsInt() @JSONSchema({ description: 'ID of the iteration whose issues the list shows (Premium).' }) iteration_id?: number;
}

export class UpdateGroupBoardListDto extends GroupBoardListRefDto {
  @IsInt() @Min(0) @JSONSchema({ description: 'New position of the list, from 0 (the Open and Closed lists do not count).' }) position: number;
}
