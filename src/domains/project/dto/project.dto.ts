import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { NamespaceBasicDto } from '../../shared/namespace.dto.js';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';
import { UserBasicDto } from '../../shared/user-basic.dto.js';

/** A project's licence (`APIEntitiesLicenseBasic`). */
export class ProjectLicenseDto {
  @IsOptional() @IsString() key?: string;
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() nickname?: string;
  @IsOptional() @IsString() html_url?: string;
  @IsOptional() @IsString() source_url?: string;
}

/** Storage statistics of a project (`APIEntitiesProjectStatistics`), in bytes. */
export class ProjectStatisticsDto {
  @IsOptional() @IsInt() commit_count?: number;
  @IsOptional() @IsInt() storage_size?: number;
  @IsOptional() @IsInt() repository_size?: number;
  @IsOptional() @IsInt() wiki_size?: number;
  @IsOptional() @IsInt() lfs_objects_size?: number;
  @IsOptional() @IsInt() job_artifacts_size?: number;
  @IsOptional() @IsInt() pipeline_artifacts_size?: number;
  @IsOptional() @IsInt() packages_size?: number;
  @IsOptional() @IsInt() snippets_size?: number;
  @IsOptional() @IsInt() uploads_size?: number;
  @IsOptional() @IsInt() container_registry_size?: number;
}

/** The caller's access to a project (`permissions.project_access` / `group_access`). */
export class ProjectAccessDto {
  @IsOptional() @IsInt() access_level?: number;
  @IsOptional() @IsInt() notification_level?: number;
}

export class ProjectPermissionsDto {
  @IsOptional() @ValidateNested() @Type(() => ProjectAccessDto) project_access?: ProjectAccessDto;
  @IsOptional() @ValidateNested() @Type(() => ProjectAccessDto) group_access?: ProjectAccessDto;
}

/** A group a project is shared with, as the project lists it. */
export class SharedWithGroupDto {
  @IsOptional() @IsInt() group_id?: number;
  @IsOptional() @IsString() group_name?: string;
  @IsOptional() @IsString() group_full_path?: string;
  @IsOptional() @IsInt() group_access_level?: number;
  @IsOptional() @IsString() expires_at?: string;
}

/** The upstream of a fork (`APIEntitiesBasicProjectDetails`, main fields). */
export class ForkedFromProjectDto {
  @IsInt() id: number;
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() path_with_namespace?: string;
  @IsOptional() @IsString() web_url?: string;
  @IsOptional() @IsString() default_branch?: string;
}

/** GitLab's project entity: the fields of `APIEntitiesBasicProjectDetails` and the common ones of `APIEntitiesProject`. */
export class ProjectDto extends WithNextStepsDto {
  @IsInt() id: number;
  @IsString() name: string;
  @IsOptional() @IsString() name_with_namespace?: string;
  @IsOptional() @IsString() path?: string;
  @IsString() path_with_namespace: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Description (written by a user).' }) description?: string;
  @IsOptional() @IsString() default_branch?: string;
  @IsOptional() @IsString() visibility?: string;
  @IsOptional() @IsBoolean() archived?: boolean;
  @IsOptional() @IsBoolean() empty_repo?: boolean;
  @IsOptional() @IsArray() @IsString({ each: true }) topics?: string[];
  @IsOptional() @IsString() web_url?: string;
  @IsOptional() @IsString() http_url_to_repo?: string;
  @IsOptional() @IsString() ssh_url_to_repo?: string;
  @IsOptional() @IsString() readme_url?: string;
  @IsOptional() @IsString() avatar_url?: string;
  @IsOptional() @IsInt() star_count?: number;
  @IsOptional() @IsInt() forks_count?: number;
  @IsOptional() @IsInt() open_issues_count?: number;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() updated_at?: string;
  @IsOptional() @IsString() last_activity_at?: string;
  @IsOptional() @IsInt() creator_id?: number;
  @IsOptional() @ValidateNested() @Type(() => NamespaceBasicDto) namespace?: NamespaceBasicDto;
  @IsOptional() @ValidateNested() @Type(() => UserBasicDto) owner?: UserBasicDto;
  @IsOptional() @ValidateNested() @Type(() => ForkedFromProjectDto) forked_from_project?: ForkedFromProjectDto;
  @IsOptional() @ValidateNested() @Type(() => ProjectLicenseDto) license?: ProjectLicenseDto;
  @IsOptional() @ValidateNested() @Type(() => ProjectStatisticsDto) statistics?: ProjectStatisticsDto;
  @IsOptional() @ValidateNested() @Type(() => ProjectPermissionsDto) permissions?: ProjectPermissionsDto;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => SharedWithGroupDto) shared_with_groups?: SharedWithGroupDto[];
  @IsOptional() @IsString() @JSONSchema({ description: 'Deprecated: use marked_for_deletion_on.' }) marked_for_deletion_at?: string;
  @IsOptional() @IsString() @JSONSchema({ description: "The day the project was marked for deletion; it is deleted for good after the instance's deletion delay unless project.restore cancels it." }) marked_for_deletion_on?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'none, scheduled, started, finished or failed.' }) import_status?: string;
  @IsOptional() @IsString() merge_method?: string;
  @IsOptional() @IsString() squash_option?: string;
  @IsOptional() @IsBoolean() only_allow_merge_if_pipeline_succeeds?: boolean;
  @IsOptional() @IsBoolean() remove_source_branch_after_merge?: boolean;
  @IsOptional() @IsString() issues_access_level?: string;
  @IsOptional() @IsString() merge_requests_access_level?: string;
  @IsOptional() @IsString() builds_access_level?: string;
}

/** A page of projects. */
export class ProjectListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => ProjectDto) projects: ProjectDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** Outcome of a request GitLab answers with a message or no body (delete, housekeeping, export, ...). */
export class ProjectOperationDto extends WithNextStepsDto {
  @IsString() project_id: string;
  @IsString() @JSONSchema({ description: 'What happened, in one sentence.' }) message: string;
  @IsOptional() @IsString() @JSONSchema({ description: "GitLab's own message, when it sent one (e.g. \"202 Accepted\")." }) gitlab_message?: string;
}
