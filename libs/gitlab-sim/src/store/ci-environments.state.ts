/** Environments, deployments, CI/CD variables and feature flags: the simulator's CI state. */

export type SimEnvironmentState = 'available' | 'stopping' | 'stopped';
export type SimDeploymentStatus = 'created' | 'running' | 'success' | 'failed' | 'canceled' | 'skipped' | 'blocked';

export interface SimEnvironment {
  id: number;
  projectId: number;
  name: string;
  slug: string;
  description: string | null;
  externalUrl: string | null;
  state: SimEnvironmentState;
  tier: string;
  autoStopSetting: 'always' | 'with_action';
  autoStopAt: string | null;
  kubernetesNamespace: string | null;
  fluxResourcePath: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface SimDeployment {
  id: number;
  /** Number within the project. */
  iid: number;
  projectId: number;
  environmentId: number;
  ref: string;
  sha: string;
  tag: boolean;
  status: SimDeploymentStatus;
  userId: number;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
}

export interface SimCiVariable {
  key: string;
  value: string;
  variableType: 'env_var' | 'file';
  protected: boolean;
  masked: boolean;
  hidden: boolean;
  raw: boolean;
  environmentScope: string;
  description: string | null;
}

export interface SimFlagScope {
  id: number;
  environmentScope: string;
}

export interface SimFlagStrategy {
  id: number;
  name: string;
  parameters: Record<string, string>;
  scopes: SimFlagScope[];
  userListId: number | null;
}

export interface SimFeatureFlag {
  projectId: number;
  name: string;
  description: string | null;
  active: boolean;
  createdAt: string;
  updatedAt: string;
  strategies: SimFlagStrategy[];
}

/** One "allowed to deploy" entry or approval rule of a protected environment. */
export interface SimEnvironmentAccess {
  id: number;
  accessLevel: number | null;
  userId: number | null;
  groupId: number | null;
  groupInheritanceType: number;
  /** Approval rules only. */
  requiredApprovals: number;
}

export interface SimProtectedEnvironment {
  projectId: number;
  name: string;
  deployAccessLevels: SimEnvironmentAccess[];
  approvalRules: SimEnvironmentAccess[];
  requiredApprovalCount: number;
}

/** A feature flag user list. */
export interface SimUserList {
  id: number;
  iid: number;
  projectId: number;
  name: string;
  /** Comma-separated user IDs, as GitLab stores them. */
  userXids: string;
  createdAt: string;
  updatedAt: string;
}

/** Id sequences of the objects created at run time. */
export interface SimCiSequences {
  environment: number;
  deployment: number;
  strategy: number;
  scope: number;
  access: number;
  userList: number;
}

export interface SimCiEnvironments {
  environments: SimEnvironment[];
  deployments: SimDeployment[];
  /** Project id → its variables. */
  projectVariables: Map<number, SimCiVariable[]>;
  /** Group id → its variables. */
  groupVariables: Map<number, SimCiVariable[]>;
  featureFlags: SimFeatureFlag[];
  protectedEnvironments: SimProtectedEnvironment[];
  userLists: SimUserList[];
  sequences: SimCiSequences;
}

export function nextCiId(state: SimCiEnvironments, sequence: keyof SimCiSequences): number {
  state.sequences[sequence] += 1;
  return state.sequences[sequence];
}

/** GitLab's environment slug: lower case, runs of other characters as one dash, at most 24 characters. */
export function environmentSlug(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 24)
    .replace(/-+$/g, '');
  return /^[a-z]/.test(slug) ? slug : `env-${slug}`;
}

/** The tier GitLab guesses from an environment's name when none is given. */
export function guessTier(name: string): string {
  const n = name.toLowerCase();
  if (/(^|\W)(prod|production|live)(\W|$)/.test(n)) return 'production';
  if (/(^|\W)(stag|staging|model|pre|demo)/.test(n)) return 'staging';
  if (/(^|\W)(test|tst|int|ac(ce|)pt|qa|qc|control|quality)/.test(n)) return 'testing';
  if (/(^|\W)(dev|review|trunk)/.test(n)) return 'development';
  return 'other';
}
