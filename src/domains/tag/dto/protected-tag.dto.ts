import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';

/** One "allowed to create" entry of a protected tag (`APIEntitiesProtectedRefAccess`). */
export class TagCreateAccessDto {
  @IsOptional() @IsInt() id?: number;
  @IsOptional() @IsInt() access_level?: number;
  @IsOptional() @IsString() access_level_description?: string;
  @IsOptional() @IsInt() user_id?: number;
  @IsOptional() @IsInt() group_id?: number;
  @IsOptional() @IsInt() deploy_key_id?: number;
  @IsOptional() @IsInt() member_role_id?: number;
  @IsOptional() @IsString() member_role_name?: string;
}

/** GitLab's protected tag entity (`APIEntitiesProtectedTag`). */
export class ProtectedTagDto extends WithNextStepsDto {
  @IsString() name: string;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => TagCreateAccessDto) create_access_levels?: TagCreateAccessDto[];
}

/** A page of protected tags. */
export class ProtectedTagListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => ProtectedTagDto) protected_tags: ProtectedTagDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** Outcome of unprotecting a tag (GitLab answers 204 without a body). */
export class UnprotectTagResultDto extends WithNextStepsDto {
  @IsString() project_id: string;
  @IsString() name: string;
  @IsString() message: string;
}
