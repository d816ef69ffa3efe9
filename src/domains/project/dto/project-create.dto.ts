import { FieldTier } from '@gitlab-mcp/action-kit';
import { IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { ProjectIdDto } from '../../shared/project-id.dto.js';
import { VISIBILITIES, WithProjectSettings } from './project-settings.dto.js';

/** What creating a project takes before the settings: name, place, template and first commit. */
class NewProjectFieldsDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'Name of the project. Give name or path (or both); the other is derived from it.' }) name?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Path (URL slug) of the project, e.g. "my-app". Derived from name when omitted.' }) path?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: "Numeric ID of the group or user namespace to create it in (group.get shows a group's ID); defaults to the caller's personal namespace." }) namespace_id?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'Short description of the project.' }) description?: string;
  @IsOptional() @IsIn(VISIBILITIES) @JSONSchema({ description: 'private (members only), internal (any signed-in user) or public. Defaults to the instance default (usually private).' }) visibility?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Name of the default branch (instance default, usually "main"); it applies only with initialize_with_readme.' }) default_branch?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Commit a README.md so that the repository is not empty (default false).', default: false }) initialize_with_readme?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'Start from a built-in template, e.g. "express", "rails", "spring", "hugo", "dotnetcore", "android"; or, with use_custom_template, the name of a custom template.' }) template_name?: string;
  @FieldTier('premium') @IsOptional() @IsBoolean() @JSONSchema({ description: 'template_name or template_project_id names a custom instance or group template.' }) use_custom_template?: boolean;
  @FieldTier('premium') @IsOptional() @IsInt() @JSONSchema({ description: 'ID of a custom template project to start from (needs use_custom_template).' }) template_project_id?: number;
  @FieldTier('premium') @IsOptional() @IsInt() @JSONSchema({ description: 'ID of the group whose custom project templates to use (needs use_custom_template).' }) group_with_project_templates_id?: number;
  @IsOptional() @IsIn(['sha1', 'sha256']) @JSONSchema({ description: 'Object format of the repository (default sha1).' }) repository_object_format?: string;
  @IsOptional() @IsArray() @IsString({ each: true }) @JSONSchema({ description: 'Topics of the project, e.g. ["api", "typescript"].' }) topics?: string[];
}

export class CreateProjectDto extends WithProjectSettings(NewProjectFieldsDto) {}

class NewUserProjectFieldsDto extends NewProjectFieldsDto {
  @IsInt() @JSONSchema({ description: 'ID of the user who will own the project (administrators only).' }) user_id: number;
}

export class CreateProjectForUserDto extends WithProjectSettings(NewUserProjectFieldsDto) {}

/** What updating a project changes before the shared settings. */
class ProjectUpdateFieldsDto extends ProjectIdDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'New name of the project.' }) name?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'New path (URL slug): changes every URL of the project; GitLab redirects the old one until it is reused.' }) path?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'New description.' }) description?: string;
  @IsOptional() @IsIn(VISIBILITIES) @JSONSchema({ description: 'private, internal or public. Making a project public exposes its code: that cannot be taken back, so it needs confirmation.' }) visibility?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Existing branch to make the default branch.' }) default_branch?: string;
  @IsOptional() @IsArray() @IsString({ each: true }) @JSONSchema({ description: 'Topics, replacing the current ones.' }) topics?: string[];
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Rebase merge requests automatically before merging.' }) automatic_rebase_enabled?: boolean;
  @IsOptional() @IsInt() @Min(0) @JSONSchema({ description: 'Default clone depth of CI jobs (0 to 1000; 0 clones everything).' }) ci_default_git_depth?: number;
  @IsOptional() @IsInt() @Min(0) @JSONSchema({ description: 'Delete pipelines older than this many seconds.' }) ci_delete_pipelines_in_seconds?: number;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Show pipeline variables in the pipeline page.' }) ci_display_pipeline_variables?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Prevent outdated deployment jobs from running.' }) ci_forward_deployment_enabled?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Allow job retries for rollback deployments.' }) ci_forward_deployment_rollback_allowed?: boolean;
  @IsOptional() @IsArray() @IsString({ each: true }) @JSONSchema({ description: 'Fields of the ID token "sub" claim, e.g. ["project_path", "ref_type", "ref"].' }) ci_id_token_sub_claim_components?: string[];
  @IsOptional() @IsIn(['no_one_allowed', 'developer', 'maintainer', 'owner']) @JSONSchema({ description: 'Lowest role allowed to override pipeline variables.' }) ci_pipeline_variables_minimum_override_role?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Let the CI job token push to the repository.' }) ci_push_repository_for_job_token_allowed?: boolean;
  @FieldTier('premium') @IsOptional() @IsIn(['developer', 'maintainer', 'no_one']) @JSONSchema({ description: 'Lowest role allowed to cancel pipelines and jobs.' }) ci_restrict_pipeline_cancellation_role?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Separate caches of protected and unprotected branches.' }) ci_separated_caches?: boolean;
  @FieldTier('premium') @IsOptional() @IsBoolean() @JSONSchema({ description: 'Let pipelines of forks run in this project.' }) ci_allow_fork_pipelines_to_run_in_parent_project?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Keep the artifacts of the latest successful pipeline of each ref.' }) keep_latest_artifact?: boolean;
  @IsOptional() @IsInt() @Min(0) @JSONSchema({ description: 'Maximum artifacts size in MB (administrators).' }) max_artifacts_size?: number;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Deprecated: use ci_pipeline_variables_minimum_override_role.' }) restrict_user_defined_variables?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Merge request pipelines must come from members with the rights to run them.' }) protect_merge_request_pipelines?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'Lowest role allowed to manage feature flags.' }) feature_flags_minimum_role?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Sign commits made in the web UI.' }) web_based_commit_signing_enabled?: boolean;
  @FieldTier('premium') @IsOptional() @IsBoolean() @JSONSchema({ description: 'Enable merged results pipelines.' }) merge_pipelines_enabled?: boolean;
  @FieldTier('premium') @IsOptional() @IsBoolean() @JSONSchema({ description: 'Enable merge trains.' }) merge_trains_enabled?: boolean;
  @FieldTier('premium') @IsOptional() @IsBoolean() @JSONSchema({ description: 'Allow merging immediately, skipping the merge train.' }) merge_trains_skip_train_allowed?: boolean;
  @FieldTier('premium') @IsOptional() @IsString() @JSONSchema({ description: 'How strictly merge trains are enforced.' }) merge_train_enforcement?: string;
  @FieldTier('premium') @IsOptional() @IsInt() @Min(1) @JSONSchema({ description: 'Maximum pipelines running in parallel on a merge train.' }) max_pipelines_per_merge_train?: number;
  @FieldTier('premium') @IsOptional() @IsBoolean() @JSONSchema({ description: 'Allow deployment approvals from pipeline triggers.' }) allow_pipeline_trigger_approve_deployment?: boolean;
  @FieldTier('premium') @IsOptional() @IsInt() @Min(0) @JSONSchema({ description: 'Approvals required when no approval rule applies.' }) fallback_approvals_required?: number;
  @FieldTier('premium') @IsOptional() @IsString() @JSONSchema({ description: 'Default description template of new issues.' }) issues_template?: string;
  @FieldTier('premium') @IsOptional() @IsString() @JSONSchema({ description: 'Default description template of new merge requests.' }) merge_requests_template?: string;
  @FieldTier('premium') @IsOptional() @IsIn(['disabled', 'code_owners', 'dap_powered']) @JSONSchema({ description: 'Automatic reviewer assignment.' }) reviewer_assignment_strategy?: string;
  @FieldTier('premium') @IsOptional() @IsString() @JSONSchema({ description: 'Regular expression of the branches a pull mirror updates.' }) mirror_branch_regex?: string;
  @FieldTier('premium') @IsOptional() @IsBoolean() @JSONSchema({ description: 'A pull mirror overwrites diverged branches.' }) mirror_overwrites_diverged_branches?: boolean;
  @FieldTier('premium') @IsOptional() @IsInt() @JSONSchema({ description: 'User the pull mirror acts as.' }) mirror_user_id?: number;
  @FieldTier('premium') @IsOptional() @IsBoolean() @JSONSchema({ description: 'A pull mirror updates protected branches only.' }) only_mirror_protected_branches?: boolean;
  @FieldTier('ultimate') @IsOptional() @IsBoolean() @JSONSchema({ description: 'Security policy pipelines must succeed before merging.' }) security_policy_pipeline_must_succeed?: boolean;
}

export class UpdateProjectDto extends WithProjectSettings(ProjectUpdateFieldsDto) {}

/** project.update needs confirmation when it makes the project public: exposed code cannot be taken back. */
export function projectUpdateIsDestructive(p: { visibility?: string }): boolean {
  return p.visibility === 'public';
}
