import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';
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

/** A user named as approver on the merge request (Premium). */
export class ApproverDto {
  @IsOptional() @ValidateNested() @Type(() => UserBasicDto) user?: UserBasicDto;
}

/** A group named as approver on the merge request (Premium). */
export class ApproverGroupDto {
  @IsOptional() @ValidateNested() @Type(() => GroupBasicDto) group?: GroupBasicDto;
}

/** An approval rule still to satisfy (Premium). */
export class ApprovalRuleLeftDto {
  @IsOptional() @IsInt() id?: number;
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() rule_type?: string;
}

/** The approval state of a merge request after approving (`APIEntitiesMergeRequestApprovals`; Premium adds the rule fields). */
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
  @IsOptional() @IsInt() @JSONSchema({ description: 'Approvals required (Premium).' }) approvals_required?: number;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Approvals still missing (Premium).' }) approvals_left?: number;
  @IsOptional() @IsBoolean() require_password_to_approve?: boolean;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => ApprovalDto) approved_by?: ApprovalDto[];
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => UserBasicDto) suggested_approvers?: UserBasicDto[];
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => ApproverDto) approvers?: ApproverDto[];
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => ApproverGroupDto) approver_groups?: ApproverGroupDto[];
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Whether the calling user may approve now.' }) user_can_approve?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Whether the calling user has approved.' }) user_has_approved?: boolean;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => ApprovalRuleLeftDto) approval_rules_left?: ApprovalRuleLeftDto[];
  @IsOptional() @IsBoolean() has_approval_rules?: boolean;
  @IsOptional() @IsBoolean() merge_request_approvers_available?: boolean;
  @IsOptional() @IsBoolean() multiple_approval_rules_available?: boolean;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => ApprovalRuleLeftDto) invalid_approvers_rules?: ApprovalRuleLeftDto[];
}
