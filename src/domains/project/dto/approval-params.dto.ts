import { FieldTier, PageParamsDto } from '@gitlab-mcp/action-kit';
import { IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { ProjectIdDto } from '../../shared/project-id.dto.js';

export class ChangeApprovalConfigDto extends ProjectIdDto {
  @IsOptional() @IsInt() @Min(0) @JSONSchema({ description: 'Deprecated (use approval rules): approvals needed before merging.' }) approvals_before_merge?: number;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Forbid changing the approvers of a merge request in the merge request itself.' }) disable_overriding_approvers_per_merge_request?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Let the author approve their own merge requests.' }) merge_requests_author_approval?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Forbid users who committed to a merge request from approving it.' }) merge_requests_disable_committers_approval?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Deprecated (use require_reauthentication_to_approve): ask for the password to approve.' }) require_password_to_approve?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Approvers must authenticate again to approve.' }) require_reauthentication_to_approve?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Remove all approvals when new commits are pushed.' }) reset_approvals_on_push?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Remove only the code owners’ approvals whose files changed when new commits are pushed.' }) selective_code_owner_removals?: boolean;
}

export class ListApprovalRulesDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: 'Project numeric ID or full path (e.g. "42" or "my-group/my-project").' }) project_id: string;
}

export class ApprovalRuleRefDto extends ProjectIdDto {
  @IsInt() @JSONSchema({ description: 'ID of the approval rule (from project.approval_rule_list).' }) approval_rule_id: number;
}

const USER_IDS_DOC = 'IDs of the users who may approve.';
const USERNAMES_DOC = 'Usernames of the users who may approve.';
const GROUP_IDS_DOC = 'IDs of the groups whose members may approve.';
const BRANCH_IDS_DOC = 'IDs of the protected branches the rule is limited to (from branch.list_protected).';
const ALL_BRANCHES_DOC = 'Apply the rule to every protected branch (protected_branch_ids is then ignored).';
const VULNERABILITIES_ALLOWED_DOC = 'Vulnerabilities a merge request may add before the rule asks for approval (Ultimate).';
const SCANNERS_DOC = 'Security scanners the rule considers, e.g. sast, secret_detection, dependency_scanning, container_scanning, dast, coverage_fuzzing, api_fuzzing (Ultimate).';
const SEVERITY_LEVELS_DOC = 'Vulnerability severities the rule considers: unknown, info, low, medium, high, critical (Ultimate).';
const VULNERABILITY_STATES_DOC = 'Vulnerability states the rule considers, e.g. newly_detected, detected, confirmed, resolved, dismissed (Ultimate).';

export class CreateApprovalRuleDto extends ProjectIdDto {
  @IsString() @JSONSchema({ description: 'Name of the rule.' }) name: string;
  @IsInt() @Min(0) @JSONSchema({ description: 'Approvals the rule requires.' }) approvals_required: number;
  @IsOptional() @IsBoolean() @JSONSchema({ description: `${ALL_BRANCHES_DOC} Default false.` }) applies_to_all_protected_branches?: boolean;
  @IsOptional() @IsArray() @IsInt({ each: true }) @JSONSchema({ description: GROUP_IDS_DOC }) group_ids?: number[];
  @IsOptional() @IsArray() @IsInt({ each: true }) @JSONSchema({ description: BRANCH_IDS_DOC }) protected_branch_ids?: number[];
  @IsOptional() @IsIn(['license_scanning', 'code_coverage']) @JSONSchema({ description: 'Report the rule checks; needs rule_type report_approver.' }) report_type?: string;
  @IsOptional() @IsIn(['any_approver', 'regular', 'report_approver']) @JSONSchema({ description: 'Kind of rule (default regular; any_approver: anyone with Developer role may approve).' }) rule_type?: string;
  @IsOptional() @IsArray() @IsInt({ each: true }) @JSONSchema({ description: USER_IDS_DOC }) user_ids?: number[];
  @IsOptional() @IsArray() @IsString({ each: true }) @JSONSchema({ description: USERNAMES_DOC }) usernames?: string[];
  @FieldTier('ultimate') @IsOptional() @IsInt() @Min(0) @JSONSchema({ description: VULNERABILITIES_ALLOWED_DOC }) vulnerabilities_allowed?: number;
  @FieldTier('ultimate') @IsOptional() @IsArray() @IsString({ each: true }) @JSONSchema({ description: SCANNERS_DOC }) scanners?: string[];
  @FieldTier('ultimate') @IsOptional() @IsArray() @IsString({ each: true }) @JSONSchema({ description: SEVERITY_LEVELS_DOC }) severity_levels?: string[];
  @FieldTier('ultimate') @IsOptional() @IsArray() @IsString({ each: true }) @JSONSchema({ description: VULNERABILITY_STATES_DOC }) vulnerability_states?: string[];
}

export class UpdateApprovalRuleDto extends ApprovalRuleRefDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'New name of the rule.' }) name?: string;
  @IsOptional() @IsInt() @Min(0) @JSONSchema({ description: 'Approvals the rule requires.' }) approvals_required?: number;
  @IsOptional() @IsBoolean() @JSONSchema({ description: ALL_BRANCHES_DOC }) applies_to_all_protected_branches?: boolean;
  @IsOptional() @IsArray() @IsInt({ each: true }) @JSONSchema({ description: `${GROUP_IDS_DOC} Replaces the current list.` }) group_ids?: number[];
  @IsOptional() @IsArray() @IsInt({ each: true }) @JSONSchema({ description: `${BRANCH_IDS_DOC} Replaces the current list.` }) protected_branch_ids?: number[];
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Remove the groups you cannot see from the rule.' }) remove_hidden_groups?: boolean;
  @IsOptional() @IsArray() @IsInt({ each: true }) @JSONSchema({ description: `${USER_IDS_DOC} Replaces the current list.` }) user_ids?: number[];
  @IsOptional() @IsArray() @IsString({ each: true }) @JSONSchema({ description: `${USERNAMES_DOC} Replaces the current list.` }) usernames?: string[];
  @FieldTier('ultimate') @IsOptional() @IsInt() @Min(0) @JSONSchema({ description: VULNERABILITIES_ALLOWED_DOC }) vulnerabilities_allowed?: number;
  @FieldTier('ultimate') @IsOptional() @IsArray() @IsString({ each: true }) @JSONSchema({ description: SCANNERS_DOC }) scanners?: string[];
  @FieldTier('ultimate') @IsOptional() @IsArray() @IsString({ each: true }) @JSONSchema({ description: SEVERITY_LEVELS_DOC }) severity_levels?: string[];
  @FieldTier('ultimate') @IsOptional() @IsArray() @IsString({ each: true }) @JSONSchema({ description: VULNERABILITY_STATES_DOC }) vulnerability_states?: string[];
}
