import { IsBoolean, IsIn, IsInt, IsOptional, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

const DEPLOY_LEVELS = [30, 40, 60];
const LEVEL_DOC = 'Access level: 30 Developer, 40 Maintainer, 60 Admin.';
const INHERITANCE_DOC = '0: direct members of group_id only (default); 1: members of its subgroups too.';

/** One entry of `deploy_access_levels`: a user, a group or an access level. */
export class DeployAccessLevelParamDto {
  @IsOptional() @IsInt() @IsIn(DEPLOY_LEVELS) @JSONSchema({ description: LEVEL_DOC }) access_level?: number;
  @IsOptional() @IsInt() @JSONSchema({ description: 'ID of a user (a project member) allowed to deploy.' }) user_id?: number;
  @IsOptional() @IsInt() @JSONSchema({ description: 'ID of a group (the project must be shared with it) whose members may deploy.' }) group_id?: number;
  @IsOptional() @IsInt() @IsIn([0, 1]) @JSONSchema({ description: INHERITANCE_DOC }) group_inheritance_type?: number;
}

/** One entry of `approval_rules`: whose approval a deployment needs, and how many. */
export class ApprovalRuleParamDto {
  @IsOptional() @IsInt() @IsIn(DEPLOY_LEVELS) @JSONSchema({ description: LEVEL_DOC }) access_level?: number;
  @IsOptional() @IsInt() @JSONSchema({ description: 'ID of a user who must approve.' }) user_id?: number;
  @IsOptional() @IsInt() @JSONSchema({ description: 'ID of a group whose members approve.' }) group_id?: number;
  @IsOptional() @IsInt() @Min(1) @JSONSchema({ description: 'Approvals required from this rule (default 1).' }) required_approvals?: number;
  @IsOptional() @IsInt() @IsIn([0, 1]) @JSONSchema({ description: INHERITANCE_DOC }) group_inheritance_type?: number;
}

/** A deploy access level to add, change (with its id) or remove (id and _destroy). */
export class DeployAccessLevelChangeDto extends DeployAccessLevelParamDto {
  @IsOptional() @IsInt() @JSONSchema({ description: 'ID of the existing entry to change or remove (from environment.protected_get).' }) id?: number;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'true removes the entry named by id.' }) _destroy?: boolean;
}

/** An approval rule to add, change (with its id) or remove (id and _destroy). */
export class ApprovalRuleChangeDto extends ApprovalRuleParamDto {
  @IsOptional() @IsInt() @JSONSchema({ description: 'ID of the existing rule to change or remove (from environment.protected_get).' }) id?: number;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'true removes the rule named by id.' }) _destroy?: boolean;
}
