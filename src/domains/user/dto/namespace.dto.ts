import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { NamespaceBasicDto } from '../../shared/namespace.dto.js';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';

/** GitLab's namespace entity with its plan and seats (`APIEntitiesNamespace`). */
export class NamespaceDto extends NamespaceBasicDto {
  @IsOptional() @IsInt() members_count_with_descendants?: number;
  @IsOptional() @IsInt() billable_members_count?: number;
  @IsOptional() @IsInt() seats_in_use?: number;
  @IsOptional() @IsInt() max_seats_used?: number;
  @IsOptional() @IsString() plan?: string;
  @IsOptional() @IsString() end_date?: string;
  @IsOptional() @IsBoolean() trial?: boolean;
  @IsOptional() @IsString() trial_ends_on?: string;
  @IsOptional() @IsInt() projects_count?: number;
  @IsOptional() @IsInt() root_repository_size?: number;
  @IsOptional() @IsArray() @IsString({ each: true }) next_steps?: string[];
}

export class NamespaceListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => NamespaceDto) namespaces: NamespaceDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** Whether a namespace path is taken (`APIEntitiesNamespaceExistence`). */
export class NamespaceExistenceDto extends WithNextStepsDto {
  @IsBoolean() exists: boolean;
  @IsOptional() @IsArray() @IsString({ each: true }) suggests?: string[];
}
