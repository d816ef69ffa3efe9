import { ACCESS } from '../gitlab-sim.constants';
import { effectiveAccess } from '../store/access.policy';
import { mergeableDiscussionsState } from '../store/mr-review.state';
import type { SimMergeRequest, SimProject, SimUser } from '../store/sim-model.interface';
import type { SimStore } from '../store/sim.store';
import { presentIssuableMilestone } from './issue.presenter';
import { presentUserBasic } from './user.presenter';

function userOrNull(store: SimStore, base: string, id: number | null): Record<string, unknown> | null {
  const u = id === null ? undefined : store.user(id);
  return u ? presentUserBasic(base, u) : null;
}

/** `API::Entities::MergeRequestBasic` (lists). */
export function presentMergeRequestBasic(store: SimStore, base: string, project: SimProject, mr: SimMergeRequest): Record<string, unknown> {
  const fullPath = store.projectFullPath(project);
  const assignees = mr.assigneeIds.map((id) => userOrNull(store, base, id)).filter((u) => u !== null);
  const mergeable = mr.state === 'opened';
  const threadsResolved = mergeableDiscussionsState(store, project, mr);
  return {
    id: mr.id,
    iid: mr.iid,
    project_id: mr.projectId,
    title: mr.title,
    description: mr.description,
    state: mr.state,
    created_at: mr.createdAt,
    updated_at: mr.updatedAt,
    merged_by: userOrNull(store, base, mr.mergedById),
    merge_user: userOrNull(store, base, mr.mergedById),
    merged_at: mr.mergedAt,
    merge_after: null,
    prepared_at: mr.createdAt,
    closed_by: userOrNull(store, base, mr.closedById),
    closed_at: mr.closedAt,
    target_branch: mr.targetBranch,
    source_branch: mr.sourceBranch,
    user_notes_count: mr.userNotesCount,
    upvotes: mr.upvotes,
    downvotes: mr.downvotes,
    author: userOrNull(store, base, mr.authorId),
    assignees,
    assignee: assignees[0] ?? null,
    reviewers: mr.reviewerIds.map((id) => userOrNull(store, base, id)).filter((u) => u !== null),
    source_project_id: mr.projectId,
    target_project_id: mr.projectId,
    labels: [...mr.labels].sort(),
    draft: mr.draft,
    imported: false,
    imported_from: 'none',
    work_in_progress: mr.draft,
    milestone: presentIssuableMilestone(store, base, project, mr.milestoneId),
    merge_when_pipeline_succeeds: false,
    merge_status: mergeable ? 'can_be_merged' : 'unchecked',
    detailed_merge_status: !mergeable ? 'not_open' : threadsResolved ? 'mergeable' : 'discussions_not_resolved',
    sha: mr.sha,
    merge_commit_sha: mr.mergeCommitSha,
    squash_commit_sha: null,
    discussion_locked: null,
    should_remove_source_branch: null,
    force_remove_source_branch: true,
    prepared: true,
    allow_collaboration: false,
    allow_maintainer_to_push: false,
    reference: `!${mr.iid}`,
    references: { short: `!${mr.iid}`, relative: `!${mr.iid}`, full: `${fullPath}!${mr.iid}` },
    web_url: `${base}/${fullPath}/-/merge_requests/${mr.iid}`,
    time_stats: { time_estimate: 0, total_time_spent: 0, human_time_estimate: null, human_total_time_spent: null },
    squash: false,
    squash_on_merge: false,
    task_completion_status: { count: 0, completed_count: 0 },
    has_conflicts: false,
    blocking_discussions_resolved: threadsResolved,
    approvals_before_merge: null,
  };
}

/** `API::Entities::MergeRequest` (`GET .../merge_requests/:iid`). */
export function presentMergeRequest(
  store: SimStore,
  base: string,
  project: SimProject,
  mr: SimMergeRequest,
  viewer: SimUser,
): Record<string, unknown> {
  const basic = presentMergeRequestBasic(store, base, project, mr);
  delete basic['prepared'];
  const target = project.repository.branches.get(mr.targetBranch) ?? null;
  return {
    ...basic,
    subscribed: mr.reviewerIds.includes(viewer.id) || mr.authorId === viewer.id,
    changes_count: '1',
    latest_build_started_at: null,
    latest_build_finished_at: null,
    first_deployed_to_production_at: null,
    pipeline: null,
    head_pipeline: null,
    diff_refs: { base_sha: target, head_sha: mr.sha, start_sha: target },
    merge_error: null,
    first_contribution: false,
    user: { can_merge: mr.state === 'opened' && effectiveAccess(store, project, viewer) >= ACCESS.DEVELOPER },
  };
}

/** `API::Entities::MergeRequestApprovals` (the approve endpoint's answer). */
export function presentApprovals(
  store: SimStore,
  base: string,
  project: SimProject,
  mr: SimMergeRequest,
  viewer: SimUser,
): Record<string, unknown> {
  const hasApproved = mr.approvedBy.some((a) => a.userId === viewer.id);
  return {
    id: mr.id,
    iid: mr.iid,
    project_id: mr.projectId,
    title: mr.title,
    description: mr.description,
    state: mr.state,
    created_at: mr.createdAt,
    updated_at: mr.updatedAt,
    merge_status: mr.state === 'opened' ? 'can_be_merged' : 'unchecked',
    approved: mr.approvedBy.length > 0,
    approvals_required: 0,
    approvals_left: 0,
    require_password_to_approve: false,
    approved_by: mr.approvedBy.map((a) => ({ user: userOrNull(store, base, a.userId), approved_at: a.approvedAt })),
    suggested_approvers: [],
    approvers: [],
    approver_groups: [],
    user_has_approved: hasApproved,
    user_can_approve: !hasApproved && mr.state === 'opened' && effectiveAccess(store, project, viewer) >= ACCESS.DEVELOPER,
    approval_rules_left: [],
    has_approval_rules: false,
    merge_request_approvers_available: false,
    multiple_approval_rules_available: false,
    invalid_approvers_rules: [],
  };
}
