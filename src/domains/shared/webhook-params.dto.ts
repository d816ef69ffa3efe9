import { FieldTier } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

/** The events a webhook test (`project.hook_test`, `group.hook_test`) can send a sample payload for (GitLab's `:trigger`). */
export const HOOK_TEST_TRIGGERS = [
  'push_events',
  'tag_push_events',
  'issues_events',
  'confidential_issues_events',
  'note_events',
  'merge_requests_events',
  'job_events',
  'pipeline_events',
  'wiki_page_events',
  'releases_events',
  'emoji_events',
  'resource_access_token_events',
] as const;

/** One custom header sent with every delivery. */
export class HookHeaderInputDto {
  @IsString() @JSONSchema({ description: 'Header name.' }) key: string;
  @IsString() @JSONSchema({ description: 'Header value (write-only, never returned).', writeOnly: true }) value: string;
}

/** One URL variable: `{key}` in the webhook URL is replaced by its value when GitLab delivers. */
export class HookUrlVariableInputDto {
  @IsString() @JSONSchema({ description: 'Variable name, written as {key} in the URL.' }) key: string;
  @IsString() @JSONSchema({ description: 'Variable value (write-only, never returned).', writeOnly: true }) value: string;
}

const trigger = (what: string): string => `Trigger the webhook on ${what}.`;

/** The settings project and group webhooks share (hook_add and hook_edit of both). */
export class WebhookSettingsDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'Name of the webhook.' }) name?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Description of the webhook.' }) description?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: trigger('push events') }) push_events?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'Send push events only for branches matching this filter (see branch_filter_strategy).' }) push_events_branch_filter?: string;
  @IsOptional()
  @IsIn(['wildcard', 'regex', 'all_branches'])
  @JSONSchema({ description: 'How push_events_branch_filter matches branch names: wildcard (default), regex, or all_branches.' })
  branch_filter_strategy?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: trigger('tag push events') }) tag_push_events?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: trigger('issue events') }) issues_events?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: trigger('confidential issue events') }) confidential_issues_events?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: trigger('merge request events') }) merge_requests_events?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: trigger('comment (note) events') }) note_events?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: trigger('confidential comment events') }) confidential_note_events?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: trigger('job events') }) job_events?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: trigger('pipeline events') }) pipeline_events?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: trigger('wiki page events') }) wiki_page_events?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: trigger('deployment events') }) deployment_events?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: trigger('feature flag events') }) feature_flag_events?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: trigger('release events') }) releases_events?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: trigger('milestone events') }) milestone_events?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: trigger('emoji reaction events') }) emoji_events?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: trigger('project access token expiry events') }) resource_access_token_events?: boolean;
  @FieldTier('ultimate') @IsOptional() @IsBoolean() @JSONSchema({ description: trigger('vulnerability events (Ultimate)') }) vulnerability_events?: boolean;
  @FieldTier('premium')
  @IsOptional()
  @IsBoolean()
  @JSONSchema({ description: 'Send GitLab Duo Agent Platform flow events to this webhook (Premium).' })
  duo_flow_callback_enabled?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Verify the TLS certificate of the webhook URL (default true).' }) enable_ssl_verification?: boolean;
  @IsOptional()
  @IsString()
  @JSONSchema({ description: 'Secret token GitLab sends in the X-Gitlab-Token header so the receiver can authenticate deliveries. Write-only: never returned.', writeOnly: true })
  token?: string;
  @IsOptional()
  @IsString()
  @JSONSchema({ description: 'Secret used to sign deliveries (webhook-signature header). Write-only: never returned.', writeOnly: true })
  signing_token?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Custom JSON payload template, with {{field}} placeholders, sent instead of the standard payload.' }) custom_webhook_template?: string;
  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => HookHeaderInputDto)
  @JSONSchema({ description: 'Custom HTTP headers sent with every delivery, e.g. [{"key": "Authorization", "value": "Bearer ..."}]. Values are write-only.' })
  custom_headers?: HookHeaderInputDto[];
  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => HookUrlVariableInputDto)
  @JSONSchema({ description: 'URL variables, e.g. [{"key": "secret", "value": "..."}] for a URL containing {secret}. Values are write-only.' })
  url_variables?: HookUrlVariableInputDto[];
}
