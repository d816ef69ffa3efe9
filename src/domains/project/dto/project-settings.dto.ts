import { FieldTier } from '@gitlab-mcp/action-kit';
import type { Type as Constructor } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Min, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

/** GitLab's feature access levels (`*_access_level`). */
export const FEATURE_ACCESS = ['disabled', 'private', 'enabled'];
/** Pages and the package registry may also be public. */
export const FEATURE_ACCESS_PUBLIC = ['disabled', 'private', 'enabled', 'public'];
export const VISIBILITIES = ['private', 'internal', 'public'];

const ACCESS_DOC = 'disabled, private (project members only) or enabled (everyone who can see the project).';
const access = (feature: string): { description: string } => ({ description: `Who can use ${feature}: ${ACCESS_DOC}` });
const deprecated = (replacement: string): { description: string } => ({ description: `Deprecated: use ${replacement}.` });

/** `container_expiration_policy_attributes`: the container registry cleanup policy. */
export class ContainerExpirationPolicyAttributesDto {
  @IsOptional() @IsIn(['1d', '7d', '14d', '1month', '3month']) @JSONSchema({ description: 'How often the cleanup runs.' }) cadence?: string;
  @IsOptional() @IsInt() @IsIn([1, 5, 10, 25, 50, 100]) @JSONSchema({ description: 'Tags to keep per image.' }) keep_n?: number;
  @IsOptional() @IsIn(['7d', '14d', '30d', '90d']) @JSONSchema({ description: 'Delete tags older than this.' }) older_than?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Deprecated: use name_regex_delete.' }) name_regex?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Regular expression of the tag names to delete.' }) name_regex_delete?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Regular expression of the tag names to keep.' }) name_regex_keep?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Turn the cleanup policy on or off.' }) enabled?: boolean;
}

/**
 * The project settings `POST /projects`, `POST /projects/user/:user_id` and `PUT /projects/:id`
 * all accept, added after the fields of `Base` (so identifying fields come first in the schema).
 * The avatar is not among them: `project.upload_avatar` sends it.
 */
export function WithProjectSettings<TBase extends Constructor<object>>(Base: TBase) {
  class ProjectSettingsFields extends Base {
    @IsOptional() @IsIn(FEATURE_ACCESS) @JSONSchema(access('the issue tracker')) issues_access_level?: string;
    @IsOptional() @IsIn(FEATURE_ACCESS) @JSONSchema(access('the repository')) repository_access_level?: string;
    @IsOptional() @IsIn(FEATURE_ACCESS) @JSONSchema(access('merge requests')) merge_requests_access_level?: string;
    @IsOptional() @IsIn(FEATURE_ACCESS) @JSONSchema(access('forking')) forking_access_level?: string;
    @IsOptional() @IsIn(FEATURE_ACCESS) @JSONSchema(access('CI/CD pipelines and jobs')) builds_access_level?: string;
    @IsOptional() @IsIn(FEATURE_ACCESS) @JSONSchema(access('the wiki')) wiki_access_level?: string;
    @IsOptional() @IsIn(FEATURE_ACCESS) @JSONSchema(access('snippets')) snippets_access_level?: string;
    @IsOptional() @IsIn(FEATURE_ACCESS_PUBLIC) @JSONSchema({ description: 'Who can see GitLab Pages: disabled, private, enabled or public.' }) pages_access_level?: string;
    @IsOptional() @IsIn(FEATURE_ACCESS) @JSONSchema(access('analytics')) analytics_access_level?: string;
    @IsOptional() @IsIn(FEATURE_ACCESS) @JSONSchema(access('the container registry')) container_registry_access_level?: string;
    @IsOptional() @IsIn(FEATURE_ACCESS_PUBLIC) @JSONSchema({ description: 'Who can use the package registry: disabled, private, enabled or public.' }) package_registry_access_level?: string;
    @IsOptional() @IsIn(FEATURE_ACCESS) @JSONSchema(access('security and compliance')) security_and_compliance_access_level?: string;
    @IsOptional() @IsIn(FEATURE_ACCESS) @JSONSchema(access('releases')) releases_access_level?: string;
    @IsOptional() @IsIn(FEATURE_ACCESS) @JSONSchema(access('environments')) environments_access_level?: string;
    @IsOptional() @IsIn(FEATURE_ACCESS) @JSONSchema(access('feature flags')) feature_flags_access_level?: string;
    @IsOptional() @IsIn(FEATURE_ACCESS) @JSONSchema(access('infrastructure management')) infrastructure_access_level?: string;
    @IsOptional() @IsIn(FEATURE_ACCESS) @JSONSchema(access('monitoring')) monitor_access_level?: string;
    @IsOptional() @IsIn(FEATURE_ACCESS) @JSONSchema(access('machine-learning model experiments')) model_experiments_access_level?: string;
    @IsOptional() @IsIn(FEATURE_ACCESS) @JSONSchema(access('the model registry')) model_registry_access_level?: string;
    @FieldTier('ultimate') @IsOptional() @IsIn(FEATURE_ACCESS) @JSONSchema(access('requirements management')) requirements_access_level?: string;
    @IsOptional() @IsIn(['merge', 'rebase_merge', 'ff']) @JSONSchema({ description: 'Merge method: merge (merge commit), rebase_merge (merge commit, rebased source) or ff (fast-forward only).' }) merge_method?: string;
    @IsOptional() @IsIn(['never', 'always', 'default_on', 'default_off']) @JSONSchema({ description: 'Squash commits when merging: never, always, default_on or default_off.' }) squash_option?: string;
    @IsOptional() @IsBoolean() @JSONSchema({ description: 'Merge requests can merge only when their pipeline succeeded.' }) only_allow_merge_if_pipeline_succeeds?: boolean;
    @IsOptional() @IsBoolean() @JSONSchema({ description: 'Merge requests can merge when their pipeline was skipped.' }) allow_merge_on_skipped_pipeline?: boolean;
    @IsOptional() @IsBoolean() @JSONSchema({ description: 'Merge requests can merge only when all threads are resolved.' }) only_allow_merge_if_all_discussions_are_resolved?: boolean;
    @FieldTier('ultimate') @IsOptional() @IsBoolean() @JSONSchema({ description: 'Merge requests can merge only when all external status checks passed.' }) only_allow_merge_if_all_status_checks_passed?: boolean;
    @IsOptional() @IsBoolean() @JSONSchema({ description: 'Delete the source branch after merging by default.' }) remove_source_branch_after_merge?: boolean;
    @IsOptional() @IsBoolean() @JSONSchema({ description: 'Resolve threads on lines a push changed.' }) resolve_outdated_diff_discussions?: boolean;
    @IsOptional() @IsBoolean() @JSONSchema({ description: 'Print a link to create or view a merge request when pushing from the command line.' }) printing_merge_request_link_enabled?: boolean;
    @IsOptional() @IsBoolean() @JSONSchema({ description: 'Close referenced issues when a merge request merges into the default branch.' }) autoclose_referenced_issues?: boolean;
    @IsOptional() @IsBoolean() @JSONSchema({ description: 'Merge requests from forks target this project by default (instead of the upstream).' }) mr_default_target_self?: boolean;
    @IsOptional() @IsString() @JSONSchema({ description: 'Template of merge commit messages.' }) merge_commit_template?: string;
    @IsOptional() @IsString() @JSONSchema({ description: 'Template of squash commit messages.' }) squash_commit_template?: string;
    @IsOptional() @IsString() @JSONSchema({ description: 'Commit message used when applying suggestions.' }) suggestion_commit_message?: string;
    @IsOptional() @IsString() @JSONSchema({ description: 'Template of the branch names created from issues.' }) issue_branch_template?: string;
    @IsOptional() @IsString() @JSONSchema({ description: 'Default title template of new merge requests.' }) mr_default_title_template?: string;
    @FieldTier('premium') @IsOptional() @IsString() @JSONSchema({ description: 'Regular expression merge request titles must match.' }) merge_request_title_regex?: string;
    @FieldTier('premium') @IsOptional() @IsString() @JSONSchema({ description: 'Explanation shown when a title does not match merge_request_title_regex.' }) merge_request_title_regex_description?: string;
    @IsOptional() @IsBoolean() @JSONSchema({ description: 'Enable Auto DevOps.' }) auto_devops_enabled?: boolean;
    @IsOptional() @IsIn(['continuous', 'manual', 'timed_incremental']) @JSONSchema({ description: 'Auto DevOps deploy strategy.' }) auto_devops_deploy_strategy?: string;
    @IsOptional() @IsIn(['enabled', 'disabled']) @JSONSchema({ description: 'Cancel pending pipelines superseded by a newer one.' }) auto_cancel_pending_pipelines?: string;
    @IsOptional() @IsIn(['fetch', 'clone']) @JSONSchema({ description: 'How CI jobs get the repository.' }) build_git_strategy?: string;
    @IsOptional() @IsInt() @Min(600) @JSONSchema({ description: 'Job timeout in seconds (at least 600).' }) build_timeout?: number;
    @IsOptional() @IsString() @JSONSchema({ description: 'Path of the CI/CD configuration file (default .gitlab-ci.yml).' }) ci_config_path?: string;
    @IsOptional() @IsBoolean() @JSONSchema({ description: 'Make the project a CI/CD catalog resource.' }) cicd_catalog_enabled?: boolean;
    @IsOptional() @IsBoolean() @JSONSchema({ description: 'Let jobs use instance runners.' }) shared_runners_enabled?: boolean;
    @IsOptional() @IsBoolean() @JSONSchema({ description: 'Let jobs use group runners.' }) group_runners_enabled?: boolean;
    @IsOptional() @IsBoolean() @JSONSchema({ description: 'Job logs and artifacts are visible to everyone who can see the project.' }) public_jobs?: boolean;
    @IsOptional() @IsIn(['unordered', 'oldest_first', 'newest_first', 'newest_ready_first']) @JSONSchema({ description: 'Default process mode of resource groups.' }) resource_group_default_process_mode?: string;
    @IsOptional() @ValidateNested() @Type(() => ContainerExpirationPolicyAttributesDto) @JSONSchema({ description: 'Container registry cleanup policy.' }) container_expiration_policy_attributes?: ContainerExpirationPolicyAttributesDto;
    @IsOptional() @IsBoolean() @JSONSchema({ description: 'Enable Git LFS.' }) lfs_enabled?: boolean;
    @IsOptional() @IsBoolean() @JSONSchema({ description: 'Let users request access to the project.' }) request_access_enabled?: boolean;
    @IsOptional() @IsBoolean() @JSONSchema({ description: 'Send notification emails.' }) emails_enabled?: boolean;
    @IsOptional() @IsBoolean() @JSONSchema({ description: 'Show diff previews in notification emails.' }) show_diff_preview_in_email?: boolean;
    @IsOptional() @IsBoolean() @JSONSchema({ description: 'Show the default award emoji (thumbs up and down) on issues and merge requests.' }) show_default_award_emojis?: boolean;
    @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only project members can see uploaded files.' }) enforce_auth_checks_on_uploads?: boolean;
    @IsOptional() @IsBoolean() @JSONSchema({ description: 'Warn about potentially unwanted characters (bidirectional text) in files.' }) warn_about_potentially_unwanted_characters?: boolean;
    @IsOptional() @IsBoolean() @JSONSchema({ description: 'Enable Service Desk.' }) service_desk_enabled?: boolean;
    @IsOptional() @IsString() @JSONSchema({ description: 'URL of a repository to import (or to mirror).' }) import_url?: string;
    @FieldTier('premium') @IsOptional() @IsBoolean() @JSONSchema({ description: 'Pull-mirror the repository at import_url.' }) mirror?: boolean;
    @FieldTier('premium') @IsOptional() @IsBoolean() @JSONSchema({ description: 'Mirror updates trigger pipelines.' }) mirror_trigger_builds?: boolean;
    @IsOptional() @IsString() @JSONSchema({ description: 'Repository storage shard (administrators).' }) repository_storage?: string;
    @FieldTier('premium') @IsOptional() @IsString() @JSONSchema({ description: 'External authorization classification label.' }) external_authorization_classification_label?: string;
    @FieldTier('ultimate') @IsOptional() @IsBoolean() @JSONSchema({ description: 'Merge requests can merge only when they reference a Jira issue.' }) prevent_merge_without_jira_issue?: boolean;
    @FieldTier('ultimate') @IsOptional() @IsBoolean() @JSONSchema({ description: 'Let security policy pipelines access the repository.' }) spp_repository_pipeline_access?: boolean;
    @FieldTier('ultimate') @IsOptional() @IsBoolean() @JSONSchema({ description: 'GitLab Duo reviews merge requests automatically.' }) auto_duo_code_review_enabled?: boolean;
    @FieldTier('premium') @IsOptional() @IsBoolean() @JSONSchema({ description: 'Let GitLab Duo flows run in the project.' }) duo_remote_flows_enabled?: boolean;
    @FieldTier('ultimate') @IsOptional() @IsBoolean() @JSONSchema({ description: 'GitLab Duo may bump dependencies across breaking changes.' }) duo_dependency_bump_breaking_changes_enabled?: boolean;
    @FieldTier('ultimate') @IsOptional() @IsBoolean() @JSONSchema({ description: 'GitLab Duo flags SAST false positives.' }) duo_sast_fp_detection_enabled?: boolean;
    @FieldTier('ultimate') @IsOptional() @IsBoolean() @JSONSchema({ description: 'GitLab Duo proposes fixes for SAST vulnerabilities.' }) duo_sast_vr_workflow_enabled?: boolean;
    @FieldTier('ultimate') @IsOptional() @IsBoolean() @JSONSchema({ description: 'GitLab Duo flags secret detection false positives.' }) duo_secret_detection_fp_enabled?: boolean;
    @FieldTier('premium') @IsOptional() @IsInt() @Min(0) @JSONSchema({ description: 'Deprecated: use the merge request approvals API.' }) approvals_before_merge?: number;
    @IsOptional() @IsArray() @IsString({ each: true }) @JSONSchema(deprecated('topics')) tag_list?: string[];
    @IsOptional() @IsBoolean() @JSONSchema(deprecated('issues_access_level')) issues_enabled?: boolean;
    @IsOptional() @IsBoolean() @JSONSchema(deprecated('merge_requests_access_level')) merge_requests_enabled?: boolean;
    @IsOptional() @IsBoolean() @JSONSchema(deprecated('builds_access_level')) jobs_enabled?: boolean;
    @IsOptional() @IsBoolean() @JSONSchema(deprecated('wiki_access_level')) wiki_enabled?: boolean;
    @IsOptional() @IsBoolean() @JSONSchema(deprecated('snippets_access_level')) snippets_enabled?: boolean;
    @IsOptional() @IsBoolean() @JSONSchema(deprecated('container_registry_access_level')) container_registry_enabled?: boolean;
    @IsOptional() @IsBoolean() @JSONSchema(deprecated('package_registry_access_level')) packages_enabled?: boolean;
    @IsOptional() @IsBoolean() @JSONSchema(deprecated('emails_enabled')) emails_disabled?: boolean;
    @IsOptional() @IsBoolean() @JSONSchema(deprecated('public_jobs')) public_builds?: boolean;
  }
  return ProjectSettingsFields;
}
