import { FieldTier, PageParamsDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { GroupIdDto } from '../../shared/group-id.dto.js';
import {
  ACCESS_DOC,
  ACCESS_LEVELS,
  AccessRuleInputDto,
  AccessRuleUpdateDto,
  PushRuleInputDto,
  PushRuleUpdateDto,
  RULES_DOC,
} from '../../shared/protected-branch-access.dto.js';

const GROUP_DOC = 'Top-level group numeric ID or full path (e.g. "7" or "my-org"); its rules apply to every project of the group.';
const NAME_DOC = 'Branch name or wildcard of the group-level rule (e.g. "main" or "release/*").';

export class ListGroupProtectedBranchesDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: GROUP_DOC }) group_id: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Return protected branches whose name contains this text, e.g. "release".' }) search?: string;
}

export class GroupProtectedBranchRefDto extends GroupIdDto {
  @IsString() @JSONSchema({ description: NAME_DOC }) name: string;
}

export class ProtectGroupBranchDto extends GroupProtectedBranchRefDto {
  @IsOptional() @IsInt() @IsIn(ACCESS_LEVELS) @JSONSchema({ description: `Who may push. ${ACCESS_DOC} Default 40.` }) push_access_level?: number;
  @IsOptional() @IsInt() @IsIn(ACCESS_LEVELS) @JSONSchema({ description: `Who may merge. ${ACCESS_DOC} Default 40.` }) merge_access_level?: number;
  @IsOptional() @IsInt() @IsIn(ACCESS_LEVELS) @JSONSchema({ description: `Who may unprotect. ${ACCESS_DOC} Default 40.` }) unprotect_access_level?: number;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Allow force push to matching branches.' }) allow_force_push?: boolean;
  @FieldTier('premium') @IsOptional() @IsBoolean() @JSONSchema({ description: 'Require Code Owner approval for pushes (Premium).' }) code_owner_approval_required?: boolean;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => PushRuleInputDto) @JSONSchema({ description: RULES_DOC.push }) allowed_to_push?: PushRuleInputDto[];
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => AccessRuleInputDto) @JSONSchema({ description: RULES_DOC.merge }) allowed_to_merge?: AccessRuleInputDto[];
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => AccessRuleInputDto) @JSONSchema({ description: RULES_DOC.unprotect }) allowed_to_unprotect?: AccessRuleInputDto[];
}

export class UpdateGroupProtectedBranchDto extends GroupProtectedBranchRefDto {
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Allow force push to matching branches.' }) allow_force_push?: boolean;
  @FieldTier('premium') @IsOptional() @IsBoolean() @JSONSchema({ description: 'Require Code Owner approval for pushes (Premium).' }) code_owner_approval_required?: boolean;
  @IsOptional() @IsInt() @IsIn(ACCESS_LEVELS) @JSONSchema({ description: `Who may unprotect. ${ACCESS_DOC}` }) unprotect_access_level?: number;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => PushRuleUpdateDto) @JSONSchema({ description: `${RULES_DOC.push} ${RULES_DOC.update}` }) allowed_to_push?: PushRuleUpdateDto[];
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => AccessRuleUpdateDto) @JSONSchema({ description: `${RULES_DOC.merge} ${RULES_DOC.update}` }) allowed_to_merge?: AccessRuleUpdateDto[];
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => AccessRuleUpdateDto) @JSONSchema({ description: `${RULES_DOC.unprotect} ${RULES_DOC.update}` }) allowed_to_unprotect?: AccessRuleUpdateDto[];
}
