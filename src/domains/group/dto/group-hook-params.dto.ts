import { PageParamsDto } from '@gitlab-mcp/action-kit';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { GroupIdDto } from '../../shared/group-id.dto.js';
import { HOOK_TEST_TRIGGERS, WebhookSettingsDto } from '../../shared/webhook-params.dto.js';

const GROUP_DOC = 'Group numeric ID or full path (e.g. "7" or "my-org/backend").';
const HOOK_ID_DOC = 'ID of the group webhook (see group.hook_list).';

export class ListGroupHooksDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: GROUP_DOC }) group_id: string;
}

export class GroupHookRefDto extends GroupIdDto {
  @IsInt() @Min(1) @JSONSchema({ description: HOOK_ID_DOC }) hook_id: number;
}

export class TestGroupHookDto extends GroupHookRefDto {
  @IsIn([...HOOK_TEST_TRIGGERS]) @JSONSchema({ description: 'The event to simulate, e.g. "push_events": GitLab sends a sample payload of that kind to the webhook URL.' }) trigger: string;
}

export class ResendGroupHookEventDto extends GroupHookRefDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'ID of the recorded delivery (hook log) to send again, from the webhook’s recent events in GitLab.' }) hook_log_id: number;
}

export class GroupHookKeyRefDto extends GroupHookRefDto {
  @IsString() @JSONSchema({ description: 'Name of the custom HTTP header (e.g. "Authorization") or URL variable (used as {key} in the webhook URL).' }) key: string;
}

export class SetGroupHookKeyDto extends GroupHookKeyRefDto {
  @IsString()
  @JSONSchema({ description: 'Value of the header or URL variable. Write-only: GitLab never returns it and this server never shows it.', writeOnly: true })
  value: string;
}

/** Everything a group webhook can be configured with, shared by hook_add and hook_edit. */
export class GroupHookSettingsDto extends WebhookSettingsDto {
  @IsString() @JSONSchema({ description: GROUP_DOC }) group_id: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Trigger the webhook on group member events (added, changed, removed).' }) member_events?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Trigger the webhook on project events (created, deleted, transferred) in the group.' }) project_events?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Trigger the webhook on subgroup events (created, removed).' }) subgroup_events?: boolean;
}

export class CreateGroupHookDto extends GroupHookSettingsDto {
  @IsString() @JSONSchema({ description: 'URL GitLab sends the events to, e.g. "https://ci.example.com/hooks/gitlab"; may contain {key} placeholders filled from url_variables.' }) url: string;
}

export class EditGroupHookDto extends GroupHookSettingsDto {
  @IsInt() @Min(1) @JSONSchema({ description: HOOK_ID_DOC }) hook_id: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'New webhook URL. Changing it resets the secret token unless token is sent again.' }) url?: string;
}
