import { PageParamsDto } from '@gitlab-mcp/action-kit';
import { IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, MinLength } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

export const ACCESS_LEVELS = [10, 15, 20, 30, 40, 50];
export const ACCESS_LEVEL_DOC = '10 Guest, 15 Planner, 20 Reporter, 30 Developer, 40 Maintainer, 50 Owner';
export const VISIBILITIES = ['private', 'internal', 'public'];
export const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const GROUP_ID_DOC = 'Group numeric ID or full path (e.g. "10" or "my-org/backend").';

/** The filters GitLab's group lists (`GET /groups`, `GET /groups/:id/descendant_groups`) take, `search` aside. */
export class GroupFiltersDto extends PageParamsDto {
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only groups that are not archived and not marked for deletion (true), or only those that are (false).' }) active?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'All groups the caller can see, not only those they are a member of (default false for users, true for administrators).' }) all_available?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only archived groups (true) or only unarchived ones (false).' }) archived?: boolean;
  @IsOptional() @Matches(DATE) @JSONSchema({ description: 'Only groups marked for deletion on this day, YYYY-MM-DD (Premium).' }) marked_for_deletion_on?: string;
  @IsOptional() @IsInt() @IsIn(ACCESS_LEVELS) @JSONSchema({ description: `Only groups where the caller has at least this role: ${ACCESS_LEVEL_DOC}.` }) min_access_level?: number;
  @IsOptional() @IsIn(['name', 'path', 'id', 'similarity']) @JSONSchema({ description: 'Order by name (default), path, id, or similarity to search.' }) order_by?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only groups the caller owns.' }) owned?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only groups on this repository storage (administrators only).' }) repository_storage?: string;
  @IsOptional() @IsArray() @IsInt({ each: true }) @JSONSchema({ description: 'Leave these group IDs out (e.g. [11, 12]).' }) skip_groups?: number[];
  @IsOptional() @IsIn(['asc', 'desc']) @JSONSchema({ description: 'asc (default) or desc.' }) sort?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Include storage statistics (administrators only).' }) statistics?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only top-level groups, no subgroups.' }) top_level_only?: boolean;
  @IsOptional() @IsIn(VISIBILITIES) @JSONSchema({ description: 'Only groups of this visibility: private, internal or public.' }) visibility?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Include custom attributes (administrators only).' }) with_custom_attributes?: boolean;
}

export class ListGroupsDto extends GroupFiltersDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'Only groups whose name or path contains this text (e.g. "backend").' }) search?: string;
}

export class SearchGroupsDto extends GroupFiltersDto {
  @IsString() @MinLength(1) @JSONSchema({ description: 'Text the group name or path contains (e.g. "backend").' }) search: string;
}

export class ListSubgroupsDto extends GroupFiltersDto {
  @IsString() @JSONSchema({ description: GROUP_ID_DOC }) group_id: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only subgroups whose name or path contains this text.' }) search?: string;
}

export class GetGroupDto {
  @IsString() @JSONSchema({ description: GROUP_ID_DOC }) group_id: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Include custom attributes (administrators only).' }) with_custom_attributes?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Include the group\'s projects (default true; at most 100, use group.projects for all).' }) with_projects?: boolean;
}

export class TransferLocationsDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: GROUP_ID_DOC }) group_id: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only parent groups whose name contains this text.' }) search?: string;
}
