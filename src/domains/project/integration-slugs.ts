/**
 * GitLab's integration slugs (the `:slug` of /projects/:id/integrations/:slug) with the settings
 * each one's PUT route documents in GitLab's OpenAPI document. The development-only mock
 * integrations are left out.
 */

const INHERIT = 'use_inherited_settings';
const TRACKER = ['issues_url', 'project_url', 'push_events', INHERIT];

/** The event switches and filters every chat notification integration shares. */
const CHAT = [
  'branches_to_be_notified',
  'confidential_issues_events',
  'confidential_note_events',
  'confidential_work_item_events',
  'issues_events',
  'merge_requests_events',
  'note_events',
  'notify_only_broken_pipelines',
  'notify_only_when_pipeline_status_changes',
  'pipeline_events',
  'push_events',
  'tag_push_events',
  'wiki_page_events',
  'work_item_events',
  INHERIT,
];

/** Per-event channel overrides of Slack-like integrations. */
const CHANNELS = [
  'alert_channel',
  'confidential_issue_channel',
  'confidential_note_channel',
  'deployment_channel',
  'incident_channel',
  'issue_channel',
  'merge_request_channel',
  'note_channel',
  'pipeline_channel',
  'push_channel',
  'tag_push_channel',
  'vulnerability_channel',
  'wiki_page_channel',
];

const SLACK_LIKE = [...CHAT, ...CHANNELS, 'channel', 'deployment_events', 'incident_events', 'labels_to_be_notified', 'labels_to_be_notified_behavior', 'vulnerability_events'];
const ROOM_CHAT = [...CHAT, 'hostname', 'incident_events', 'room', 'token', 'vulnerability_events'];

export const INTEGRATION_PROPERTIES = {
  'apple-app-store': ['app_store_issuer_id', 'app_store_key_id', 'app_store_private_key', 'app_store_private_key_file_name', 'app_store_protected_refs', INHERIT],
  asana: ['api_key', 'push_events', 'restrict_to_branch', INHERIT],
  assembla: ['push_events', 'subdomain', 'token', INHERIT],
  bamboo: ['bamboo_url', 'build_key', 'enable_ssl_verification', 'password', 'push_events', 'username', INHERIT],
  bugzilla: [...TRACKER, 'new_issue_url'],
  buildkite: ['enable_ssl_verification', 'merge_requests_events', 'project_url', 'push_events', 'tag_push_events', 'token', INHERIT],
  campfire: ['push_events', 'room', 'subdomain', 'token', INHERIT],
  clickup: TRACKER,
  confluence: ['confluence_url', INHERIT],
  'custom-issue-tracker': [...TRACKER, 'new_issue_url'],
  datadog: [
    'api_key',
    'api_url',
    'archive_trace_events',
    'build_events',
    'datadog_ci_visibility',
    'datadog_env',
    'datadog_service',
    'datadog_site',
    'datadog_tags',
    'merge_requests_events',
    'note_events',
    'pipeline_events',
    'project_events',
    'push_events',
    'subgroup_events',
    'tag_push_events',
    INHERIT,
  ],
  'diffblue-cover': ['diffblue_access_token_name', 'diffblue_access_token_secret', 'diffblue_license_key', INHERIT],
  discord: [...CHAT, ...CHANNELS, 'deployment_events', 'webhook'],
  'drone-ci': ['drone_url', 'enable_ssl_verification', 'merge_requests_events', 'push_events', 'tag_push_events', 'token', INHERIT],
  'emails-on-push': ['branches_to_be_notified', 'disable_diffs', 'push_events', 'recipients', 'send_from_committer_email', 'tag_push_events', INHERIT],
  ewm: [...TRACKER, 'new_issue_url'],
  'external-wiki': ['external_wiki_url', INHERIT],
  'git-guardian': ['api_url', 'token', INHERIT],
  github: ['pipeline_events', 'repository_url', 'static_context', 'token', INHERIT],
  'gitlab-slack-application': [...SLACK_LIKE, 'alert_events'],
  'google-cloud-platform-artifact-registry': ['artifact_registry_location', 'artifact_registry_project_id', 'artifact_registry_repositories', INHERIT],
  'google-cloud-platform-workload-identity-federation': [
    'workload_identity_federation_project_id',
    'workload_identity_federation_project_number',
    'workload_identity_pool_id',
    'workload_identity_pool_provider_id',
    INHERIT,
  ],
  'google-play': ['google_play_protected_refs', 'package_name', 'service_account_key', 'service_account_key_file_name', INHERIT],
  'hangouts-chat': [...CHAT, 'webhook'],
  harbor: ['password', 'project_name', 'url', 'username', INHERIT],
  irker: ['colorize_messages', 'default_irc_uri', 'push_events', 'recipients', 'server_host', 'server_port', INHERIT],
  jenkins: ['enable_ssl_verification', 'jenkins_url', 'merge_requests_events', 'password', 'project_name', 'push_events', 'tag_push_events', 'username', INHERIT],
  jira: [
    'api_url',
    'comment_on_event_enabled',
    'commit_events',
    'customize_jira_issue_enabled',
    'issues_enabled',
    'jira_allowed_statuses_as_string',
    'jira_assignee_check_enabled',
    'jira_auth_type',
    'jira_check_enabled',
    'jira_exists_check_enabled',
    'jira_issue_prefix',
    'jira_issue_regex',
    'jira_issue_transition_id',
    'jira_status_check_enabled',
    'merge_requests_events',
    'password',
    'project_key',
    'project_keys',
    'url',
    'username',
    'vulnerabilities_enabled',
    'vulnerabilities_issuetype',
    INHERIT,
  ],
  'jira-cloud-app': ['jira_cloud_app_deployment_gating_environments', 'jira_cloud_app_enable_deployment_gating', 'jira_cloud_app_service_ids', INHERIT],
  linear: ['push_events', 'workspace_url', INHERIT],
  matrix: ROOM_CHAT,
  mattermost: [...SLACK_LIKE, 'username', 'webhook'],
  'mattermost-slash-commands': ['token', INHERIT],
  'microsoft-teams': [...CHAT, 'webhook'],
  packagist: ['merge_requests_events', 'push_events', 'server', 'tag_push_events', 'token', 'username', INHERIT],
  phorge: TRACKER,
  'pipelines-email': [
    'branches_to_be_notified',
    'notify_child_pipelines',
    'notify_only_broken_pipelines',
    'notify_only_default_branch',
    'notify_only_when_pipeline_status_changes',
    'pipeline_events',
    'recipients',
    INHERIT,
  ],
  pivotaltracker: ['push_events', 'restrict_to_branch', 'token', INHERIT],
  pumble: [...CHAT, 'webhook'],
  pushover: ['api_key', 'device', 'priority', 'push_events', 'sound', 'user_key', INHERIT],
  redmine: [...TRACKER, 'new_issue_url'],
  slack: [...SLACK_LIKE, 'alert_events', 'username', 'webhook'],
  'squash-tm': ['confidential_issues_events', 'issues_events', 'token', 'url', INHERIT],
  teamcity: ['build_type', 'enable_ssl_verification', 'merge_requests_events', 'password', 'push_events', 'teamcity_url', 'username', INHERIT],
  telegram: [...ROOM_CHAT, 'thread'],
  'unify-circuit': [...CHAT, 'webhook'],
  'webex-teams': [...CHAT, 'webhook'],
  youtrack: TRACKER,
  zentao: ['api_token', 'api_url', 'url', 'zentao_product_xid', INHERIT],
} as const satisfies Readonly<Record<string, readonly string[]>>;

export type IntegrationSlug = keyof typeof INTEGRATION_PROPERTIES;

export const INTEGRATION_SLUGS = Object.keys(INTEGRATION_PROPERTIES) as IntegrationSlug[];

export function isIntegrationSlug(value: string): value is IntegrationSlug {
  return Object.prototype.hasOwnProperty.call(INTEGRATION_PROPERTIES, value);
}
