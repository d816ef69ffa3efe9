import { FieldTier, PageParamsDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Min, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { ProjectIdDto } from '../../shared/project-id.dto.js';

/** The events `project.hook_test` can send a sample payload for (GitLab's `:trigger`). */
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

const HOOK_ID_DOC = 'ID of the project webhook (see project.hook_list).';

export class ListHooksDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: 'Project numeric ID or full path (e.g. "42" or "my-group/my-project").' }) project_id: string;
}

export class HookRefDto extends ProjectIdDto {
  @IsInt() @Min(1) @JSONSchema({ description: HOOK_ID_DOC }) hook_id: number;
}

export class TestHookDto extends HookRefDto {
  @IsIn([...HOOK_TEST_TRIGGERS]) @JSONSchema({ description: 'The event to simulate: GitLab sends a sample payload of that kind to the webhook URL.' }) trigger: string;
}

export class HookHeaderRefDto extends HookRefDto {
  @IsString() @JSONSchema({ description: 'Name of the custom HTTP header (e.g. "Authorization").' }) key: string;
}

export class SetHookHeaderDto extends HookHeaderRefDto {
  @IsString()
  @JSONSchema({ description: 'Value of the header. Write-only: GitLab never returns it and this server never shows it.', writeOnly: true })
  value: string;
}

export class HookVariableRefDto extends HookRefDto {
  @IsString() @JSONSchema({ description: 'Name of the URL variable, used as {key} in the webhook URL.' }) key: string;
}

export class SetHookVariableDto extends HookVariableRefDto {
  @IsString()
  @JSONSchema({ description: 'Value substituted for {key} in the webhook URL. Write-only: GitLab never returns it and this server never shows it.', writeOnly: true })
  value: string;
}

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

/** Everything a webhook can be configured with, shared by hook_add and hook_edit. */
export class HookSettingsDto extends ProjectIdDto {
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
  @IsOptional() @IsBoolean() @JSONSchema({ description: trigger('project deploy token expiry events') }) resource_deploy_token_events?: boolean;
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

export class CreateHookDto extends HookSettingsDto {
  @IsString() @JSONSchema({ description: 'URL GitLab sends the events to; may contain {key} placeholders filled from url_variables.' }) url: string;
}

export class EditHookDto extends HookSettingsDto {
  @IsInt() @Min(1) @JSONSchema({ description: HOOK_ID_DOC }) hook_id: number;
  @IsOptional()
  @IsString()
  @JSONSchema({ description: 'New webhook URL. Changing it resets the secret token unless token is sent again.' })
  url?: string;
}
