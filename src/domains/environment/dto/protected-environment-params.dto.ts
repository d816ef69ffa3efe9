import { PageParamsDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { ArrayMinSize, IsArray, IsInt, IsOptional, IsString, Min, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { ProjectIdDto } from '../../shared/project-id.dto.js';
import { ApprovalRuleChangeDto, ApprovalRuleParamDto, DeployAccessLevelChangeDto, DeployAccessLevelParamDto } from '../../shared/protected-environment-access.dto.js';

export class ListProtectedEnvironmentsDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: 'Project numeric ID or full path (e.g. "42" or "my-group/my-project").' }) project_id: string;
}

export class ProtectedEnvironmentRefDto extends ProjectIdDto {
  @IsString() @JSONSchema({ description: 'Name of the protected environment (e.g. "production").' }) name: string;
}

export class ProtectEnvironmentDto extends ProjectIdDto {
  @IsString() @JSONSchema({ description: 'Name of the environment to protect (e.g. "production").' }) name: string;
  @IsArray()
  @ArrayMinSize(1)
  @ValidateNested({ each: true })
  @Type(() => DeployAccessLevelParamDto)
  @JSONSchema({ description: 'Who may deploy, each entry one of user_id, group_id or access_level, e.g. [{"access_level": 40}] or [{"group_id": 9}].' })
  deploy_access_levels: DeployAccessLevelParamDto[];
  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => ApprovalRuleParamDto)
  @JSONSchema({ description: 'Who must approve deployments, e.g. [{"group_id": 134}, {"user_id": 7, "required_approvals": 1}].' })
  approval_rules?: ApprovalRuleParamDto[];
  @IsOptional() @IsInt() @Min(0) @JSONSchema({ description: 'Deprecated: number of approvals required; prefer approval_rules.' }) required_approval_count?: number;
}

export class UpdateProtectedEnvironmentDto extends ProtectedEnvironmentRefDto {
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
  @IsOptional() @IsInt() @Min(0) @JSONSchema({ description: 'Deprecated: number of approvals required; prefer approval_rules.' }) required_approval_count?: number;
}
