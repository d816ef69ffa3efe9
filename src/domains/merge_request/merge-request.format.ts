import { card, formatDate, inline, nextStepsBlock, paginationLine, table, untrusted, type CellValue } from '@gitlab-mcp/action-kit';
import type { CommitDto } from '../shared/commit.dto.js';
import type { UserBasicDto } from '../shared/user-basic.dto.js';
import type {
  ApprovalRuleDto,
  ApprovalRuleListDto,
  ApprovalSettingsDto,
  ApprovalSettingValueDto,
  ApprovalStateDto,
  ApprovalStateRuleDto,
  MergeRequestApprovalsDto,
} from './dto/approval.dto.js';
import type {
  AwardEmojiDto,
  AwardEmojiListDto,
  LabelEventDto,
  LabelEventListDto,
  MilestoneEventDto,
  MilestoneEventListDto,
  MrCommitListDto,
  MrContextCommitListDto,
  MrDependencyDto,
  MrDependencyListDto,
  MrIssueDto,
  MrIssueListDto,
  MrPipelineDto,
  MrPipelineListDto,
  MrReviewerDto,
  MrReviewerListDto,
  MrUserListDto,
  StateEventDto,
  StateEventListDto,
  TimeStatsResultDto,
  TodoDto,
} from './dto/merge-request-related.dto.js';
import type { MergeRequestBasicDto, MergeRequestDto, MergeRequestListDto, MergeRequestOutcomeDto, MrLabelDto, PipelineBasicDto, RebaseResultDto } from './dto/merge-request.dto.js';

/** Characters of a description or commit message shown in Markdown before it is cut. */
export const BODY_LIMIT = 4000;
/** Characters of all commit messages of one page shown in Markdown before they are cut. */
export const MESSAGES_LIMIT = 8000;

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

const who = (u: UserBasicDto | undefined | null): string | undefined => (u ? (u.username ?? u.name ?? String(u.id)) : undefined);

const users = (list: readonly (UserBasicDto | undefined)[] | undefined): string[] => (list ?? []).map((u) => who(u) ?? '').filter((u) => u !== '');

// ---------------------------------------------------------------------------------------------
// Answer shaping: GitLab's answers made to fit the declared output types (types drift between
// GitLab versions: labels become objects with with_labels_details, changes_count is a string).
// ---------------------------------------------------------------------------------------------

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
    const details = labels.filter(isObject) as MrLabelDto[];
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
export function shapeApprovalRule<T extends ApprovalRuleDto | ApprovalStateRuleDto>(raw: unknown): T {
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

// ---------------------------------------------------------------------------------------------
// Long text
// ---------------------------------------------------------------------------------------------

/** `text` cut to `limit` characters (never inside a surrogate pair), and whether it was cut. */
export function trimBody(text: string | null | undefined, limit = BODY_LIMIT): { text: string; trimmed: boolean; length: number } {
  const body = text ?? '';
  if (body.length <= limit) return { text: body, trimmed: false, length: body.length };
  let end = limit;
  const code = body.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  return { text: body.slice(0, end), trimmed: true, length: body.length };
}

/** A user-written body framed as data, cut past `limit` with a note saying where to read it whole. */
export function framedBody(label: string, text: string | null | undefined, whereWhole: string, limit = BODY_LIMIT): string {
  const cut = trimBody(text, limit);
  const framed = untrusted(label, cut.text);
  if (!cut.trimmed) return framed;
  return `${framed}\n\n_${label} trimmed: first ${cut.text.length} of ${cut.length} characters shown; ${whereWhole}._`;
}

/** Commit messages of a page framed as data: each message after its short SHA, cut past `limit` in total. */
export function commitMessages(commits: readonly CommitDto[], limit = MESSAGES_LIMIT): string {
  const text = commits.map((c) => `[${c.short_id ?? c.id.slice(0, 8)}] ${(c.message ?? c.title ?? '').trim()}`).join('\n\n');
  return framedBody('Commit messages', text, 'the full messages are in structuredContent.commits[].message', limit);
}

/**
 * Titles and other short user-written values of a list, one `key text` line each, framed as data
 * (nothing when no item has one); the table beside it shows only what GitLab itself computed.
 */
export function framedLines(label: string, lines: ReadonlyArray<readonly [string, string | undefined | null]>, where = 'they are in structuredContent'): string {
  const text = lines.filter(([, t]) => typeof t === 'string' && t.trim() !== '').map(([key, t]) => `${key} ${(t as string).trim()}`).join('\n');
  return text === '' ? '' : `\n\n${framedBody(label, text, where, MESSAGES_LIMIT)}`;
}

/** One short user-written value (a title) framed as data, or nothing when absent. */
const framedValue = (label: string, text: string | undefined | null): string => (text && text.trim() !== '' ? `\n\n${untrusted(label, text)}` : '');

/** A milestone named by its IDs only: its title is user-written and goes in a frame. */
const milestoneRef = (m: { id: number; iid?: number } | undefined): string | undefined => (m ? `ID ${m.id}${m.iid === undefined ? '' : ` (IID ${m.iid})`}` : undefined);

// ---------------------------------------------------------------------------------------------
// Merge requests
// ---------------------------------------------------------------------------------------------

const ref = (mr: MergeRequestBasicDto): string => mr.references?.full ?? `!${mr.iid}`;

const branches = (mr: MergeRequestBasicDto): string | undefined =>
  mr.source_branch || mr.target_branch ? `${mr.source_branch ?? '?'} → ${mr.target_branch ?? '?'}` : undefined;

const pipelineLine = (p: PipelineBasicDto | undefined): string | undefined => (p ? `#${p.id} ${p.status ?? ''}`.trim() : undefined);

/** Card rows shown only when GitLab sent a value (asked-for extras and after-the-fact fields). */
const WHEN_SET = new Set(['Rebase in progress', 'Commits behind target', 'Merge error', 'Merge commit', 'Merged', 'Closed', 'Head pipeline', 'You can merge', 'Changed files']);

export function renderMergeRequest(mr: MergeRequestDto, heading = 'Merge request'): string {
  const rows: [string, CellValue][] = [
    ['IID', mr.iid],
    ['ID', mr.id],
    ['State', mr.state],
    ['Draft', mr.draft],
    ['Branches', branches(mr)],
    ['Detailed merge status', mr.detailed_merge_status],
    ['Merge status', mr.merge_status],
    ['Has conflicts', mr.has_conflicts],
    ['Discussions resolved', mr.blocking_discussions_resolved],
    ['Head pipeline', pipelineLine(mr.head_pipeline ?? mr.pipeline)],
    ['You can merge', mr.user?.can_merge],
    ['Auto-merge', mr.merge_when_pipeline_succeeds],
    ['Rebase in progress', mr.rebase_in_progress],
    ['Commits behind target', mr.diverged_commits_count],
    ['Merge error', mr.merge_error],
    ['Author', who(mr.author)],
    ['Assignees', users(mr.assignees)],
    ['Reviewers', users(mr.reviewers)],
    ['Labels', mr.labels],
    ['Milestone', milestoneRef(mr.milestone)],
    ['Changed files', mr.changes_count],
    ['Squash on merge', mr.squash],
    ['Delete source branch', mr.force_remove_source_branch ?? mr.should_remove_source_branch],
    ['SHA', mr.sha],
    ['Merge commit', mr.merge_commit_sha ?? mr.squash_commit_sha],
    ['Merged', mr.merged_at ? `${formatDate(mr.merged_at)}${mr.merge_user ?? mr.merged_by ? ` by ${who(mr.merge_user ?? mr.merged_by)}` : ''}` : undefined],
    ['Closed', mr.closed_at ? `${formatDate(mr.closed_at)}${mr.closed_by ? ` by ${who(mr.closed_by)}` : ''}` : undefined],
    ['Comments', mr.user_notes_count],
    ['Created', formatDate(mr.created_at)],
    ['Updated', formatDate(mr.updated_at)],
    ['URL', mr.web_url],
  ];
  const shown = rows.filter(([label, value]) => !WHEN_SET.has(label) || (value !== undefined && value !== null));
  return [
    card(`${heading} ${ref(mr)}`, shown),
    framedValue('Title', mr.title),
    framedValue('Milestone title', mr.milestone?.title),
    `\n\n${framedBody('Description', mr.description, `read it whole in structuredContent.description${mr.web_url ? ` or at ${mr.web_url}` : ''}`)}`,
    steps(mr),
  ].join('');
}

const listRef = (m: MergeRequestBasicDto): string => (m.references?.full && !m.references.full.startsWith('!') ? m.references.full : `!${m.iid}`);

export function renderMergeRequestList(list: MergeRequestListDto, title: string): string {
  return (
    table(
      title,
      [
        { header: 'IID', value: (m: MergeRequestBasicDto) => listRef(m) },
        { header: 'State', value: (m) => m.state },
        { header: 'Status', value: (m) => m.detailed_merge_status },
        { header: 'Branches', value: (m) => branches(m) },
        { header: 'Author', value: (m) => who(m.author) },
        { header: 'Reviewers', value: (m) => users(m.reviewers) },
        { header: 'Labels', value: (m) => m.labels },
        { header: 'Updated', value: (m) => formatDate(m.updated_at) },
      ],
      list.merge_requests,
      'No merge requests match.',
    ) +
    framedLines('Titles', list.merge_requests.map((m) => [listRef(m), m.title])) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderOutcome(o: MergeRequestOutcomeDto, title: string): string {
  return (
    card(title, [
      ['Project', o.project_id],
      ['Group', o.group_id],
      ['Merge request', o.merge_request_iid === undefined ? undefined : `!${o.merge_request_iid}`],
      ['Result', o.message],
    ]) + steps(o)
  );
}

export function renderRebase(r: RebaseResultDto): string {
  return (
    card(`Rebase of merge request !${r.merge_request_iid}`, [
      ['Project', r.project_id],
      ['Rebase in progress', r.rebase_in_progress],
      ['Merge error', r.merge_error],
      ['Result', r.merge_error ? 'GitLab reported an error.' : 'Accepted: GitLab rebases the source branch in the background.'],
    ]) + steps(r)
  );
}

// ---------------------------------------------------------------------------------------------
// Commits, pipelines, people, issues
// ---------------------------------------------------------------------------------------------

const commitColumns = [
  { header: 'SHA', value: (c: CommitDto) => c.short_id ?? c.id.slice(0, 8) },
  { header: 'Author', value: (c: CommitDto) => c.author_name },
  { header: 'Authored', value: (c: CommitDto) => formatDate(c.authored_date ?? c.created_at) },
];

export function renderCommits(list: MrCommitListDto, title: string): string {
  const body = list.commits.length > 0 ? `\n\n${commitMessages(list.commits)}` : '';
  return table(title, commitColumns, list.commits, 'No commits.') + body + `\n\n${paginationLine(list.pagination)}` + steps(list);
}

export function renderContextCommits(list: MrContextCommitListDto, title: string): string {
  const body = list.commits.length > 0 ? `\n\n${commitMessages(list.commits)}` : '';
  return table(title, commitColumns, list.commits, 'No context commits.') + body + steps(list);
}

export function renderPipelines(list: MrPipelineListDto, title: string): string {
  return (
    table(
      title,
      [
        { header: 'ID', value: (p: PipelineBasicDto) => p.id },
        { header: 'Status', value: (p) => p.status },
        { header: 'Source', value: (p) => p.source },
        { header: 'Ref', value: (p) => p.ref },
        { header: 'SHA', value: (p) => p.sha?.slice(0, 8) },
        { header: 'Created', value: (p) => formatDate(p.created_at) },
      ],
      list.pipelines,
      'No pipelines for this merge request.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderPipeline(p: MrPipelineDto, title: string): string {
  return (
    card(title, [
      ['ID', p.id],
      ['IID', p.iid],
      ['Status', p.detailed_status?.text ?? p.status],
      ['Source', p.source],
      ['Ref', p.ref],
      ['SHA', p.sha],
      ['Created', formatDate(p.created_at)],
      ['URL', p.web_url],
    ]) + steps(p)
  );
}

export function renderUsers(list: MrUserListDto, title: string): string {
  return (
    table(
      title,
      [
        { header: 'Username', value: (u: UserBasicDto) => u.username },
        { header: 'Name', value: (u) => u.name },
        { header: 'ID', value: (u) => u.id },
        { header: 'State', value: (u) => u.state },
      ],
      list.users,
      'No users.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderReviewers(list: MrReviewerListDto, title: string): string {
  return (
    table(
      title,
      [
        { header: 'Reviewer', value: (r: MrReviewerDto) => who(r.user) },
        { header: 'Review state', value: (r) => r.state },
        { header: 'Requested', value: (r) => formatDate(r.created_at) },
      ],
      list.reviewers,
      'No reviewers assigned.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderIssues(list: MrIssueListDto, title: string, empty: string): string {
  return (
    table(
      title,
      [
        { header: 'Issue', value: (i: MrIssueDto) => i.references?.full ?? (i.iid === undefined ? undefined : `#${i.iid}`) },
        { header: 'State', value: (i) => i.state },
        { header: 'Author', value: (i) => who(i.author) },
        { header: 'Labels', value: (i) => i.labels },
      ],
      list.issues,
      empty,
    ) +
    framedLines('Titles', list.issues.map((i) => [i.references?.full ?? `#${i.iid ?? i.id ?? '?'}`, i.title])) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderTimeStats(t: TimeStatsResultDto, title: string): string {
  return (
    card(title, [
      ['Estimate', t.human_time_estimate ?? (t.time_estimate ? `${t.time_estimate}s` : 'none')],
      ['Time spent', t.human_total_time_spent ?? (t.total_time_spent ? `${t.total_time_spent}s` : 'none')],
      ['Estimate (seconds)', t.time_estimate],
      ['Spent (seconds)', t.total_time_spent],
    ]) + steps(t)
  );
}

export function renderTodo(t: TodoDto, title: string): string {
  return (
    card(title, [
      ['ID', t.id],
      ['Action', t.action_name],
      ['Target', t.target ? `${t.target_type ?? 'MergeRequest'} !${t.target.iid}` : t.target_type],
      ['Project', t.project?.path_with_namespace ?? t.project?.name],
      ['State', t.state],
      ['Created', formatDate(t.created_at)],
      ['URL', t.target_url],
    ]) +
    framedValue('Target title', t.target?.title) +
    steps(t)
  );
}

// ---------------------------------------------------------------------------------------------
// Approvals
// ---------------------------------------------------------------------------------------------

export function renderApprovals(a: MergeRequestApprovalsDto, title: string): string {
  return (
    card(title, [
      ['State', a.state],
      ['Approved', a.approved],
      ['Approvals required', a.approvals_required],
      ['Approvals left', a.approvals_left],
      ['Approved by', (a.approved_by ?? []).map((x) => `${who(x.user) ?? '?'}${x.approved_at ? ` (${formatDate(x.approved_at)})` : ''}`)],
      ['You approved', a.user_has_approved],
      ['You can approve', a.user_can_approve],
      ['Rules left', (a.approval_rules_left ?? []).map((r) => r.name ?? String(r.id ?? ''))],
    ]) +
    framedValue('Title', a.title) +
    steps(a)
  );
}

/** Kept for the approve action: the card of the approval state after approving. */
export function renderApproval(a: MergeRequestApprovalsDto, _project: string, iid: number): string {
  return renderApprovals(a, `Merge request !${a.iid ?? iid} approved`);
}

const approverNames = (r: { users?: UserBasicDto[]; groups?: { name?: string; full_path?: string }[] }): string[] => [
  ...users(r.users),
  ...(r.groups ?? []).map((g) => g.full_path ?? g.name ?? '').filter((g) => g !== ''),
];

export function renderApprovalRule(r: ApprovalRuleDto, title: string): string {
  return (
    card(title, [
      ['ID', r.id],
      ['Name', r.name],
      ['Type', r.rule_type],
      ['Approvals required', r.approvals_required],
      ['Approvers', approverNames(r)],
      ['Eligible approvers', users(r.eligible_approvers)],
      ['Overridden', r.overridden],
      ['Hidden groups', r.contains_hidden_groups],
    ]) + steps(r)
  );
}

export function renderApprovalRules(list: ApprovalRuleListDto, title: string): string {
  return (
    table(
      title,
      [
        { header: 'ID', value: (r: ApprovalRuleDto) => r.id },
        { header: 'Name', value: (r) => r.name },
        { header: 'Type', value: (r) => r.rule_type },
        { header: 'Required', value: (r) => r.approvals_required },
        { header: 'Approvers', value: (r) => approverNames(r) },
      ],
      list.approval_rules,
      'No approval rules.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderApprovalState(s: ApprovalStateDto, title: string): string {
  const overridden = `Rules overridden on the merge request: ${inline(s.approval_rules_overwritten)}`;
  return (
    table(
      title,
      [
        { header: 'Rule', value: (r: ApprovalStateRuleDto) => r.name },
        { header: 'Type', value: (r) => r.rule_type },
        { header: 'Approved', value: (r) => r.approved },
        { header: 'Required', value: (r) => r.approvals_required },
        { header: 'Approved by', value: (r) => users(r.approved_by) },
        { header: 'Eligible', value: (r) => users(r.eligible_approvers) },
      ],
      s.rules,
      'No approval rules apply.',
    ) +
    `\n\n${overridden}` +
    steps(s)
  );
}

const settingText = (v: ApprovalSettingValueDto | undefined): string | undefined => {
  if (!v) return undefined;
  const base = inline(v.value);
  const extra = [v.locked ? 'locked' : '', v.inherited_from ? `from ${v.inherited_from}` : ''].filter((x) => x !== '').join(', ');
  return extra ? `${base} (${extra})` : base;
};

export function renderApprovalSettings(s: ApprovalSettingsDto, title: string): string {
  return (
    card(title, [
      ['Author may approve', settingText(s.allow_author_approval)],
      ['Committers may approve', settingText(s.allow_committer_approval)],
      ['Merge requests may override rules', settingText(s.allow_overrides_to_approver_list_per_merge_request)],
      ['Keep approvals on push', settingText(s.retain_approvals_on_push)],
      ['Selective Code Owner removals', settingText(s.selective_code_owner_removals)],
      ['Password to approve', settingText(s.require_password_to_approve)],
      ['Re-authentication to approve', settingText(s.require_reauthentication_to_approve)],
    ]) + steps(s)
  );
}

// ---------------------------------------------------------------------------------------------
// Dependencies, emoji, events
// ---------------------------------------------------------------------------------------------

const mrLine = (mr: MergeRequestBasicDto | undefined): string | undefined => (mr ? `${ref(mr)} (${mr.state ?? '?'})` : undefined);

export function renderDependency(d: MrDependencyDto, title: string): string {
  return (
    card(title, [
      ['Block ID', d.id],
      ['Blocking', mrLine(d.blocking_merge_request)],
      ['Blocked', mrLine(d.blocked_merge_request)],
    ]) +
    framedLines('Titles', [
      [d.blocking_merge_request ? ref(d.blocking_merge_request) : '?', d.blocking_merge_request?.title],
      [d.blocked_merge_request ? ref(d.blocked_merge_request) : '?', d.blocked_merge_request?.title],
    ]) +
    steps(d)
  );
}

export function renderDependencies(list: MrDependencyListDto, title: string): string {
  return (
    table(
      title,
      [
        { header: 'Block ID', value: (d: MrDependencyDto) => d.id },
        { header: 'Blocking merge request', value: (d) => mrLine(d.blocking_merge_request) },
        { header: 'Merged', value: (d) => (d.blocking_merge_request ? d.blocking_merge_request.state === 'merged' : undefined) },
      ],
      list.dependencies,
      'No merge request blocks this one.',
    ) +
    framedLines('Titles', list.dependencies.map((d) => [d.blocking_merge_request ? ref(d.blocking_merge_request) : '?', d.blocking_merge_request?.title])) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderEmoji(e: AwardEmojiDto, title: string): string {
  return (
    card(title, [
      ['ID', e.id],
      ['Emoji', e.name ? `:${e.name}:` : undefined],
      ['User', who(e.user)],
      ['On', e.awardable_type ? `${e.awardable_type} ${e.awardable_id ?? ''}`.trim() : undefined],
      ['Awarded', formatDate(e.created_at)],
    ]) + steps(e)
  );
}

export function renderEmojiList(list: AwardEmojiListDto, title: string): string {
  return (
    table(
      title,
      [
        { header: 'ID', value: (e: AwardEmojiDto) => e.id },
        { header: 'Emoji', value: (e) => (e.name ? `:${e.name}:` : undefined) },
        { header: 'User', value: (e) => who(e.user) },
        { header: 'Awarded', value: (e) => formatDate(e.created_at) },
      ],
      list.award_emoji,
      'No award emoji.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderLabelEvent(e: LabelEventDto, title: string): string {
  return card(title, [['ID', e.id], ['Action', e.action], ['Label', e.label?.name], ['User', who(e.user)], ['When', formatDate(e.created_at)]]) + steps(e);
}

export function renderLabelEvents(list: LabelEventListDto, title: string): string {
  return (
    table(
      title,
      [
        { header: 'ID', value: (e: LabelEventDto) => e.id },
        { header: 'Action', value: (e) => e.action },
        { header: 'Label', value: (e) => e.label?.name },
        { header: 'User', value: (e) => who(e.user) },
        { header: 'When', value: (e) => formatDate(e.created_at) },
      ],
      list.events,
      'No label events.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderMilestoneEvent(e: MilestoneEventDto, title: string): string {
  return (
    card(title, [['ID', e.id], ['Action', e.action], ['Milestone', milestoneRef(e.milestone)], ['User', who(e.user)], ['When', formatDate(e.created_at)]]) +
    framedValue('Milestone title', e.milestone?.title) +
    steps(e)
  );
}

export function renderMilestoneEvents(list: MilestoneEventListDto, title: string): string {
  return (
    table(
      title,
      [
        { header: 'ID', value: (e: MilestoneEventDto) => e.id },
        { header: 'Action', value: (e) => e.action },
        { header: 'Milestone', value: (e) => milestoneRef(e.milestone) },
        { header: 'User', value: (e) => who(e.user) },
        { header: 'When', value: (e) => formatDate(e.created_at) },
      ],
      list.events,
      'No milestone events.',
    ) +
    framedLines('Milestone titles', list.events.map((e) => [`event ${e.id}:`, e.milestone?.title])) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderStateEvent(e: StateEventDto, title: string): string {
  return card(title, [['ID', e.id], ['State', e.state], ['User', who(e.user)], ['Source commit', e.source_commit], ['When', formatDate(e.created_at)]]) + steps(e);
}

export function renderStateEvents(list: StateEventListDto, title: string): string {
  return (
    table(
      title,
      [
        { header: 'ID', value: (e: StateEventDto) => e.id },
        { header: 'State', value: (e) => e.state },
        { header: 'User', value: (e) => who(e.user) },
        { header: 'When', value: (e) => formatDate(e.created_at) },
      ],
      list.events,
      'No state events.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}
