import { issuableMilestone, type SimGroupMilestone } from '../store/group-milestones.state';
import type { SimIssue, SimMilestone, SimNamespace, SimProject } from '../store/sim-model.interface';
import type { SimStore } from '../store/sim.store';
import { presentUserBasic } from './user.presenter';

/** The fields `API::Entities::Milestone` shows of any milestone, a project's or a group's. */
function milestoneFields(m: Omit<SimMilestone, 'projectId'>): Record<string, unknown> {
  return {
    title: m.title,
    description: m.description,
    state: m.state,
    created_at: m.createdAt,
    updated_at: m.updatedAt,
    due_date: m.dueDate,
    start_date: m.startDate,
    expired: m.dueDate !== null && m.dueDate < new Date().toISOString().slice(0, 10),
  };
}

/** `API::Entities::Milestone`. */
export function presentMilestone(store: SimStore, base: string, project: SimProject, m: SimMilestone): Record<string, unknown> {
  return { id: m.id, iid: m.iid, project_id: m.projectId, ...milestoneFields(m), web_url: `${base}/${store.projectFullPath(project)}/-/milestones/${m.iid}` };
}

/** `API::Entities::Milestone` of a group milestone: `group_id` instead of `project_id`, the group's milestone page. */
export function presentGroupMilestone(store: SimStore, base: string, group: SimNamespace, m: SimGroupMilestone): Record<string, unknown> {
  return { id: m.id, iid: m.iid, group_id: m.groupId, ...milestoneFields(m), web_url: `${base}/groups/${store.namespaceFullPath(group)}/-/milestones/${m.iid}` };
}

/** The `milestone` of an issue or merge request: its project's or an ancestor group's, null when it has none. */
export function presentIssuableMilestone(store: SimStore, base: string, project: SimProject, id: number | null): Record<string, unknown> | null {
  const found = id === null ? undefined : issuableMilestone(store, project, id);
  if (!found) return null;
  return found.kind === 'project' ? presentMilestone(store, base, project, found.milestone) : presentGroupMilestone(store, base, found.group, found.milestone);
}

function users(store: SimStore, base: string, ids: number[]): Record<string, unknown>[] {
  return ids.flatMap((id) => {
    const u = store.user(id);
    return u ? [presentUserBasic(base, u)] : [];
  });
}

/** `API::Entities::Issue`. */
export function presentIssue(store: SimStore, base: string, project: SimProject, issue: SimIssue): Record<string, unknown> {
  const fullPath = store.projectFullPath(project);
  const api = `${base}/api/v4/projects/${project.id}`;
  const author = store.user(issue.authorId);
  const closedBy = issue.closedById === null ? undefined : store.user(issue.closedById);
  const assignees = users(store, base, issue.assigneeIds);
  return {
    id: issue.id,
    iid: issue.iid,
    project_id: issue.projectId,
    title: issue.title,
    description: issue.description,
    state: issue.state,
    created_at: issue.createdAt,
    updated_at: issue.updatedAt,
    closed_at: issue.closedAt,
    closed_by: closedBy ? presentUserBasic(base, closedBy) : null,
    labels: [...issue.labels].sort(),
    milestone: presentIssuableMilestone(store, base, project, issue.milestoneId),
    assignees,
    author: author ? presentUserBasic(base, author) : null,
    type: issue.issueType.toUpperCase(),
    assignee: assignees[0] ?? null,
    user_notes_count: issue.userNotesCount,
    merge_requests_count: project.mergeRequests.filter((mr) => mr.description.includes(`#${issue.iid}`)).length,
    upvotes: issue.upvotes,
    downvotes: issue.downvotes,
    due_date: issue.dueDate,
    start_date: issue.startDate,
    confidential: issue.confidential,
    discussion_locked: issue.discussionLocked,
    issue_type: issue.issueType,
    web_url: `${base}/${fullPath}/-/issues/${issue.iid}`,
    time_stats: { time_estimate: 0, total_time_spent: 0, human_time_estimate: null, human_total_time_spent: null },
    task_completion_status: { count: 0, completed_count: 0 },
    weight: issue.weight,
    blocking_issues_count: 0,
    has_tasks: false,
    _links: {
      self: `${api}/issues/${issue.iid}`,
      notes: `${api}/issues/${issue.iid}/notes`,
      award_emoji: `${api}/issues/${issue.iid}/award_emoji`,
      project: api,
      closed_as_duplicate_of: null,
    },
    references: { short: `#${issue.iid}`, relative: `#${issue.iid}`, full: `${fullPath}#${issue.iid}` },
    severity: issue.severity.toUpperCase(),
    subscribed: false,
    moved_to_id: null,
    imported: false,
    imported_from: 'none',
    service_desk_reply_to: null,
    epic_iid: null,
    epic: null,
    iteration: null,
    health_status: null,
  };
}
