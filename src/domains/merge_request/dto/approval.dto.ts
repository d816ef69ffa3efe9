import { FieldTier, PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';
import { ApproverDto } from '../../shared/approver.dto.js';
import { UserBasicDto } from '../../shared/user-basic.dto.js';

/** The basic group entity embedded in approver groups. */
export class GroupBasicDto {
  @IsInt() id: number;
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() path?: string;
  @IsOptional() @IsString() full_name?: string;
  @IsOptional() @IsString() full_path?: string;
  @IsOptional() @IsString() avatar_url?: string;
  @IsOptional() @IsString() web_url?: string;
}

/** One approval (`APIEntitiesApprovals`): who approved, and when. */
export class ApprovalDto {
  @IsOptional() @ValidateNested() @Type(() => UserBasicDto) user?: UserBasicDto;
  @IsOptional() @IsString() approved_at?: string;
}

/** A group named as approver on the merge request (Premium). */
export class MrApproverGroupDto {
  @IsOptional() @ValidateNested() @Type(() => GroupBasicDto) group?: GroupBasicDto;
}

/** An approval rule still to satisfy (Premium). */
export class ApprovalRuleLeftDto {
  @IsOptional() @IsInt() id?: number;
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() rule_type?: string;
}

/** The approval state of a merge request (`APIEntitiesMergeRequestApprovals`; Premium adds the rule fields). */
export class MergeRequestApprovalsDto extends WithNextStepsDto {
  @IsOptional() @IsInt() id?: number;
  @IsOptional() @IsInt() iid?: number;
  @IsOptional() @IsInt() project_id?: number;
  @IsOptional() @IsString() title?: string;
  @IsOptional() @IsString() description?: string;
  @IsOptional() @IsString() state?: string;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() updated_at?: string;
  @IsOptional() @IsString() merge_status?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'True once the merge request has the approvals it needs.' }) approved?: boolean;
  @FieldTier('premium') @IsOptional() @IsInt() @JSONSchema({ description: 'Approvals required (Premium).' }) approvals_required?: number;
  @FieldTier('premium') @IsOptional() @IsInt() @JSONSchema({ description: 'Approvals still missing (Premium).' }) approvals_left?: number;
  @IsOptional() @IsBoolean() require_password_to_approve?: boolean;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => ApprovalDto) approved_by?: ApprovalDto[];
  @FieldTier('premium') @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => UserBasicDto) suggested_approvers?: UserBasicDto[];
  @FieldTier('premium') @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => ApproverDto) approvers?: ApproverDto[];
  @FieldTier('premium') @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => MrApproverGroupDto) approver_groups?: MrApproverGroupDto[];
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Whether the calling user may approve now.' }) user_can_approve?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Whether the calling user has approved.' }) user_has_approved?: boolean;
  @FieldTier('premium') @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => ApprovalRuleLeftDto) approval_rules_left?: ApprovalRuleLeftDto[];
  @FieldTier('premium') @IsOptional() @IsBoolean() has_approval_rules?: boolean;
  @FieldTier('premium') @IsOptional() @IsBoolean() merge_request_approvers_available?: boolean;
  @FieldTier('premium') @IsOptional() @IsBoolean() multiple_approval_rules_available?: boolean;
  @FieldTier('premium') @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => ApprovalRuleLeftDto) invalid_approvers_rules?: ApprovalRuleLeftDto[];
}

/** The project rule a merge request rule was copied from (`APIEntitiesMergeRequestApprovalRuleSourceRule`). */
export class ApprovalSourceRuleDto {
  @IsOptional() @IsInt() approvals_required?: number;
}

/** A merge request approval rule (`APIEntitiesMergeRequestApprovalRule`, Premium). */
export class MrApprovalRuleDto extends WithNextStepsDto {
  @IsInt() id: number;
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'regular, any_approver, code_owner or report_approver.' }) rule_type?: string;
  @IsOptional() @IsString() report_type?: string;
  @IsOptional() @IsString() section?: string;
  @IsOptional() @IsInt() approvals_required?: number;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => UserBasicDto) eligible_approvers?: UserBasicDto[];
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => UserBasicDto) users?: UserBasicDto[];
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => GroupBasicDto) groups?: GroupBasicDto[];
  @IsOptional() @IsBoolean() contains_hidden_groups?: boolean;
  @IsOptional() @ValidateNested() @Type(() => ApprovalSourceRuleDto) source_rule?: ApprovalSourceRuleDto;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'True when the rule overrides the project rule.' }) overridden?: boolean;
}

/** A page of approval rules. */
export class MrApprovalRuleListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => MrApprovalRuleDto) approval_rules: MrApprovalRuleDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** One rule of the approval state, with who approved under it (`APIEntitiesMergeRequestApprovalStateRule`). */
export class ApprovalStateRuleDto {
  @IsInt() id: number;
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() rule_type?: string;
  @IsOptional() @IsString() report_type?: string;
  @IsOptional() @IsString() section?: string;
  @IsOptional() @IsInt() approvals_required?: number;
  @IsOptional() @IsBoolean() approved?: boolean;
  @IsOptional() @IsBoolean() code_owner?: boolean;
  @IsOptional() @IsBoolean() overridden?: boolean;
  @IsOptional() @IsBoolean() contains_hidden_groups?: boolean;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => UserBasicDto) approved_by?: UserBasicDto[];
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => UserBasicDto) eligible_approvers?: UserBasicDto[];
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => UserBasicDto) users?: UserBasicDto[];
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => GroupBasicDto) groups?: GroupBasicDto[];
  @IsOptional() @ValidateNested() @Type(() => ApprovalSourceRuleDto) source_rule?: ApprovalSourceRuleDto;
}

/** Which approval rules apply and whether each is satisfied (`APIEntitiesMergeRequestApprovalState`, Premium). */
export class ApprovalStateDto extends WithNextStepsDto {
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'True when the merge request overrides the project rules.' }) approval_rules_overwritten?: boolean;
  @IsArray() @ValidateNested({ each: true }) @Type(() => ApprovalStateRuleDto) rules: ApprovalStateRuleDto[];
}

/** One approval setting with where it comes from. */
export class ApprovalSettingValueDto {
  @IsOptional() @IsBoolean() value?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'True when a parent group or the instance enforces it.' }) locked?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'group or instance when inherited.' }) inherited_from?: string;
}

/** Merge request approval settings of a project or group (`APIEntitiesMergeRequestApprovalSetting`, Premium). */
export class ApprovalSettingsDto extends WithNextStepsDto {
  @IsOptional() @IsString() project_id?: string;
  @IsOptional() @IsString() group_id?: string;
  @IsOptional() @ValidateNested() @Type(() => ApprovalSettingValueDto) allow_author_approval?: ApprovalSettingValueDto;
  @IsOptional() @ValidateNested() @Type(() => ApprovalSettingValueDto) allow_committer_approval?: ApprovalSettingValueDto;
  @IsOptional() @ValidateNested() @Type(() => ApprovalSettingValueDto) allow_overrides_to_approver_list_per_merge_request?: ApprovalSettingValueDto;
  @IsOptional() @ValidateNested() @Type(() => ApprovalSettingValueDto) retain_approvals_on_push?: ApprovalSettingValueDto;
  @IsOptional() @ValidateNested() @Type(() => ApprovalSettingValueDto) selective_code_owner_removals?: ApprovalSettingValueDto;
  @IsOptional() @ValidateNested() @Type(() => ApprovalSettingValueDto) require_password_to_approve?: ApprovalSettingValueDto;
  @IsOptional() @ValidateNested() @Type(() => ApprovalSettingValueDto) require_reauthentication_to_approve?: ApprovalSettingValueDto;
}
