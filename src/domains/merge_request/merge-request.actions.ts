import { Action, Domain, respond, type ActionContext, type ActionHint, type ActionResult, type NotFoundSpec } from '@gitlab-mcp/action-kit';
import { GitlabRequestFailure, type HttpMethod, type QueryValue, type RestResponse } from '@gitlab-mcp/gitlab-client';
import { Injectable } from '@nestjs/common';
import type { CommitDto } from '../shared/commit.dto.js';
import { pageOf } from '../shared/page.js';
import { ProjectIdDto } from '../shared/project-id.dto.js';
import { projectPath, segment } from '../shared/project-ref.js';
import type { UserBasicDto } from '../shared/user-basic.dto.js';
import {
  ApprovalRuleDto,
  ApprovalRuleListDto,
  ApprovalSettingsDto,
  ApprovalStateDto,
  ApprovalStateRuleDto,
  MergeRequestApprovalsDto,
} from './dto/approval.dto.js';
import {
  AddSpentTimeDto,
  ApprovalRuleRefDto,
  ApproveMergeRequestDto,
  AwardEmojiRefDto,
  ContextCommitsDto,
  CreateApprovalRuleDto,
  CreateAwardEmojiDto,
  CreateDependencyDto,
  CreateMergeRequestDto,
  CreateMrPipelineDto,
  CreateNoteAwardEmojiDto,
  DependencyRefDto,
  GetMergeRequestDto,
  GroupIdDto,
  ListGlobalMergeRequestsDto,
  ListGroupMergeRequestsDto,
  ListMergeRequestsDto,
  MergeMergeRequestDto,
  MergeRequestPageDto,
  MergeRequestRefDto,
  NoteAwardEmojiListDto,
  NoteAwardEmojiRefDto,
  RebaseMergeRequestDto,
  ResourceEventRefDto,
  TimeEstimateDto,
  UpdateApprovalRuleDto,
  UpdateGroupApprovalSettingsDto,
  UpdateMergeRequestDto,
  UpdateProjectApprovalSettingsDto,
  type MergeRequestFiltersDto,
  type MergeRequestNotFiltersDto,
} from './dto/merge-request-params.dto.js';
import {
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
import { MergeRequestBasicDto, MergeRequestDto, MergeRequestListDto, MergeRequestOutcomeDto, PipelineBasicDto, RebaseResultDto } from './dto/merge-request.dto.js';
import {
  asList,
  renderApproval,
  renderApprovalRule,
  renderApprovalRules,
  renderApprovals,
  renderApprovalSettings,
  renderApprovalState,
  renderCommits,
  renderContextCommits,
  renderDependencies,
  renderDependency,
  renderEmoji,
  renderEmojiList,
  renderIssues,
  renderLabelEvent,
  renderLabelEvents,
  renderMergeRequest,
  renderMergeRequestList,
  renderMilestoneEvent,
  renderMilestoneEvents,
  renderOutcome,
  renderPipeline,
  renderPipelines,
  renderRebase,
  renderReviewers,
  renderStateEvent,
  renderStateEvents,
  renderTimeStats,
  renderTodo,
  renderUsers,
  shapeApprovalRule,
  shapeApprovals,
  shapeApprovalSettings,
  shapeDependency,
  shapeMergeRequest,
  shapeTodo,
} from './merge-request.format.js';

/** `/projects/<id>/merge_requests/<iid>`. */
const mrPath = (projectId: string, iid: number): string => `${projectPath(projectId)}/merge_requests/${segment(iid)}`;
const groupPath = (groupId: string): string => `/groups/${encodeURIComponent(groupId)}`;

const MR_NOT_FOUND: NotFoundSpec = {
  resource: 'Merge Request',
  identifier: '!{merge_request_iid} in project {project_id}',
  nextSteps: [
    "Use action 'merge_request.list' with project_id to list the project's merge requests",
    'Verify the merge request IID is correct for this project (the number after !)',
    'The merge request may have been deleted',
  ],
};

const EMOJI_NOT_FOUND: NotFoundSpec = {
  resource: 'Award Emoji',
  identifier: '{award_id} on merge request !{merge_request_iid} in project {project_id}',
  nextSteps: ["Use action 'merge_request.emoji_mr_list' to list the emoji awarded to the merge request", "Use action 'merge_request.get' to check the merge request exists"],
};

const NOTE_EMOJI_NOT_FOUND: NotFoundSpec = {
  resource: 'Award Emoji',
  identifier: '{award_id} on note {note_id} of merge request !{merge_request_iid} in project {project_id}',
  nextSteps: ["Use action 'merge_request.emoji_mr_note_list' to list the emoji awarded to the comment", "Use action 'mr_review.note_list' to find the comment"],
};

/** A 404 on any route below one merge request. */
const MR_404: ActionHint = { text: 'verify project_id and merge_request_iid; use merge_request.list to find the merge request', statuses: [404] };
const PROJECT_404: ActionHint = { text: 'verify project_id; use project.list to find the project', statuses: [404] };
const GROUP_404: ActionHint = { text: 'verify group_id (numeric ID or full path) and that you can see the group', statuses: [404] };
const NOT_MERGEABLE: ActionHint = {
  text: 'the merge request cannot be merged in its current state (draft, closed, conflicts, a failed or running pipeline, missing approvals or unresolved discussions); use merge_request.get to see merge_status, detailed_merge_status and the head pipeline',
  statuses: [405, 406, 422],
};
const APPROVAL_RULES_ROLE: ActionHint = {
  text: 'editing merge request approval rules needs Developer role or higher, and the project must allow overriding approvers per merge request (merge_request.approval_settings_project_get)',
  statuses: [401, 403],
  namesRole: true,
};
const SETTINGS_ROLE = (scope: string): ActionHint => ({ text: `changing ${scope} approval settings needs Maintainer or Owner role and Premium`, statuses: [401, 403], namesRole: true });

type RestOptions = { query?: Record<string, QueryValue>; body?: unknown };

/** One REST call with the caller's signal. */
function rest<T>(ctx: ActionContext, method: HttpMethod, path: string, opts: RestOptions = {}): Promise<RestResponse<T>> {
  return ctx.gitlab.rest<T>({ method, path, query: opts.query, body: opts.body, signal: ctx.signal });
}

/** GitLab answers 304 Not Modified to a subscription or to-do that already exists. */
function isNotModified(err: unknown): boolean {
  return err instanceof GitlabRequestFailure && err.failure.status === 304;
}

/** GitLab reads the negated filters as `not[labels]=…`. */
function notQuery(not: MergeRequestNotFiltersDto | undefined): Record<string, QueryValue> {
  const out: Record<string, QueryValue> = {};
  for (const [key, value] of Object.entries(not ?? {})) out[`not[${key}]`] = value as QueryValue;
  return out;
}

/** The query of the three merge request lists. */
function listQuery(filters: MergeRequestFiltersDto & { iids?: number[]; non_archived?: boolean }): Record<string, QueryValue> {
  const { not, ...rest } = filters;
  return { ...(rest as Record<string, QueryValue>), ...notQuery(not) };
}

const page = (input: { page?: number; per_page?: number }): Record<string, QueryValue> => ({ page: input.page, per_page: input.per_page });

@Domain({ name: 'merge_request', description: 'Merge requests: list, read, open, update, review state, approvals, merge and time tracking.' })
@Injectable()
export class MergeRequestActions {
  // -------------------------------------------------------------------------------------------
  // Lists and reads
  // -------------------------------------------------------------------------------------------

  @Action({
    id: 'merge_request.list',
    title: 'List merge requests of a project',
    description:
      'List the merge requests of a project (open, merged, closed or all), filtered by state, branches, labels, milestone, author, assignee, reviewer, approvers, search text, dates, draft or IIDs, with negated filters under `not`.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ListMergeRequestsDto,
    output: MergeRequestListDto,
    operation: 'mrList',
    route: 'GET /projects/:id/merge_requests',
    hints: [PROJECT_404],
    example: { project_id: '42', state: 'opened', order_by: 'updated_at', sort: 'desc', per_page: 10 },
  })
  async list(input: ListMergeRequestsDto, ctx: ActionContext): Promise<ActionResult<MergeRequestListDto>> {
    const { project_id, ...filters } = input;
    const res = await rest<unknown[]>(ctx, 'GET', `${projectPath(project_id)}/merge_requests`, { query: listQuery(filters) });
    const out: MergeRequestListDto = {
      merge_requests: asList(res.data).map((m) => shapeMergeRequest<MergeRequestBasicDto>(m)),
      pagination: pageOf(res, input),
      next_steps: ['merge_request.get for one merge request with its description and merge status', 'merge_request.create to open a new one'],
    };
    return respond(out, renderMergeRequestList(out, `Merge requests of project ${project_id}`));
  }

  @Action({
    id: 'merge_request.list_group',
    title: 'List merge requests of a group',
    description: 'List the merge requests of every project in a group and its subgroups, with the same filters as merge_request.list.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ListGroupMergeRequestsDto,
    output: MergeRequestListDto,
    operation: 'mrListGroup',
    route: 'GET /groups/:id/merge_requests',
    hints: [GROUP_404],
    example: { group_id: 'acme', state: 'opened', per_page: 10 },
  })
  async listGroup(input: ListGroupMergeRequestsDto, ctx: ActionContext): Promise<ActionResult<MergeRequestListDto>> {
    const { group_id, ...filters } = input;
    const res = await rest<unknown[]>(ctx, 'GET', `${groupPath(group_id)}/merge_requests`, { query: listQuery(filters) });
    const out: MergeRequestListDto = {
      merge_requests: asList(res.data).map((m) => shapeMergeRequest<MergeRequestBasicDto>(m)),
      pagination: pageOf(res, input),
      next_steps: ['merge_request.get with the project_id and iid of one merge request'],
    };
    return respond(out, renderMergeRequestList(out, `Merge requests of group ${group_id}`));
  }

  @Action({
    id: 'merge_request.list_global',
    title: 'List my merge requests everywhere',
    description:
      'List merge requests across every project the token can see: by default those created by the caller (scope created_by_me); scope assigned_to_me, reviews_for_me or all widens it.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ListGlobalMergeRequestsDto,
    output: MergeRequestListDto,
    operation: 'mrListGlobal',
    route: 'GET /merge_requests',
    example: { scope: 'all', state: 'opened', per_page: 10 },
  })
  async listGlobal(input: ListGlobalMergeRequestsDto, ctx: ActionContext): Promise<ActionResult<MergeRequestListDto>> {
    const res = await rest<unknown[]>(ctx, 'GET', '/merge_requests', { query: listQuery(input) });
    const out: MergeRequestListDto = {
      merge_requests: asList(res.data).map((m) => shapeMergeRequest<MergeRequestBasicDto>(m)),
      pagination: pageOf(res, input),
      next_steps: ['merge_request.get with the project_id and iid of one merge request'],
    };
    return respond(out, renderMergeRequestList(out, `Merge requests (scope ${input.scope ?? 'created_by_me'})`));
  }

  @Action({
    id: 'merge_request.get',
    title: 'Get a merge request',
    description:
      'Get one merge request by IID: title, description, branches, state, detailed merge status (why it can or cannot be merged), head pipeline, conflicts, author, assignees, reviewers, labels, diff SHAs.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: GetMergeRequestDto,
    output: MergeRequestDto,
    operation: 'mrGet',
    route: 'GET /projects/:id/merge_requests/:merge_request_iid',
    notFound: MR_NOT_FOUND,
    example: { project_id: '42', merge_request_iid: 7, include_diverged_commits_count: true },
  })
  async get(input: GetMergeRequestDto, ctx: ActionContext): Promise<ActionResult<MergeRequestDto>> {
    const { project_id, merge_request_iid, ...query } = input;
    const res = await rest<unknown>(ctx, 'GET', mrPath(project_id, merge_request_iid), { query });
    const out: MergeRequestDto = {
      ...shapeMergeRequest<MergeRequestDto>(res.data),
      next_steps: ['mr_review.changes_get for the diff (paginated)', 'mr_review.discussion_list for the review threads', 'merge_request.approval_config for its approvals', 'merge_request.merge once it is mergeable'],
    };
    return respond(out, renderMergeRequest(out));
  }

  @Action({
    id: 'merge_request.participants',
    title: 'List merge request participants',
    description: 'List everyone who took part in a merge request (author, assignees, reviewers, commenters). For assigned reviewers and their review state use merge_request.reviewers.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: MergeRequestPageDto,
    output: MrUserListDto,
    operation: 'mrParticipants',
    route: 'GET /projects/:id/merge_requests/:merge_request_iid/participants',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7 },
  })
  async participants(input: MergeRequestPageDto, ctx: ActionContext): Promise<ActionResult<MrUserListDto>> {
    const res = await rest<unknown[]>(ctx, 'GET', `${mrPath(input.project_id, input.merge_request_iid)}/participants`, { query: page(input) });
    const out: MrUserListDto = { users: asList<UserBasicDto>(res.data), pagination: pageOf(res, input), next_steps: ['merge_request.reviewers for the review state of each reviewer'] };
    return respond(out, renderUsers(out, `Participants of merge request !${input.merge_request_iid}`));
  }

  @Action({
    id: 'merge_request.reviewers',
    title: 'List merge request reviewers',
    description: 'List the reviewers assigned to a merge request with the state of each review (unreviewed, reviewed, requested_changes, approved).',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: MergeRequestPageDto,
    output: MrReviewerListDto,
    operation: 'mrReviewers',
    route: 'GET /projects/:id/merge_requests/:merge_request_iid/reviewers',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7 },
  })
  async reviewers(input: MergeRequestPageDto, ctx: ActionContext): Promise<ActionResult<MrReviewerListDto>> {
    const res = await rest<unknown[]>(ctx, 'GET', `${mrPath(input.project_id, input.merge_request_iid)}/reviewers`, { query: page(input) });
    const out: MrReviewerListDto = {
      reviewers: asList<MrReviewerDto>(res.data),
      pagination: pageOf(res, input),
      next_steps: ['merge_request.update with reviewer_ids to change the reviewers', 'merge_request.approval_state for the approval rules'],
    };
    return respond(out, renderReviewers(out, `Reviewers of merge request !${input.merge_request_iid}`));
  }

  @Action({
    id: 'merge_request.commits',
    title: 'List merge request commits',
    description: 'List the commits of a merge request (paginated), newest first, with their messages.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: MergeRequestPageDto,
    output: MrCommitListDto,
    operation: 'mrCommits',
    route: 'GET /projects/:id/merge_requests/:merge_request_iid/commits',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7, per_page: 20 },
  })
  async commits(input: MergeRequestPageDto, ctx: ActionContext): Promise<ActionResult<MrCommitListDto>> {
    const res = await rest<unknown[]>(ctx, 'GET', `${mrPath(input.project_id, input.merge_request_iid)}/commits`, { query: page(input) });
    const out: MrCommitListDto = {
      commits: asList<CommitDto>(res.data),
      pagination: pageOf(res, input),
      next_steps: ['mr_review.changes_get for the diff of the merge request', 'merge_request.context_commits_list for the context commits'],
    };
    return respond(out, renderCommits(out, `Commits of merge request !${input.merge_request_iid}`));
  }

  @Action({
    id: 'merge_request.pipelines',
    title: 'List merge request pipelines',
    description: 'List the pipelines that ran for a merge request (merge request and branch pipelines), newest first, with status and SHA.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: MergeRequestPageDto,
    output: MrPipelineListDto,
    operation: 'mrPipelines',
    route: 'GET /projects/:id/merge_requests/:merge_request_iid/pipelines',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7 },
  })
  async pipelines(input: MergeRequestPageDto, ctx: ActionContext): Promise<ActionResult<MrPipelineListDto>> {
    const res = await rest<unknown[]>(ctx, 'GET', `${mrPath(input.project_id, input.merge_request_iid)}/pipelines`, { query: page(input) });
    const out: MrPipelineListDto = {
      pipelines: asList<PipelineBasicDto>(res.data),
      pagination: pageOf(res, input),
      next_steps: ['pipeline.get for one pipeline in detail', 'merge_request.create_pipeline to run a new merge request pipeline'],
    };
    return respond(out, renderPipelines(out, `Pipelines of merge request !${input.merge_request_iid}`));
  }

  @Action({
    id: 'merge_request.issues_closed',
    title: 'List issues fixed by a merge request',
    description: 'List the issues that merging the merge request will resolve (from closing patterns such as "Fixes #n" in its description and commits).',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: MergeRequestPageDto,
    output: MrIssueListDto,
    operation: 'mrIssuesClosed',
    route: 'GET /projects/:id/merge_requests/:merge_request_iid/closes_issues',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7 },
  })
  async issuesClosed(input: MergeRequestPageDto, ctx: ActionContext): Promise<ActionResult<MrIssueListDto>> {
    const res = await rest<unknown[]>(ctx, 'GET', `${mrPath(input.project_id, input.merge_request_iid)}/closes_issues`, { query: page(input) });
    const out: MrIssueListDto = { issues: asList<MrIssueDto>(res.data), pagination: pageOf(res, input), next_steps: ['issue.get for one issue'] };
    return respond(out, renderIssues(out, `Issues closed by merge request !${input.merge_request_iid}`, 'The merge request closes no issues.'));
  }

  @Action({
    id: 'merge_request.related_issues',
    title: 'List issues related to a merge request',
    description: 'List the issues a merge request mentions (in its description, commits or comments), whether or not merging resolves them.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: MergeRequestPageDto,
    output: MrIssueListDto,
    operation: 'mrRelatedIssues',
    route: 'GET /projects/:id/merge_requests/:merge_request_iid/related_issues',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7 },
  })
  async relatedIssues(input: MergeRequestPageDto, ctx: ActionContext): Promise<ActionResult<MrIssueListDto>> {
    const res = await rest<unknown[]>(ctx, 'GET', `${mrPath(input.project_id, input.merge_request_iid)}/related_issues`, { query: page(input) });
    const out: MrIssueListDto = { issues: asList<MrIssueDto>(res.data), pagination: pageOf(res, input), next_steps: ['merge_request.issues_closed for the issues it closes', 'issue.get for one issue'] };
    return respond(out, renderIssues(out, `Issues related to merge request !${input.merge_request_iid}`, 'The merge request mentions no issues.'));
  }

  // -------------------------------------------------------------------------------------------
  // Writes on the merge request itself
  // -------------------------------------------------------------------------------------------

  @Action({
    id: 'merge_request.create',
    title: 'Create a merge request',
    description:
      'Open a merge request from a source branch into a target branch with a title and optional description, assignees, reviewers, labels, milestone, squash and source-branch deletion. Ask the project for its default branch rather than assuming main.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: CreateMergeRequestDto,
    output: MergeRequestDto,
    operation: 'mrCreate',
    route: 'POST /projects/:id/merge_requests',
    hints: [
      { text: 'an open merge request already exists for these branches; use merge_request.list with source_branch to find it', statuses: [409] },
      { text: 'the source or target branch may not exist, or they are the same branch; use branch.list to see the branches', statuses: [400, 404, 422] },
    ],
    example: { project_id: '42', source_branch: 'feature/search', target_branch: 'main', title: 'Add search', remove_source_branch: true },
  })
  async create(input: CreateMergeRequestDto, ctx: ActionContext): Promise<ActionResult<MergeRequestDto>> {
    const { project_id, ...body } = input;
    const res = await rest<unknown>(ctx, 'POST', `${projectPath(project_id)}/merge_requests`, { body });
    const out: MergeRequestDto = {
      ...shapeMergeRequest<MergeRequestDto>(res.data),
      next_steps: ['merge_request.get to follow its merge status and pipeline', 'merge_request.update to change reviewers or labels'],
    };
    return respond(out, renderMergeRequest(out, 'Merge request created:'));
  }

  @Action({
    id: 'merge_request.update',
    title: 'Update a merge request',
    description:
      'Change a merge request: title, description, target branch, labels (replace, add or remove), assignees, reviewers, milestone, squash, source-branch deletion, discussion lock, or close/reopen it with state_event. Only the fields given change.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: UpdateMergeRequestDto,
    output: MergeRequestDto,
    operation: 'mrUpdate',
    route: 'PUT /projects/:id/merge_requests/:merge_request_iid',
    hints: [MR_404, { text: 'GitLab refused a value: the target branch may not exist (branch.list) or the merge request may be merged already', statuses: [400, 409, 422] }],
    example: { project_id: '42', merge_request_iid: 7, title: 'Add login form with validation', add_labels: 'frontend' },
  })
  async update(input: UpdateMergeRequestDto, ctx: ActionContext): Promise<ActionResult<MergeRequestDto>> {
    const { project_id, merge_request_iid, ...body } = input;
    const res = await rest<unknown>(ctx, 'PUT', mrPath(project_id, merge_request_iid), { body });
    const out: MergeRequestDto = { ...shapeMergeRequest<MergeRequestDto>(res.data), next_steps: ['merge_request.get to read it back'] };
    return respond(out, renderMergeRequest(out, 'Merge request updated:'));
  }

  @Action({
    id: 'merge_request.delete',
    title: 'Delete a merge request',
    description: 'Delete a merge request with its comments and approvals. Cannot be undone; only administrators and project owners may do it. Closing (merge_request.update with state_event close) keeps the history.',
    tier: 'free',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: MergeRequestRefDto,
    output: MergeRequestOutcomeDto,
    operation: 'mrDelete',
    route: 'DELETE /projects/:id/merge_requests/:merge_request_iid',
    hints: [MR_404, { text: 'deleting a merge request needs Owner role on the project (or an administrator)', statuses: [401, 403], namesRole: true }],
    example: { project_id: '42', merge_request_iid: 7 },
  })
  async delete(input: MergeRequestRefDto, ctx: ActionContext): Promise<ActionResult<MergeRequestOutcomeDto>> {
    await rest<undefined>(ctx, 'DELETE', mrPath(input.project_id, input.merge_request_iid));
    const out: MergeRequestOutcomeDto = { project_id: input.project_id, merge_request_iid: input.merge_request_iid, message: 'Merge request deleted.', next_steps: ['merge_request.list to see the remaining merge requests'] };
    return respond(out, renderOutcome(out, `Merge request !${input.merge_request_iid} deleted`));
  }

  @Action({
    id: 'merge_request.merge',
    title: 'Merge a merge request',
    description:
      'Merge a merge request into its target branch now, or set auto_merge to merge once its checks pass. Pass sha to merge only the HEAD you reviewed; squash, commit messages and source-branch deletion are optional (project settings apply otherwise). A merge cannot be undone.',
    tier: 'free',
    readOnly: false,
    // The target branch gains the commits for good: a revert adds a commit, it does not undo the merge.
    destructive: true,
    idempotent: false,
    input: MergeMergeRequestDto,
    output: MergeRequestDto,
    operation: 'mrMerge',
    route: 'PUT /projects/:id/merge_requests/:merge_request_iid/merge',
    hints: [
      { text: 'sha no longer matches the HEAD of the source branch: new commits were pushed; use merge_request.get to read the current sha and review the new commits first', statuses: [409] },
      NOT_MERGEABLE,
      { text: 'merging needs permission to merge into the target branch (Developer role or higher, or the role its branch protection allows)', statuses: [401, 403], namesRole: true },
      MR_404,
    ],
    example: { project_id: '42', merge_request_iid: 7, squash: true, should_remove_source_branch: true },
  })
  async merge(input: MergeMergeRequestDto, ctx: ActionContext): Promise<ActionResult<MergeRequestDto>> {
    const { project_id, merge_request_iid, ...body } = input;
    const res = await rest<unknown>(ctx, 'PUT', `${mrPath(project_id, merge_request_iid)}/merge`, { body });
    const out: MergeRequestDto = shapeMergeRequest<MergeRequestDto>(res.data);
    const merged = out.state === 'merged';
    const auto = !merged && (body.auto_merge === true || body.merge_when_pipeline_succeeds === true || out.merge_when_pipeline_succeeds === true);
    out.next_steps = merged
      ? ['merge_request.issues_closed to see the issues it closed', 'branch.delete if the source branch was kept']
      : ['merge_request.get to follow the merge status', ...(auto ? ['merge_request.cancel_auto_merge to cancel the auto-merge'] : [])];
    const heading = merged ? 'Merge request merged:' : auto ? 'Merge request set to merge automatically:' : 'Merge accepted, not merged yet:';
    return respond(out, renderMergeRequest(out, heading));
  }

  @Action({
    id: 'merge_request.cancel_auto_merge',
    title: 'Cancel auto-merge',
    description: 'Cancel "merge when checks pass" (auto-merge) on a merge request; it stays open and can be merged or set to auto-merge again with merge_request.merge.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: MergeRequestRefDto,
    output: MergeRequestDto,
    operation: 'mrCancelAutoMerge',
    route: 'POST /projects/:id/merge_requests/:merge_request_iid/cancel_merge_when_pipeline_succeeds',
    hints: [
      { text: 'cancelling auto-merge needs permission to merge the merge request (Developer role or higher on the target branch)', statuses: [401, 403], namesRole: true },
      { text: 'auto-merge is not set, or the merge request is already merged or closed; use merge_request.get to check', statuses: [405, 406, 409] },
      MR_404,
    ],
    example: { project_id: '42', merge_request_iid: 7 },
  })
  async cancelAutoMerge(input: MergeRequestRefDto, ctx: ActionContext): Promise<ActionResult<MergeRequestDto>> {
    const res = await rest<unknown>(ctx, 'POST', `${mrPath(input.project_id, input.merge_request_iid)}/cancel_merge_when_pipeline_succeeds`);
    const out: MergeRequestDto = { ...shapeMergeRequest<MergeRequestDto>(res.data), next_steps: ['merge_request.merge to merge it now or set auto-merge again'] };
    return respond(out, renderMergeRequest(out, 'Auto-merge cancelled on'));
  }

  @Action({
    id: 'merge_request.rebase',
    title: 'Rebase a merge request',
    description:
      'Rebase the source branch onto the target branch in the background (GitLab answers at once); follow it with merge_request.get include_rebase_in_progress. Commit SHAs change, content does not; it fails on conflicts.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: RebaseMergeRequestDto,
    output: RebaseResultDto,
    operation: 'mrRebase',
    route: 'PUT /projects/:id/merge_requests/:merge_request_iid/rebase',
    hints: [
      { text: 'rebasing needs push access to the source branch (Developer role or higher)', statuses: [401, 403], namesRole: true },
      { text: 'a rebase is already in progress or the merge request is not open; use merge_request.get with include_rebase_in_progress', statuses: [405, 409] },
      MR_404,
    ],
    example: { project_id: '42', merge_request_iid: 7, skip_ci: true },
  })
  async rebase(input: RebaseMergeRequestDto, ctx: ActionContext): Promise<ActionResult<RebaseResultDto>> {
    const { project_id, merge_request_iid, ...body } = input;
    const res = await rest<{ rebase_in_progress?: boolean; merge_error?: string | null } | undefined>(ctx, 'PUT', `${mrPath(project_id, merge_request_iid)}/rebase`, { body });
    const out: RebaseResultDto = {
      project_id,
      merge_request_iid,
      rebase_in_progress: typeof res.data?.rebase_in_progress === 'boolean' ? res.data.rebase_in_progress : undefined,
      merge_error: typeof res.data?.merge_error === 'string' ? res.data.merge_error : undefined,
      next_steps: ['merge_request.get with include_rebase_in_progress to follow the rebase'],
    };
    return respond(out, renderRebase(out));
  }

  @Action({
    id: 'merge_request.create_pipeline',
    title: 'Run a merge request pipeline',
    description: 'Start a new merge request pipeline for the latest commit of the merge request (the project CI must define merge request pipelines).',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: CreateMrPipelineDto,
    output: MrPipelineDto,
    operation: 'mrCreatePipeline',
    route: 'POST /projects/:id/merge_requests/:merge_request_iid/pipelines',
    hints: [
      { text: "the project's .gitlab-ci.yml must have jobs for merge request pipelines (rules: if $CI_PIPELINE_SOURCE == \"merge_request_event\")", statuses: [400, 422] },
      { text: 'running pipelines needs Developer role or higher', statuses: [403], namesRole: true },
      MR_404,
    ],
    example: { project_id: '42', merge_request_iid: 7 },
  })
  async createPipeline(input: CreateMrPipelineDto, ctx: ActionContext): Promise<ActionResult<MrPipelineDto>> {
    const { project_id, merge_request_iid, ...body } = input;
    const res = await rest<MrPipelineDto | undefined>(ctx, 'POST', `${mrPath(project_id, merge_request_iid)}/pipelines`, { body });
    const out: MrPipelineDto = { ...(res.data ?? { id: 0 }), next_steps: ['merge_request.pipelines to follow it', 'pipeline.get for its jobs'] };
    return respond(out, renderPipeline(out, `Pipeline started for merge request !${merge_request_iid}`));
  }

  @Action({
    id: 'merge_request.subscribe',
    title: 'Subscribe to a merge request',
    description: 'Subscribe the caller to notifications about a merge request. Already subscribed is not an error.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: MergeRequestRefDto,
    output: MergeRequestDto,
    operation: 'mrSubscribe',
    route: 'POST /projects/:id/merge_requests/:subscribable_id/subscribe',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7 },
  })
  async subscribe(input: MergeRequestRefDto, ctx: ActionContext): Promise<ActionResult<MergeRequestDto>> {
    return this.subscription(input, ctx, 'subscribe');
  }

  @Action({
    id: 'merge_request.unsubscribe',
    title: 'Unsubscribe from a merge request',
    description: 'Stop notifications about a merge request for the caller. Not subscribed is not an error.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: MergeRequestRefDto,
    output: MergeRequestDto,
    operation: 'mrUnsubscribe',
    route: 'POST /projects/:id/merge_requests/:subscribable_id/unsubscribe',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7 },
  })
  async unsubscribe(input: MergeRequestRefDto, ctx: ActionContext): Promise<ActionResult<MergeRequestDto>> {
    return this.subscription(input, ctx, 'unsubscribe');
  }

  private async subscription(input: MergeRequestRefDto, ctx: ActionContext, verb: 'subscribe' | 'unsubscribe'): Promise<ActionResult<MergeRequestDto>> {
    const path = mrPath(input.project_id, input.merge_request_iid);
    let data: unknown;
    let unchanged = false;
    try {
      data = (await rest<unknown>(ctx, 'POST', `${path}/${verb}`)).data;
    } catch (err) {
      if (!isNotModified(err)) throw err;
      unchanged = true;
      data = (await rest<unknown>(ctx, 'GET', path)).data;
    }
    const out: MergeRequestDto = { ...shapeMergeRequest<MergeRequestDto>(data), next_steps: [verb === 'subscribe' ? 'merge_request.unsubscribe to stop the notifications' : 'merge_request.subscribe to follow it again'] };
    const heading = unchanged ? (verb === 'subscribe' ? 'Already subscribed to' : 'Already not subscribed to') : verb === 'subscribe' ? 'Subscribed to' : 'Unsubscribed from';
    return respond(out, renderMergeRequest(out, heading));
  }

  @Action({
    id: 'merge_request.create_todo',
    title: 'Create a to-do on a merge request',
    description: 'Put a merge request on the caller\'s to-dos. An existing to-do is not an error.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: MergeRequestRefDto,
    output: TodoDto,
    operation: 'mrCreateTodo',
    route: 'POST /projects/:id/merge_requests/:merge_request_iid/todo',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7 },
  })
  async createTodo(input: MergeRequestRefDto, ctx: ActionContext): Promise<ActionResult<TodoDto>> {
    try {
      const res = await rest<unknown>(ctx, 'POST', `${mrPath(input.project_id, input.merge_request_iid)}/todo`);
      const out: TodoDto = { ...shapeTodo(res.data), next_steps: ['merge_request.get to work on it'] };
      return respond(out, renderTodo(out, `To-do added for merge request !${input.merge_request_iid}`));
    } catch (err) {
      if (!isNotModified(err)) throw err;
      const out: TodoDto = { target_type: 'MergeRequest', state: 'pending', next_steps: ['merge_request.get to work on it'] };
      return respond(out, renderTodo(out, `Merge request !${input.merge_request_iid} is already on your to-do list`));
    }
  }

  // -------------------------------------------------------------------------------------------
  // Approvals
  // -------------------------------------------------------------------------------------------

  @Action({
    id: 'merge_request.approve',
    title: 'Approve a merge request',
    description: 'Approve a merge request as the calling user; pass sha to approve only the HEAD you reviewed. Authors cannot approve their own merge requests.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: ApproveMergeRequestDto,
    output: MergeRequestApprovalsDto,
    operation: 'mrApprove',
    route: 'POST /projects/:id/merge_requests/:merge_request_iid/approve',
    hints: [{ text: 'you may be the MR author (self-approval not allowed) or lack sufficient permissions', statuses: [401], namesRole: true }],
    example: { project_id: '42', merge_request_iid: 7 },
  })
  async approve(input: ApproveMergeRequestDto, ctx: ActionContext): Promise<ActionResult<MergeRequestApprovalsDto>> {
    const { project_id, merge_request_iid, ...body } = input;
    const res = await ctx.gitlab.rest<MergeRequestApprovalsDto>({
      method: 'POST',
      path: `${projectPath(project_id)}/merge_requests/${segment(merge_request_iid)}/approve`,
      body,
      signal: ctx.signal,
    });
    const out: MergeRequestApprovalsDto = { ...shapeApprovals(res.data), next_steps: ['merge_request.get to check whether it can be merged', 'merge_request.unapprove to withdraw the approval'] };
    return respond(out, renderApproval(out, project_id, merge_request_iid));
  }

  @Action({
    id: 'merge_request.unapprove',
    title: 'Withdraw my approval',
    description: "Withdraw the caller's approval of a merge request. It may then need approving again before it can be merged.",
    tier: 'free',
    readOnly: false,
    // Revokes an approval: a merge that relied on it is blocked until someone approves again.
    destructive: true,
    idempotent: true,
    input: MergeRequestRefDto,
    output: MergeRequestApprovalsDto,
    operation: 'mrUnapprove',
    route: 'POST /projects/:id/merge_requests/:merge_request_iid/unapprove',
    hints: [{ text: 'you have not approved this merge request, or it does not exist; use merge_request.approval_config to see who approved', statuses: [404] }],
    example: { project_id: '42', merge_request_iid: 7 },
  })
  async unapprove(input: MergeRequestRefDto, ctx: ActionContext): Promise<ActionResult<MergeRequestApprovalsDto>> {
    const res = await rest<MergeRequestApprovalsDto | undefined>(ctx, 'POST', `${mrPath(input.project_id, input.merge_request_iid)}/unapprove`);
    const out: MergeRequestApprovalsDto = { ...shapeApprovals(res.data), next_steps: ['merge_request.approve to approve again', 'merge_request.approval_config for the approval state'] };
    return respond(out, renderApprovals(out, `Approval withdrawn from merge request !${input.merge_request_iid}`));
  }

  @Action({
    id: 'merge_request.approval_reset',
    title: 'Reset all approvals',
    description: 'Remove every approval of a merge request. GitLab allows it only to the bot user of a project or group access token.',
    tier: 'free',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: MergeRequestRefDto,
    output: MergeRequestOutcomeDto,
    operation: 'mrApprovalReset',
    route: 'PUT /projects/:id/merge_requests/:merge_request_iid/reset_approvals',
    hints: [
      { text: 'resetting approvals is allowed only to the bot user of a project or group access token with at least Developer role; a personal token cannot do it', statuses: [401, 403], namesRole: true },
      MR_404,
    ],
    example: { project_id: '42', merge_request_iid: 7 },
  })
  async approvalReset(input: MergeRequestRefDto, ctx: ActionContext): Promise<ActionResult<MergeRequestOutcomeDto>> {
    await rest<undefined>(ctx, 'PUT', `${mrPath(input.project_id, input.merge_request_iid)}/reset_approvals`);
    const out: MergeRequestOutcomeDto = {
      project_id: input.project_id,
      merge_request_iid: input.merge_request_iid,
      message: 'All approvals removed.',
      next_steps: ['merge_request.approval_config to see the approval state'],
    };
    return respond(out, renderOutcome(out, `Approvals of merge request !${input.merge_request_iid} reset`));
  }

  @Action({
    id: 'merge_request.approval_config',
    title: 'Get merge request approvals',
    description: 'Get the approval state of a merge request: whether it is approved, who approved and when, whether the caller may approve, and (Premium) approvals required and left.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: MergeRequestRefDto,
    output: MergeRequestApprovalsDto,
    operation: 'mrApprovals',
    route: 'GET /projects/:id/merge_requests/:merge_request_iid/approvals',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7 },
  })
  async approvalConfig(input: MergeRequestRefDto, ctx: ActionContext): Promise<ActionResult<MergeRequestApprovalsDto>> {
    const res = await rest<MergeRequestApprovalsDto>(ctx, 'GET', `${mrPath(input.project_id, input.merge_request_iid)}/approvals`);
    const out: MergeRequestApprovalsDto = {
      ...shapeApprovals(res.data),
      next_steps: ['merge_request.approve to approve it', 'merge_request.approval_state for the rules behind it (Premium)'],
    };
    return respond(out, renderApprovals(out, `Approvals of merge request !${input.merge_request_iid}`));
  }

  @Action({
    id: 'merge_request.approval_state',
    title: 'Get the approval rules state',
    description: 'Get every approval rule that applies to a merge request and whether it is satisfied: required count, eligible approvers, who approved under it.',
    tier: 'premium',
    readOnly: true,
    destructive: false,
    input: MergeRequestRefDto,
    output: ApprovalStateDto,
    operation: 'mrApprovalState',
    route: 'GET /projects/:id/merge_requests/:merge_request_iid/approval_state',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7 },
  })
  async approvalState(input: MergeRequestRefDto, ctx: ActionContext): Promise<ActionResult<ApprovalStateDto>> {
    const res = await rest<{ approval_rules_overwritten?: unknown; rules?: unknown }>(ctx, 'GET', `${mrPath(input.project_id, input.merge_request_iid)}/approval_state`);
    const out: ApprovalStateDto = {
      approval_rules_overwritten: typeof res.data?.approval_rules_overwritten === 'boolean' ? res.data.approval_rules_overwritten : undefined,
      rules: asList(res.data?.rules).map((r) => shapeApprovalRule<ApprovalStateRuleDto>(r)),
      next_steps: ['merge_request.approval_rules to edit the rules of this merge request', 'merge_request.approve to approve it'],
    };
    return respond(out, renderApprovalState(out, `Approval state of merge request !${input.merge_request_iid}`));
  }

  @Action({
    id: 'merge_request.approval_rules',
    title: 'List merge request approval rules',
    description: 'List the approval rules of a merge request: name, type, approvals required, eligible users and groups.',
    tier: 'premium',
    readOnly: true,
    destructive: false,
    input: MergeRequestPageDto,
    output: ApprovalRuleListDto,
    operation: 'mrApprovalRules',
    route: 'GET /projects/:id/merge_requests/:merge_request_iid/approval_rules',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7 },
  })
  async approvalRules(input: MergeRequestPageDto, ctx: ActionContext): Promise<ActionResult<ApprovalRuleListDto>> {
    const res = await rest<unknown[]>(ctx, 'GET', `${mrPath(input.project_id, input.merge_request_iid)}/approval_rules`, { query: page(input) });
    const out: ApprovalRuleListDto = {
      approval_rules: asList(res.data).map((r) => shapeApprovalRule<ApprovalRuleDto>(r)),
      pagination: pageOf(res, input),
      next_steps: ['merge_request.approval_rule_update to change one', 'merge_request.approval_rule_create to add one'],
    };
    return respond(out, renderApprovalRules(out, `Approval rules of merge request !${input.merge_request_iid}`));
  }

  @Action({
    id: 'merge_request.approval_rule_create',
    title: 'Create a merge request approval rule',
    description: 'Add an approval rule to one merge request: a name, the approvals it requires and who may approve (user IDs, usernames or group IDs), or copy a project rule.',
    tier: 'premium',
    readOnly: false,
    destructive: false,
    input: CreateApprovalRuleDto,
    output: ApprovalRuleDto,
    operation: 'mrApprovalRuleCreate',
    route: 'POST /projects/:id/merge_requests/:merge_request_iid/approval_rules',
    hints: [APPROVAL_RULES_ROLE, { text: 'a rule with this name may already exist, or a user or group ID is unknown; use merge_request.approval_rules', statuses: [400, 422] }, MR_404],
    example: { project_id: '42', merge_request_iid: 7, name: 'Security review', approvals_required: 1, user_ids: [1] },
  })
  async approvalRuleCreate(input: CreateApprovalRuleDto, ctx: ActionContext): Promise<ActionResult<ApprovalRuleDto>> {
    const { project_id, merge_request_iid, ...body } = input;
    const res = await rest<unknown>(ctx, 'POST', `${mrPath(project_id, merge_request_iid)}/approval_rules`, { body });
    const out: ApprovalRuleDto = { ...shapeApprovalRule<ApprovalRuleDto>(res.data), next_steps: ['merge_request.approval_state to see whether it is satisfied'] };
    return respond(out, renderApprovalRule(out, `Approval rule created on merge request !${merge_request_iid}`));
  }

  @Action({
    id: 'merge_request.approval_rule_update',
    title: 'Update a merge request approval rule',
    description: 'Change an approval rule of a merge request: name, approvals required, eligible users or groups (lists replace the current ones).',
    tier: 'premium',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: UpdateApprovalRuleDto,
    output: ApprovalRuleDto,
    operation: 'mrApprovalRuleUpdate',
    route: 'PUT /projects/:id/merge_requests/:merge_request_iid/approval_rules/:approval_rule_id',
    hints: [APPROVAL_RULES_ROLE, { text: 'the rule may not exist on this merge request; use merge_request.approval_rules', statuses: [404] }],
    example: { project_id: '42', merge_request_iid: 7, approval_rule_id: 1, approvals_required: 2 },
  })
  async approvalRuleUpdate(input: UpdateApprovalRuleDto, ctx: ActionContext): Promise<ActionResult<ApprovalRuleDto>> {
    const { project_id, merge_request_iid, approval_rule_id, ...body } = input;
    const res = await rest<unknown>(ctx, 'PUT', `${mrPath(project_id, merge_request_iid)}/approval_rules/${segment(approval_rule_id)}`, { body });
    const out: ApprovalRuleDto = { ...shapeApprovalRule<ApprovalRuleDto>(res.data), next_steps: ['merge_request.approval_state to see whether it is satisfied'] };
    return respond(out, renderApprovalRule(out, `Approval rule ${approval_rule_id} updated`));
  }

  @Action({
    id: 'merge_request.approval_rule_delete',
    title: 'Delete a merge request approval rule',
    description: 'Remove an approval rule from a merge request; approvals given under it no longer count for it.',
    tier: 'premium',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: ApprovalRuleRefDto,
    output: MergeRequestOutcomeDto,
    operation: 'mrApprovalRuleDelete',
    route: 'DELETE /projects/:id/merge_requests/:merge_request_iid/approval_rules/:approval_rule_id',
    hints: [APPROVAL_RULES_ROLE, { text: 'the rule may not exist on this merge request; use merge_request.approval_rules', statuses: [404] }],
    example: { project_id: '42', merge_request_iid: 7, approval_rule_id: 1 },
  })
  async approvalRuleDelete(input: ApprovalRuleRefDto, ctx: ActionContext): Promise<ActionResult<MergeRequestOutcomeDto>> {
    await rest<undefined>(ctx, 'DELETE', `${mrPath(input.project_id, input.merge_request_iid)}/approval_rules/${segment(input.approval_rule_id)}`);
    const out: MergeRequestOutcomeDto = {
      project_id: input.project_id,
      merge_request_iid: input.merge_request_iid,
      message: `Approval rule ${input.approval_rule_id} deleted.`,
      next_steps: ['merge_request.approval_rules to see the remaining rules'],
    };
    return respond(out, renderOutcome(out, `Approval rule ${input.approval_rule_id} deleted`));
  }

  @Action({
    id: 'merge_request.approval_settings_project_get',
    title: 'Get project approval settings',
    description: 'Get the merge request approval settings of a project: author and committer approval, overrides per merge request, approvals kept on push, re-authentication.',
    tier: 'premium',
    readOnly: true,
    destructive: false,
    input: ProjectIdDto,
    output: ApprovalSettingsDto,
    operation: 'mrApprovalSettingsProjectGet',
    route: 'GET /projects/:id/merge_request_approval_setting',
    hints: [PROJECT_404],
    example: { project_id: '42' },
  })
  async approvalSettingsProjectGet(input: ProjectIdDto, ctx: ActionContext): Promise<ActionResult<ApprovalSettingsDto>> {
    const res = await rest<unknown>(ctx, 'GET', `${projectPath(input.project_id)}/merge_request_approval_setting`);
    const out: ApprovalSettingsDto = { project_id: input.project_id, ...shapeApprovalSettings(res.data), next_steps: ['merge_request.approval_settings_project_update to change them'] };
    return respond(out, renderApprovalSettings(out, `Merge request approval settings of project ${input.project_id}`));
  }

  @Action({
    id: 'merge_request.approval_settings_project_update',
    title: 'Update project approval settings',
    description: 'Change the merge request approval settings of a project (settings a group locks cannot be changed here).',
    tier: 'premium',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: UpdateProjectApprovalSettingsDto,
    output: ApprovalSettingsDto,
    operation: 'mrApprovalSettingsProjectUpdate',
    route: 'PUT /projects/:id/merge_request_approval_setting',
    hints: [SETTINGS_ROLE('project'), PROJECT_404],
    example: { project_id: '42', retain_approvals_on_push: false },
  })
  async approvalSettingsProjectUpdate(input: UpdateProjectApprovalSettingsDto, ctx: ActionContext): Promise<ActionResult<ApprovalSettingsDto>> {
    const { project_id, ...body } = input;
    const res = await rest<unknown>(ctx, 'PUT', `${projectPath(project_id)}/merge_request_approval_setting`, { body });
    const out: ApprovalSettingsDto = { project_id, ...shapeApprovalSettings(res.data), next_steps: ['merge_request.approval_settings_project_get to read them back'] };
    return respond(out, renderApprovalSettings(out, `Merge request approval settings of project ${project_id} updated`));
  }

  @Action({
    id: 'merge_request.approval_settings_group_get',
    title: 'Get group approval settings',
    description: 'Get the merge request approval settings of a group, which its projects inherit (and cannot change where locked).',
    tier: 'premium',
    readOnly: true,
    destructive: false,
    input: GroupIdDto,
    output: ApprovalSettingsDto,
    operation: 'mrApprovalSettingsGroupGet',
    route: 'GET /groups/:id/merge_request_approval_setting',
    hints: [GROUP_404],
    example: { group_id: 'acme' },
  })
  async approvalSettingsGroupGet(input: GroupIdDto, ctx: ActionContext): Promise<ActionResult<ApprovalSettingsDto>> {
    const res = await rest<unknown>(ctx, 'GET', `${groupPath(input.group_id)}/merge_request_approval_setting`);
    const out: ApprovalSettingsDto = { group_id: input.group_id, ...shapeApprovalSettings(res.data), next_steps: ['merge_request.approval_settings_group_update to change them'] };
    return respond(out, renderApprovalSettings(out, `Merge request approval settings of group ${input.group_id}`));
  }

  @Action({
    id: 'merge_request.approval_settings_group_update',
    title: 'Update group approval settings',
    description: 'Change the merge request approval settings of a group; its projects inherit them.',
    tier: 'premium',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: UpdateGroupApprovalSettingsDto,
    output: ApprovalSettingsDto,
    operation: 'mrApprovalSettingsGroupUpdate',
    route: 'PUT /groups/:id/merge_request_approval_setting',
    hints: [{ text: 'changing group approval settings needs Owner role on the group and Premium', statuses: [401, 403], namesRole: true }, GROUP_404],
    example: { group_id: 'acme', allow_author_approval: false },
  })
  async approvalSettingsGroupUpdate(input: UpdateGroupApprovalSettingsDto, ctx: ActionContext): Promise<ActionResult<ApprovalSettingsDto>> {
    const { group_id, ...body } = input;
    const res = await rest<unknown>(ctx, 'PUT', `${groupPath(group_id)}/merge_request_approval_setting`, { body });
    const out: ApprovalSettingsDto = { group_id, ...shapeApprovalSettings(res.data), next_steps: ['merge_request.approval_settings_group_get to read them back'] };
    return respond(out, renderApprovalSettings(out, `Merge request approval settings of group ${group_id} updated`));
  }

  // -------------------------------------------------------------------------------------------
  // Time tracking
  // -------------------------------------------------------------------------------------------

  @Action({
    id: 'merge_request.time_stats',
    title: 'Get merge request time tracking',
    description: 'Get the time estimate and the total time spent on a merge request, in seconds and human form.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: MergeRequestRefDto,
    output: TimeStatsResultDto,
    operation: 'mrTimeStats',
    route: 'GET /projects/:id/merge_requests/:merge_request_iid/time_stats',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7 },
  })
  async timeStats(input: MergeRequestRefDto, ctx: ActionContext): Promise<ActionResult<TimeStatsResultDto>> {
    const res = await rest<TimeStatsResultDto>(ctx, 'GET', `${mrPath(input.project_id, input.merge_request_iid)}/time_stats`);
    const out: TimeStatsResultDto = { ...res.data, next_steps: ['merge_request.spent_time_add to log time', 'merge_request.time_estimate_set to estimate'] };
    return respond(out, renderTimeStats(out, `Time tracking of merge request !${input.merge_request_iid}`));
  }

  @Action({
    id: 'merge_request.time_estimate_set',
    title: 'Set a merge request time estimate',
    description: 'Set the time estimate of a merge request from a human duration such as "3h30m" or "1w2d" (replaces the previous estimate).',
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: TimeEstimateDto,
    output: TimeStatsResultDto,
    operation: 'mrTimeEstimateSet',
    route: 'POST /projects/:id/merge_requests/:merge_request_iid/time_estimate',
    hints: [{ text: 'duration must be a human-readable time such as 3h30m, 1w2d or 45m', statuses: [400] }, MR_404],
    example: { project_id: '42', merge_request_iid: 7, duration: '3h30m' },
  })
  async timeEstimateSet(input: TimeEstimateDto, ctx: ActionContext): Promise<ActionResult<TimeStatsResultDto>> {
    const res = await rest<TimeStatsResultDto>(ctx, 'POST', `${mrPath(input.project_id, input.merge_request_iid)}/time_estimate`, { body: { duration: input.duration } });
    const out: TimeStatsResultDto = { ...res.data, next_steps: ['merge_request.time_stats to read the time tracking'] };
    return respond(out, renderTimeStats(out, `Time estimate of merge request !${input.merge_request_iid} set`));
  }

  @Action({
    id: 'merge_request.time_estimate_reset',
    title: 'Reset a merge request time estimate',
    description: 'Remove the time estimate of a merge request (the previous value is not kept).',
    tier: 'free',
    readOnly: false,
    // The previous estimate is erased and GitLab does not return it.
    destructive: true,
    idempotent: true,
    input: MergeRequestRefDto,
    output: TimeStatsResultDto,
    operation: 'mrTimeEstimateReset',
    route: 'POST /projects/:id/merge_requests/:merge_request_iid/reset_time_estimate',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7 },
  })
  async timeEstimateReset(input: MergeRequestRefDto, ctx: ActionContext): Promise<ActionResult<TimeStatsResultDto>> {
    const res = await rest<TimeStatsResultDto>(ctx, 'POST', `${mrPath(input.project_id, input.merge_request_iid)}/reset_time_estimate`);
    const out: TimeStatsResultDto = { ...res.data, next_steps: ['merge_request.time_estimate_set to estimate again'] };
    return respond(out, renderTimeStats(out, `Time estimate of merge request !${input.merge_request_iid} reset`));
  }

  @Action({
    id: 'merge_request.spent_time_add',
    title: 'Log time spent on a merge request',
    description: 'Add time spent on a merge request from a human duration such as "1h30m" (a leading minus subtracts), with an optional summary.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: AddSpentTimeDto,
    output: TimeStatsResultDto,
    operation: 'mrSpentTimeAdd',
    route: 'POST /projects/:id/merge_requests/:merge_request_iid/add_spent_time',
    hints: [{ text: 'duration must be a human-readable time such as 1h30m, 2d or 45m', statuses: [400] }, MR_404],
    example: { project_id: '42', merge_request_iid: 7, duration: '1h30m' },
  })
  async spentTimeAdd(input: AddSpentTimeDto, ctx: ActionContext): Promise<ActionResult<TimeStatsResultDto>> {
    const { project_id, merge_request_iid, ...body } = input;
    const res = await rest<TimeStatsResultDto>(ctx, 'POST', `${mrPath(project_id, merge_request_iid)}/add_spent_time`, { body });
    const out: TimeStatsResultDto = { ...res.data, next_steps: ['merge_request.time_stats to read the time tracking'] };
    return respond(out, renderTimeStats(out, `Time logged on merge request !${merge_request_iid}`));
  }

  @Action({
    id: 'merge_request.spent_time_reset',
    title: 'Reset time spent on a merge request',
    description: 'Delete every time entry logged on a merge request, setting the time spent to zero. The entries cannot be restored.',
    tier: 'free',
    readOnly: false,
    // Every timelog (who, when, how long, summary) is deleted for good.
    destructive: true,
    idempotent: true,
    input: MergeRequestRefDto,
    output: TimeStatsResultDto,
    operation: 'mrSpentTimeReset',
    route: 'POST /projects/:id/merge_requests/:merge_request_iid/reset_spent_time',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7 },
  })
  async spentTimeReset(input: MergeRequestRefDto, ctx: ActionContext): Promise<ActionResult<TimeStatsResultDto>> {
    const res = await rest<TimeStatsResultDto>(ctx, 'POST', `${mrPath(input.project_id, input.merge_request_iid)}/reset_spent_time`);
    const out: TimeStatsResultDto = { ...res.data, next_steps: ['merge_request.spent_time_add to log time again'] };
    return respond(out, renderTimeStats(out, `Time spent on merge request !${input.merge_request_iid} reset`));
  }

  // -------------------------------------------------------------------------------------------
  // Context commits
  // -------------------------------------------------------------------------------------------

  @Action({
    id: 'merge_request.context_commits_list',
    title: 'List merge request context commits',
    description: 'List the context commits of a merge request: commits outside its diff that reviewers should see beside it.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: MergeRequestRefDto,
    output: MrContextCommitListDto,
    operation: 'mrContextCommitsList',
    route: 'GET /projects/:id/merge_requests/:merge_request_iid/context_commits',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7 },
  })
  async contextCommitsList(input: MergeRequestRefDto, ctx: ActionContext): Promise<ActionResult<MrContextCommitListDto>> {
    const res = await rest<unknown[]>(ctx, 'GET', `${mrPath(input.project_id, input.merge_request_iid)}/context_commits`);
    const out: MrContextCommitListDto = { commits: asList<CommitDto>(res.data), next_steps: ['merge_request.context_commits_create to add some', 'merge_request.commits for the commits of the diff'] };
    return respond(out, renderContextCommits(out, `Context commits of merge request !${input.merge_request_iid}`));
  }

  @Action({
    id: 'merge_request.context_commits_create',
    title: 'Add context commits',
    description: 'Add commits (by SHA) as context to a merge request so reviewers see them beside its diff.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: ContextCommitsDto,
    output: MrContextCommitListDto,
    operation: 'mrContextCommitsCreate',
    route: 'POST /projects/:id/merge_requests/:merge_request_iid/context_commits',
    hints: [{ text: 'each SHA must name a commit of the repository that is not already part of the merge request; use repository.commit_list', statuses: [400, 422] }, MR_404],
    example: { project_id: '42', merge_request_iid: 7, commits: ['9a0ee3c8d1c2b7a6f5e4d3c2b1a0f9e8d7c6b5a4'] },
  })
  async contextCommitsCreate(input: ContextCommitsDto, ctx: ActionContext): Promise<ActionResult<MrContextCommitListDto>> {
    const res = await rest<unknown>(ctx, 'POST', `${mrPath(input.project_id, input.merge_request_iid)}/context_commits`, { body: { commits: input.commits } });
    const out: MrContextCommitListDto = { commits: asList<CommitDto>(res.data), next_steps: ['merge_request.context_commits_list to see all context commits'] };
    return respond(out, renderContextCommits(out, `Context commits added to merge request !${input.merge_request_iid}`));
  }

  @Action({
    id: 'merge_request.context_commits_delete',
    title: 'Remove context commits',
    description: 'Remove context commits (by SHA) from a merge request. The commits stay in the repository.',
    tier: 'free',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: ContextCommitsDto,
    output: MergeRequestOutcomeDto,
    operation: 'mrContextCommitsDelete',
    route: 'DELETE /projects/:id/merge_requests/:merge_request_iid/context_commits',
    hints: [{ text: 'the SHAs must be context commits of this merge request; use merge_request.context_commits_list', statuses: [400, 422] }, MR_404],
    example: { project_id: '42', merge_request_iid: 7, commits: ['9a0ee3c8d1c2b7a6f5e4d3c2b1a0f9e8d7c6b5a4'] },
  })
  async contextCommitsDelete(input: ContextCommitsDto, ctx: ActionContext): Promise<ActionResult<MergeRequestOutcomeDto>> {
    await rest<undefined>(ctx, 'DELETE', `${mrPath(input.project_id, input.merge_request_iid)}/context_commits`, { body: { commits: input.commits } });
    const out: MergeRequestOutcomeDto = {
      project_id: input.project_id,
      merge_request_iid: input.merge_request_iid,
      message: `${input.commits.length} context commit(s) removed.`,
      next_steps: ['merge_request.context_commits_list to see the remaining ones'],
    };
    return respond(out, renderOutcome(out, `Context commits removed from merge request !${input.merge_request_iid}`));
  }

  // -------------------------------------------------------------------------------------------
  // Dependencies (Premium)
  // -------------------------------------------------------------------------------------------

  @Action({
    id: 'merge_request.dependencies_list',
    title: 'List merge requests blocking this one',
    description: 'List the merge requests that must be merged before this one (its dependencies); each item has the block ID merge_request.dependency_delete takes.',
    tier: 'premium',
    readOnly: true,
    destructive: false,
    input: MergeRequestPageDto,
    output: MrDependencyListDto,
    operation: 'mrDependenciesList',
    route: 'GET /projects/:id/merge_requests/:merge_request_iid/blocks',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7 },
  })
  async dependenciesList(input: MergeRequestPageDto, ctx: ActionContext): Promise<ActionResult<MrDependencyListDto>> {
    const res = await rest<unknown[]>(ctx, 'GET', `${mrPath(input.project_id, input.merge_request_iid)}/blocks`, { query: page(input) });
    const out: MrDependencyListDto = {
      dependencies: asList(res.data).map(shapeDependency),
      pagination: pageOf(res, input),
      next_steps: ['merge_request.dependency_create to add a blocker', 'merge_request.dependency_delete to remove one'],
    };
    return respond(out, renderDependencies(out, `Merge requests blocking !${input.merge_request_iid}`));
  }

  @Action({
    id: 'merge_request.dependency_create',
    title: 'Make a merge request depend on another',
    description: 'Block this merge request until another one is merged: name the blocker by global ID (blocking_merge_request_id) or by IID with its project.',
    tier: 'premium',
    readOnly: false,
    destructive: false,
    input: CreateDependencyDto,
    output: MrDependencyDto,
    operation: 'mrDependencyCreate',
    route: 'POST /projects/:id/merge_requests/:merge_request_iid/blocks',
    hints: [
      { text: 'the dependency may exist already, point at the merge request itself or form a cycle; use merge_request.dependencies_list', statuses: [400, 409, 422] },
      { text: 'the blocking merge request was not found or is not visible; use merge_request.list to find its ID', statuses: [404] },
    ],
    example: { project_id: '42', merge_request_iid: 7, blocking_merge_request_id: 2008 },
  })
  async dependencyCreate(input: CreateDependencyDto, ctx: ActionContext): Promise<ActionResult<MrDependencyDto>> {
    const { project_id, merge_request_iid, ...body } = input;
    const res = await rest<unknown>(ctx, 'POST', `${mrPath(project_id, merge_request_iid)}/blocks`, { body });
    const out: MrDependencyDto = { ...shapeDependency(res.data), next_steps: ['merge_request.dependencies_list to see every blocker'] };
    return respond(out, renderDependency(out, `Merge request !${merge_request_iid} now depends on another`));
  }

  @Action({
    id: 'merge_request.dependency_delete',
    title: 'Remove a merge request dependency',
    description: 'Remove one blocking relation (by block ID from merge_request.dependencies_list) so the merge request no longer waits for that blocker.',
    tier: 'premium',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: DependencyRefDto,
    output: MergeRequestOutcomeDto,
    operation: 'mrDependencyDelete',
    route: 'DELETE /projects/:id/merge_requests/:merge_request_iid/blocks/:block_id',
    hints: [{ text: 'the block may not exist on this merge request; use merge_request.dependencies_list for block IDs', statuses: [404] }],
    example: { project_id: '42', merge_request_iid: 7, block_id: 1 },
  })
  async dependencyDelete(input: DependencyRefDto, ctx: ActionContext): Promise<ActionResult<MergeRequestOutcomeDto>> {
    await rest<undefined>(ctx, 'DELETE', `${mrPath(input.project_id, input.merge_request_iid)}/blocks/${segment(input.block_id)}`);
    const out: MergeRequestOutcomeDto = {
      project_id: input.project_id,
      merge_request_iid: input.merge_request_iid,
      message: `Dependency ${input.block_id} removed.`,
      next_steps: ['merge_request.dependencies_list to see the remaining blockers'],
    };
    return respond(out, renderOutcome(out, `Dependency ${input.block_id} removed`));
  }

  // -------------------------------------------------------------------------------------------
  // Award emoji on the merge request and on its comments
  // -------------------------------------------------------------------------------------------

  @Action({
    id: 'merge_request.emoji_mr_list',
    title: 'List emoji on a merge request',
    description: 'List the award emoji (reactions such as thumbsup) given to a merge request, with who gave them.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: MergeRequestPageDto,
    output: AwardEmojiListDto,
    operation: 'mrEmojiList',
    route: 'GET /projects/:id/merge_requests/:merge_request_iid/award_emoji',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7 },
  })
  async emojiList(input: MergeRequestPageDto, ctx: ActionContext): Promise<ActionResult<AwardEmojiListDto>> {
    const res = await rest<unknown[]>(ctx, 'GET', `${mrPath(input.project_id, input.merge_request_iid)}/award_emoji`, { query: page(input) });
    const out: AwardEmojiListDto = { award_emoji: asList<AwardEmojiDto>(res.data), pagination: pageOf(res, input), next_steps: ['merge_request.emoji_mr_create to react'] };
    return respond(out, renderEmojiList(out, `Award emoji on merge request !${input.merge_request_iid}`));
  }

  @Action({
    id: 'merge_request.emoji_mr_get',
    title: 'Get an emoji on a merge request',
    description: 'Get one award emoji given to a merge request by its ID.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: AwardEmojiRefDto,
    output: AwardEmojiDto,
    operation: 'mrEmojiGet',
    route: 'GET /projects/:id/merge_requests/:merge_request_iid/award_emoji/:award_id',
    notFound: EMOJI_NOT_FOUND,
    example: { project_id: '42', merge_request_iid: 7, award_id: 1 },
  })
  async emojiGet(input: AwardEmojiRefDto, ctx: ActionContext): Promise<ActionResult<AwardEmojiDto>> {
    const res = await rest<AwardEmojiDto>(ctx, 'GET', `${mrPath(input.project_id, input.merge_request_iid)}/award_emoji/${segment(input.award_id)}`);
    const out: AwardEmojiDto = { ...res.data, next_steps: ['merge_request.emoji_mr_delete to remove it (your own only)'] };
    return respond(out, renderEmoji(out, `Award emoji ${input.award_id} on merge request !${input.merge_request_iid}`));
  }

  @Action({
    id: 'merge_request.emoji_mr_create',
    title: 'React to a merge request with an emoji',
    description: 'Award an emoji (e.g. "thumbsup", "rocket") to a merge request as the caller.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: CreateAwardEmojiDto,
    output: AwardEmojiDto,
    operation: 'mrEmojiCreate',
    route: 'POST /projects/:id/merge_requests/:merge_request_iid/award_emoji',
    hints: [{ text: 'the emoji name may be unknown, or you already awarded it; names have no colons (thumbsup)', statuses: [400, 404, 422] }],
    example: { project_id: '42', merge_request_iid: 7, name: 'thumbsup' },
  })
  async emojiCreate(input: CreateAwardEmojiDto, ctx: ActionContext): Promise<ActionResult<AwardEmojiDto>> {
    const res = await rest<AwardEmojiDto>(ctx, 'POST', `${mrPath(input.project_id, input.merge_request_iid)}/award_emoji`, { body: { name: input.name } });
    const out: AwardEmojiDto = { ...res.data, next_steps: ['merge_request.emoji_mr_list to see all reactions'] };
    return respond(out, renderEmoji(out, `Emoji awarded to merge request !${input.merge_request_iid}`));
  }

  @Action({
    id: 'merge_request.emoji_mr_delete',
    title: 'Remove an emoji from a merge request',
    description: 'Remove an award emoji from a merge request (only your own, unless you are an administrator).',
    tier: 'free',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: AwardEmojiRefDto,
    output: MergeRequestOutcomeDto,
    operation: 'mrEmojiDelete',
    route: 'DELETE /projects/:id/merge_requests/:merge_request_iid/award_emoji/:award_id',
    hints: [
      { text: 'the emoji may not exist on this merge request; use merge_request.emoji_mr_list', statuses: [404] },
      { text: 'only the user who awarded an emoji (or an administrator) can remove it', statuses: [401, 403], namesRole: true },
    ],
    example: { project_id: '42', merge_request_iid: 7, award_id: 1 },
  })
  async emojiDelete(input: AwardEmojiRefDto, ctx: ActionContext): Promise<ActionResult<MergeRequestOutcomeDto>> {
    await rest<undefined>(ctx, 'DELETE', `${mrPath(input.project_id, input.merge_request_iid)}/award_emoji/${segment(input.award_id)}`);
    const out: MergeRequestOutcomeDto = {
      project_id: input.project_id,
      merge_request_iid: input.merge_request_iid,
      message: `Award emoji ${input.award_id} removed.`,
      next_steps: ['merge_request.emoji_mr_list to see the remaining reactions'],
    };
    return respond(out, renderOutcome(out, `Award emoji ${input.award_id} removed`));
  }

  @Action({
    id: 'merge_request.emoji_mr_note_list',
    title: 'List emoji on a merge request comment',
    description: 'List the award emoji given to one comment (note) of a merge request.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: NoteAwardEmojiListDto,
    output: AwardEmojiListDto,
    operation: 'mrNoteEmojiList',
    route: 'GET /projects/:id/merge_requests/:merge_request_iid/notes/:note_id/award_emoji',
    hints: [{ text: 'verify merge_request_iid and note_id; use mr_review.note_list to find the comment', statuses: [404] }],
    example: { project_id: '42', merge_request_iid: 7, note_id: 1 },
  })
  async noteEmojiList(input: NoteAwardEmojiListDto, ctx: ActionContext): Promise<ActionResult<AwardEmojiListDto>> {
    const res = await rest<unknown[]>(ctx, 'GET', `${mrPath(input.project_id, input.merge_request_iid)}/notes/${segment(input.note_id)}/award_emoji`, { query: page(input) });
    const out: AwardEmojiListDto = { award_emoji: asList<AwardEmojiDto>(res.data), pagination: pageOf(res, input), next_steps: ['merge_request.emoji_mr_note_create to react'] };
    return respond(out, renderEmojiList(out, `Award emoji on note ${input.note_id} of merge request !${input.merge_request_iid}`));
  }

  @Action({
    id: 'merge_request.emoji_mr_note_get',
    title: 'Get an emoji on a merge request comment',
    description: 'Get one award emoji given to a comment (note) of a merge request.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: NoteAwardEmojiRefDto,
    output: AwardEmojiDto,
    operation: 'mrNoteEmojiGet',
    route: 'GET /projects/:id/merge_requests/:merge_request_iid/notes/:note_id/award_emoji/:award_id',
    notFound: NOTE_EMOJI_NOT_FOUND,
    example: { project_id: '42', merge_request_iid: 7, note_id: 1, award_id: 1 },
  })
  async noteEmojiGet(input: NoteAwardEmojiRefDto, ctx: ActionContext): Promise<ActionResult<AwardEmojiDto>> {
    const res = await rest<AwardEmojiDto>(ctx, 'GET', `${mrPath(input.project_id, input.merge_request_iid)}/notes/${segment(input.note_id)}/award_emoji/${segment(input.award_id)}`);
    const out: AwardEmojiDto = { ...res.data, next_steps: ['merge_request.emoji_mr_note_delete to remove it (your own only)'] };
    return respond(out, renderEmoji(out, `Award emoji ${input.award_id} on note ${input.note_id}`));
  }

  @Action({
    id: 'merge_request.emoji_mr_note_create',
    title: 'React to a merge request comment',
    description: 'Award an emoji (e.g. "thumbsup") to one comment (note) of a merge request as the caller.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: CreateNoteAwardEmojiDto,
    output: AwardEmojiDto,
    operation: 'mrNoteEmojiCreate',
    route: 'POST /projects/:id/merge_requests/:merge_request_iid/notes/:note_id/award_emoji',
    hints: [{ text: 'the emoji name may be unknown or already awarded, or the comment may not exist (mr_review.note_list)', statuses: [400, 404, 422] }],
    example: { project_id: '42', merge_request_iid: 7, note_id: 1, name: 'thumbsup' },
  })
  async noteEmojiCreate(input: CreateNoteAwardEmojiDto, ctx: ActionContext): Promise<ActionResult<AwardEmojiDto>> {
    const res = await rest<AwardEmojiDto>(ctx, 'POST', `${mrPath(input.project_id, input.merge_request_iid)}/notes/${segment(input.note_id)}/award_emoji`, { body: { name: input.name } });
    const out: AwardEmojiDto = { ...res.data, next_steps: ['merge_request.emoji_mr_note_list to see all reactions on the comment'] };
    return respond(out, renderEmoji(out, `Emoji awarded to note ${input.note_id}`));
  }

  @Action({
    id: 'merge_request.emoji_mr_note_delete',
    title: 'Remove an emoji from a merge request comment',
    description: 'Remove an award emoji from a comment (note) of a merge request (only your own, unless you are an administrator).',
    tier: 'free',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: NoteAwardEmojiRefDto,
    output: MergeRequestOutcomeDto,
    operation: 'mrNoteEmojiDelete',
    route: 'DELETE /projects/:id/merge_requests/:merge_request_iid/notes/:note_id/award_emoji/:award_id',
    hints: [
      { text: 'the emoji may not exist on this comment; use merge_request.emoji_mr_note_list', statuses: [404] },
      { text: 'only the user who awarded an emoji (or an administrator) can remove it', statuses: [401, 403], namesRole: true },
    ],
    example: { project_id: '42', merge_request_iid: 7, note_id: 1, award_id: 1 },
  })
  async noteEmojiDelete(input: NoteAwardEmojiRefDto, ctx: ActionContext): Promise<ActionResult<MergeRequestOutcomeDto>> {
    await rest<undefined>(ctx, 'DELETE', `${mrPath(input.project_id, input.merge_request_iid)}/notes/${segment(input.note_id)}/award_emoji/${segment(input.award_id)}`);
    const out: MergeRequestOutcomeDto = {
      project_id: input.project_id,
      merge_request_iid: input.merge_request_iid,
      message: `Award emoji ${input.award_id} removed from note ${input.note_id}.`,
      next_steps: ['merge_request.emoji_mr_note_list to see the remaining reactions'],
    };
    return respond(out, renderOutcome(out, `Award emoji ${input.award_id} removed`));
  }

  // -------------------------------------------------------------------------------------------
  // Resource events (history of labels, milestones and state)
  // -------------------------------------------------------------------------------------------

  @Action({
    id: 'merge_request.event_mr_label_list',
    title: 'List label changes of a merge request',
    description: 'List the label history of a merge request: each label applied or taken off, when and by whom.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: MergeRequestPageDto,
    output: LabelEventListDto,
    operation: 'mrLabelEventList',
    route: 'GET /projects/:id/merge_requests/:eventable_id/resource_label_events',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7 },
  })
  async labelEventList(input: MergeRequestPageDto, ctx: ActionContext): Promise<ActionResult<LabelEventListDto>> {
    const res = await rest<unknown[]>(ctx, 'GET', `${mrPath(input.project_id, input.merge_request_iid)}/resource_label_events`, { query: page(input) });
    const out: LabelEventListDto = { events: asList<LabelEventDto>(res.data), pagination: pageOf(res, input), next_steps: ['merge_request.event_mr_label_get for one event'] };
    return respond(out, renderLabelEvents(out, `Label events of merge request !${input.merge_request_iid}`));
  }

  @Action({
    id: 'merge_request.event_mr_label_get',
    title: 'Get a label change of a merge request',
    description: 'Get one label event (label applied or taken off) of a merge request by its ID.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ResourceEventRefDto,
    output: LabelEventDto,
    operation: 'mrLabelEventGet',
    route: 'GET /projects/:id/merge_requests/:eventable_id/resource_label_events/:event_id',
    hints: [{ text: 'verify merge_request_iid and event_id; use merge_request.event_mr_label_list', statuses: [404] }],
    example: { project_id: '42', merge_request_iid: 7, event_id: 1 },
  })
  async labelEventGet(input: ResourceEventRefDto, ctx: ActionContext): Promise<ActionResult<LabelEventDto>> {
    const res = await rest<LabelEventDto>(ctx, 'GET', `${mrPath(input.project_id, input.merge_request_iid)}/resource_label_events/${segment(input.event_id)}`);
    const out: LabelEventDto = { ...res.data, next_steps: ['merge_request.event_mr_label_list for the whole history'] };
    return respond(out, renderLabelEvent(out, `Label event ${input.event_id} of merge request !${input.merge_request_iid}`));
  }

  @Action({
    id: 'merge_request.event_mr_milestone_list',
    title: 'List milestone changes of a merge request',
    description: 'List the milestone history of a merge request: each milestone applied or taken off, when and by whom.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: MergeRequestPageDto,
    output: MilestoneEventListDto,
    operation: 'mrMilestoneEventList',
    route: 'GET /projects/:id/merge_requests/:eventable_id/resource_milestone_events',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7 },
  })
  async milestoneEventList(input: MergeRequestPageDto, ctx: ActionContext): Promise<ActionResult<MilestoneEventListDto>> {
    const res = await rest<unknown[]>(ctx, 'GET', `${mrPath(input.project_id, input.merge_request_iid)}/resource_milestone_events`, { query: page(input) });
    const out: MilestoneEventListDto = { events: asList<MilestoneEventDto>(res.data), pagination: pageOf(res, input), next_steps: ['merge_request.event_mr_milestone_get for one event'] };
    return respond(out, renderMilestoneEvents(out, `Milestone events of merge request !${input.merge_request_iid}`));
  }

  @Action({
    id: 'merge_request.event_mr_milestone_get',
    title: 'Get a milestone change of a merge request',
    description: 'Get one milestone event (milestone set or removed) of a merge request by its ID.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ResourceEventRefDto,
    output: MilestoneEventDto,
    operation: 'mrMilestoneEventGet',
    route: 'GET /projects/:id/merge_requests/:eventable_id/resource_milestone_events/:event_id',
    hints: [{ text: 'verify merge_request_iid and event_id; use merge_request.event_mr_milestone_list', statuses: [404] }],
    example: { project_id: '42', merge_request_iid: 7, event_id: 1 },
  })
  async milestoneEventGet(input: ResourceEventRefDto, ctx: ActionContext): Promise<ActionResult<MilestoneEventDto>> {
    const res = await rest<MilestoneEventDto>(ctx, 'GET', `${mrPath(input.project_id, input.merge_request_iid)}/resource_milestone_events/${segment(input.event_id)}`);
    const out: MilestoneEventDto = { ...res.data, next_steps: ['merge_request.event_mr_milestone_list for the whole history'] };
    return respond(out, renderMilestoneEvent(out, `Milestone event ${input.event_id} of merge request !${input.merge_request_iid}`));
  }

  @Action({
    id: 'merge_request.event_mr_state_list',
    title: 'List state changes of a merge request',
    description: 'List the state history of a merge request: each close, reopen and merge, when and by whom.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: MergeRequestPageDto,
    output: StateEventListDto,
    operation: 'mrStateEventList',
    route: 'GET /projects/:id/merge_requests/:eventable_id/resource_state_events',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 8 },
  })
  async stateEventList(input: MergeRequestPageDto, ctx: ActionContext): Promise<ActionResult<StateEventListDto>> {
    const res = await rest<unknown[]>(ctx, 'GET', `${mrPath(input.project_id, input.merge_request_iid)}/resource_state_events`, { query: page(input) });
    const out: StateEventListDto = { events: asList<StateEventDto>(res.data), pagination: pageOf(res, input), next_steps: ['merge_request.event_mr_state_get for one event'] };
    return respond(out, renderStateEvents(out, `State events of merge request !${input.merge_request_iid}`));
  }

  @Action({
    id: 'merge_request.event_mr_state_get',
    title: 'Get a state change of a merge request',
    description: 'Get one state event (opened, closed, reopened, merged) of a merge request by its ID.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ResourceEventRefDto,
    output: StateEventDto,
    operation: 'mrStateEventGet',
    route: 'GET /projects/:id/merge_requests/:eventable_id/resource_state_events/:event_id',
    hints: [{ text: 'verify merge_request_iid and event_id; use merge_request.event_mr_state_list', statuses: [404] }],
    example: { project_id: '42', merge_request_iid: 8, event_id: 1 },
  })
  async stateEventGet(input: ResourceEventRefDto, ctx: ActionContext): Promise<ActionResult<StateEventDto>> {
    const res = await rest<StateEventDto>(ctx, 'GET', `${mrPath(input.project_id, input.merge_request_iid)}/resource_state_events/${segment(input.event_id)}`);
    const out: StateEventDto = { ...res.data, next_steps: ['merge_request.event_mr_state_list for the whole history'] };
    return respond(out, renderStateEvent(out, `State event ${input.event_id} of merge request !${input.merge_request_iid}`));
  }
}
