import { ACCESS } from '../gitlab-sim.constants';
import { defaultGroupSettings, type SimGroups } from '../store/groups.state';
import type { SimNamespace } from '../store/sim-model.interface';

const group = (id: number, name: string, path: string, parentId: number | null, members: [number, number][], createdAt: string): SimNamespace => ({
  id,
  name,
  path,
  kind: 'group',
  parentId,
  members: new Map(members),
  ownerId: null,
  createdAt,
});

/**
 * `my-org` (30), owned by demo with alice as Maintainer, and its subgroups `my-org/backend` (31,
 * bob Reporter), `my-org/legacy` (32, archived), `my-org/tools` (33) and `my-org/old-team` (34, marked for deletion).
 */
export function seedGroupNamespaces(): SimNamespace[] {
  return [
    group(30, 'My Org', 'my-org', null, [[1, ACCESS.OWNER], [3, ACCESS.MAINTAINER]], '2024-03-01T09:00:00.000Z'),
    group(31, 'Backend', 'backend', 30, [[4, ACCESS.REPORTER]], '2024-03-02T09:00:00.000Z'),
    group(32, 'Legacy', 'legacy', 30, [], '2024-03-03T09:00:00.000Z'),
    group(33, 'Tools', 'tools', 30, [], '2024-03-04T09:00:00.000Z'),
    group(34, 'Old Team', 'old-team', 30, [], '2024-03-05T09:00:00.000Z'),
  ];
}

/** Group settings (acme private, ops internal, my-org public, legacy archived, old-team marked for deletion), and my-org/backend shared with ops as Reporter. */
export function seedGroups(): SimGroups {
  const myOrg = defaultGroupSettings(30, 'public');
  myOrg.description = 'Everything the demo organisation builds.';
  const legacy = defaultGroupSettings(32);
  legacy.archived = true;
  const oldTeam = defaultGroupSettings(34);
  oldTeam.markedForDeletionOn = '2026-11-20';
  return {
    settings: [defaultGroupSettings(10), defaultGroupSettings(11, 'internal'), myOrg, defaultGroupSettings(31), legacy, defaultGroupSettings(33), oldTeam],
    links: [{ groupId: 31, sharedWithGroupId: 11, groupAccess: ACCESS.REPORTER, expiresAt: null, memberRoleId: null }],
    memberships: [],
    relationExports: [],
    nextId: 100,
  };
}
