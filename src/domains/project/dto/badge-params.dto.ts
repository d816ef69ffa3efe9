import { PageParamsDto } from '@gitlab-mcp/action-kit';
import { IsInt, IsOptional, IsString, Min, MinLength } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { ProjectIdDto } from '../../shared/project-id.dto.js';

const PLACEHOLDERS = 'Placeholders: %{project_path}, %{project_title}, %{project_name}, %{project_id}, %{project_namespace}, %{group_name}, %{gitlab_server}, %{gitlab_pages_domain}, %{default_branch}, %{commit_sha}, %{latest_tag}.';

export class ListProjectBadgesDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: 'Project numeric ID or full path (e.g. "42" or "my-group/my-project").' }) project_id: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only the badges with this name.' }) name?: string;
}

export class ProjectBadgeRefDto extends ProjectIdDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'ID of the badge (project.badge_list gives it).' }) badge_id: number;
}

export class AddProjectBadgeDto extends ProjectIdDto {
  @IsString() @MinLength(1) @JSONSchema({ description: `URL the badge links to. ${PLACEHOLDERS}` }) link_url: string;
  @IsString() @MinLength(1) @JSONSchema({ description: `URL of the badge image. ${PLACEHOLDERS}` }) image_url: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Name of the badge (e.g. "pipeline").' }) name?: string;
}

export class EditProjectBadgeDto extends ProjectBadgeRefDto {
  @IsOptional() @IsString() @MinLength(1) @JSONSchema({ description: `New URL the badge links to. ${PLACEHOLDERS}` }) link_url?: string;
  @IsOptional() @IsString() @MinLength(1) @JSONSchema({ description: `New URL of the badge image. ${PLACEHOLDERS}` }) image_url?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'New name of the badge.' }) name?: string;
}

export class PreviewProjectBadgeDto extends ProjectIdDto {
  @IsString() @MinLength(1) @JSONSchema({ description: `URL the badge would link to. ${PLACEHOLDERS}` }) link_url: string;
  @IsString() @MinLength(1) @JSONSchema({ description: `URL of the badge image. ${PLACEHOLDERS}` }) image_url: string;
}
