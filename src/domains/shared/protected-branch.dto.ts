import { FieldTier, PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { WithNextStepsDto } from './next-steps.dto.js';

/** One access level of a protected ref (`APIEntitiesProtectedRefAccess`). */
export class ProtectedRefAccessDto {
  @IsOptional() @IsInt() id?: number;
  @IsOptional() @IsInt() access_level?: number;
  @IsOptional() @IsString() access_level_description?: string;
  @IsOptional() @IsInt() user_id?: number;
  @IsOptional() @IsInt() group_id?: number;
  @IsOptional() @IsInt() deploy_key_id?: number;
}

/** GitLab's protected branch entity (`APIEntitiesProtectedBranch`; a group's, `APIEntitiesGroupProtectedBranch`, has the same fields but `inherited`). */
export class ProtectedBranchDto extends WithNextStepsDto {
  @IsOptional() @IsInt() id?: number;
  @IsString() name: string;
  @IsOptional() @IsBoolean() allow_force_push?: boolean;
  @FieldTier('premium') @IsOptional() @IsBoolean() code_owner_approval_required?: boolean;
  @IsOptional() @IsBoolean() inherited?: boolean;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => ProtectedRefAccessDto) push_access_levels?: ProtectedRefAccessDto[];
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => ProtectedRefAccessDto) merge_access_levels?: ProtectedRefAccessDto[];
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => ProtectedRefAccessDto) unprotect_access_levels?: ProtectedRefAccessDto[];
}

/** A page of protected branches (of a project or a group). */
export class ProtectedBranchListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => ProtectedBranchDto) protected_branches: ProtectedBranchDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}
