import { Action, Domain, type NotFoundSpec, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { MergeRequestBasicDto, MergeRequestListDto } from '../shared/merge-request-basic.dto.js';
import { renderMergeRequestList } from '../shared/merge-request-list.format.js';
import { MergeRequestDto, MergeRequestOutcomeDto } from './dto/merge-request.dto.js';
import { MergeRequestRefDto } from '../shared/merge-request-ref.dto.js';
import {
  CreateMergeRequestDto,
  GetMergeRequestDto,
  ListGlobalMergeRequestsDto,
  ListGroupMergeRequestsDto,
  ListMergeRequestsDto,
  MergeRequestPageDto,
  UpdateMergeRequestDto,
} from './dto/merge-request-params.dto.js';
import { MrCommitListDto, MrIssueListDto, MrPipelineListDto, MrReviewerListDto, MrUserListDto } from './dto/merge-request-related.dto.js';
import { MERGE_REQUEST_DOMAIN } from './merge-request.domain.js';
import {
  renderCommits,
  renderIssues,
  renderMergeRequest,
  renderOutcome,
  renderPipelines,
  renderReviewers,
  renderUsers,
} from './merge-request.format.js';
import { GROUP_404, MR_404, PROJECT_404 } from './merge-request.hints.js';
import { asList, shapeMergeRequest } from './merge-request.shaping.js';

const MR_NOT_FOUND: NotFoundSpec = {
  resource: 'Merge Request',
  identifier: '!{merge_request_iid} in project {project_id}',
  nextSteps: [
    "Use action 'merge_request.list' with project_id to list the project's merge requests",
    'Verify the merge request IID is correct for this project (the number after !)',
    'The merge request may have been deleted',
  ],
};

/** Merge requests: lists and reads, and writes on the merge request itself. */
@Domain(MERGE_REQUEST_DOMAIN)
@Injectable()
export class MergeRequestActions {
  @Action({
    id: 'merge_request.list',
    title: 'List merge requests of a project',
    description:
      'List the merge requests of a project (open, merged, closed or all), filtered by state, branches, labels, milestone, author, assignee, reviewer, approvers, search text, dates, draft or IIDs, with negated filters under `not`.',
    keywords: ['MRs', 'PRs', 'pull requests', 'show MRs', 'browse'],
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ListMergeRequestsDto,
    output: MergeRequestListDto,
    operation: 'mrList',
    route: 'GET /projects/:id/merge_requests',
    hints: [PROJECT_404],
    example: { project_id: '42', state: 'opened', order_by: 'updated_at', sort: 'desc', per_page: 10 },
    reply: { list: 'merge_requests', shape: (answer) => asList(answer).map((m) => shapeMergeRequest<MergeRequestBasicDto>(m)), render: (out, input) => renderMergeRequestList(out, `Merge requests of project ${input.project_id}`), nextSteps: ['merge_request.get for one merge request with its description and merge status', 'merge_request.create to open a new one'] },
  })
  readonly list?: Declared;

  @Action({
    id: 'merge_request.list_group',
    title: 'List merge requests of a group',
    description: 'List the merge requests of every project in a group and its subgroups, with the same filters as merge_request.list.',
    keywords: ['MRs', 'PRs', 'pull requests', 'across projects', 'group MRs'],
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ListGroupMergeRequestsDto,
    output: MergeRequestListDto,
    operation: 'mrListGroup',
    route: 'GET /groups/:id/merge_requests',
    hints: [GROUP_404],
    example: { group_id: 'acme', state: 'opened', per_page: 10 },
    reply: { list: 'merge_requests', shape: (answer) => asList(answer).map((m) => shapeMergeRequest<MergeRequestBasicDto>(m)), render: (out, input) => renderMergeRequestList(out, `Merge requests of group ${input.group_id}`), nextSteps: ['merge_request.get with the project_id and iid of one merge request'] },
  })
  readonly listGroup?: Declared;

  @Action({
    id: 'merge_request.list_global',
    title: 'List my merge requests everywhere',
    description:
      'List merge requests across every project the token can see: by default those created by the caller (scope created_by_me); scope assigned_to_me, reviews_for_me or all widens it.',
    keywords: ['my MRs', 'my PRs', 'assigned to me', 'review requests', 'dashboard', 'across projects'],
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ListGlobalMergeRequestsDto,
    output: MergeRequestListDto,
    operation: 'mrListGlobal',
    route: 'GET /merge_requests',
    example: { scope: 'all', state: 'opened', per_page: 10 },
    reply: { list: 'merge_requests', shape: (answer) => asList(answer).map((m) => shapeMergeRequest<MergeRequestBasicDto>(m)), render: (out, input) => renderMergeRequestList(out, `Merge requests (scope ${input.scope ?? 'created_by_me'})`), nextSteps: ['merge_request.get with the project_id and iid of one merge request'] },
  })
  readonly listGlobal?: Declared;

  @Action({
    id: 'merge_request.get', title: 'Get a merge request', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one merge request by IID: title, description, branches, state, detailed merge status (why it can or cannot be merged), head pipeline, conflicts, author, assignees, reviewers, labels, diff SHAs.',
    keywords: ['MR details', 'PR details', 'mergeable', 'view MR', 'show MR'],
    input: GetMergeRequestDto, output: MergeRequestDto, operation: 'mrGet', route: 'GET /projects/:id/merge_requests/:merge_request_iid',
    notFound: MR_NOT_FOUND, example: { project_id: '42', merge_request_iid: 7, include_diverged_commits_count: true },
    reply: { shape: (answer) => shapeMergeRequest<MergeRequestDto>(answer), render: (out) => renderMergeRequest(out), nextSteps: ['mr_review.changes_get for the diff (paginated)', 'mr_review.discussion_list for the review threads', 'merge_request.approval_config for its approvals', 'merge_request.merge once it is mergeable'] },
  })
  readonly get?: Declared;

  @Action({
    id: 'merge_request.participants', title: 'List merge request participants', tier: 'free', readOnly: true, destructive: false,
    description: 'List everyone who took part in a merge request (author, assignees, reviewers, commenters). For assigned reviewers and their review state use merge_request.reviewers.',
    keywords: ['people', 'contributors', 'involved', 'who commented', 'users'],
    input: MergeRequestPageDto, output: MrUserListDto, operation: 'mrParticipants', route: 'GET /projects/:id/merge_requests/:merge_request_iid/participants',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7 },
    reply: { list: 'users', shape: asList, render: (out, input) => renderUsers(out, `Participants of merge request !${input.merge_request_iid}`), nextSteps: ['merge_request.reviewers for the review state of each reviewer'] },
  })
  readonly participants?: Declared;

  @Action({
    id: 'merge_request.reviewers', title: 'List merge request reviewers', tier: 'free', readOnly: true, destructive: false,
    description: 'List the reviewers assigned to a merge request with the state of each review (unreviewed, reviewed, requested_changes, approved).',
    keywords: ['review status', 'requested reviewers', 'who is reviewing', 'review requests'],
    input: MergeRequestPageDto, output: MrReviewerListDto, operation: 'mrReviewers', route: 'GET /projects/:id/merge_requests/:merge_request_iid/reviewers',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7 },
    reply: { list: 'reviewers', shape: asList, render: (out, input) => renderReviewers(out, `Reviewers of merge request !${input.merge_request_iid}`), nextSteps: ['merge_request.update with reviewer_ids to change the reviewers', 'merge_request.approval_state for the approval rules'] },
  })
  readonly reviewers?: Declared;

  @Action({
    id: 'merge_request.commits', title: 'List merge request commits', tier: 'free', readOnly: true, destructive: false,
    description: 'List the commits of a merge request (paginated), newest first, with their messages.',
    keywords: ['commit history', 'changes', 'git log', 'MR commits'],
    input: MergeRequestPageDto, output: MrCommitListDto, operation: 'mrCommits', route: 'GET /projects/:id/merge_requests/:merge_request_iid/commits',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7, per_page: 20 },
    reply: { list: 'commits', shape: asList, render: (out, input) => renderCommits(out, `Commits of merge request !${input.merge_request_iid}`), nextSteps: ['mr_review.changes_get for the diff of the merge request', 'merge_request.context_commits_list for the context commits'] },
  })
  readonly commits?: Declared;

  @Action({
    id: 'merge_request.pipelines', title: 'List merge request pipelines', tier: 'free', readOnly: true, destructive: false,
    description: 'List the pipelines that ran for a merge request (merge request and branch pipelines), newest first, with status and SHA.',
    keywords: ['CI runs', 'builds', 'CI status', 'checks', 'MR pipelines'],
    input: MergeRequestPageDto, output: MrPipelineListDto, operation: 'mrPipelines', route: 'GET /projects/:id/merge_requests/:merge_request_iid/pipelines',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7 },
    reply: { list: 'pipelines', shape: asList, render: (out, input) => renderPipelines(out, `Pipelines of merge request !${input.merge_request_iid}`), nextSteps: ['pipeline.get for one pipeline in detail', 'merge_request.create_pipeline to run a new merge request pipeline'] },
  })
  readonly pipelines?: Declared;

  @Action({
    id: 'merge_request.issues_closed', title: 'List issues fixed by a merge request', tier: 'free', readOnly: true, destructive: false,
    description: 'List the issues that merging the merge request will resolve (from closing patterns such as "Fixes #n" in its description and commits).',
    keywords: ['closes issues', 'resolves', 'linked issues', 'tickets'],
    input: MergeRequestPageDto, output: MrIssueListDto, operation: 'mrIssuesClosed', route: 'GET /projects/:id/merge_requests/:merge_request_iid/closes_issues',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7 },
    reply: { list: 'issues', shape: asList, render: (out, input) => renderIssues(out, `Issues closed by merge request !${input.merge_request_iid}`, 'The merge request closes no issues.'), nextSteps: ['issue.get for one issue'] },
  })
  readonly issuesClosed?: Declared;

  @Action({
    id: 'merge_request.related_issues', title: 'List issues related to a merge request', tier: 'free', readOnly: true, destructive: false,
    description: 'List the issues a merge request mentions (in its description, commits or comments), whether or not merging resolves them.',
    keywords: ['linked issues', 'mentioned issues', 'referenced issues', 'tickets'],
    input: MergeRequestPageDto, output: MrIssueListDto, operation: 'mrRelatedIssues', route: 'GET /projects/:id/merge_requests/:merge_request_iid/related_issues',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7 },
    reply: { list: 'issues', shape: asList, render: (out, input) => renderIssues(out, `Issues related to merge request !${input.merge_request_iid}`, 'The merge request mentions no issues.'), nextSteps: ['merge_request.issues_closed for the issues it closes', 'issue.get for one issue'] },
  })
  readonly relatedIssues?: Declared;

  // -------------------------------------------------------------------------------------------
  // Writes on the merge request itself
  // -------------------------------------------------------------------------------------------

  @Action({
    id: 'merge_request.create', title: 'Create a merge request', tier: 'free', readOnly: false, destructive: false,
    description: 'Open a merge request from a source branch into a target branch with a title and optional description, assignees, reviewers, labels, milestone, squash and source-branch deletion. Ask the project for its default branch rather than assuming main.',
    keywords: ['open MR', 'new MR', 'open PR', 'new pull request', 'propose changes', 'submit'],
    input: CreateMergeRequestDto, output: MergeRequestDto, operation: 'mrCreate', route: 'POST /projects/:id/merge_requests',
    hints: [
      { text: 'an open merge request already exists for these branches; use merge_request.list with source_branch to find it', statuses: [409] },
      { text: 'the source or target branch may not exist, or they are the same branch; use branch.list to see the branches', statuses: [400, 404, 422] },
    ],
    example: { project_id: '42', source_branch: 'feature/search', target_branch: 'main', title: 'Add search', remove_source_branch: true },
    reply: { shape: (answer) => shapeMergeRequest<MergeRequestDto>(answer), render: (out) => renderMergeRequest(out, 'Merge request created:'), nextSteps: ['merge_request.get to follow its merge status and pipeline', 'merge_request.update to change reviewers or labels'] },
  })
  readonly create?: Declared;

  @Action({
    id: 'merge_request.update', title: 'Update a merge request', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: 'Change a merge request: title, description, target branch, labels (replace, add or remove), assignees, reviewers, milestone, squash, source-branch deletion, discussion lock, or close/reopen it with state_event. Only the fields given change.',
    keywords: ['edit MR', 'close MR', 'reopen MR', 'assign', 'draft', 'ready'],
    input: UpdateMergeRequestDto, output: MergeRequestDto, operation: 'mrUpdate', route: 'PUT /projects/:id/merge_requests/:merge_request_iid',
    hints: [MR_404, { text: 'GitLab refused a value: the target branch may not exist (branch.list) or the merge request may be merged already', statuses: [400, 409, 422] }],
    example: { project_id: '42', merge_request_iid: 7, title: 'Add login form with validation', add_labels: 'frontend' },
    reply: { shape: (answer) => shapeMergeRequest<MergeRequestDto>(answer), render: (out) => renderMergeRequest(out, 'Merge request updated:'), nextSteps: ['merge_request.get to read it back'] },
  })
  readonly update?: Declared;

  @Action({
    id: 'merge_request.delete', title: 'Delete a merge request', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Delete a merge request with its comments and approvals. Cannot be undone; only administrators and project owners may do it. Closing (merge_request.update with state_event close) keeps the history.',
    keywords: ['remove MR', 'erase MR'],
    input: MergeRequestRefDto, output: MergeRequestOutcomeDto, operation: 'mrDelete', route: 'DELETE /projects/:id/merge_requests/:merge_request_iid',
    hints: [MR_404, { text: 'deleting a merge request needs Owner role on the project (or an administrator)', statuses: [401, 403], namesRole: true }],
    example: { project_id: '42', merge_request_iid: 7 },
    reply: { shape: (_, input) => ({ project_id: input.project_id, merge_request_iid: input.merge_request_iid, message: 'Merge request deleted.' }), render: (out, input) => renderOutcome(out, `Merge request !${input.merge_request_iid} deleted`), nextSteps: ['merge_request.list to see the remaining merge requests'] },
  })
  readonly delete?: Declared;
}
