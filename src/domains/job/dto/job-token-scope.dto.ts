import { PageParamsDto, PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsOptional, IsString, Min, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';
import { ProjectIdDto } from '../../shared/project-id.dto.js';

/** The CI/CD job token access settings of a project (`APIEntitiesProjectJobTokenScope`). */
export class JobTokenScopeDto extends WithNextStepsDto {
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only the allowlisted projects and groups may use their job tokens to access this project.' }) inbound_enabled?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Deprecated outbound scope of this project\'s job tokens.' }) outbound_enabled?: boolean;
}

/** A project of the job token allowlist (`APIEntitiesBasicProjectDetails`; the add answer carries the two IDs). */
export class AllowlistedProjectDto extends WithNextStepsDto {
  @IsOptional() @IsInt() id?: number;
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() path_with_namespace?: string;
  @IsOptional() @IsString() description?: string;
  @IsOptional() @IsString() visibility?: string;
  @IsOptional() @IsString() web_url?: string;
  @IsOptional() @IsInt() source_project_id?: number;
  @IsOptional() @IsInt() target_project_id?: number;
}

/** A group of the job token allowlist (`APIEntitiesBasicGroupDetails`; the add answer carries the two IDs). */
export class AllowlistedGroupDto extends WithNextStepsDto {
  @IsOptional() @IsInt() id?: number;
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() full_path?: string;
  @IsOptional() @IsString() web_url?: string;
  @IsOptional() @IsInt() source_project_id?: number;
  @IsOptional() @IsInt() target_group_id?: number;
}

/** A page of allowlisted projects. */
export class AllowlistedProjectListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => AllowlistedProjectDto) projects: AllowlistedProjectDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** A page of allowlisted groups. */
export class AllowlistedGroupListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => AllowlistedGroupDto) groups: AllowlistedGroupDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** Outcome of a job token scope change GitLab answers without a body. */
export class JobTokenScopeOutcomeDto extends WithNextStepsDto {
  @IsString() project_id: string;
  @IsString() message: string;
}

export class ListAllowlistDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: 'Project numeric ID or full path (e.g. "42" or "my-group/my-project").' }) project_id: string;
}

export class PatchJobTokenScopeDto extends ProjectIdDto {
  @IsBoolean() @JSONSchema({ description: 'true: only allowlisted projects and groups may access this project with their job tokens; false: any project may.' }) enabled: boolean;
}

export class AllowlistProjectRefDto extends ProjectIdDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'ID of the project whose job tokens may access this project.' }) target_project_id: number;
}

export class AllowlistGroupRefDto extends ProjectIdDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'ID of the group whose projects\' job tokens may access this project.' }) target_group_id: number;
}
