import type { SimAccessRule, SimProtectedBranch } from '../store/sim-model.interface';
import type { SimStore } from '../store/sim.store';

const LEVEL_DESCRIPTIONS: Record<number, string> = {
  0: 'No one',
  30: 'Developers + Maintainers',
  40: 'Maintainers',
  60: 'Admins',
};

/** GitLab's `access_level_description`: the role, or the user's or group's name. */
export function accessLevelDescription(store: SimStore, rule: SimAccessRule): string {
  if (rule.userId !== null) return store.user(rule.userId)?.name ?? 'User';
  if (rule.groupId !== null) return store.namespace(rule.groupId)?.name ?? 'Group';
  return LEVEL_DESCRIPTIONS[rule.accessLevel ?? 0] ?? 'Maintainers';
}

function presentRule(store: SimStore, rule: SimAccessRule, withDeployKey: boolean): Record<string, unknown> {
  const body: Record<string, unknown> = {
    id: rule.id,
    access_level: rule.accessLevel,
    access_level_description: accessLevelDescription(store, rule),
  };
  if (withDeployKey) body['deploy_key_id'] = rule.deployKeyId;
  body['user_id'] = rule.userId;
  body['group_id'] = rule.groupId;
  return body;
}

/** `API::Entities::ProtectedBranch`. */
export function presentProtectedBranch(store: SimStore, pb: SimProtectedBranch): Record<string, unknown> {
  return {
    id: pb.id,
    name: pb.name,
    push_access_levels: pb.pushAccessLevels.map((r) => presentRule(store, r, true)),
    merge_access_levels: pb.mergeAccessLevels.map((r) => presentRule(store, r, false)),
    unprotect_access_levels: pb.unprotectAccessLevels.map((r) => presentRule(store, r, false)),
    allow_force_push: pb.allowForcePush,
    code_owner_approval_required: pb.codeOwnerApprovalRequired,
    inherited: false,
  };
}
