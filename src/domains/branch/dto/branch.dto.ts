import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsOptional, IsString, ValidateNested } from 'class-validator';
import { CommitDto } from '../../shared/commit.dto.js';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';

/** GitLab's branch entity (`APIEntitiesBranch`). */
export class BranchDto extends WithNextStepsDto {
  @IsString() name: string;
  @IsOptional() @IsBoolean() merged?: boolean;
  @IsOptional() @IsBoolean() protected?: boolean;
  @IsOptional() @IsBoolean() default?: boolean;
  @IsOptional() @IsBoolean() developers_can_push?: boolean;
  @IsOptional() @IsBoolean() developers_can_merge?: boolean;
  @IsOptional() @IsBoolean() can_push?: boolean;
  @IsOptional() @IsString() web_url?: string;
  @IsOptional() @ValidateNested() @Type(() => CommitDto) commit?: CommitDto;
}

/** A page of branches. */
export class BranchListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => BranchDto) branches: BranchDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** Outcome of a call GitLab answers without an entity (delete, delete merged). */
export class BranchDeletionDto extends WithNextStepsDto {
  @IsString() project_id: string;
  @IsOptional() @IsString() branch?: string;
  @IsString() message: string;
}
