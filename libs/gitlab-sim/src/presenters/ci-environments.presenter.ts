import type { SimCiEnvironments, SimCiVariable, SimDeployment, SimEnvironment, SimEnvironmentAccess, SimFeatureFlag, SimProtectedEnvironment, SimUserList } from '../store/ci-environments.state';
import type { SimProject } from '../store/sim-model.interface';
import type { SimStore } from '../store/sim.store';
import { presentProjectBasic } from './project.presenter';
import { presentUserBasic } from './user.presenter';

/** `API::Entities::EnvironmentBasic`, as nested in a deployment. */
export function presentEnvironmentBasic(env: SimEnvironment): Record<string, unknown> {
  return { id: env.id, name: env.name, slug: env.slug, external_url: env.externalUrl, created_at: env.createdAt, updated_at: env.updatedAt };
}

/** `API::Entities::Deployment`; deployments created through the API have no job (`deployable: null`). */
export function presentDeployment(store: SimStore, base: string, state: SimCiEnvironments, d: SimDeployment): Record<string, unknown> {
  const env = state.environments.find((e) => e.id === d.environmentId);
  const user = store.user(d.userId);
  return {
    id: d.id,
    iid: d.iid,
    ref: d.ref,
    sha: d.sha,
    created_at: d.createdAt,
    updated_at: d.updatedAt,
    finished_at: d.finishedAt,
    status: d.status,
    user: user ? presentUserBasic(base, user) : null,
    environment: env ? presentEnvironmentBasic(env) : null,
    deployable: null,
  };
}

/** `API::Entities::DeploymentExtended` (get, create, update): no approvals on the simulator. */
export function presentDeploymentExtended(store: SimStore, base: string, state: SimCiEnvironments, d: SimDeployment): Record<string, unknown> {
  return { ...presentDeployment(store, base, state, d), approvals: [], pending_approval_count: 0, approval_summary: { rules: [] } };
}

/** The last successful deployment to an environment, as GitLab's `last_deployment`. */
function lastDeployment(state: SimCiEnvironments, env: SimEnvironment): SimDeployment | undefined {
  return state.deployments.filter((d) => d.environmentId === env.id && d.status === 'success').sort((a, b) => b.id - a.id)[0];
}

/** `API::Entities::Environment`. */
export function presentEnvironment(store: SimStore, base: string, state: SimCiEnvironments, project: SimProject, env: SimEnvironment): Record<string, unknown> {
  const last = lastDeployment(state, env);
  return {
    ...presentEnvironmentBasic(env),
    description: env.description,
    state: env.state,
    tier: env.tier,
    auto_stop_at: env.autoStopAt,
    auto_stop_setting: env.autoStopSetting,
    kubernetes_namespace: env.kubernetesNamespace,
    flux_resource_path: env.fluxResourcePath,
    cluster_agent: null,
    project: presentProjectBasic(store, base, project),
    last_deployment: last ? presentDeployment(store, base, state, last) : null,
  };
}

/** `API::Entities::Ci::Variable`: GitLab returns no value for a hidden variable. */
export function presentVariable(v: SimCiVariable): Record<string, unknown> {
  return {
    variable_type: v.variableType,
    key: v.key,
    value: v.hidden ? null : v.value,
    hidden: v.hidden,
    protected: v.protected,
    masked: v.masked,
    raw: v.raw,
    environment_scope: v.environmentScope,
    description: v.description,
  };
}

const ACCESS_DESCRIPTIONS: Record<number, string> = { 30: 'Developers + Maintainers', 40: 'Maintainers', 60: 'Administrators' };

function accessDescription(store: SimStore, a: SimEnvironmentAccess): string {
  if (a.userId !== null) return store.user(a.userId)?.name ?? `user ${a.userId}`;
  if (a.groupId !== null) return store.namespace(a.groupId)?.name ?? `group ${a.groupId}`;
  return a.accessLevel === null ? '' : (ACCESS_DESCRIPTIONS[a.accessLevel] ?? String(a.accessLevel));
}

function presentAccess(store: SimStore, a: SimEnvironmentAccess): Record<string, unknown> {
  return {
    id: a.id,
    access_level: a.accessLevel,
    access_level_description: accessDescription(store, a),
    user_id: a.userId,
    group_id: a.groupId,
    group_inheritance_type: a.groupInheritanceType,
  };
}

/** `API::Entities::ProtectedEnvironment`. */
export function presentProtectedEnvironment(store: SimStore, pe: Omit<SimProtectedEnvironment, 'projectId'>): Record<string, unknown> {
  return {
    name: pe.name,
    deploy_access_levels: pe.deployAccessLevels.map((a) => ({ ...presentAccess(store, a), deploy_key_id: null, member_role_id: null, member_role_name: null })),
    required_approval_count: pe.requiredApprovalCount,
    approval_rules: pe.approvalRules.map((a) => ({ ...presentAccess(store, a), required_approvals: a.requiredApprovals })),
  };
}

/** `API::Entities::FeatureFlag::UserList`. */
export function presentUserList(store: SimStore, project: SimProject, list: SimUserList): Record<string, unknown> {
  const path = `/${store.projectFullPath(project)}/-/feature_flags_user_lists/${list.iid}`;
  return {
    id: list.id,
    iid: list.iid,
    project_id: list.projectId,
    name: list.name,
    user_xids: list.userXids,
    path,
    edit_path: `${path}/edit`,
    created_at: list.createdAt,
    updated_at: list.updatedAt,
  };
}

function userListOf(state: SimCiEnvironments, id: number | null): Record<string, unknown> | null {
  const list = id === null ? undefined : state.userLists.find((l) => l.id === id);
  return list ? { id: list.id, iid: list.iid, name: list.name, user_xids: list.userXids } : null;
}

/** `API::Entities::FeatureFlag` with its strategies. */
export function presentFeatureFlag(state: SimCiEnvironments, flag: SimFeatureFlag): Record<string, unknown> {
  return {
    name: flag.name,
    description: flag.description,
    active: flag.active,
    version: 'new_version_flag',
    created_at: flag.createdAt,
    updated_at: flag.updatedAt,
    scopes: [],
    strategies: flag.strategies.map((s) => ({
      id: s.id,
      name: s.name,
      parameters: { ...s.parameters },
      scopes: s.scopes.map((x) => ({ id: x.id, environment_scope: x.environmentScope })),
      user_list: userListOf(state, s.userListId),
    })),
  };
}
