/**
 * One URI template of resources.tsv, read through a catalog action. The template is offered only
 * while that action is in the configuration's view and takes every template variable (under its
 * own name or the one in `params`), so a resource appears with its action and never guesses.
 */
export interface ResourceTemplateSpec {
  readonly name: string;
  readonly uriTemplate: string;
  readonly title: string;
  readonly description: string;
  /** The read-only catalog action behind the resource. */
  readonly action: string;
  /** Template variable → action parameter, where the names differ. */
  readonly params?: Readonly<Record<string, string>>;
  /** A collection: one page of up to 100 items with the A-34 page information. */
  readonly collection?: boolean;
  /** Can be subscribed to: a single object, or a list under a single parent. */
  readonly subscribable?: boolean;
  /** A repository file: large or binary content is answered as metadata only. */
  readonly file?: boolean;
  /**
   * A template variable that is an IID while the action takes the global id: the IID is looked up
   * through a read-only list action's `iids` filter (GitLab's `?iids[]=N`) and its `id` passed as `param`.
   */
  readonly iidLookup?: { readonly variable: string; readonly listAction: string; readonly param: string };
}

const object = (name: string, uriTemplate: string, title: string, action: string, params?: Record<string, string>): ResourceTemplateSpec => ({
  name,
  uriTemplate,
  title,
  description: `${title}, as the structured JSON of the ${action} action.`,
  action,
  params,
  subscribable: true,
});

const list = (name: string, uriTemplate: string, title: string, action: string, options: { params?: Record<string, string>; subscribable?: boolean } = {}): ResourceTemplateSpec => ({
  name,
  uriTemplate,
  title,
  description: `${title}: one page of up to 100 items from the ${action} action; _meta io.github.jmrplens/pageInfo says whether it is complete.`,
  action,
  collection: true,
  ...options,
});

/** The URI templates of resources.tsv (except gitlab://tools/{id}, which reads the catalog itself). */
export const RESOURCE_TEMPLATES: readonly ResourceTemplateSpec[] = [
  object('project', 'gitlab://project/{project_id}', 'Project', 'project.get'),
  list('project_members', 'gitlab://project/{project_id}/members', 'Project members', 'project.members'),
  list('project_labels', 'gitlab://project/{project_id}/labels', 'Project labels', 'project.label_list'),
  list('project_milestones', 'gitlab://project/{project_id}/milestones', 'Project milestones', 'project.milestone_list'),
  list('project_branches', 'gitlab://project/{project_id}/branches', 'Project branches', 'branch.list'),
  list('project_issues', 'gitlab://project/{project_id}/issues', 'Project issues', 'issue.list'),
  list('project_releases', 'gitlab://project/{project_id}/releases', 'Project releases', 'release.list'),
  list('project_tags', 'gitlab://project/{project_id}/tags', 'Project tags', 'tag.list'),
  object('commit', 'gitlab://project/{project_id}/commit/{sha}', 'Commit', 'repository.commit_get', { sha: 'commit_sha' }),
  { ...object('file_blob', 'gitlab://project/{project_id}/file/{ref}/{+path}', 'Repository file', 'repository.file_get', { path: 'file_path' }), file: true },
  object('wiki_page', 'gitlab://project/{project_id}/wiki/{slug}', 'Wiki page', 'wiki.get'),
  object('branch', 'gitlab://project/{project_id}/branch/{branch}', 'Branch', 'branch.get'),
  object('tag', 'gitlab://project/{project_id}/tag/{tag_name}', 'Tag', 'tag.get'),
  object('release', 'gitlab://project/{project_id}/release/{tag_name}', 'Release', 'release.get'),
  object('label', 'gitlab://project/{project_id}/label/{label_id}', 'Project label', 'project.label_get'),
  object('milestone', 'gitlab://project/{project_id}/milestone/{milestone_iid}', 'Project milestone', 'project.milestone_get'),
  object('board', 'gitlab://project/{project_id}/board/{board_id}', 'Issue board', 'project.board_get'),
  object('deployment', 'gitlab://project/{project_id}/deployment/{deployment_id}', 'Deployment', 'environment.deployment_get'),
  object('environment', 'gitlab://project/{project_id}/environment/{environment_id}', 'Environment', 'environment.get'),
  object('job', 'gitlab://project/{project_id}/job/{job_id}', 'CI job', 'job.get'),
  object('feature_flag', 'gitlab://project/{project_id}/feature_flag/{name}', 'Feature flag', 'feature_flags.feature_flag_get', { name: 'feature_flag_name' }),
  object('deploy_key', 'gitlab://project/{project_id}/deploy_key/{deploy_key_id}', 'Deploy key', 'access.deploy_key_get', { deploy_key_id: 'key_id' }),
  object('project_snippet', 'gitlab://project/{project_id}/snippet/{snippet_id}', 'Project snippet', 'snippet.project_get'),
  object('issue', 'gitlab://project/{project_id}/issue/{issue_iid}', 'Issue', 'issue.get'),
  object('merge_request', 'gitlab://project/{project_id}/mr/{merge_request_iid}', 'Merge request', 'merge_request.get'),
  list('merge_request_notes', 'gitlab://project/{project_id}/mr/{merge_request_iid}/notes', 'Merge request notes', 'mr_review.note_list', { subscribable: true }),
  list('merge_request_discussions', 'gitlab://project/{project_id}/mr/{merge_request_iid}/discussions', 'Merge request discussions', 'mr_review.discussion_list', { subscribable: true }),
  object('latest_pipeline', 'gitlab://project/{project_id}/pipelines/latest', 'Latest pipeline', 'pipeline.latest'),
  object('pipeline', 'gitlab://project/{project_id}/pipeline/{pipeline_id}', 'Pipeline', 'pipeline.get'),
  list('pipeline_jobs', 'gitlab://project/{project_id}/pipeline/{pipeline_id}/jobs', 'Pipeline jobs', 'job.list', { subscribable: true }),
  object('group', 'gitlab://group/{group_id}', 'Group', 'group.get'),
  list('group_members', 'gitlab://group/{group_id}/members', 'Group members', 'group.members'),
  list('group_projects', 'gitlab://group/{group_id}/projects', 'Group projects', 'group.projects'),
  object('group_label', 'gitlab://group/{group_id}/label/{label_id}', 'Group label', 'group.group_label_get'),
  {
    ...object('group_milestone', 'gitlab://group/{group_id}/milestone/{milestone_iid}', 'Group milestone', 'group.group_milestone_get'),
    iidLookup: { variable: 'milestone_iid', listAction: 'group.group_milestone_list', param: 'milestone_id' },
  },
  object('snippet', 'gitlab://snippet/{snippet_id}', 'Snippet', 'snippet.get'),
];
