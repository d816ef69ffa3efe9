import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';
import { NamespaceBasicDto } from '../../shared/namespace.dto.js';

/** GitLab's project entity: the fields of `APIEntitiesBasicProjectDetails` and the common ones of `APIEntitiesProject`. */
export class ProjectDto extends WithNextStepsDto {
  @IsInt() id: number;
  @IsString() name: string;
  @IsOptional() @IsString() name_with_namespace?: string;
  @IsOptional() @IsString() path?: string;
  @IsString() path_with_namespace: string;
  @IsOptional() @IsString() description?: string;
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
  @IsOptional() @IsString() last_activity_at?: string;
  @IsOptional() @IsInt() creator_id?: number;
  @IsOptional() @ValidateNested() @Type(() => NamespaceBasicDto) namespace?: NamespaceBasicDto;
}

/** A page of projects. */
export class ProjectListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => ProjectDto) projects: ProjectDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}
