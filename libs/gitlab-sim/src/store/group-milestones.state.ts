import { descendantGroups, groupChain } from './groups.state';
import type { SimIssue, SimMergeRequest, SimMilestone, SimNamespace, SimProject } from './sim-model.interface';
import type { SimStore } from './sim.store';

/** A milestone of a group: its id comes from the sequence project milestones use (GitLab keeps both in one table). */
export interface SimGroupMilestone extends Omit<SimMilestone, 'projectId'> {
  groupId: number;
}

/** The milestone an issue or merge request of `project` carries: its project's, or one of its ancestor groups'. */
export type SimIssuableMilestone = { kind: 'project'; milestone: SimMilestone } | { kind: 'group'; milestone: SimGroupMilestone; group: SimNamespace };

/** The group milestones a project's issues and merge requests may carry: those of the project's groups, nearest first. */
export function ancestorGroupMilestones(store: SimStore, project: SimProject): { milestone: SimGroupMilestone; group: SimNamespace }[] {
  const ns = store.namespace(project.namespaceId);
  if (!ns || ns.kind !== 'group') return [];
  return groupChain(store, ns).flatMap((group) => store.data.collaboration.groupMilestones.filter((m) => m.groupId === group.id).map((milestone) => ({ milestone, group })));
}

/** A milestone id as a project's issue or merge request may take it (GitLab allows the project's and its ancestor groups' milestones). */
export function issuableMilestone(store: SimStore, project: SimProject, id: number): SimIssuableMilestone | undefined {
  const own = project.milestones.find((m) => m.id === id);
  if (own) return { kind: 'project', milestone: own };
  const inherited = ancestorGroupMilestones(store, project).find((g) => g.milestone.id === id);
  return inherited ? { kind: 'group', ...inherited } : undefined;
}

/** Like `issuableMilestone`, by exact title: the project's milestone first, then the nearest group's. */
export function issuableMilestoneByTitle(store: SimStore, project: SimProject, title: string): number | undefined {
  return project.milestones.find((m) => m.title === title)?.id ?? ancestorGroupMilestones(store, project).find((g) => g.milestone.title === title)?.milestone.id;
}

/** The projects of a group and of its subgroups, at any depth. */
export function groupTreeProjects(store: SimStore, group: SimNamespace): SimProject[] {
  const ids = new Set([group.id, ...descendantGroups(store, group).map((g) => g.id)]);
  return store.data.projects.filter((p) => ids.has(p.namespaceId));
}

/** The issues and merge requests, in the group's projects and its subgroups' projects, that carry a group milestone. */
export function groupMilestoneItems(store: SimStore, group: SimNamespace, m: SimGroupMilestone): { issues: { project: SimProject; issue: SimIssue }[]; mergeRequests: { project: SimProject; mr: SimMergeRequest }[] } {
  const projects = groupTreeProjects(store, group);
  return {
    issues: projects.flatMap((project) => project.issues.filter((i) => i.milestoneId === m.id).map((issue) => ({ project, issue }))),
    mergeRequests: projects.flatMap((project) => project.mergeRequests.filter((x) => x.milestoneId === m.id).map((mr) => ({ project, mr }))),
  };
}
