import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from './next-steps.dto.js';

/** Who may deploy to a protected environment (`APIEntitiesProtectedEnvironmentsDeployAccessLevel`). */
export class DeployAccessLevelDto {
  @IsOptional() @IsInt() id?: number;
  @IsOptional() @IsInt() @JSONSchema({ description: '30 Developer, 40 Maintainer, 60 Admin.' }) access_level?: number;
  @IsOptional() @IsString() access_level_description?: string;
  @IsOptional() @IsInt() user_id?: number;
  @IsOptional() @IsInt() group_id?: number;
  @IsOptional() @IsInt() @JSONSchema({ description: '0 direct group members only, 1 inherited members too.' }) group_inheritance_type?: number;
  @IsOptional() @IsInt() deploy_key_id?: number;
  @IsOptional() @IsInt() member_role_id?: number;
  @IsOptional() @IsString() member_role_name?: string;
}

/** Who must approve deployments to a protected environment (`APIEntitiesProtectedEnvironmentsApprovalRule`). */
export class EnvironmentApprovalRuleDto {
  @IsOptional() @IsInt() id?: number;
  @IsOptional() @IsInt() access_level?: number;
  @IsOptional() @IsString() access_level_description?: string;
  @IsOptional() @IsInt() user_id?: number;
  @IsOptional() @IsInt() group_id?: number;
  @IsOptional() @IsInt() required_approvals?: number;
  @IsOptional() @IsInt() group_inheritance_type?: number;
}

/** GitLab's protected environment entity (`APIEntitiesProtectedEnvironment`). */
export class ProtectedEnvironmentDto extends WithNextStepsDto {
  @IsString() name: string;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => DeployAccessLevelDto) deploy_access_levels?: DeployAccessLevelDto[];
  @IsOptional() @IsInt() @JSONSchema({ description: 'Deprecated: approvals required; see approval_rules.' }) required_approval_count?: number;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => EnvironmentApprovalRuleDto) approval_rules?: EnvironmentApprovalRuleDto[];
}

/** A page of protected environments (of a project or a group). */
export class ProtectedEnvironmentListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => ProtectedEnvironmentDto) protected_environments: ProtectedEnvironmentDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}
