import { IsBoolean, IsEmail, IsIn, IsOptional, IsString } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

export const NOTIFICATION_LEVELS = ['disabled', 'participating', 'watch', 'global', 'mention', 'custom'];
const on = (what: string): Record<string, string> => ({ description: `With level custom: notify on ${what}.` });

/** The custom events every level offers (GitLab's names). */
class NotificationEventsDto {
  @IsOptional() @IsIn(NOTIFICATION_LEVELS) @JSONSchema({ description: 'Notification level: disabled, participating, watch, global (follow the global setting), mention, or custom (the events below).' }) level?: string;
  @IsOptional() @IsBoolean() @JSONSchema(on('a new note')) new_note?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema(on('a new issue')) new_issue?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema(on('a reopened issue')) reopen_issue?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema(on('a closed issue')) close_issue?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema(on('a reassigned issue')) reassign_issue?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema(on('an issue due')) issue_due?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema(on('a new merge request')) new_merge_request?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema(on('a push to a merge request')) push_to_merge_request?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema(on('a reopened merge request')) reopen_merge_request?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema(on('a closed merge request')) close_merge_request?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema(on('a reassigned merge request')) reassign_merge_request?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema(on('a change of reviewer of a merge request')) change_reviewer_merge_request?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema(on('a merged merge request')) merge_merge_request?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema(on('a merge request set to merge when the pipeline succeeds')) merge_when_pipeline_succeeds?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema(on('a failed pipeline')) failed_pipeline?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema(on('a fixed pipeline')) fixed_pipeline?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema(on('a successful pipeline')) success_pipeline?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema(on('a failed pipeline of a service account')) service_account_failed_pipeline?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema(on('a fixed pipeline of a service account')) service_account_fixed_pipeline?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema(on('a successful pipeline of a service account')) service_account_success_pipeline?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema(on('a moved project')) moved_project?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema(on('a new release')) new_release?: boolean;
}

export class UpdateGlobalNotificationsDto extends NotificationEventsDto {
  @IsOptional() @IsEmail() @JSONSchema({ description: 'Email the notifications go to (one of the user\'s confirmed emails).' }) notification_email?: string;
  @IsOptional() @IsBoolean() @JSONSchema(on('a merge request awaiting your approval (Premium)')) approver?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema(on('a new epic (Premium)')) new_epic?: boolean;
}

export class UpdateGroupNotificationsDto extends NotificationEventsDto {
  @IsOptional() @IsBoolean() @JSONSchema(on('a new epic (Premium)')) new_epic?: boolean;
  @IsString() @JSONSchema({ description: 'Group numeric ID or full path (e.g. "10" or "acme").' }) group_id: string;
}

export class UpdateProjectNotificationsDto extends NotificationEventsDto {
  @IsOptional() @IsBoolean() @JSONSchema(on('a merge request awaiting your approval (Premium)')) approver?: boolean;
  @IsString() @JSONSchema({ description: 'Project numeric ID or full path (e.g. "42" or "acme/backend").' }) project_id: string;
}

