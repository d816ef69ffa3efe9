import { IsBoolean, IsInt, IsOptional, IsString, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

/** The settings of a project or group push rule; every one is optional, on adding and on editing alike. */
export class PushRuleFieldsDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'Every commit author email must match this regular expression (e.g. "@example\\.com$").' }) author_email_regex?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Every pushed branch name must match this regular expression.' }) branch_name_regex?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Accept only commits whose committer email is one of the pusher’s verified emails.' }) commit_committer_check?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Accept only commits whose committer name matches the pusher’s GitLab name.' }) commit_committer_name_check?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'Reject commits whose message matches this regular expression.' }) commit_message_negative_regex?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Every commit message must match this regular expression.' }) commit_message_regex?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Forbid deleting tags with git push.' }) deny_delete_tag?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'Reject files whose name matches this regular expression (e.g. "\\.exe$").' }) file_name_regex?: string;
  @IsOptional() @IsInt() @Min(0) @JSONSchema({ description: 'Largest file size allowed, in MB (0: no limit).' }) max_file_size?: number;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Accept only commits whose author is a GitLab user.' }) member_check?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Reject files that are likely to contain secrets (keys, credentials).' }) prevent_secrets?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Reject commits without a Developer Certificate of Origin sign-off.' }) reject_non_dco_commits?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Reject commits that are not signed.' }) reject_unsigned_commits?: boolean;
}
