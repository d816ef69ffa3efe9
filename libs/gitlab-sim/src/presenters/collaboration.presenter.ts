import type { SimBadge, SimBoard, SimBoardList, SimLabel } from '../store/collaboration.state';
import type { SimNamespace, SimProject, SimUser } from '../store/sim-model.interface';
import type { SimStore } from '../store/sim.store';
import { presentMilestone } from './issue.presenter';
import { presentProjectBasic } from './project.presenter';
import { presentUserBasic } from './user.presenter';

/** One project member as GitLab shows it: a direct membership, or the highest inherited one. */
export interface SimMemberView {
  user: SimUser;
  accessLevel: number;
  createdAt: string;
  createdBy: SimUser | undefined;
  expiresAt: string | null;
  memberRoleId: number | null;
}

/** `API::Entities::Member`. */
export function presentMember(base: string, m: SimMemberView, viewer: SimUser, seatInfo: boolean): Record<string, unknown> {
  return {
    ...presentUserBasic(base, m.user),
    access_level: m.accessLevel,
    created_at: m.createdAt,
    created_by: m.createdBy ? presentUserBasic(base, m.createdBy) : null,
    expires_at: m.expiresAt,
    ...(viewer.isAdmin ? { email: m.user.email } : {}),
    ...(seatInfo ? { is_using_seat: !m.user.bot } : {}),
    membership_state: 'active',
    member_role: m.memberRoleId === null ? null : { id: m.memberRoleId, name: `Custom role ${m.memberRoleId}`, base_access_level: m.accessLevel },
  };
}

/** Black or white text, whichever reads better on the label colour (as GitLab picks it). */
function textColor(color: string): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) return '#FFFFFF';
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
  return r * 0.299 + g * 0.587 + b * 0.114 > 186 ? '#1F1E24' : '#FFFFFF';
}

/** `API::Entities::LabelBasic`. */
export function presentLabelBasic(label: SimLabel): Record<string, unknown> {
  return {
    id: label.id,
    name: label.name,
    description: label.description === '' ? null : label.description,
    description_html: label.description === '' ? '' : `<p>${label.description.replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c] as string)}</p>`,
    text_color: textColor(label.color),
    color: label.color,
    archived: label.archived,
  };
}

/** The issue and merge request counts of a label over some projects (`with_counts`). */
function labelCounts(projects: readonly SimProject[], label: SimLabel): Record<string, number> {
  const issues = projects.flatMap((p) => p.issues).filter((i) => i.labels.includes(label.name));
  return {
    open_issues_count: issues.filter((i) => i.state === 'opened').length,
    closed_issues_count: issues.filter((i) => i.state === 'closed').length,
    open_merge_requests_count: projects.flatMap((p) => p.mergeRequests).filter((m) => m.state === 'opened' && m.labels.includes(label.name)).length,
  };
}

/** `API::Entities::ProjectLabel` (a group label seen from a project too, with `is_project_label: false`); the counts only when asked for. */
export function presentLabel(project: SimProject, label: SimLabel, subscribed: boolean, withCounts: boolean): Record<string, unknown> {
  return { ...presentLabelBasic(label), ...(withCounts ? labelCounts([project], label) : {}), subscribed, priority: label.priority, is_project_label: label.projectId !== null };
}

/** `API::Entities::GroupLabel`: counts over the projects of the group and its subgroups when asked for. */
export function presentGroupLabel(projects: readonly SimProject[], label: SimLabel, subscribed: boolean, withCounts: boolean): Record<string, unknown> {
  return { ...presentLabelBasic(label), ...(withCounts ? labelCounts(projects, label) : {}), subscribed };
}

/** A badge URL with GitLab's placeholders filled in for the project. */
export function renderBadgeUrl(store: SimStore, base: string, project: SimProject, url: string): string {
  const ns = store.namespace(project.namespaceId);
  const values: Record<string, string> = {
    project_path: store.projectFullPath(project),
    project_title: project.name,
    project_name: project.path,
    project_id: String(project.id),
    project_namespace: ns ? store.namespaceFullPath(ns) : '',
    group_name: ns?.kind === 'group' ? ns.name : '',
    gitlab_server: new URL(base).hostname,
    gitlab_pages_domain: 'pages.example.com',
    default_branch: project.defaultBranch,
    commit_sha: project.repository.branches.get(project.defaultBranch) ?? '',
    latest_tag: '',
  };
  return url.replace(/%\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * `API::Entities::Badge`, its placeholders filled in for `project` (the one shown, or a group's first project by
 * creation date); without a project GitLab answers the URLs as they are.
 */
export function presentBadge(store: SimStore, base: string, project: SimProject | undefined, badge: SimBadge): Record<string, unknown> {
  const render = (url: string): string => (project ? renderBadgeUrl(store, base, project, url) : url);
  return {
    name: badge.name,
    link_url: badge.linkUrl,
    image_url: badge.imageUrl,
    rendered_link_url: render(badge.linkUrl),
    rendered_image_url: render(badge.imageUrl),
    id: badge.id,
    kind: badge.groupId === null ? 'project' : 'group',
  };
}

/** `API::Entities::List`. */
export function presentBoardList(store: SimStore, base: string, project: SimProject | undefined, list: SimBoardList): Record<string, unknown> {
  const label = list.labelId === null ? undefined : store.data.collaboration.labels.find((l) => l.id === list.labelId);
  const assignee = list.assigneeId === null ? undefined : store.user(list.assigneeId);
  const milestone = list.milestoneId === null || project === undefined ? undefined : project.milestones.find((m) => m.id === list.milestoneId);
  return {
    id: list.id,
    label: label ? presentLabelBasic(label) : null,
    position: list.position,
    assignee: assignee ? { id: assignee.id, name: assignee.name, username: assignee.username, public_email: assignee.publicEmail || null } : null,
    milestone: milestone && project ? presentMilestone(store, base, project, milestone) : null,
    iteration: null,
    max_issue_count: 0,
    max_issue_weight: 0,
    limit_metric: null,
  };
}

/** `API::Entities::Board`. */
export function presentBoard(store: SimStore, base: string, project: SimProject, board: SimBoard): Record<string, unknown> {
  const milestone = board.milestoneId === null ? undefined : project.milestones.find((m) => m.id === board.milestoneId);
  const assignee = board.assigneeId === null ? undefined : store.user(board.assigneeId);
  const labels = board.labelIds.flatMap((id) => store.data.collaboration.labels.filter((l) => l.id === id));
  return {
    id: board.id,
    name: board.name,
    hide_backlog_list: board.hideBacklogList,
    hide_closed_list: board.hideClosedList,
    project: presentProjectBasic(store, base, project),
    group: null,
    milestone: milestone ? presentMilestone(store, base, project, milestone) : null,
    assignee: assignee ? presentUserBasic(base, assignee) : null,
    labels: labels.map((l) => presentLabelBasic(l)),
    weight: board.weight,
    lists: [...board.lists].sort((a, b) => a.position - b.position).map((l) => presentBoardList(store, base, project, l)),
  };
}

/** `API::Entities::Board` of a group board: the group instead of a project, lists without project milestones. */
export function presentGroupBoard(store: SimStore, base: string, group: SimNamespace, board: SimBoard): Record<string, unknown> {
  const assignee = board.assigneeId === null ? undefined : store.user(board.assigneeId);
  const labels = board.labelIds.flatMap((id) => store.data.collaboration.labels.filter((l) => l.id === id));
  return {
    id: board.id,
    name: board.name,
    hide_backlog_list: board.hideBacklogList,
    hide_closed_list: board.hideClosedList,
    project: null,
    group: { id: group.id, name: group.name, web_url: `${base}/groups/${store.namespaceFullPath(group)}` },
    milestone: null,
    assignee: assignee ? presentUserBasic(base, assignee) : null,
    labels: labels.map((l) => presentLabelBasic(l)),
    weight: board.weight,
    lists: [...board.lists].sort((a, b) => a.position - b.position).map((l) => presentBoardList(store, base, undefined, l)),
  };
}
