import { PageParamsDto } from '@gitlab-mcp/action-kit';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { ProjectIdDto } from '../../shared/project-id.dto.js';
import { HOOK_TEST_TRIGGERS, WebhookSettingsDto } from '../../shared/webhook-params.dto.js';

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

/** Everything a project webhook can be configured with, shared by hook_add and hook_edit. */
export class HookSettingsDto extends WebhookSettingsDto {
  @IsString() @JSONSchema({ description: 'Project numeric ID or full path (e.g. "42" or "my-group/my-project").' }) project_id: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Trigger the webhook on project deploy token expiry events.' }) resource_deploy_token_events?: boolean;
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
