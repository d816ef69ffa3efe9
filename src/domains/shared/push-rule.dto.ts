import { IsBoolean, IsInt, IsOptional, IsString } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from './next-steps.dto.js';

/** GitLab's push rule of a project (`APIEntitiesProjectPushRule`) or group (`APIEntitiesGroupPushRule`, the same fields without `project_id`). */
export class PushRuleDto extends WithNextStepsDto {
  @IsBoolean() @JSONSchema({ description: 'False when the project has no push rule (GitLab answered without one).' }) configured: boolean;
  @IsOptional() @IsInt() id?: number;
  @IsOptional() @IsInt() @JSONSchema({ description: 'The project of a project push rule (group push rules have none).' }) project_id?: number;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() commit_message_regex?: string;
  @IsOptional() @IsString() commit_message_negative_regex?: string;
  @IsOptional() @IsString() branch_name_regex?: string;
  @IsOptional() @IsString() author_email_regex?: string;
  @IsOptional() @IsString() file_name_regex?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Largest file size allowed, in MB (0: no limit).' }) max_file_size?: number;
  @IsOptional() @IsBoolean() deny_delete_tag?: boolean;
  @IsOptional() @IsBoolean() member_check?: boolean;
  @IsOptional() @IsBoolean() prevent_secrets?: boolean;
  @IsOptional() @IsBoolean() commit_committer_check?: boolean;
  @IsOptional() @IsBoolean() commit_committer_name_check?: boolean;
  @IsOptional() @IsBoolean() reject_unsigned_commits?: boolean;
  @IsOptional() @IsBoolean() reject_non_dco_commits?: boolean;
}
