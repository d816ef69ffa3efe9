import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsObject, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from './next-steps.dto.js';

/** Storage use of a group (`statistics`, with `statistics=true`; administrators only). */
export class GroupStatisticsDto {
  @IsOptional() @IsInt() storage_size?: number;
  @IsOptional() @IsInt() repository_size?: number;
  @IsOptional() @IsInt() wiki_size?: number;
  @IsOptional() @IsInt() lfs_objects_size?: number;
  @IsOptional() @IsInt() job_artifacts_size?: number;
  @IsOptional() @IsInt() packages_size?: number;
  @IsOptional() @IsInt() snippets_size?: number;
  @IsOptional() @IsInt() uploads_size?: number;
}

/** GitLab's group entity (`APIEntitiesGroup`), as lists, create, update and archive answer it. */
export class GroupDto extends WithNextStepsDto {
  @IsInt() id: number;
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() path?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Path including the parent groups, e.g. "my-org/backend".' }) full_path?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Name including the parent groups, e.g. "My Org / Backend".' }) full_name?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Description (written by a user).' }) description?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'private, internal or public.' }) visibility?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'ID of the parent group; null for a top-level group.' }) parent_id?: number;
  @IsOptional() @IsInt() organization_id?: number;
  @IsOptional() @IsBoolean() archived?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'The day the group was marked for deletion; group.restore cancels it before the deletion delay ends.' }) marked_for_deletion_on?: string;
  @IsOptional() @IsString() web_url?: string;
  @IsOptional() @IsString() avatar_url?: string;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() default_branch?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Deprecated: use default_branch_protection_defaults.' }) default_branch_protection?: number;
  @IsOptional() @IsObject() default_branch_protection_defaults?: Record<string, unknown>;
  @IsOptional() @IsBoolean() share_with_group_lock?: boolean;
  @IsOptional() @IsBoolean() require_two_factor_authentication?: boolean;
  @IsOptional() @IsInt() two_factor_grace_period?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'Who may create projects: noone, owner, maintainer, developer or administrator.' }) project_creation_level?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Who may create subgroups: owner or maintainer.' }) subgroup_creation_level?: string;
  @IsOptional() @IsBoolean() auto_devops_enabled?: boolean;
  @IsOptional() @IsBoolean() emails_disabled?: boolean;
  @IsOptional() @IsBoolean() emails_enabled?: boolean;
  @IsOptional() @IsBoolean() mentions_disabled?: boolean;
  @IsOptional() @IsBoolean() lfs_enabled?: boolean;
  @IsOptional() @IsBoolean() request_access_enabled?: boolean;
  @IsOptional() @IsBoolean() crm_enabled?: boolean;
  @IsOptional() @IsString() wiki_access_level?: string;
  @IsOptional() @IsString() shared_runners_setting?: string;
  @IsOptional() @IsString() repository_storage?: string;
  @IsOptional() @IsInt() max_artifacts_size?: number;
  @IsOptional() @IsString() ldap_cn?: string;
  @IsOptional() @IsInt() ldap_access?: number;
  @IsOptional() @IsInt() file_template_project_id?: number;
  @IsOptional() @IsBoolean() duo_features_enabled?: boolean;
  @IsOptional() @IsBoolean() show_diff_preview_in_email?: boolean;
  @IsOptional() @ValidateNested() @Type(() => GroupStatisticsDto) statistics?: GroupStatisticsDto;
}

/** A group a group is shared with (`shared_with_groups` of `APIEntitiesGroupDetail`). */
export class SharedWithGroupLinkDto {
  @IsInt() group_id: number;
  @IsOptional() @IsString() group_name?: string;
  @IsOptional() @IsString() group_full_path?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Role the members of that group get: 10 Guest .. 50 Owner.' }) group_access_level?: number;
  @IsOptional() @IsString() expires_at?: string;
  @IsOptional() @IsInt() member_role_id?: number;
}

/** A project embedded in a group's details (`projects`, `shared_projects`). */
export class GroupDetailProjectDto {
  @IsInt() id: number;
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() path_with_namespace?: string;
  @IsOptional() @IsString() visibility?: string;
  @IsOptional() @IsString() web_url?: string;
}

/** GitLab's detailed group entity (`APIEntitiesGroupDetail`): one group with its sharing and settings. */
export class GroupDetailDto extends GroupDto {
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => SharedWithGroupLinkDto) shared_with_groups?: SharedWithGroupLinkDto[];
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => GroupDetailProjectDto) projects?: GroupDetailProjectDto[];
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => GroupDetailProjectDto) shared_projects?: GroupDetailProjectDto[];
  @IsOptional() @IsBoolean() membership_lock?: boolean;
  @IsOptional() @IsBoolean() prevent_sharing_groups_outside_hierarchy?: boolean;
  @IsOptional() @IsBoolean() prevent_forking_outside_group?: boolean;
  @IsOptional() @IsString() allowed_email_domains_list?: string;
  @IsOptional() @IsString() ip_restriction_ranges?: string;
  @IsOptional() @IsBoolean() only_allow_merge_if_pipeline_succeeds?: boolean;
  @IsOptional() @IsBoolean() only_allow_merge_if_all_discussions_are_resolved?: boolean;
  @IsOptional() @IsBoolean() allow_merge_on_skipped_pipeline?: boolean;
}

/** A page of groups. */
export class GroupListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => GroupDto) groups: GroupDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}
