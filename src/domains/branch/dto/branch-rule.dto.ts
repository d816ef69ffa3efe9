import { FieldTier } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';

/** One access level of a branch rule (GraphQL `AccessLevel` fields). */
export class RuleAccessLevelDto {
  @IsOptional() @IsInt() access_level?: number;
  @IsOptional() @IsString() access_level_description?: string;
}

/** A project's branch rule (GraphQL `BranchRule`). */
export class BranchRuleDto {
  @IsString() name: string;
  @IsOptional() @IsBoolean() is_default?: boolean;
  @IsOptional() @IsBoolean() is_protected?: boolean;
  @IsOptional() @IsInt() matching_branches_count?: number;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() updated_at?: string;
  @IsOptional() @IsBoolean() allow_force_push?: boolean;
  @FieldTier('premium') @IsOptional() @IsBoolean() code_owner_approval_required?: boolean;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => RuleAccessLevelDto) merge_access_levels?: RuleAccessLevelDto[];
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => RuleAccessLevelDto) push_access_levels?: RuleAccessLevelDto[];
}

/** Forward-only cursor page information. */
export class ForwardPageInfoDto {
  @IsBoolean() has_next_page: boolean;
  @IsOptional() @IsString() end_cursor?: string;
}

/** A page of branch rules. */
export class BranchRuleListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => BranchRuleDto) rules: BranchRuleDto[];
  @ValidateNested() @Type(() => ForwardPageInfoDto) page_info: ForwardPageInfoDto;
}
