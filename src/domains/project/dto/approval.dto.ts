import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsNumber, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';
import { ApproverDto } from '../../shared/approver.dto.js';
import { UserBasicDto } from '../../shared/user-basic.dto.js';

/** The fields of a group (`APIEntitiesGroup`) an approval rule or setting shows. */
export class ApproverGroupDto {
  @IsInt() id: number;
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() full_name?: string;
  @IsOptional() @IsString() full_path?: string;
  @IsOptional() @IsString() web_url?: string;
}

/** A protected branch an approval rule is limited to (`APIEntitiesProtectedBranch`, main fields). */
export class ApprovalRuleBranchDto {
  @IsInt() id: number;
  @IsOptional() @IsString() name?: string;
}

/** GitLab's project approval rule (`APIEntitiesProjectApprovalRule`). */
export class ApprovalRuleDto extends WithNextStepsDto {
  @IsInt() id: number;
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'regular, any_approver, code_owner or report_approver.' }) rule_type?: string;
  @IsOptional() @IsString() report_type?: string;
  @IsOptional() @IsInt() approvals_required?: number;
  @IsOptional() @IsBoolean() applies_to_all_protected_branches?: boolean;
  @IsOptional() @IsBoolean() contains_hidden_groups?: boolean;
  @IsOptional() @IsNumber() coverage_minimum_threshold?: number;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => UserBasicDto) @JSONSchema({ description: 'Everyone who may approve: the users and the members of the groups.' }) eligible_approvers?: UserBasicDto[];
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => UserBasicDto) users?: UserBasicDto[];
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => ApproverGroupDto) groups?: ApproverGroupDto[];
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => ApprovalRuleBranchDto) protected_branches?: ApprovalRuleBranchDto[];
}

/** A page of approval rules. */
export class ApprovalRuleListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => ApprovalRuleDto) approval_rules: ApprovalRuleDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** Outcome of deleting an approval rule (GitLab answers 204 without a body). */
export class ApprovalRuleDeletionDto extends WithNextStepsDto {
  @IsString() project_id: string;
  @IsInt() approval_rule_id: number;
  @IsString() message: string;
}

/** One legacy approver group (`APIEntitiesApproverGroup`). */
export class ApproverGroupEntryDto {
  @IsOptional() @ValidateNested() @Type(() => ApproverGroupDto) group?: ApproverGroupDto;
}

/** A project's merge request approval settings (`APIEntitiesApprovalSettings`). */
export class ApprovalConfigDto extends WithNextStepsDto {
  @IsOptional() @IsInt() @JSONSchema({ description: 'Deprecated: approvals needed before merging (approval rules replace it).' }) approvals_before_merge?: number;
  @IsOptional() @IsBoolean() reset_approvals_on_push?: boolean;
  @IsOptional() @IsBoolean() selective_code_owner_removals?: boolean;
  @IsOptional() @IsBoolean() disable_overriding_approvers_per_merge_request?: boolean;
  @IsOptional() @IsBoolean() merge_requests_author_approval?: boolean;
  @IsOptional() @IsBoolean() merge_requests_disable_committers_approval?: boolean;
  @IsOptional() @IsBoolean() require_password_to_approve?: boolean;
  @IsOptional() @IsBoolean() require_reauthentication_to_approve?: boolean;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => ApproverDto) @JSONSchema({ description: 'Deprecated approver list.' }) approvers?: ApproverDto[];
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => ApproverGroupEntryDto) @JSONSchema({ description: 'Deprecated approver group list.' }) approver_groups?: ApproverGroupEntryDto[];
}
