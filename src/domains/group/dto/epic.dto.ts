import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { CursorPageInfoDto } from '../../shared/cursor-page.dto.js';
import { LabelDetailDto } from '../../shared/label-details.js';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';
import { DiscussionDto, NoteDto } from '../../shared/note.dto.js';
import { UserBasicDto } from '../../shared/user-basic.dto.js';

/** A group label on an epic, by global ID. */
export class EpicLabelRefDto {
  @IsString() @JSONSchema({ description: 'Global ID of the label, for add_label_ids / remove_label_ids.' }) id: string;
  @IsOptional() @IsString() title?: string;
}

/** The parent epic of an epic. */
export class EpicParentDto {
  @IsString() id: string;
  @IsOptional() @IsString() iid?: string;
  @IsOptional() @IsString() title?: string;
}

/** An epic: a work item of type Epic in a group (GraphQL `WorkItem`, widgets flattened). */
export class EpicDto extends WithNextStepsDto {
  @IsString() @JSONSchema({ description: 'Global ID of the epic\'s work item (e.g. "gid://gitlab/WorkItem/901").' }) id: string;
  @IsString() iid: string;
  @IsString() title: string;
  @IsString() @JSONSchema({ description: 'OPEN or CLOSED.' }) state: string;
  @IsOptional() @IsString() description?: string;
  @IsBoolean() confidential: boolean;
  @IsString() created_at: string;
  @IsString() updated_at: string;
  @IsOptional() @IsString() closed_at?: string;
  @IsOptional() @IsString() web_url?: string;
  @IsOptional() @IsString() author_username?: string;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => EpicLabelRefDto) labels?: EpicLabelRefDto[];
  @IsOptional() @IsString() start_date?: string;
  @IsOptional() @IsString() due_date?: string;
  @IsOptional() @ValidateNested() @Type(() => EpicParentDto) parent?: EpicParentDto;
}

export class EpicPageDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => EpicDto) epics: EpicDto[];
  @ValidateNested() @Type(() => CursorPageInfoDto) page_info: CursorPageInfoDto;
}

export class EpicDeletionDto extends WithNextStepsDto {
  @IsString() group_id: string;
  @IsInt() epic_iid: number;
  @IsString() id: string;
  @IsString() message: string;
}

/** A child issue of an epic. */
export class EpicIssueDto {
  @IsString() @JSONSchema({ description: 'Global ID of the issue\'s work item.' }) id: string;
  @IsInt() @JSONSchema({ description: 'The issue\'s global ID, for issue_id.' }) issue_id: number;
  @IsString() iid: string;
  @IsString() title: string;
  @IsString() state: string;
  @IsOptional() @IsString() web_url?: string;
  @IsOptional() @IsString() type?: string;
}

export class EpicIssueResultDto extends WithNextStepsDto {
  @IsInt() epic_iid: number;
  @ValidateNested() @Type(() => EpicIssueDto) issue: EpicIssueDto;
}

export class EpicIssuePageDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => EpicIssueDto) issues: EpicIssueDto[];
  @ValidateNested() @Type(() => CursorPageInfoDto) page_info: CursorPageInfoDto;
}

export class EpicIssueRemovalDto extends WithNextStepsDto {
  @IsInt() epic_iid: number;
  @IsInt() issue_id: number;
  @IsString() message: string;
}

/** A comment on an epic (GitLab's note entity) with the discussion it belongs to. */
export class EpicNoteDto extends NoteDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'ID of the discussion the note belongs to (for replies).' }) discussion_id?: string;
}

export class EpicNotePageDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => EpicNoteDto) notes: EpicNoteDto[];
  @ValidateNested() @Type(() => CursorPageInfoDto) page_info: CursorPageInfoDto;
}

export class EpicDiscussionPageDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => DiscussionDto) discussions: DiscussionDto[];
  @ValidateNested() @Type(() => CursorPageInfoDto) page_info: CursorPageInfoDto;
}

export class EpicNoteDeletionDto extends WithNextStepsDto {
  @IsInt() epic_iid: number;
  @IsInt() note_id: number;
  @IsString() message: string;
}

/** GitLab's epic entity (`APIEntitiesEpic`), as the REST API answers it. */
export class RestEpicDto {
  @IsInt() id: number;
  @IsInt() iid: number;
  @IsOptional() @IsInt() work_item_id?: number;
  @IsOptional() @IsInt() group_id?: number;
  @IsOptional() @IsInt() parent_id?: number;
  @IsOptional() @IsInt() parent_iid?: number;
  @IsOptional() @IsString() title?: string;
  @IsOptional() @IsString() description?: string;
  @IsOptional() @IsString() state?: string;
  @IsOptional() @IsBoolean() confidential?: boolean;
  @IsOptional() @ValidateNested() @Type(() => UserBasicDto) author?: UserBasicDto;
  @IsOptional() @IsArray() @IsString({ each: true }) labels?: string[];
  @IsOptional() @IsString() start_date?: string;
  @IsOptional() @IsString() due_date?: string;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() updated_at?: string;
  @IsOptional() @IsString() closed_at?: string;
  @IsOptional() @IsString() reference?: string;
  @IsOptional() @IsString() web_url?: string;
}

/** The child epics of an epic (GitLab does not paginate them). */
export class RestEpicListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => RestEpicDto) epics: RestEpicDto[];
}

/** The group of an epic board (`APIEntitiesBasicGroupDetails`). */
export class EpicBoardGroupDto {
  @IsInt() id: number;
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() web_url?: string;
}

/** A list of an epic board (`APIEntitiesEpicBoardsList`). */
export class EpicBoardListEntryDto {
  @IsInt() id: number;
  @IsOptional() @ValidateNested() @Type(() => LabelDetailDto) label?: LabelDetailDto;
  @IsOptional() @IsString() @JSONSchema({ description: 'backlog (Open), closed or label.' }) list_type?: string;
  @IsOptional() @IsInt() position?: number;
}

/** An epic board (`APIEntitiesEpicBoard`). */
export class EpicBoardDto extends WithNextStepsDto {
  @IsInt() id: number;
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsBoolean() hide_backlog_list?: boolean;
  @IsOptional() @IsBoolean() hide_closed_list?: boolean;
  @IsOptional() @ValidateNested() @Type(() => EpicBoardGroupDto) group?: EpicBoardGroupDto;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => LabelDetailDto) labels?: LabelDetailDto[];
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => EpicBoardListEntryDto) lists?: EpicBoardListEntryDto[];
}

export class EpicBoardPageDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => EpicBoardDto) boards: EpicBoardDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}
