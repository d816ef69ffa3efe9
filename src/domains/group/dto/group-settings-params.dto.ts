import { FieldTier } from '@gitlab-mcp/action-kit';
import { IsArray, IsBoolean, IsIn, IsInt, IsObject, IsOptional, IsString, Max, Min, MinLength } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { GROUP_ID_DOC, VISIBILITIES } from './group-list-params.dto.js';

const PROJECT_CREATION = ['noone', 'owner', 'maintainer', 'developer', 'administrator'];
const DUO_AVAILABILITY = ['default_on', 'default_off', 'never_on'];

/** Settings both creating and updating a group take (GitLab's names). */
export class GroupSettingsDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'Description of the group (e.g. "Backend services").' }) description?: string;
  @IsOptional() @IsIn(VISIBILITIES) @JSONSchema({ description: 'private, internal or public. A subgroup cannot be more visible than its parent.' }) visibility?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Turn Auto DevOps on by default for the group\'s projects.' }) auto_devops_enabled?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Turn customer relations (contacts, organizations) on for the group.' }) crm_enabled?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'Default branch name of new projects in the group (e.g. "main").' }) default_branch?: string;
  @IsOptional() @IsInt() @Min(0) @Max(4) @JSONSchema({ description: 'Deprecated, use default_branch_protection_defaults: 0 none, 1 partial, 2 full, 3 protected against pushes, 4 full after initial push.' }) default_branch_protection?: number;
  @IsOptional()
  @IsObject()
  @JSONSchema({ type: 'object', description: 'Protection of the default branch of new projects: allowed_to_push and allowed_to_merge (arrays of {access_level}), allow_force_push, developer_can_initial_push (e.g. {"allow_force_push": false}).' })
  default_branch_protection_defaults?: Record<string, unknown>;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Deprecated, use emails_enabled: turn email notifications off.' }) emails_disabled?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Send email notifications for the group.' }) emails_enabled?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Turn @group mentions off.' }) mentions_disabled?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Turn Git LFS on for the group\'s projects.' }) lfs_enabled?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Let users request to join the group.' }) request_access_enabled?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Require every member to use two-factor authentication.' }) require_two_factor_authentication?: boolean;
  @IsOptional() @IsInt() @Min(0) @JSONSchema({ description: 'Hours members have to set up two-factor authentication once it is required.' }) two_factor_grace_period?: number;
  @IsOptional() @IsIn(PROJECT_CREATION) @JSONSchema({ description: 'Who may create projects: noone, owner, maintainer, developer or administrator.' }) project_creation_level?: string;
  @IsOptional() @IsIn(['owner', 'maintainer']) @JSONSchema({ description: 'Who may create subgroups: owner or maintainer.' }) subgroup_creation_level?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Forbid sharing the group\'s projects with other groups.' }) share_with_group_lock?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Forbid adding members to projects of the group (members are added to the group only).' }) membership_lock?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Show diffs in notification emails.' }) show_diff_preview_in_email?: boolean;
  @IsOptional() @IsIn(['disabled', 'private', 'enabled']) @JSONSchema({ description: 'Who may read the group wiki: disabled, private (members) or enabled (Premium).' }) wiki_access_level?: string;
  @IsOptional() @IsIn(['ssh', 'http', 'all']) @JSONSchema({ description: 'Git protocols allowed: ssh, http or all (Premium).' }) enabled_git_access_protocol?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'LDAP access level of members synced from ldap_cn (Premium).' }) ldap_access?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'LDAP common name of a group to sync members from (Premium).' }) ldap_cn?: string;
  @IsOptional() @IsInt() @Min(0) @JSONSchema({ description: 'Compute minutes of instance runners per month (administrators only, Premium).' }) shared_runners_minutes_limit?: number;
  @IsOptional() @IsInt() @Min(0) @JSONSchema({ description: 'Extra compute minutes (administrators only, Premium).' }) extra_shared_runners_minutes_limit?: number;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Notify members of inherited resource access tokens about expiry.' }) resource_access_token_notify_inherited?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Keep subgroups and projects from changing resource_access_token_notify_inherited.' }) lock_resource_access_token_notify_inherited?: boolean;
  @FieldTier('ultimate') @IsOptional() @IsIn(DUO_AVAILABILITY) @JSONSchema({ description: 'GitLab Duo availability: default_on, default_off or never_on.' }) duo_availability?: string;
  @FieldTier('ultimate') @IsOptional() @IsBoolean() @JSONSchema({ description: 'Turn experiment and beta GitLab Duo features on.' }) experiment_features_enabled?: boolean;
  @FieldTier('ultimate') @IsOptional() @IsBoolean() @JSONSchema({ description: 'Cache GitLab Duo prompts.' }) model_prompt_cache_enabled?: boolean;
  @FieldTier('ultimate') @IsOptional() @IsBoolean() @JSONSchema({ description: 'Let Amazon Q review merge requests automatically.' }) amazon_q_auto_review_enabled?: boolean;
  @FieldTier('ultimate') @IsOptional() @IsBoolean() @JSONSchema({ description: 'Allow GitLab Duo remote flows.' }) duo_remote_flows_availability?: boolean;
  @FieldTier('ultimate') @IsOptional() @IsBoolean() @JSONSchema({ description: 'Allow GitLab Duo foundational flows.' }) duo_foundational_flows_availability?: boolean;
  @FieldTier('ultimate') @IsOptional() @IsString() @JSONSchema({ description: 'Availability of custom GitLab Duo agents, as GitLab\'s setting names it.' }) duo_custom_agents_availability?: string;
  @FieldTier('ultimate') @IsOptional() @IsString() @JSONSchema({ description: 'Availability of custom GitLab Duo flows, as GitLab\'s setting names it.' }) duo_custom_flows_availability?: string;
  @FieldTier('ultimate') @IsOptional() @IsString() @JSONSchema({ description: 'Availability of external GitLab Duo agents, as GitLab\'s setting names it.' }) duo_external_agents_availability?: string;
  @FieldTier('ultimate') @IsOptional() @IsString() @JSONSchema({ description: 'Whether GitLab Duo sessions may approve tools for the whole session, as GitLab\'s setting names it.' }) tool_approval_for_session_availability?: string;
  @FieldTier('ultimate')
  @IsOptional()
  @IsArray()
  @IsObject({ each: true })
  @JSONSchema({ type: 'array', items: { type: 'object' }, description: 'Status of each foundational GitLab Duo agent (objects as GitLab documents them).' })
  foundational_agents_statuses?: Record<string, unknown>[];
  @FieldTier('ultimate') @IsOptional() @IsObject() @JSONSchema({ type: 'object', description: 'GitLab Duo settings of the group (e.g. {"duo_workflow_mcp_enabled": true}).' }) ai_settings_attributes?: Record<string, unknown>;
}

export class CreateGroupDto extends GroupSettingsDto {
  @IsString() @MinLength(1) @JSONSchema({ description: 'Name of the group (e.g. "Backend").' }) name: string;
  @IsString() @MinLength(1) @JSONSchema({ description: 'URL path of the group (e.g. "backend"); unique among its siblings.' }) path: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'ID of the parent group, to create a subgroup (group.list gives it); needs the role subgroup_creation_level names there.' }) parent_id?: number;
  @IsOptional() @IsInt() @JSONSchema({ description: 'ID of the organization the group belongs to.' }) organization_id?: number;
}

export class UpdateGroupDto extends GroupSettingsDto {
  @IsString() @JSONSchema({ description: GROUP_ID_DOC }) group_id: string;
  @IsOptional() @IsString() @MinLength(1) @JSONSchema({ description: 'New name of the group.' }) name?: string;
  @IsOptional() @IsString() @MinLength(1) @JSONSchema({ description: 'New URL path of the group; it changes every URL below it.' }) path?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Allow merging when the pipeline was skipped (Premium).' }) allow_merge_on_skipped_pipeline?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Let members create personal snippets (GitLab.com, enterprise users).' }) allow_personal_snippets?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only users with emails of these domains may be added, comma-separated (e.g. "example.com,example.org"; Premium).' }) allowed_email_domains_list?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only these IP ranges may reach the group, comma-separated CIDRs (e.g. "10.0.0.0/8"; Premium).' }) ip_restriction_ranges?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Ban users who download too many projects (Ultimate).' }) auto_ban_user_on_excessive_projects_download?: boolean;
  @IsOptional() @IsInt() @Min(0) @JSONSchema({ description: 'Projects a user may download within the interval before unique_project_download_limit applies (Ultimate).' }) unique_project_download_limit?: number;
  @IsOptional() @IsInt() @Min(0) @JSONSchema({ description: 'The interval of unique_project_download_limit, in seconds (Ultimate).' }) unique_project_download_limit_interval_in_seconds?: number;
  @IsOptional() @IsArray() @IsString({ each: true }) @JSONSchema({ description: 'Usernames never banned by the download limit (Ultimate).' }) unique_project_download_limit_allowlist?: string[];
  @IsOptional() @IsArray() @IsInt({ each: true }) @JSONSchema({ description: 'User IDs alerted when the download limit is exceeded (Ultimate).' }) unique_project_download_limit_alertlist?: number[];
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Offer GitLab\'s built-in project templates (Premium).' }) built_in_project_templates_enabled?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Keep subgroups from changing built_in_project_templates_enabled (Premium).' }) lock_built_in_project_templates_enabled?: boolean;
  @IsOptional() @IsInt() @JSONSchema({ description: 'ID of the project holding custom file templates (Premium).' }) file_template_project_id?: number;
  @IsOptional() @IsInt() @Min(0) @JSONSchema({ description: 'Largest job artifact, in MB.' }) max_artifacts_size?: number;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Merge requests need a successful pipeline.' }) only_allow_merge_if_pipeline_succeeds?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Merge requests need all threads resolved.' }) only_allow_merge_if_all_discussions_are_resolved?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Forbid forking the group\'s projects outside it (Premium).' }) prevent_forking_outside_group?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Forbid sharing with groups outside the hierarchy.' }) prevent_sharing_groups_outside_hierarchy?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Service account tokens must have an expiry date (Premium).' }) service_access_tokens_expiration_enforced?: boolean;
  @IsOptional()
  @IsIn(['enabled', 'disabled_and_overridable', 'disabled_and_unoverridable', 'disabled_with_override'])
  @JSONSchema({ description: 'Instance runners for the group: enabled, disabled_and_overridable, disabled_and_unoverridable or disabled_with_override (deprecated).' })
  shared_runners_setting?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'OAuth provider whose step-up authentication the group requires.' }) step_up_auth_required_oauth_provider?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Sign commits made in the web interface.' }) web_based_commit_signing_enabled?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Render math with limits (protects against slow pages).' }) math_rendering_limits_enabled?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Keep subgroups from changing math_rendering_limits_enabled.' }) lock_math_rendering_limits_enabled?: boolean;
  @FieldTier('ultimate') @IsOptional() @IsBoolean() @JSONSchema({ description: 'Turn GitLab Duo features on.' }) duo_features_enabled?: boolean;
  @FieldTier('ultimate') @IsOptional() @IsBoolean() @JSONSchema({ description: 'Keep subgroups and projects from changing duo_features_enabled.' }) lock_duo_features_enabled?: boolean;
  @FieldTier('premium') @IsOptional() @IsBoolean() @JSONSchema({ description: 'Turn GitLab Duo Core features on.' }) duo_core_features_enabled?: boolean;
  @FieldTier('ultimate') @IsOptional() @IsBoolean() @JSONSchema({ description: 'Let GitLab Duo review merge requests automatically.' }) auto_duo_code_review_enabled?: boolean;
  @FieldTier('ultimate') @IsOptional() @IsBoolean() @JSONSchema({ description: 'Store GitLab Duo events in audit events.' }) ai_audit_events_storage_enabled?: boolean;
  @FieldTier('ultimate') @IsOptional() @IsBoolean() @JSONSchema({ description: 'Keep subgroups from changing ai_audit_events_storage_enabled.' }) lock_ai_audit_events_storage_enabled?: boolean;
  @FieldTier('ultimate') @IsOptional() @IsBoolean() @JSONSchema({ description: 'Consent to the GitLab Duo code review flow.' }) create_code_review_flow_consent?: boolean;
  @FieldTier('ultimate') @IsOptional() @IsInt() @JSONSchema({ description: 'ID of the project holding custom GitLab Duo templates.' }) duo_template_project_id?: number;
  @FieldTier('ultimate')
  @IsOptional()
  @IsArray()
  @IsObject({ each: true })
  @JSONSchema({ type: 'array', items: { type: 'object' }, description: 'Which groups\' members may use GitLab Duo features (objects as GitLab documents them).' })
  duo_namespace_access_rules?: Record<string, unknown>[];
  @FieldTier('ultimate') @IsOptional() @IsArray() @IsInt({ each: true }) @JSONSchema({ description: 'IDs of the foundational GitLab Duo flows to turn on.' }) enabled_foundational_flows?: number[];
}
