import { ACCESS } from '../gitlab-sim.constants';
import type { SimNamespace, SimProject, SimUser } from './sim-model.interface';
import type { SimStore } from './sim.store';

/** Effective role of a user in a project: direct membership, then the owning group's, then personal ownership. */
export function memberAccess(store: SimStore, project: SimProject, user: SimUser): number {
  const direct = project.members.get(user.id) ?? ACCESS.NO_ACCESS;
  const ns = store.namespace(project.namespaceId);
  const inherited = ns?.members.get(user.id) ?? ACCESS.NO_ACCESS;
  return Math.max(direct, inherited);
}

/** Role used for permission checks: administrators act as owners everywhere. */
export function effectiveAccess(store: SimStore, project: SimProject, user: SimUser): number {
  if (user.isAdmin) return ACCESS.OWNER;
  return memberAccess(store, project, user);
}

/** Private projects are visible to members; internal ones to any signed-in user; public ones to anyone. */
export function canReadProject(store: SimStore, project: SimProject, user: SimUser | undefined): boolean {
  if (project.visibility === 'public') return true;
  if (!user) return false;
  if (user.isAdmin || project.visibility === 'internal') return true;
  return memberAccess(store, project, user) >= ACCESS.GUEST;
}

export function isOwner(store: SimStore, project: SimProject, user: SimUser): boolean {
  const ns = store.namespace(project.namespaceId);
  return ns?.ownerId === user.id || memberAccess(store, project, user) >= ACCESS.OWNER;
}

/** Groups are visible to administrators, members of the group or an ancestor, and viewers of a project in them. */
export function canReadGroup(store: SimStore, group: SimNamespace, user: SimUser): boolean {
  if (user.isAdmin) return true;
  for (let ns: SimNamespace | undefined = group; ns; ns = ns.parentId === null ? undefined : store.namespace(ns.parentId)) {
    if ((ns.members.get(user.id) ?? ACCESS.NO_ACCESS) >= ACCESS.GUEST) return true;
  }
  return store.data.projects.some((p) => p.namespaceId === group.id && canReadProject(store, p, user));
}
