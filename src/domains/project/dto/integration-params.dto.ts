import { FieldTier, PageParamsDto } from '@gitlab-mcp/action-kit';
import { IsArray, IsBoolean, IsIn, IsInt, IsObject, IsOptional, IsString } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { GroupIdDto } from '../../shared/group-id.dto.js';
import { ProjectIdDto } from '../../shared/project-id.dto.js';
import { INTEGRATION_SLUGS } from '../integration-slugs.js';

const GROUP_DOC = 'Group numeric ID or full path (e.g. "7" or "acme").';
const SLUG_DOC = 'The integration, by GitLab slug (e.g. "slack", "jira", "microsoft-teams", "custom-issue-tracker").';
const PROPERTIES_DOC =
  'The integration settings as one JSON object of GitLab parameter names and values, e.g. {"webhook": "https://hooks.slack.com/...", "push_events": true} for slack. ' +
  'Only the parameters GitLab documents for the chosen slug are accepted; credentials (password, token, api_key, webhook, ...) are write-only and never shown back.';
const secret = (description: string): Record<string, unknown> => ({ description: `${description} Write-only: never shown back.`, writeOnly: true });

export class ListIntegrationsDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: 'Project numeric ID or full path (e.g. "42" or "my-group/my-project").' }) project_id: string;
}

export class ListGroupIntegrationsDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: GROUP_DOC }) group_id: string;
}

export class IntegrationRefDto extends ProjectIdDto {
  @IsIn(INTEGRATION_SLUGS) @JSONSchema({ description: SLUG_DOC }) slug: string;
}

/** The shared group ID, as the group integration actions describe it. */
export class IntegrationGroupIdDto extends GroupIdDto {
  @IsString() @JSONSchema({ description: GROUP_DOC }) declare group_id: string;
}

export class GroupIntegrationRefDto extends IntegrationGroupIdDto {
  @IsIn(INTEGRATION_SLUGS) @JSONSchema({ description: SLUG_DOC }) slug: string;
}

export class SetIntegrationDto extends IntegrationRefDto {
  @IsOptional() @IsObject() @JSONSchema({ description: PROPERTIES_DOC }) properties?: Record<string, unknown>;
}

export class SetGroupIntegrationDto extends GroupIntegrationRefDto {
  @IsOptional() @IsObject() @JSONSchema({ description: PROPERTIES_DOC }) properties?: Record<string, unknown>;
}

export class SetJiraIntegrationDto extends ProjectIdDto {
  @IsString() @JSONSchema({ description: 'URL of the Jira project linked to this GitLab project (e.g. "https://jira.example.com").' }) url: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Base URL of the Jira instance API; the web URL is used when not set.' }) api_url?: string;
  @IsOptional()
  @IsString()
  @JSONSchema({ description: 'Email (Jira Cloud) or username (Jira Data Center / Server); required with Basic authentication (jira_auth_type 0).' })
  username?: string;
  @IsString() @JSONSchema(secret('Jira API token (Cloud), password (Data Center / Server) or personal access token (jira_auth_type 1).')) password: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Activate or deactivate the integration (default false).' }) active?: boolean;
  @IsOptional() @IsInt() @IsIn([0, 1]) @JSONSchema({ description: 'Authentication: 0 Basic (default), 1 Jira personal access token.' }) jira_auth_type?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'Prefix that Jira issue keys must have to be matched.' }) jira_issue_prefix?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Regular expression matching Jira issue keys.' }) jira_issue_regex?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Transition Jira issues automatically; takes precedence over jira_issue_transition_id.' }) jira_issue_transition_automatic?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'ID(s) of custom Jira transitions to apply when a commit or MR closes an issue; blank disables them.' }) jira_issue_transition_id?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Post to Jira issues on commit events.' }) commit_events?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Post to Jira issues on merge request events.' }) merge_requests_events?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Add a comment to the Jira issue on each GitLab event (commit or merge request).' }) comment_on_event_enabled?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Show Jira issues in GitLab.' }) issues_enabled?: boolean;
  @IsOptional() @IsArray() @IsString({ each: true }) @JSONSchema({ description: 'Keys of the Jira projects whose issues GitLab shows when issues_enabled is true.' }) project_keys?: string[];
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Inherit the group or instance default settings (default false).' }) use_inherited_settings?: boolean;
  @FieldTier('ultimate') @IsOptional() @IsBoolean() @JSONSchema({ description: 'Create Jira issues for GitLab vulnerabilities (Ultimate).' }) vulnerabilities_enabled?: boolean;
  @FieldTier('ultimate') @IsOptional() @IsInt() @JSONSchema({ description: 'ID of the Jira issue type for issues created from vulnerabilities (Ultimate).' }) vulnerabilities_issuetype?: number;
  @FieldTier('ultimate') @IsOptional() @IsString() @JSONSchema({ description: 'Key of the Jira project in which issues are created from vulnerabilities (Ultimate).' }) project_key?: string;
  @FieldTier('ultimate')
  @IsOptional()
  @IsBoolean()
  @JSONSchema({ description: 'Open a prefilled Jira form when creating an issue from a vulnerability (Ultimate).' })
  customize_jira_issue_enabled?: boolean;
  @FieldTier('premium') @IsOptional() @IsBoolean() @JSONSchema({ description: 'Verify that a Jira issue key exists before accepting a push or merge (Premium).' }) jira_check_enabled?: boolean;
  @FieldTier('premium') @IsOptional() @IsBoolean() @JSONSchema({ description: 'With jira_check_enabled: require that the Jira issue exists (Premium).' }) jira_exists_check_enabled?: boolean;
  @FieldTier('premium') @IsOptional() @IsBoolean() @JSONSchema({ description: 'With jira_check_enabled: require that the Jira issue is assigned (Premium).' }) jira_assignee_check_enabled?: boolean;
  @FieldTier('premium') @IsOptional() @IsBoolean() @JSONSchema({ description: 'With jira_check_enabled: require an allowed Jira issue status (Premium).' }) jira_status_check_enabled?: boolean;
  @FieldTier('premium') @IsOptional() @IsString() @JSONSchema({ description: 'Comma-separated Jira statuses allowed by jira_status_check_enabled (Premium).' }) jira_allowed_statuses_as_string?: string;
}

export class SetGroupDatadogIntegrationDto extends IntegrationGroupIdDto {
  @IsString() @JSONSchema(secret('Datadog API key.')) api_key: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Full URL of your Datadog site (advanced; overrides datadog_site).' }) api_url?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Datadog site to send data to (e.g. "datadoghq.com", "datadoghq.eu", "us5.datadoghq.com").' }) datadog_site?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Service tag for all data sent from this GitLab instance.' }) datadog_service?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Environment (env) tag for the data sent to Datadog.' }) datadog_env?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Custom tags, one key:value per line.' }) datadog_tags?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Send job logs to Datadog, shown with the pipeline traces.' }) archive_trace_events?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Send pipeline and job events to Datadog CI Visibility.' }) datadog_ci_visibility?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Send job (build) events.' }) build_events?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Send pipeline events.' }) pipeline_events?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Send push events.' }) push_events?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Send tag push events.' }) tag_push_events?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Send merge request events.' }) merge_requests_events?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Send comment (note) events.' }) note_events?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Send project events.' }) project_events?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Send subgroup events.' }) subgroup_events?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Inherit the instance default settings (default false).' }) use_inherited_settings?: boolean;
}
