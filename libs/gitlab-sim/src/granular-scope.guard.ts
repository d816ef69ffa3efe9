import { messages } from './gitlab-sim.messages';
import type { GranularBoundary, GranularPermission } from './granular-permissions';
import type { GranularAccess, SimToken } from './store/sim-model.interface';

/** The boundaries a granular scope's `access` reaches. */
const ACCESS_BOUNDARIES: Record<GranularAccess, readonly GranularBoundary[]> = {
  personal_projects: ['project'],
  all_memberships: ['project', 'group'],
  selected_memberships: ['project', 'group'],
  user: ['user'],
  instance: ['instance'],
};

/** Whether a token is fine-grained: its authority is its grant, not its scopes. */
export function isFineGrained(token: SimToken): boolean {
  return token.granularScopes !== undefined;
}

/**
 * GitLab's sentence refusing a fine-grained token an operation, or `undefined` when its grant holds
 * the permission in a boundary that reaches it. `required` is `undefined` for an operation GitLab
 * declares no permission for. Which projects or groups a `selected_memberships` scope names is not
 * modelled: the route's own membership check still applies.
 */
export function granularRefusal(token: SimToken, required: GranularPermission | undefined): string | undefined {
  if (required === undefined) return messages.granularUnsupported();
  const granted = (token.granularScopes ?? []).some((s) => s.permissions.includes(required.name) && ACCESS_BOUNDARIES[s.access].includes(required.boundary));
  return granted ? undefined : messages.granularPermissionMissing(required.boundary, required.label);
}
