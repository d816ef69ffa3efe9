import { FieldTier, PageParamsDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, Min, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { ProjectIdDto } from '../../shared/project-id.dto.js';
import { ACCESS_DOC, ACCESS_LEVELS, AccessRuleInputDto, AccessRuleUpdateDto, PushRuleInputDto, PushRuleUpdateDto, RULES_DOC } from '../../shared/protected-branch-access.dto.js';


export class ListBranchesDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: 'Project numeric ID or full path.' }) project_id: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Return branches whose name contains this text (^ and $ anchor it).' }) search?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'RE2 regular expression the branch names must match.' }) regex?: string;
  @IsOptional() @IsIn(['name_asc', 'updated_asc', 'updated_desc']) @JSONSchema({ description: 'Sort order.' }) sort?: string;
}

export class BranchRefDto extends ProjectIdDto {
  @IsString() @JSONSchema({ description: 'Name of an existing branch (e.g. "feature/login").' }) branch: string;
}

export class CreateBranchDto extends ProjectIdDto {
  @IsString() @JSONSchema({ description: 'Name of the new branch.' }) branch_name: string;
  @IsString() @JSONSchema({ description: 'Branch name or commit SHA to create the branch from.' }) ref: string;
}

export class ListProtectedBranchesDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: 'Project numeric ID or full path.' }) project_id: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Return protected branches whose name contains this text.' }) search?: string;
}

export class ProtectBranchDto extends ProjectIdDto {
  @IsString() @JSONSchema({ description: 'Branch name or wildcard (e.g. "main" or "release/*").' }) branch: string;
  @IsOptional() @IsInt() @IsIn(ACCESS_LEVELS) @JSONSchema({ description: `Who may push. ${ACCESS_DOC} Default 40.` }) push_access_level?: number;
  @IsOptional() @IsInt() @IsIn(ACCESS_LEVELS) @JSONSchema({ description: `Who may merge. ${ACCESS_DOC} Default 40.` }) merge_access_level?: number;
  @IsOptional() @IsInt() @IsIn(ACCESS_LEVELS) @JSONSchema({ description: `Who may unprotect. ${ACCESS_DOC} Default 40.` }) unprotect_access_level?: number;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Allow force push to matching branches.' }) allow_force_push?: boolean;
  @FieldTier('premium') @IsOptional() @IsBoolean() @JSONSchema({ description: 'Require Code Owner approval for pushes (Premium).' }) code_owner_approval_required?: boolean;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => PushRuleInputDto) @JSONSchema({ description: RULES_DOC.push }) allowed_to_push?: PushRuleInputDto[];
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => AccessRuleInputDto) @JSONSchema({ description: RULES_DOC.merge }) allowed_to_merge?: AccessRuleInputDto[];
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => AccessRuleInputDto) @JSONSchema({ description: RULES_DOC.unprotect }) allowed_to_unprotect?: AccessRuleInputDto[];
}

export class UpdateProtectedBranchDto extends ProjectIdDto {
  @IsString() @JSONSchema({ description: 'Name or wildcard of the protected branch.' }) branch: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Allow force push to matching branches.' }) allow_force_push?: boolean;
  @FieldTier('premium') @IsOptional() @IsBoolean() @JSONSchema({ description: 'Require Code Owner approval for pushes (Premium).' }) code_owner_approval_required?: boolean;
  @IsOptional() @IsInt() @IsIn(ACCESS_LEVELS) @JSONSchema({ description: `Who may unprotect. ${ACCESS_DOC}` }) unprotect_access_level?: number;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => PushRuleUpdateDto) @JSONSchema({ description: `${RULES_DOC.push} ${RULES_DOC.update}` }) allowed_to_push?: PushRuleUpdateDto[];
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => AccessRuleUpdateDto) @JSONSchema({ description: `${RULES_DOC.merge} ${RULES_DOC.update}` }) allowed_to_merge?: AccessRuleUpdateDto[];
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => AccessRuleUpdateDto) @JSONSchema({ description: `${RULES_DOC.unprotect} ${RULES_DOC.update}` }) allowed_to_unprotect?: AccessRuleUpdateDto[];
}

export class ListBranchRulesDto extends ProjectIdDto {
  @IsOptional() @IsInt() @Min(1) @Max(100) @JSONSchema({ description: 'Rules per page, 1..100.', default: 20 }) first?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'end_cursor of the previous page.' }) after?: string;
}
