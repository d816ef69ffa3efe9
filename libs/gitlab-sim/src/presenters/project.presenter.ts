import { ACCESS } from '../gitlab-sim.constants';
import { bool, int, str } from '../rest.router';
import { projectAdminState, projectSettings, upstreamOf } from '../store/project-admin.store';
import type { SimNamespace, SimProject, SimUser } from '../store/sim-model.interface';
import type { SimStore } from '../store/sim.store';
import { presentUserBasic } from './user.presenter';

/** `API::Entities::NamespaceBasic`, as nested in a project. */
export function presentNamespaceBasic(store: SimStore, base: string, ns: SimNamespace): Record<string, unknown> {
  const fullPath = store.namespaceFullPath(ns);
  return {
    id: ns.id,
    name: ns.name,
    path: ns.path,
    kind: ns.kind,
    full_path: fullPath,
    parent_id: ns.parentId,
    avatar_url: null,
    web_url: ns.kind === 'group' ? `${base}/groups/${fullPath}` : `${base}/${fullPath}`,
  };
}

function hasReadme(project: SimProject): boolean {
  const head = project.repository.branches.get(project.defaultBranch);
  return head !== undefined && project.repository.commits.get(head)?.tree.has('README.md') === true;
}

function avatarUrl(store: SimStore, base: string, project: SimProject): string | null {
  const avatar = projectAdminState(store).avatars.get(project.id);
  return avatar ? `${base}/uploads/-/system/project/avatar/${project.id}/${encodeURIComponent(avatar.filename)}` : null;
}

/** A stored setting in the type the entity shows for it (form input arrives as strings). */
function asShown(value: unknown, current: unknown): unknown {
  if (typeof current === 'boolean') return bool(value) ?? current;
  if (typeof current === 'number') return int(value) ?? current;
  if (Array.isArray(current)) return Array.isArray(value) ? value : (str(value) ?? '').split(',').filter((v) => v !== '');
  return str(value) ?? current;
}

/** `API::Entities::BasicProjectDetails` (what `simple=true` and nested projects show). */
export function presentProjectBasic(store: SimStore, base: string, project: SimProject): Record<string, unknown> {
  const fullPath = store.projectFullPath(project);
  const ns = store.namespace(project.namespaceId);
  return {
    id: project.id,
    description: project.description,
    name: project.name,
    name_with_namespace: store.projectNameWithNamespace(project),
    path: project.path,
    path_with_namespace: fullPath,
    created_at: project.createdAt,
    default_branch: project.defaultBranch,
    tag_list: [...project.topics],
    topics: [...project.topics],
    ssh_url_to_repo: `git@${new URL(base).hostname}:${fullPath}.git`,
    http_url_to_repo: `${base}/${fullPath}.git`,
    web_url: `${base}/${fullPath}`,
    readme_url: hasReadme(project) ? `${base}/${fullPath}/-/blob/${project.defaultBranch}/README.md` : null,
    forks_count: project.forksCount,
    avatar_url: avatarUrl(store, base, project),
    star_count: project.starCount,
    last_activity_at: project.lastActivityAt,
    visibility: project.visibility,
    namespace: ns ? presentNamespaceBasic(store, base, ns) : null,
  };
}

export interface ProjectPresentOptions {
  statistics?: boolean;
  license?: boolean;
}

/** `API::Entities::ProjectWithAccess` (`GET /projects/:id` and the non-simple list). */
export function presentProject(
  store: SimStore,
  base: string,
  project: SimProject,
  viewer: SimUser,
  options: ProjectPresentOptions = {},
): Record<string, unknown> {
  const fullPath = store.projectFullPath(project);
  const ns = store.namespace(project.namespaceId);
  const api = `${base}/api/v4/projects/${project.id}`;
  // The owner of a personal namespace is an Owner member of its projects.
  const projectAccess = project.members.get(viewer.id) ?? (ns?.kind === 'user' && ns.ownerId === viewer.id ? ACCESS.OWNER : undefined);
  const groupAccess = ns?.kind === 'group' ? ns.members.get(viewer.id) : undefined;
  const owner = ns?.kind === 'user' && ns.ownerId !== null ? store.user(ns.ownerId) : undefined;
  const body: Record<string, unknown> = {
    ...presentProjectBasic(store, base, project),
    _links: {
      self: api,
      issues: `${api}/issues`,
      merge_requests: `${api}/merge_requests`,
      repo_branches: `${api}/repository/branches`,
      labels: `${api}/labels`,
      events: `${api}/events`,
      members: `${api}/members`,
      cluster_agents: `${api}/cluster_agents`,
    },
    packages_enabled: true,
    empty_repo: project.repository.branches.size === 0,
    archived: project.archived,
    resolve_outdated_diff_discussions: false,
    container_expiration_policy: {
      cadence: '1d',
      enabled: false,
      keep_n: 10,
      older_than: '90d',
      name_regex: '.*',
      name_regex_keep: null,
      next_run_at: project.createdAt,
    },
    repository_object_format: 'sha1',
    issues_enabled: true,
    merge_requests_enabled: true,
    wiki_enabled: true,
    jobs_enabled: true,
    snippets_enabled: true,
    container_registry_enabled: true,
    service_desk_enabled: false,
    service_desk_address: null,
    can_create_merge_request_in: true,
    issues_access_level: 'enabled',
    repository_access_level: 'enabled',
    merge_requests_access_level: 'enabled',
    forking_access_level: 'enabled',
    wiki_access_level: 'enabled',
    builds_access_level: 'enabled',
    snippets_access_level: 'enabled',
    pages_access_level: project.visibility === 'public' ? 'enabled' : 'private',
    analytics_access_level: 'enabled',
    container_registry_access_level: 'enabled',
    security_and_compliance_access_level: 'private',
    releases_access_level: 'enabled',
    environments_access_level: 'enabled',
    feature_flags_access_level: 'enabled',
    infrastructure_access_level: 'enabled',
    monitor_access_level: 'enabled',
    model_experiments_access_level: 'enabled',
    model_registry_access_level: 'enabled',
    emails_disabled: false,
    emails_enabled: true,
    shared_runners_enabled: true,
    lfs_enabled: true,
    creator_id: project.creatorId,
    import_url: null,
    import_type: null,
    import_status: 'none',
    import_error: null,
    open_issues_count: project.issues.filter((i) => i.state === 'opened').length,
    description_html: project.description ? `<p data-sourcepos="1:1-1:${project.description.length}" dir="auto">${project.description}</p>` : '',
    updated_at: project.updatedAt,
    ci_default_git_depth: 20,
    ci_delete_pipelines_in_seconds: null,
    ci_forward_deployment_enabled: true,
    ci_forward_deployment_rollback_allowed: true,
    ci_job_token_scope_enabled: false,
    ci_separated_caches: true,
    ci_allow_fork_pipelines_to_run_in_parent_project: true,
    ci_id_token_sub_claim_components: ['project_path', 'ref_type', 'ref'],
    build_git_strategy: 'fetch',
    keep_latest_artifact: true,
    restrict_user_defined_variables: true,
    ci_pipeline_variables_minimum_override_role: 'developer',
    runner_token_expiration_interval: null,
    group_runners_enabled: true,
    auto_cancel_pending_pipelines: 'enabled',
    build_timeout: 3600,
    auto_devops_enabled: false,
    auto_devops_deploy_strategy: 'continuous',
    ci_push_repository_for_job_token_allowed: false,
    ci_config_path: '',
    public_jobs: true,
    shared_with_groups: [],
    only_allow_merge_if_pipeline_succeeds: false,
    allow_merge_on_skipped_pipeline: null,
    request_access_enabled: true,
    only_allow_merge_if_all_discussions_are_resolved: false,
    remove_source_branch_after_merge: true,
    printing_merge_request_link_enabled: true,
    merge_method: 'merge',
    squash_option: 'default_off',
    enforce_auth_checks_on_uploads: true,
    suggestion_commit_message: null,
    merge_commit_template: null,
    squash_commit_template: null,
    issue_branch_template: null,
    warn_about_potentially_unwanted_characters: true,
    autoclose_referenced_issues: true,
    max_artifacts_size: null,
    approvals_before_merge: 0,
    mirror: false,
    external_authorization_classification_label: '',
    requirements_enabled: false,
    requirements_access_level: 'enabled',
    security_and_compliance_enabled: true,
    compliance_frameworks: [],
    merge_pipelines_enabled: false,
    merge_trains_enabled: false,
    merge_trains_skip_train_allowed: false,
    only_allow_merge_if_all_status_checks_passed: false,
    allow_pipeline_trigger_approve_deployment: false,
    prevent_merge_without_jira_issue: false,
    duo_remote_flows_enabled: true,
    web_based_commit_signing_enabled: false,
    permissions: {
      project_access: projectAccess === undefined ? null : { access_level: projectAccess, notification_level: 3 },
      group_access: groupAccess === undefined ? null : { access_level: groupAccess, notification_level: 3 },
    },
  };
  for (const [key, value] of Object.entries(projectSettings(store, project.id))) {
    if (key in body) body[key] = asShown(value, body[key]);
  }
  const upstream = upstreamOf(store, project);
  if (upstream) body['forked_from_project'] = presentProjectBasic(store, base, upstream);
  const mark = projectAdminState(store).deletionMarks.get(project.id);
  body['marked_for_deletion_at'] = mark?.on ?? null;
  body['marked_for_deletion_on'] = mark?.on ?? null;
  if (owner) body['owner'] = presentUserBasic(base, owner);
  if (options.license) {
    body['license_url'] = project.license ? `${base}/${fullPath}/-/blob/${project.defaultBranch}/LICENSE` : null;
    body['license'] = project.license
      ? {
          key: project.license.key,
          name: project.license.name,
          nickname: project.license.nickname,
          html_url: project.license.htmlUrl,
          source_url: project.license.sourceUrl,
        }
      : null;
  }
  if (options.statistics && (viewer.isAdmin || (projectAccess ?? groupAccess ?? 0) >= ACCESS.REPORTER)) {
    const repositorySize = [...project.repository.commits.values()].reduce(
      (sum, c) => sum + [...c.tree.values()].reduce((s, b) => s + b.content.length, 0),
      0,
    );
    body['statistics'] = {
      commit_count: project.repository.commits.size,
      storage_size: repositorySize,
      repository_size: repositorySize,
      wiki_size: 0,
      lfs_objects_size: 0,
      job_artifacts_size: 0,
      pipeline_artifacts_size: 0,
      packages_size: 0,
      snippets_size: 0,
      uploads_size: 0,
      container_registry_size: 0,
    };
  }
  return body;
}
