import { PageParamsDto } from '@gitlab-mcp/action-kit';
import { IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { ACCESS_LEVEL_DOC, ACCESS_LEVELS, DATE, GROUP_ID_DOC, VISIBILITIES } from './group-list-params.dto.js';

export class GroupRefDto {
  @IsString() @JSONSchema({ description: GROUP_ID_DOC }) group_id: string;
}

export class DeleteGroupDto extends GroupRefDto {
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Delete at once instead of marking for deletion; only for a subgroup already marked for deletion (Premium).' }) permanently_remove?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'The group\'s full path, required with permanently_remove as a safeguard (e.g. "my-org/old-team").' }) full_path?: string;
}

export class TransferGroupDto extends GroupRefDto {
  @IsOptional() @IsInt() @JSONSchema({ description: 'ID of the new parent group (group.transfer_locations lists the allowed ones); leave it out to make the group top-level.' }) target_group_id?: number;
}

export class TransferProjectToGroupDto extends GroupRefDto {
  @IsString() @JSONSchema({ description: 'Project numeric ID or full path to move into the group (e.g. "42" or "acme/backend").' }) project_id: string;
}

/** Filters shared by the project lists of a group. */
class GroupProjectFiltersDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: GROUP_ID_DOC }) group_id: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only archived projects (true) or only unarchived ones (false).' }) archived?: boolean;
  @IsOptional() @IsInt() @IsIn(ACCESS_LEVELS) @JSONSchema({ description: `Only projects where the caller has at least this role: ${ACCESS_LEVEL_DOC}.` }) min_access_level?: number;
  @IsOptional()
  @IsIn(['id', 'name', 'path', 'created_at', 'updated_at', 'last_activity_at', 'similarity', 'star_count'])
  @JSONSchema({ description: 'Order by id, name, path, created_at (default), updated_at, last_activity_at, similarity or star_count.' })
  order_by?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only projects whose name contains this text.' }) search?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only the basic fields of each project.' }) simple?: boolean;
  @IsOptional() @IsIn(['asc', 'desc']) @JSONSchema({ description: 'asc or desc (default).' }) sort?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only projects the caller starred.' }) starred?: boolean;
  @IsOptional() @IsIn(VISIBILITIES) @JSONSchema({ description: 'Only projects of this visibility.' }) visibility?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Include custom attributes (administrators only).' }) with_custom_attributes?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only projects with issues turned on.' }) with_issues_enabled?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only projects with merge requests turned on.' }) with_merge_requests_enabled?: boolean;
}

export class ListGroupProjectsDto extends GroupProjectFiltersDto {
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only projects that are not archived and not marked for deletion (true), or only those that are (false).' }) active?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Include projects of the group\'s ancestors.' }) include_ancestor_groups?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Include projects of the group\'s subgroups.' }) include_subgroups?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only projects the caller owns.' }) owned?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only projects with security reports (Ultimate).' }) with_security_reports?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Include projects shared with the group (default true).' }) with_shared?: boolean;
}

export class ListSharedProjectsDto extends GroupProjectFiltersDto {}

export class ListSharedGroupsDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: GROUP_ID_DOC }) group_id: string;
  @IsOptional() @IsInt() @IsIn(ACCESS_LEVELS) @JSONSchema({ description: `Only groups where the caller has at least this role: ${ACCESS_LEVEL_DOC}.` }) min_access_level?: number;
  @IsOptional() @IsIn(['name', 'path', 'id', 'similarity']) @JSONSchema({ description: 'Order by name (default), path, id or similarity.' }) order_by?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only groups whose name or path contains this text.' }) search?: string;
  @IsOptional() @IsArray() @IsInt({ each: true }) @JSONSchema({ description: 'Leave these group IDs out.' }) skip_groups?: number[];
  @IsOptional() @IsIn(['asc', 'desc']) @JSONSchema({ description: 'asc (default) or desc.' }) sort?: string;
  @IsOptional() @IsIn(VISIBILITIES) @JSONSchema({ description: 'Only groups of this visibility.' }) visibility?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Include custom attributes (administrators only).' }) with_custom_attributes?: boolean;
}

export class ListGroupInvitedGroupsDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: GROUP_ID_DOC }) group_id: string;
  @IsOptional() @IsInt() @IsIn(ACCESS_LEVELS) @JSONSchema({ description: `Only groups where the caller has at least this role: ${ACCESS_LEVEL_DOC}.` }) min_access_level?: number;
  @IsOptional() @IsIn(['direct', 'inherited']) @JSONSchema({ description: 'direct (invited to this group) or inherited (invited to an ancestor); both by default.' }) relation?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only groups whose name or path contains this text.' }) search?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Include custom attributes (administrators only).' }) with_custom_attributes?: boolean;
}

export class ShareGroupDto extends GroupRefDto {
  @IsInt() @JSONSchema({ description: 'ID of the group to share with: its members get group_access in this group (group.list gives it).' }) share_group_id: number;
  @IsInt() @IsIn(ACCESS_LEVELS) @JSONSchema({ description: `Role the members of that group get: ${ACCESS_LEVEL_DOC}.` }) group_access: number;
  @IsOptional() @Matches(DATE) @JSONSchema({ description: 'When the share ends, YYYY-MM-DD.' }) expires_at?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'ID of a custom role to give instead (Ultimate).' }) member_role_id?: number;
}

export class UnshareGroupDto extends GroupRefDto {
  @IsInt() @JSONSchema({ description: 'ID of the group the group is shared with (group.get shows shared_with_groups).' }) shared_group_id: number;
}

export class ListGroupReleasesDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: GROUP_ID_DOC }) group_id: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only the basic fields of each release.' }) simple?: boolean;
  @IsOptional() @IsIn(['asc', 'desc']) @JSONSchema({ description: 'Order by release date: desc (default) or asc.' }) sort?: string;
}

export class GroupActivityDto {
  @IsString() @JSONSchema({ description: 'Full path of the group (e.g. "my-org/backend").' }) group_path: string;
}
