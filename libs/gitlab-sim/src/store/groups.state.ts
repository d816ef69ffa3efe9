import { ACCESS } from '../gitlab-sim.constants';
import { canReadGroup } from './access.policy';
import type { SimNamespace, SimUser } from './sim-model.interface';
import type { SimStore } from './sim.store';

/** What GitLab keeps on a group beyond its namespace: description, visibility, lifecycle and the settings an update sets. */
export interface SimGroupSettings {
  groupId: number;
  description: string;
  visibility: 'private' | 'internal' | 'public';
  archived: boolean;
  /** The day the group was marked for deletion (Premium's delayed deletion), or null. */
  markedForDeletionOn: string | null;
  subgroupCreationLevel: 'owner' | 'maintainer';
  projectCreationLevel: string;
  /** Other settings as an update set them (GitLab's names). */
  extra: Record<string, unknown>;
}

/** A group share (`GroupGroupLink`): the members of `sharedWithGroupId` get `groupAccess` in `groupId`. */
export interface SimGroupLink {
  groupId: number;
  sharedWithGroupId: number;
  groupAccess: number;
  expiresAt: string | null;
  memberRoleId: number | null;
}

/** Details of a direct group membership (the role itself lives in the namespace's members map). */
export interface SimGroupMembership {
  groupId: number;
  userId: number;
  createdAt: string;
  createdById: number | null;
  expiresAt: string | null;
  memberRoleId: number | null;
}

/** One relation of a group's latest relations export (direct transfer): `status` 0 started, 1 finished, -1 failed. */
export interface SimRelationExport {
  groupId: number;
  relation: string;
  status: 0 | 1 | -1;
  batched: boolean;
  totalObjectsCount: number;
  updatedAt: string;
}

export interface SimGroups {
  settings: SimGroupSettings[];
  links: SimGroupLink[];
  memberships: SimGroupMembership[];
  /** Relations exports (`POST /groups/:id/export_relations`), the latest per group and relation. */
  relationExports: SimRelationExport[];
  /** Next namespace id for a created group. */
  nextId: number;
}

export function defaultGroupSettings(groupId: number, visibility: SimGroupSettings['visibility'] = 'private'): SimGroupSettings {
  return { groupId, description: '', visibility, archived: false, markedForDeletionOn: null, subgroupCreationLevel: 'maintainer', projectCreationLevel: 'developer', extra: {} };
}

/** The settings of a group, created with GitLab's defaults the first time a group is touched. */
export function groupSettings(store: SimStore, group: SimNamespace): SimGroupSettings {
  const all = store.data.groups.settings;
  let s = all.find((x) => x.groupId === group.id);
  if (!s) {
    s = defaultGroupSettings(group.id);
    all.push(s);
  }
  return s;
}

/** The group and its ancestors, nearest first. */
export function groupChain(store: SimStore, group: SimNamespace): SimNamespace[] {
  const chain: SimNamespace[] = [];
  for (let ns: SimNamespace | undefined = group; ns; ns = ns.parentId === null ? undefined : store.namespace(ns.parentId)) chain.push(ns);
  return chain;
}

/** Every group below a group, at any depth. */
export function descendantGroups(store: SimStore, group: SimNamespace): SimNamespace[] {
  const children = store.data.namespaces.filter((n) => n.kind === 'group' && n.parentId === group.id);
  return children.flatMap((c) => [c, ...descendantGroups(store, c)]);
}

/** Highest role a user has in a group: direct, inherited from an ancestor, or through a group share. */
export function groupAccess(store: SimStore, group: SimNamespace, user: SimUser): number {
  let best: number = ACCESS.NO_ACCESS;
  for (const ns of groupChain(store, group)) {
    best = Math.max(best, ns.members.get(user.id) ?? ACCESS.NO_ACCESS);
    for (const link of store.data.groups.links.filter((l) => l.groupId === ns.id)) {
      const invited = store.namespace(link.sharedWithGroupId);
      const through = invited?.members.get(user.id);
      if (through !== undefined) best = Math.max(best, Math.min(through, link.groupAccess));
    }
  }
  return best;
}

/** Role for permission checks: administrators act as Owners of every group. */
export function effectiveGroupAccess(store: SimStore, group: SimNamespace, user: SimUser): number {
  return user.isAdmin ? ACCESS.OWNER : groupAccess(store, group, user);
}

/** Public groups to anyone, internal ones to signed-in users, private ones to those `canReadGroup` lets in or with a role. */
export function canSeeGroup(store: SimStore, group: SimNamespace, user: SimUser): boolean {
  const { visibility } = groupSettings(store, group);
  return visibility !== 'private' || canReadGroup(store, group, user) || groupAccess(store, group, user) >= ACCESS.GUEST;
}
