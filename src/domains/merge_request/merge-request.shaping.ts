import type { MrApprovalRuleDto, ApprovalSettingsDto, ApprovalSettingValueDto, ApprovalStateRuleDto, MergeRequestApprovalsDto } from './dto/approval.dto.js';
import type { LabelDetailDto } from '../shared/label-details.js';
import type { MergeRequestBasicDto } from '../shared/merge-request-basic.dto.js';
import type { TodoDto } from '../shared/todo.dto.js';
import type { MrDependencyDto } from './dto/merge-request-related.dto.js';

// Answer shaping: GitLab's answers made to fit the declared output types (types drift between
// GitLab versions: labels become objects with with_labels_details, changes_count is a string).

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `value` when it is an object, else nothing (GitLab sends `null` for absent relations). */
export function objectOrUndefined<T>(value: unknown): T | undefined {
  return isObject(value) ? (value as T) : undefined;
}

/** An array answer as an array: a single object becomes a list of one, anything else empty. */
export function asList<T>(value: unknown): T[] {
  if (Array.isArray(value)) return value.filter(isObject) as T[];
  return isObject(value) ? [value as T] : [];
}

/** Keeps `key` only when its value has the JavaScript type `type`. */
function keepTyped(o: Json, key: string, type: 'boolean' | 'number' | 'string'): void {
  if (key in o && typeof o[key] !== type) delete o[key];
}

/** The JSON types of an entity's fields; a value of another type is dropped rather than passed on mistyped. */
export interface FieldTypes {
  readonly bool?: readonly string[];
  readonly int?: readonly string[];
  readonly str?: readonly string[];
  readonly obj?: readonly string[];
  readonly objList?: readonly string[];
  readonly strList?: readonly string[];
}

/** A copy of `raw` whose listed fields have their declared type (see {@link FieldTypes}). */
export function conform(raw: unknown, types: FieldTypes): Json {
  const o: Json = isObject(raw) ? { ...raw } : {};
  for (const key of types.bool ?? []) keepTyped(o, key, 'boolean');
  for (const key of types.str ?? []) keepTyped(o, key, 'string');
  for (const key of types.int ?? []) if (key in o && !Number.isInteger(o[key])) delete o[key];
  for (const key of types.obj ?? []) if (key in o && !isObject(o[key])) delete o[key];
  for (const key of types.objList ?? []) if (key in o) o[key] = asList(o[key]);
  for (const key of types.strList ?? []) if (key in o) o[key] = Array.isArray(o[key]) ? (o[key] as unknown[]).filter((v) => typeof v === 'string') : [];
  return o;
}

const MR_TYPES: FieldTypes = {
  bool: [
    'draft', 'work_in_progress', 'imported', 'merge_when_pipeline_succeeds', 'discussion_locked', 'should_remove_source_branch',
    'force_remove_source_branch', 'allow_collaboration', 'allow_maintainer_to_push', 'squash', 'squash_on_merge', 'has_conflicts',
    'blocking_discussions_resolved', 'subscribed', 'rebase_in_progress', 'first_contribution',
  ],
  int: ['id', 'iid', 'project_id', 'source_project_id', 'target_project_id', 'user_notes_count', 'upvotes', 'downvotes', 'approvals_before_merge', 'diverged_commits_count'],
  str: [
    'title', 'description', 'title_html', 'description_html', 'state', 'created_at', 'updated_at', 'prepared_at', 'merged_at', 'merge_after',
    'closed_at', 'source_branch', 'target_branch', 'imported_from', 'merge_status', 'detailed_merge_status', 'sha', 'merge_commit_sha',
    'squash_commit_sha', 'reference', 'web_url', 'latest_build_started_at', 'latest_build_finished_at', 'first_deployed_to_production_at', 'merge_error',
  ],
  obj: ['author', 'assignee', 'merged_by', 'merge_user', 'closed_by', 'milestone', 'references', 'time_stats', 'task_completion_status', 'pipeline', 'head_pipeline', 'diff_refs', 'user'],
  objList: ['assignees', 'reviewers'],
};

/**
 * A merge request as declared: label objects (with_labels_details) become names plus
 * `label_details`, `changes_count` is text as GitLab documents it, and mistyped fields are dropped.
 */
export function shapeMergeRequest<T extends MergeRequestBasicDto>(raw: unknown): T {
  const mr = conform(raw, MR_TYPES);
  if (Array.isArray(mr['labels'])) {
    const labels = mr['labels'] as unknown[];
    const details = labels.filter(isObject) as LabelDetailDto[];
    mr['labels'] = labels.map((l) => (isObject(l) ? String(l['name'] ?? '') : String(l))).filter((l) => l !== '');
    if (details.length > 0) mr['label_details'] = details;
  } else delete mr['labels'];
  const count = mr['changes_count'];
  if (typeof count === 'number') mr['changes_count'] = String(count);
  else if (typeof count !== 'string') delete mr['changes_count'];
  return mr as T;
}

const APPROVALS_TYPES: FieldTypes = {
  bool: ['approved', 'user_can_approve', 'user_has_approved', 'require_password_to_approve', 'has_approval_rules', 'merge_request_approvers_available', 'multiple_approval_rules_available'],
  int: ['id', 'iid', 'project_id', 'approvals_required', 'approvals_left'],
  str: ['title', 'description', 'state', 'created_at', 'updated_at', 'merge_status'],
  objList: ['approved_by', 'suggested_approvers', 'approvers', 'approver_groups', 'approval_rules_left', 'invalid_approvers_rules'],
};

/** The approvals answer (approve, unapprove, approvals) with typed fields. */
export function shapeApprovals(raw: unknown): MergeRequestApprovalsDto {
  const a = conform(raw, APPROVALS_TYPES);
  if (Array.isArray(a['approved_by'])) a['approved_by'] = (a['approved_by'] as unknown[]).map((x) => conform(x, { obj: ['user'], str: ['approved_at'] }));
  return a as MergeRequestApprovalsDto;
}

const RULE_TYPES: FieldTypes = {
  bool: ['contains_hidden_groups', 'overridden', 'approved', 'code_owner'],
  int: ['id', 'approvals_required'],
  str: ['name', 'rule_type', 'report_type', 'section'],
  obj: ['source_rule'],
  objList: ['approved_by', 'eligible_approvers', 'users', 'groups'],
};

/** An approval rule with typed flags (`contains_hidden_groups` is a boolean; `source_rule` an object). */
export function shapeApprovalRule<T extends MrApprovalRuleDto | ApprovalStateRuleDto>(raw: unknown): T {
  const rule = conform(raw, RULE_TYPES);
  if (isObject(rule['source_rule'])) rule['source_rule'] = conform(rule['source_rule'], { int: ['approvals_required'] });
  return rule as T;
}

const SETTING_KEYS = [
  'allow_author_approval',
  'allow_committer_approval',
  'allow_overrides_to_approver_list_per_merge_request',
  'retain_approvals_on_push',
  'selective_code_owner_removals',
  'require_password_to_approve',
  'require_reauthentication_to_approve',
] as const;

/** One approval setting: GitLab answers `{value, locked, inherited_from}`; a bare boolean is its value. */
export function shapeSetting(raw: unknown): ApprovalSettingValueDto | undefined {
  if (typeof raw === 'boolean') return { value: raw };
  if (!isObject(raw)) return undefined;
  const out: ApprovalSettingValueDto = {};
  if (typeof raw['value'] === 'boolean') out.value = raw['value'];
  if (typeof raw['locked'] === 'boolean') out.locked = raw['locked'];
  if (typeof raw['inherited_from'] === 'string') out.inherited_from = raw['inherited_from'];
  return out;
}

/** The approval settings answer with every setting shaped by {@link shapeSetting}. */
export function shapeApprovalSettings(raw: unknown): ApprovalSettingsDto {
  const src = isObject(raw) ? raw : {};
  const out: ApprovalSettingsDto = {};
  for (const key of SETTING_KEYS) {
    const value = shapeSetting(src[key]);
    if (value) out[key] = value;
  }
  return out;
}

/** A to-do item whose `target` is the merge request object (a bare reference is dropped). */
export function shapeTodo(raw: unknown): TodoDto {
  const todo: Json = isObject(raw) ? { ...raw } : {};
  if (isObject(todo['target'])) todo['target'] = shapeMergeRequest(todo['target']);
  else delete todo['target'];
  for (const key of ['project', 'group', 'author']) if (!isObject(todo[key])) delete todo[key];
  return todo as TodoDto;
}

/** A dependency with both merge requests shaped. */
export function shapeDependency(raw: unknown): MrDependencyDto {
  const dep: Json = isObject(raw) ? { ...raw } : {};
  for (const key of ['blocking_merge_request', 'blocked_merge_request']) {
    if (isObject(dep[key])) dep[key] = shapeMergeRequest(dep[key]);
    else delete dep[key];
  }
  return dep as MrDependencyDto;
}
