import { createHash } from 'node:crypto';
import { ACCESS } from '../gitlab-sim.constants';
import type { SimEpic, SimEpicDiscussion, SimEpicNote } from './epics.state';
import type { SimIssue, SimNamespace, SimProject, SimUser } from './sim-model.interface';
import type { SimStore } from './sim.store';

/** Role of a user in a group: the highest of the group's and its ancestors' memberships; administrators act as owners. */
export function groupAccess(store: SimStore, group: SimNamespace, user: SimUser | undefined): number {
  if (!user) return ACCESS.NO_ACCESS;
  if (user.isAdmin) return ACCESS.OWNER;
  let level: number = ACCESS.NO_ACCESS;
  for (let ns: SimNamespace | undefined = group; ns; ns = ns.parentId === null ? undefined : store.namespace(ns.parentId)) {
    level = Math.max(level, ns.members.get(user.id) ?? ACCESS.NO_ACCESS);
  }
  return level;
}

/** The epics of a group. */
export function epicsOf(store: SimStore, group: SimNamespace): SimEpic[] {
  return store.data.epics.epics.filter((e) => e.groupId === group.id);
}

/** The epic with this work item id. */
export function epicById(store: SimStore, id: number | undefined): SimEpic | undefined {
  return store.data.epics.epics.find((e) => e.id === id);
}

/** An issue of any project by its (work item) id. */
export function issueById(store: SimStore, id: number | undefined): { project: SimProject; issue: SimIssue } | undefined {
  for (const project of store.data.projects) {
    const issue = project.issues.find((i) => i.id === id);
    if (issue) return { project, issue };
  }
  return undefined;
}

/** A note of any epic, with its discussion and epic. */
export function epicNoteById(store: SimStore, id: number | undefined): { epic: SimEpic; discussion: SimEpicDiscussion; note: SimEpicNote } | undefined {
  for (const epic of store.data.epics.epics) {
    for (const discussion of epic.discussions) {
      const note = discussion.notes.find((n) => n.id === id);
      if (note) return { epic, discussion, note };
    }
  }
  return undefined;
}

/** GitLab's 40-hex id of the discussion a note starts. */
export function discussionIdFor(noteId: number): string {
  return createHash('sha1').update(`epic-note-${noteId}`).digest('hex');
}

/** Label names the group's epics and boards use, with any group label records. */
export function groupLabelNames(store: SimStore, group: SimNamespace): string[] {
  const names = new Set<string>(store.data.collaboration.labels.filter((l) => l.groupId === group.id).map((l) => l.name));
  for (const e of epicsOf(store, group)) {
    e.labels.forEach((l) => names.add(l));
    e.labelEvents.forEach((ev) => names.add(ev.label));
  }
  for (const b of store.data.epics.boards.filter((x) => x.groupId === group.id)) b.lists.forEach((l) => l.label !== null && names.add(l.label));
  return [...names].sort();
}

/** A group label's id: its record's, or one derived from the name when the simulator has no record. */
export function groupLabelId(store: SimStore, group: SimNamespace, name: string): number {
  const rec = store.data.collaboration.labels.find((l) => l.groupId === group.id && l.name === name);
  return rec ? rec.id : [...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 1_000_000, 11);
}

/** Moves `childId` into `epic`'s children (out of any other epic), before or after `adjacentId` or at the end. */
export function placeChild(store: SimStore, epic: SimEpic, childId: number, adjacentId?: number, position?: 'BEFORE' | 'AFTER'): void {
  for (const e of store.data.epics.epics) e.childIssueIds = e.childIssueIds.filter((id) => id !== childId);
  const at = adjacentId === undefined ? -1 : epic.childIssueIds.indexOf(adjacentId);
  if (at < 0) epic.childIssueIds.push(childId);
  else epic.childIssueIds.splice(position === 'AFTER' ? at + 1 : at, 0, childId);
}
