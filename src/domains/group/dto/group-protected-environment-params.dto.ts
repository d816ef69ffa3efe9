import { PageParamsDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { ArrayMinSize, IsArray, IsIn, IsInt, IsOptional, IsString, Min, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { GroupIdDto } from '../../shared/group-id.dto.js';
import { ApprovalRuleChangeDto, ApprovalRuleParamDto, DeployAccessLevelChangeDto, DeployAccessLevelParamDto } from '../../shared/protected-environment-access.dto.js';

/** Group-level protected environments are named by deployment tier. */
const TIERS = ['production', 'staging', 'testing', 'development', 'other'];
const GROUP_DOC = 'Group numeric ID or full path (e.g. "7" or "my-org"); the protection applies to every environment of that tier in the group’s projects.';
const TIER_DOC = 'Deployment tier protected group-wide: production, staging, testing, development or other.';
const COUNT_DOC = 'Deprecated: number of approvals required; prefer approval_rules.';

export class ListGroupProtectedEnvironmentsDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: GROUP_DOC }) group_id: string;
}

export class GroupProtectedEnvironmentRefDto extends GroupIdDto {
  @IsIn(TIERS) @JSONSchema({ description: TIER_DOC }) name: string;
}

export class ProtectGroupEnvironmentDto extends GroupProtectedEnvironmentRefDto {
  @IsArray()
  @ArrayMinSize(1)
  @ValidateNested({ each: true })
  @Type(() => DeployAccessLevelParamDto)
  @JSONSchema({ description: 'Who may deploy, each entry one of user_id, group_id (a subgroup) or access_level, e.g. [{"access_level": 40}] or [{"group_id": 9}].' })
  deploy_access_levels: DeployAccessLevelParamDto[];
  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => ApprovalRuleParamDto)
  @JSONSchema({ description: 'Who must approve deployments, e.g. [{"group_id": 134}, {"user_id": 7, "required_approvals": 1}].' })
  approval_rules?: ApprovalRuleParamDto[];
  @IsOptional() @IsInt() @Min(0) @JSONSchema({ description: COUNT_DOC }) required_approval_count?: number;
}

export class UpdateGroupProtectedEnvironmentDto extends GroupProtectedEnvironmentRefDto {
  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => DeployAccessLevelChangeDto)
  @JSONSchema({ description: 'Entries to add (no id), change (with id) or remove (id and "_destroy": true).' })
  deploy_access_levels?: DeployAccessLevelChangeDto[];
  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => ApprovalRuleChangeDto)
  @JSONSchema({ description: 'Approval rules to add (no id), change (with id) or remove (id and "_destroy": true).' })
  approval_rules?: ApprovalRuleChangeDto[];
  @IsOptional() @IsInt() @Min(0) @JSONSchema({ description: COUNT_DOC }) required_approval_count?: number;
}
