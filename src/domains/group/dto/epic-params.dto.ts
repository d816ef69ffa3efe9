import { PageParamsDto } from '@gitlab-mcp/action-kit';
import { IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { CursorPageParamsDto } from '../../shared/cursor-page.dto.js';

const GROUP_DOC = 'Group numeric ID or full path (e.g. "10" or "acme").';
const EPIC_IID_DOC = 'IID of the epic in the group (e.g. 1), as group.epic_list shows it.';
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const LABEL_GID = /^gid:\/\/gitlab\/GroupLabel\/\d+$/;
const WORK_ITEM_GID = /^gid:\/\/gitlab\/WorkItem\/\d+$/;
const DISCUSSION_ID = /^[0-9a-f]{40}$/;

/** The epic an action is about: its group and IID. */
export class EpicRefDto {
  @IsString() @JSONSchema({ description: GROUP_DOC }) group_id: string;
  @IsInt() @Min(1) @JSONSchema({ description: EPIC_IID_DOC }) epic_iid: number;
}

/** A list of an epic read forward only: `first`, then `after` the previous page's end_cursor. */
export class EpicForwardPageDto extends EpicRefDto {
  @IsOptional() @IsInt() @Min(1) @Max(100) @JSONSchema({ description: 'Items per page, 1..100 (default 20).' }) first?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'end_cursor of the previous page, to read the next one.' }) after?: string;
}

export const EPIC_SORTS = ['CREATED_DESC', 'CREATED_ASC', 'UPDATED_DESC', 'UPDATED_ASC', 'TITLE_ASC', 'TITLE_DESC', 'START_DATE_ASC', 'START_DATE_DESC', 'DUE_DATE_ASC', 'DUE_DATE_DESC'];

export class EpicListDto extends CursorPageParamsDto {
  @IsString() @JSONSchema({ description: GROUP_DOC }) group_id: string;
  @IsOptional() @IsIn(['opened', 'closed', 'all']) @JSONSchema({ description: 'State of the epics (default all).' }) state?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Text to find in titles and descriptions (e.g. "beta").' }) search?: string;
  @IsOptional() @IsArray() @IsString({ each: true }) @JSONSchema({ description: 'Label names; an epic must carry every one (e.g. ["roadmap"]).' }) labels?: string[];
  @IsOptional() @IsString() @JSONSchema({ description: 'Username of the author (e.g. "alice").' }) author_username?: string;
  @IsOptional() @IsIn(EPIC_SORTS) @JSONSchema({ description: 'Sort order (default CREATED_DESC).' }) sort?: string;
}

/** Fields an epic create and an update both take. */
class EpicFieldsDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'Description, in Markdown.' }) description?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Whether only members with the Planner role or higher can see the epic.' }) confidential?: boolean;
  @IsOptional() @Matches(DATE) @JSONSchema({ description: 'Fixed start date, YYYY-MM-DD (e.g. "2025-04-01").' }) start_date?: string;
  @IsOptional() @Matches(DATE) @JSONSchema({ description: 'Fixed due date, YYYY-MM-DD (e.g. "2025-06-30").' }) due_date?: string;
  @IsOptional() @Matches(WORK_ITEM_GID) @JSONSchema({ description: 'Global ID of the parent epic (e.g. "gid://gitlab/WorkItem/901"), as group.epic_get returns it in id.' }) parent_id?: string;
}

export class EpicCreateDto extends EpicFieldsDto {
  @IsString() @JSONSchema({ description: GROUP_DOC }) group_id: string;
  @IsString() @JSONSchema({ description: 'Title of the epic (e.g. "Public beta").' }) title: string;
  @IsOptional() @IsArray() @Matches(LABEL_GID, { each: true }) @JSONSchema({ description: 'Global IDs of group labels to set (e.g. ["gid://gitlab/GroupLabel/5"]), as group.epic_get shows them.' }) label_ids?: string[];
}

export class EpicUpdateDto extends EpicFieldsDto {
  @IsString() @JSONSchema({ description: GROUP_DOC }) group_id: string;
  @IsInt() @Min(1) @JSONSchema({ description: EPIC_IID_DOC }) epic_iid: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'New title.' }) title?: string;
  @IsOptional() @IsIn(['close', 'reopen']) @JSONSchema({ description: 'close or reopen the epic.' }) state_event?: string;
  @IsOptional() @IsArray() @Matches(LABEL_GID, { each: true }) @JSONSchema({ description: 'Global IDs of group labels to add.' }) add_label_ids?: string[];
  @IsOptional() @IsArray() @Matches(LABEL_GID, { each: true }) @JSONSchema({ description: 'Global IDs of group labels to remove.' }) remove_label_ids?: string[];
}

/** An issue among an epic's children. */
export class EpicIssueRefDto extends EpicRefDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'Global ID of the issue (its id, not its iid; e.g. 1001), as issue.get or group.epic_issue_list return it.' }) issue_id: number;
}

export class EpicIssueMoveDto extends EpicIssueRefDto {
  @IsOptional() @IsInt() @Min(1) @JSONSchema({ description: 'Global ID of the child issue to place this one before.' }) move_before_id?: number;
  @IsOptional() @IsInt() @Min(1) @JSONSchema({ description: 'Global ID of the child issue to place this one after.' }) move_after_id?: number;
}

export class EpicIssueListDto extends CursorPageParamsDto {
  @IsString() @JSONSchema({ description: GROUP_DOC }) group_id: string;
  @IsInt() @Min(1) @JSONSchema({ description: EPIC_IID_DOC }) epic_iid: number;
}

export class EpicNoteCreateDto extends EpicRefDto {
  @IsString() @JSONSchema({ description: 'Text of the comment, in Markdown.' }) body: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Internal note: visible only to members with the Reporter role or higher.' }) internal?: boolean;
}

export class EpicNoteRefDto extends EpicRefDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'ID of the note (e.g. 3001), as group.epic_note_list shows it.' }) note_id: number;
}

export class EpicNoteUpdateDto extends EpicNoteRefDto {
  @IsString() @JSONSchema({ description: 'New text of the comment, in Markdown.' }) body: string;
}

export class EpicDiscussionRefDto extends EpicRefDto {
  @Matches(DISCUSSION_ID) @JSONSchema({ description: 'ID of the discussion (40 hex characters), as group.epic_discussion_list shows it.' }) discussion_id: string;
}

export class EpicDiscussionReplyDto extends EpicDiscussionRefDto {
  @IsString() @JSONSchema({ description: 'Text of the reply, in Markdown.' }) body: string;
}

export class EpicDiscussionNoteRefDto extends EpicDiscussionRefDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'ID of the note in the discussion (e.g. 3002).' }) note_id: number;
}

export class EpicDiscussionNoteUpdateDto extends EpicDiscussionNoteRefDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'New text of the note, in Markdown.' }) body?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'true to resolve the whole discussion, false to reopen it.' }) resolved?: boolean;
}

/** REST lists of a group's epic boards. */
export class EpicBoardListDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: GROUP_DOC }) group_id: string;
}

export class EpicBoardRefDto {
  @IsString() @JSONSchema({ description: GROUP_DOC }) group_id: string;
  @IsInt() @Min(1) @JSONSchema({ description: 'ID of the epic board (e.g. 1), as group.epic_board_list shows it.' }) board_id: number;
}

/** REST list of the label events of an epic. */
export class EpicEventPageDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: GROUP_DOC }) group_id: string;
  @IsInt() @Min(1) @JSONSchema({ description: EPIC_IID_DOC }) epic_iid: number;
}

export class EpicLabelEventRefDto extends EpicRefDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'ID of the label event (e.g. 4001), as group.event_epic_label_list shows it.' }) event_id: number;
}
