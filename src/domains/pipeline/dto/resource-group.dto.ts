import { PageParamsDto, PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsIn, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { JobBasicDto } from '../../shared/ci-job.dto.js';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';
import { ProjectIdDto } from '../../shared/project-id.dto.js';

const PROCESS_MODES = ['unordered', 'oldest_first', 'newest_first', 'newest_ready_first'];
const PROJECT_DOC = 'Project numeric ID or full path (e.g. "42" or "my-group/my-project").';
const KEY_DOC = 'Key of the resource group (the `resource_group` value of the jobs, e.g. "production").';

/** GitLab's resource group (`APIEntitiesCiResourceGroup`): jobs sharing it run one at a time. */
export class ResourceGroupDto extends WithNextStepsDto {
  @IsInt() id: number;
  @IsString() key: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Order in which waiting jobs get the resource: unordered, oldest_first, newest_first or newest_ready_first.' }) process_mode?: string;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() updated_at?: string;
}

/** A page of resource groups. */
export class ResourceGroupListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => ResourceGroupDto) resource_groups: ResourceGroupDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** The jobs waiting for a resource group, next first. */
export class UpcomingJobListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => JobBasicDto) jobs: JobBasicDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

export class ListResourceGroupsDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: PROJECT_DOC }) project_id: string;
}

export class ResourceGroupRefDto extends ProjectIdDto {
  @IsString() @JSONSchema({ description: KEY_DOC }) key: string;
}

export class EditResourceGroupDto extends ResourceGroupRefDto {
  @IsOptional() @IsIn(PROCESS_MODES) @JSONSchema({ description: 'Order in which waiting jobs get the resource: unordered (default), oldest_first, newest_first or newest_ready_first.' }) process_mode?: string;
}

export class ListUpcomingJobsDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: PROJECT_DOC }) project_id: string;
  @IsString() @JSONSchema({ description: KEY_DOC }) key: string;
}
