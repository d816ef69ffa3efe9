import type { SimGroupMilestone } from './group-milestones.state';
import type { SimProject } from './sim-model.interface';

/** A label of a project, or of a group once promoted. Issues and merge requests carry labels by name. */
export interface SimLabel {
  id: number;
  /** The owning project; null for a group label. */
  projectId: number | null;
  /** The owning group; null for a project label. */
  groupId: number | null;
  name: string;
  color: string;
  description: string;
  priority: number | null;
  archived: boolean;
}

/** What GitLab keeps about a direct project membership beside its role (the role is `SimProject.members`). */
export interface SimMembership {
  projectId: number;
  userId: number;
  createdAt: string;
  createdById: number | null;
  expiresAt: string | null;
  memberRoleId: number | null;
}

/** A badge of a project or (`kind: 'group'`) of a group, shown on the group's projects too. */
export interface SimBadge {
  id: number;
  /** The owning project; null for a group badge. */
  projectId: number | null;
  /** The owning group; null for a project badge. */
  groupId: number | null;
  name: string;
  linkUrl: string;
  imageUrl: string;
}

/** One list (column) of an issue board: a label list, or (Premium) an assignee, milestone or iteration list. */
export interface SimBoardList {
  id: number;
  labelId: number | null;
  assigneeId: number | null;
  milestoneId: number | null;
  iterationId: number | null;
  position: number;
}

export interface SimBoard {
  id: number;
  /** The owning project; null for a group board. */
  projectId: number | null;
  /** The owning group of a group board; absent for a project board. */
  groupId?: number;
  name: string;
  hideBacklogList: boolean;
  hideClosedList: boolean;
  /** The board's scope (Premium). */
  milestoneId: number | null;
  assigneeId: number | null;
  labelIds: number[];
  weight: number | null;
  lists: SimBoardList[];
}

/** Labels (of projects and groups), membership details, label subscriptions, badges, issue boards and group milestones; project milestones live on `SimProject.milestones`. */
export interface SimCollaboration {
  labels: SimLabel[];
  memberships: SimMembership[];
  /** `<labelId>:<userId>` for each label subscription. */
  labelSubscriptions: Set<string>;
  badges: SimBadge[];
  boards: SimBoard[];
  groupMilestones: SimGroupMilestone[];
  nextLabelId: number;
  nextMilestoneId: number;
  nextBadgeId: number;
  nextBoardId: number;
  nextBoardListId: number;
}

/** Deleting a label deletes the board lists that show it, and takes it out of board scopes. */
export function forgetLabel(state: SimCollaboration, labelId: number): void {
  for (const board of state.boards) {
    board.lists = board.lists.filter((l) => l.labelId !== labelId);
    board.lists.forEach((l, i) => (l.position = i));
    board.labelIds = board.labelIds.filter((id) => id !== labelId);
  }
}

/** Default colours GitLab gives labels it creates on the fly, picked by name so a label keeps its colour. */
const PALETTE = ['#6699CC', '#428BCA', '#44AD8E', '#A8D695', '#5CB85C', '#69D100', '#004E00', '#34495E', '#7F8C8D', '#A295D6', '#5843AD', '#8E44AD', '#FFECDB', '#AD4363', '#D10069', '#CC0033', '#FF0000', '#D9534F', '#D1D100', '#F0AD4E', '#AD8D43'];

export function defaultLabelColor(name: string): string {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length] as string;
}

/** Label names the project's issues and merge requests carry. */
export function labelNamesInUse(project: SimProject): string[] {
  return [...new Set([...project.issues.flatMap((i) => i.labels), ...project.mergeRequests.flatMap((m) => m.labels)])].sort();
}

/**
 * GitLab creates a label when an issue or merge request is given an unknown one; the issue and merge
 * request routes only record names, so the labels they introduced are created here, on first sight.
 */
export function syncProjectLabels(state: SimCollaboration, project: SimProject, groupIds: number[]): void {
  const known = new Set(state.labels.filter((l) => l.projectId === project.id || (l.groupId !== null && groupIds.includes(l.groupId))).map((l) => l.name));
  for (const name of labelNamesInUse(project)) {
    if (known.has(name)) continue;
    state.nextLabelId += 1;
    state.labels.push({ id: state.nextLabelId, projectId: project.id, groupId: null, name, color: defaultLabelColor(name), description: '', priority: null, archived: false });
  }
}
