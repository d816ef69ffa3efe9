import { canReadProject } from '../store/access.policy';
import { groupSettings } from '../store/groups.state';
import type { SimNamespace, SimUser } from '../store/sim-model.interface';
import type { SimStore } from '../store/sim.store';
import { presentProjectBasic } from './project.presenter';

/** `API::Entities::Group`. */
export function presentGroup(store: SimStore, base: string, group: SimNamespace): Record<string, unknown> {
  const s = groupSettings(store, group);
  const fullPath = store.namespaceFullPath(group);
  const names: string[] = [];
  for (let ns: SimNamespace | undefined = group; ns; ns = ns.parentId === null ? undefined : store.namespace(ns.parentId)) names.unshift(ns.name);
  return {
    id: group.id,
    web_url: `${base}/groups/${fullPath}`,
    name: group.name,
    path: group.path,
    description: s.description,
    visibility: s.visibility,
    share_with_group_lock: false,
    require_two_factor_authentication: false,
    two_factor_grace_period: 48,
    project_creation_level: s.projectCreationLevel,
    auto_devops_enabled: null,
    subgroup_creation_level: s.subgroupCreationLevel,
    emails_disabled: false,
    emails_enabled: true,
    mentions_disabled: null,
    lfs_enabled: true,
    default_branch: null,
    default_branch_protection: 2,
    avatar_url: null,
    request_access_enabled: true,
    full_name: names.join(' / '),
    full_path: fullPath,
    created_at: group.createdAt,
    parent_id: group.parentId,
    organization_id: 1,
    shared_runners_setting: 'enabled',
    archived: s.archived,
    marked_for_deletion_on: s.markedForDeletionOn,
    ...s.extra,
  };
}

/** `API::Entities::GroupDetail`: the group with its projects and the groups it is shared with (the runners token to Owners only; the simulator keeps no project shares). */
export function presentGroupDetail(store: SimStore, base: string, group: SimNamespace, viewer: SimUser, withProjects: boolean, owner: boolean): Record<string, unknown> {
  const visible = store.data.projects.filter((p) => canReadProject(store, p, viewer));
  return {
    ...presentGroup(store, base, group),
    shared_with_groups: store.data.groups.links
      .filter((l) => l.groupId === group.id)
      .flatMap((l) => {
        const target = store.namespace(l.sharedWithGroupId);
        return target
          ? [{ group_id: target.id, group_name: target.name, group_full_path: store.namespaceFullPath(target), group_access_level: l.groupAccess, expires_at: l.expiresAt, member_role_id: l.memberRoleId }]
          : [];
      }),
    ...(owner ? { runners_token: `GR1348941sim${group.id}` } : {}),
    ...(withProjects ? { projects: visible.filter((p) => p.namespaceId === group.id).map((p) => presentProjectBasic(store, base, p)), shared_projects: [] } : {}),
    prevent_sharing_groups_outside_hierarchy: false,
    membership_lock: false,
  };
}
