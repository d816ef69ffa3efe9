import { FieldTier } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from './next-steps.dto.js';

/** A custom header or URL variable of a webhook: GitLab returns the key only, never the value. */
export class HookKeyDto {
  @IsString() key: string;
}

/** The fields project and group webhooks share (`APIEntitiesProjectHook`, `APIEntitiesGroupHook`); secrets appear only as `*_present` flags. */
export class WebhookDto extends WithNextStepsDto {
  @IsOptional() @IsInt() id?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'Delivery URL; credentials in it are masked (*****).' }) url?: string;
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() description?: string;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsBoolean() push_events?: boolean;
  @IsOptional() @IsString() push_events_branch_filter?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'wildcard, regex or all_branches.' }) branch_filter_strategy?: string;
  @IsOptional() @IsBoolean() tag_push_events?: boolean;
  @IsOptional() @IsBoolean() issues_events?: boolean;
  @IsOptional() @IsBoolean() confidential_issues_events?: boolean;
  @IsOptional() @IsBoolean() merge_requests_events?: boolean;
  @IsOptional() @IsBoolean() note_events?: boolean;
  @IsOptional() @IsBoolean() confidential_note_events?: boolean;
  @IsOptional() @IsBoolean() job_events?: boolean;
  @IsOptional() @IsBoolean() pipeline_events?: boolean;
  @IsOptional() @IsBoolean() wiki_page_events?: boolean;
  @IsOptional() @IsBoolean() deployment_events?: boolean;
  @IsOptional() @IsBoolean() feature_flag_events?: boolean;
  @IsOptional() @IsBoolean() releases_events?: boolean;
  @IsOptional() @IsBoolean() milestone_events?: boolean;
  @IsOptional() @IsBoolean() emoji_events?: boolean;
  @IsOptional() @IsBoolean() resource_access_token_events?: boolean;
  @IsOptional() @IsBoolean() repository_update_events?: boolean;
  @FieldTier('ultimate') @IsOptional() @IsBoolean() vulnerability_events?: boolean;
  @FieldTier('premium') @IsOptional() @IsBoolean() duo_flow_callback_enabled?: boolean;
  @IsOptional() @IsBoolean() enable_ssl_verification?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'executable, temporarily_disabled or disabled (after repeated delivery failures).' }) alert_status?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'When a temporarily disabled webhook is retried again.' }) disabled_until?: string;
  @IsOptional() @IsString() custom_webhook_template?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'A secret token is set (its value is never returned).' }) token_present?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'A signing token is set (its value is never returned).' }) signing_token_present?: boolean;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => HookKeyDto) @JSONSchema({ description: 'Names of the custom headers; values are write-only.' }) custom_headers?: HookKeyDto[];
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => HookKeyDto) @JSONSchema({ description: 'Names of the URL variables; values are write-only.' }) url_variables?: HookKeyDto[];
}
