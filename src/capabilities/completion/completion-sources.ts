/**
 * Where the values of each completable argument come from: a read-only catalog action,
 * the parameters to call it with, and the field of each listed item to offer. An argument whose
 * action is not in the view completes to nothing.
 */
export interface CompletionSource {
  readonly action: string;
  /** The action's parameters, or undefined when the context lacks what it needs (e.g. project_id). */
  readonly params: (value: string, context: Readonly<Record<string, string>>) => Record<string, unknown> | undefined;
  /** The value offered for one listed item. */
  readonly pick: (item: Readonly<Record<string, unknown>>) => string | undefined;
  /** `prefix`: keep values starting with what was typed (IDs); `contains` (default): containing it. */
  readonly match?: 'prefix' | 'contains';
}

/** The 18 argument names of A-62. */
export const COMPLETABLE_ARGUMENTS = [
  'project_id',
  'group_id',
  'username',
  'branch',
  'source_branch',
  'target_branch',
  'from',
  'to',
  'ref',
  'tag',
  'merge_request_iid',
  'issue_iid',
  'pipeline_id',
  'sha',
  'label',
  'milestone_id',
  'milestone',
  'job_id',
] as const;

const text = (key: string) => (item: Readonly<Record<string, unknown>>): string | undefined => (typeof item[key] === 'string' || typeof item[key] === 'number' ? String(item[key]) : undefined);
const search = (value: string): { search?: string } => (value.trim() === '' ? {} : { search: value.trim() });
const inProject =
  (extra: (value: string, context: Readonly<Record<string, string>>) => Record<string, unknown> = (v) => search(v)) =>
  (value: string, context: Readonly<Record<string, string>>): Record<string, unknown> | undefined =>
    context.project_id ? { project_id: context.project_id, per_page: 20, ...extra(value, context) } : undefined;

/** The full path of a project's namespace when that namespace is a group (not a user). */
const groupNamespace = (item: Readonly<Record<string, unknown>>): string | undefined => {
  const ns = item['namespace'] as { kind?: unknown; full_path?: unknown } | undefined;
  return ns?.kind === 'group' && typeof ns.full_path === 'string' ? ns.full_path : undefined;
};

const branches: CompletionSource = { action: 'branch.list', params: inProject(), pick: text('name') };
const tags: CompletionSource = { action: 'tag.list', params: inProject(), pick: text('name') };

/** Sources per argument name; several sources are merged in order (refs: branches, then tags). */
export const COMPLETION_SOURCES: Readonly<Record<(typeof COMPLETABLE_ARGUMENTS)[number], readonly CompletionSource[]>> = {
  project_id: [{ action: 'project.list', params: (v) => ({ per_page: 20, simple: true, ...search(v) }), pick: text('path_with_namespace') }],
  // The caller's groups (group.list); then the groups of the project in the context and the groups
  // that hold the caller's projects (live data either way).
  group_id: [
    { action: 'group.list', params: (v) => ({ per_page: 20, ...search(v) }), pick: text('full_path') },
    { action: 'project.list_groups', params: inProject((v) => ({ with_shared: true, ...search(v) })), pick: text('full_path') },
    { action: 'project.list', params: () => ({ per_page: 100, membership: true, order_by: 'last_activity_at' }), pick: groupNamespace },
  ],
  // Instance users; with a project in the context, its members too (the users a project prompt is about).
  username: [
    { action: 'user.list', params: (v) => ({ per_page: 20, ...search(v) }), pick: text('username') },
    { action: 'project.members', params: inProject((v) => (v.trim() === '' ? {} : { query: v.trim() })), pick: text('username') },
  ],
  branch: [branches],
  source_branch: [branches],
  target_branch: [branches],
  from: [branches, tags],
  to: [branches, tags],
  ref: [branches, tags],
  tag: [tags],
  merge_request_iid: [{ action: 'merge_request.list', params: inProject(() => ({ state: 'opened', order_by: 'updated_at' })), pick: text('iid'), match: 'prefix' }],
  issue_iid: [{ action: 'issue.list', params: inProject(() => ({ state: 'opened', order_by: 'updated_at', per_page: 100 })), pick: text('iid'), match: 'prefix' }],
  pipeline_id: [{ action: 'pipeline.list', params: inProject(() => ({})), pick: text('id'), match: 'prefix' }],
  sha: [{ action: 'repository.commit_list', params: inProject((_v, c) => (c.ref ? { ref_name: c.ref } : {})), pick: text('id'), match: 'prefix' }],
  label: [{ action: 'project.label_list', params: inProject(), pick: text('name') }],
  milestone_id: [{ action: 'project.milestone_list', params: inProject(() => ({ state: 'active' })), pick: text('id'), match: 'prefix' }],
  milestone: [{ action: 'project.milestone_list', params: inProject((v) => ({ state: 'active', ...search(v) })), pick: text('title') }],
  job_id: [
    {
      action: 'job.list',
      params: (_v, c) => (c.project_id && c.pipeline_id ? { project_id: c.project_id, pipeline_id: Number(c.pipeline_id), per_page: 100 } : undefined),
      pick: text('id'),
      match: 'prefix',
    },
  ],
};
