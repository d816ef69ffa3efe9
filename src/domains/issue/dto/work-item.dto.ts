import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsOptional, IsString, Matches, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { CursorPageInfoDto, CursorPageParamsDto } from '../../shared/cursor-page.dto.js';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';

const FULL_PATH_DOC = 'Full path of the project or group the work items live in (e.g. "acme/backend" or "acme"); a numeric project ID also works.';
const GID_DOC = 'Global ID of the work item (e.g. "gid://gitlab/WorkItem/1001"), as issue.work_item_get or issue.work_item_list return it.';
const WORK_ITEM_GID = /^gid:\/\/gitlab\/WorkItem\/\d+$/;
const SAVED_VIEW_GID = /^gid:\/\/gitlab\/WorkItems::SavedViews::SavedView\/\d+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISSUE_TYPES = ['EPIC', 'INCIDENT', 'ISSUE', 'KEY_RESULT', 'OBJECTIVE', 'REQUIREMENT', 'TASK', 'TEST_CASE', 'TICKET'];
export const WORK_ITEM_SORTS = [
  'CREATED_ASC', 'CREATED_DESC', 'UPDATED_ASC', 'UPDATED_DESC', 'TITLE_ASC', 'TITLE_DESC', 'DUE_DATE_ASC', 'DUE_DATE_DESC',
  'CLOSED_AT_ASC', 'CLOSED_AT_DESC', 'START_DATE_ASC', 'START_DATE_DESC', 'MILESTONE_DUE_ASC', 'MILESTONE_DUE_DESC',
  'POPULARITY_ASC', 'POPULARITY_DESC', 'PRIORITY_ASC', 'PRIORITY_DESC', 'LABEL_PRIORITY_ASC', 'LABEL_PRIORITY_DESC',
  'WEIGHT_ASC', 'WEIGHT_DESC', 'HEALTH_STATUS_ASC', 'HEALTH_STATUS_DESC', 'RELATIVE_POSITION_ASC',
];

export class WorkItemNamespaceDto {
  @IsString() @JSONSchema({ description: FULL_PATH_DOC }) full_path: string;
}

export class WorkItemGetDto extends WorkItemNamespaceDto {
  @Matches(/^\d+$/) @JSONSchema({ description: 'IID of the work item in that project or group (e.g. "1").' }) iid: string;
}

export class WorkItemListDto extends CursorPageParamsDto {
  @IsString() @JSONSchema({ description: FULL_PATH_DOC }) full_path: string;
  @IsOptional() @IsIn(['opened', 'closed', 'all']) @JSONSchema({ description: 'State (default all).' }) state?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Search text in title and description.' }) search?: string;
  @IsOptional() @IsArray() @IsIn(ISSUE_TYPES, { each: true }) @JSONSchema({ description: 'Only these types (ISSUE, TASK, INCIDENT, EPIC, ...).', items: { type: 'string', enum: ISSUE_TYPES } }) types?: string[];
  @IsOptional() @IsArray() @IsString({ each: true }) @JSONSchema({ description: 'Label names; every one must match.' }) label_name?: string[];
  @IsOptional() @IsArray() @IsString({ each: true }) @JSONSchema({ description: 'Usernames of assignees.' }) assignee_usernames?: string[];
  @IsOptional() @IsString() @JSONSchema({ description: 'Username of the author.' }) author_username?: string;
  @IsOptional() @IsIn(WORK_ITEM_SORTS) @JSONSchema({ description: 'Sort order (default CREATED_DESC).' }) sort?: string;
}

export class WorkItemTypeListDto extends CursorPageParamsDto {
  @IsString() @JSONSchema({ description: FULL_PATH_DOC }) full_path: string;
}

/** Fields a create and an update both take. */
class WorkItemFieldsDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'Description in Markdown.' }) description?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Make the work item confidential.' }) confidential?: boolean;
  @IsOptional() @IsArray() @Matches(/^gid:\/\/gitlab\/User\/\d+$/, { each: true }) @JSONSchema({ description: 'Global IDs of the users to assign (e.g. ["gid://gitlab/User/1"]); [] unassigns everyone.' }) assignee_ids?: string[];
  @IsOptional() @Matches(/^gid:\/\/gitlab\/Milestone\/\d+$/) @JSONSchema({ description: 'Global ID of the milestone (e.g. "gid://gitlab/Milestone/501").' }) milestone_id?: string;
  @IsOptional() @Matches(DATE) @JSONSchema({ description: 'Start date, YYYY-MM-DD.' }) start_date?: string;
  @IsOptional() @Matches(DATE) @JSONSchema({ description: 'Due date, YYYY-MM-DD.' }) due_date?: string;
  @IsOptional() @Matches(WORK_ITEM_GID) @JSONSchema({ description: 'Global ID of the parent work item (e.g. an epic or an issue for a task).' }) parent_id?: string;
}

export class WorkItemCreateDto extends WorkItemFieldsDto {
  @IsString() @JSONSchema({ description: FULL_PATH_DOC }) full_path: string;
  @IsString() @JSONSchema({ description: 'Title of the work item.' }) title: string;
  @Matches(/^gid:\/\/gitlab\/WorkItems::Type\/\d+$/) @JSONSchema({ description: 'Global ID of the work item type (from issue.work_item_type_list, e.g. "gid://gitlab/WorkItems::Type/1" for Issue).' }) work_item_type_id: string;
  @IsOptional() @IsArray() @Matches(/^gid:\/\/gitlab\/(Project|Group)?Label\/\d+$/, { each: true }) @JSONSchema({ description: 'Global IDs of the labels to set (e.g. ["gid://gitlab/ProjectLabel/3"]).' }) label_ids?: string[];
}

export class WorkItemUpdateDto extends WorkItemFieldsDto {
  @Matches(WORK_ITEM_GID) @JSONSchema({ description: GID_DOC }) id: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'New title.' }) title?: string;
  @IsOptional() @IsIn(['CLOSE', 'REOPEN']) @JSONSchema({ description: 'CLOSE or REOPEN the work item.' }) state_event?: string;
  @IsOptional() @IsArray() @Matches(/^gid:\/\/gitlab\/(Project|Group)?Label\/\d+$/, { each: true }) @JSONSchema({ description: 'Global IDs of labels to add.' }) add_label_ids?: string[];
  @IsOptional() @IsArray() @Matches(/^gid:\/\/gitlab\/(Project|Group)?Label\/\d+$/, { each: true }) @JSONSchema({ description: 'Global IDs of labels to remove.' }) remove_label_ids?: string[];
}

export class WorkItemRefDto {
  @Matches(WORK_ITEM_GID) @JSONSchema({ description: GID_DOC }) id: string;
}

/** A label, user or milestone named inside a work item. */
export class WorkItemRefNameDto {
  @IsString() id: string;
  @IsOptional() @IsString() title?: string;
  @IsOptional() @IsString() username?: string;
}

export class WorkItemTypeDto {
  @IsString() id: string;
  @IsString() name: string;
  @IsOptional() @IsString() icon_name?: string;
}

export class WorkItemParentDto {
  @IsString() id: string;
  @IsOptional() @IsString() iid?: string;
  @IsOptional() @IsString() title?: string;
}

/** A work item, its widgets flattened into fields (GraphQL `WorkItem`). */
export class WorkItemDto extends WithNextStepsDto {
  @IsString() @JSONSchema({ description: 'Global ID (gid://gitlab/WorkItem/<id>).' }) id: string;
  @IsString() iid: string;
  @IsString() title: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'OPEN or CLOSED.' }) state?: string;
  @IsOptional() @IsString() description?: string;
  @IsOptional() @IsBoolean() confidential?: boolean;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() updated_at?: string;
  @IsOptional() @IsString() closed_at?: string;
  @IsOptional() @IsString() web_url?: string;
  @IsOptional() @IsString() author_username?: string;
  @IsOptional() @ValidateNested() @Type(() => WorkItemTypeDto) work_item_type?: WorkItemTypeDto;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => WorkItemRefNameDto) labels?: WorkItemRefNameDto[];
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => WorkItemRefNameDto) assignees?: WorkItemRefNameDto[];
  @IsOptional() @ValidateNested() @Type(() => WorkItemRefNameDto) milestone?: WorkItemRefNameDto;
  @IsOptional() @IsString() start_date?: string;
  @IsOptional() @IsString() due_date?: string;
  @IsOptional() @ValidateNested() @Type(() => WorkItemParentDto) parent?: WorkItemParentDto;
}

export class WorkItemPageDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => WorkItemDto) work_items: WorkItemDto[];
  @ValidateNested() @Type(() => CursorPageInfoDto) page_info: CursorPageInfoDto;
}

export class WorkItemTypePageDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => WorkItemTypeDto) work_item_types: WorkItemTypeDto[];
  @ValidateNested() @Type(() => CursorPageInfoDto) page_info: CursorPageInfoDto;
}

export class WorkItemDeletionDto extends WithNextStepsDto {
  @IsString() id: string;
  @IsString() message: string;
}

/** The filters of a saved view (a subset of `WorkItemSavedViewFilterInput`). */
export class SavedViewFiltersDto {
  @IsOptional() @IsIn(['opened', 'closed', 'all']) @JSONSchema({ description: 'State.' }) state?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Search text.' }) search?: string;
  @IsOptional() @IsArray() @IsString({ each: true }) @JSONSchema({ description: 'Label names; every one must match.' }) label_name?: string[];
  @IsOptional() @IsArray() @IsString({ each: true }) @JSONSchema({ description: 'Milestone titles.' }) milestone_title?: string[];
  @IsOptional() @IsArray() @IsString({ each: true }) @JSONSchema({ description: 'Assignee usernames.' }) assignee_usernames?: string[];
  @IsOptional() @IsString() @JSONSchema({ description: 'Author username.' }) author_username?: string;
  @IsOptional() @IsArray() @IsIn(ISSUE_TYPES, { each: true }) @JSONSchema({ description: 'Work item types.', items: { type: 'string', enum: ISSUE_TYPES } }) types?: string[];
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Confidential only (true) or public only (false).' }) confidential?: boolean;
}

export class SavedViewListDto extends CursorPageParamsDto {
  @IsString() @JSONSchema({ description: FULL_PATH_DOC }) full_path: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Search the view names.' }) search?: string;
  @IsOptional() @IsIn(['ID', 'NAME_ASC', 'CREATED_ASC', 'CREATED_DESC', 'UPDATED_ASC', 'UPDATED_DESC', 'RELATIVE_POSITION']) @JSONSchema({ description: 'Sort order (default ID).' }) sort?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only the views you subscribed to.' }) subscribed_only?: boolean;
}

const VIEW_ID_DOC = 'Global ID of the saved view (e.g. "gid://gitlab/WorkItems::SavedViews::SavedView/1").';

export class SavedViewGetDto extends WorkItemNamespaceDto {
  @Matches(SAVED_VIEW_GID) @JSONSchema({ description: VIEW_ID_DOC }) id: string;
}

export class SavedViewRefDto {
  @Matches(SAVED_VIEW_GID) @JSONSchema({ description: VIEW_ID_DOC }) id: string;
}

export class SavedViewCreateDto {
  @IsString() @JSONSchema({ description: 'Full path of the group or project the view belongs to (e.g. "acme/backend").' }) full_path: string;
  @IsString() @JSONSchema({ description: 'Name of the view.' }) name: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Description of the view.' }) description?: string;
  @ValidateNested() @Type(() => SavedViewFiltersDto) @JSONSchema({ description: 'Filters the view applies.' }) filters: SavedViewFiltersDto;
  @IsOptional() @IsIn(WORK_ITEM_SORTS) @JSONSchema({ description: 'Sort order of the view (default CREATED_DESC).' }) sort?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only you can see the view (default true).' }) private?: boolean;
}

export class SavedViewUpdateDto extends SavedViewRefDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'New name.' }) name?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'New description.' }) description?: string;
  @IsOptional() @ValidateNested() @Type(() => SavedViewFiltersDto) @JSONSchema({ description: 'Filters that replace the current ones.' }) filters?: SavedViewFiltersDto;
  @IsOptional() @IsIn(WORK_ITEM_SORTS) @JSONSchema({ description: 'Sort order.' }) sort?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only you can see the view.' }) private?: boolean;
}

/** A saved work-item view (GraphQL `WorkItemSavedViewType`). */
export class SavedViewDto extends WithNextStepsDto {
  @IsString() id: string;
  @IsString() name: string;
  @IsOptional() @IsString() description?: string;
  @IsOptional() @ValidateNested() @Type(() => SavedViewFiltersDto) filters?: SavedViewFiltersDto;
  @IsOptional() @IsString() sort?: string;
  @IsOptional() @IsBoolean() private?: boolean;
  @IsOptional() @IsBoolean() subscribed?: boolean;
  @IsOptional() @IsString() share_url?: string;
  @IsOptional() @IsString() updated_at?: string;
  @IsOptional() @IsString() author_username?: string;
}

export class SavedViewPageDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => SavedViewDto) saved_views: SavedViewDto[];
  @ValidateNested() @Type(() => CursorPageInfoDto) page_info: CursorPageInfoDto;
}

export class SavedViewDeletionDto extends WithNextStepsDto {
  @IsString() id: string;
  @IsString() message: string;
}
