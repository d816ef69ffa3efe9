import type { SimPlan } from '../gitlab-sim.interface';

/** Scopes a seeded token carries (`granular`: a fine-grained token, whose authority is its `granularScopes`). */
export type TokenScope = 'api' | 'read_api' | 'read_user' | 'granular';

/** Where a fine-grained grant applies (GitLab's `access` boundary of a granular scope). */
export type GranularAccess = 'personal_projects' | 'all_memberships' | 'selected_memberships' | 'user' | 'instance';

/** One granular scope of a fine-grained token: a boundary and the permissions granted in it. */
export interface SimGranularScope {
  access: GranularAccess;
  permissions: string[];
}

export interface SimToken {
  id: number;
  name: string;
  value: string;
  userId: number;
  scopes: TokenScope[];
  createdAt: string;
  expiresAt: string;
  lastUsedAt: string | null;
  expired: boolean;
  revoked: boolean;
  description: string;
  /** A fine-grained token's grant (scopes `['granular']`); absent on a classic token. */
  granularScopes?: SimGranularScope[];
}

export interface SimUser {
  id: number;
  username: string;
  name: string;
  email: string;
  publicEmail: string;
  bio: string;
  location: string;
  jobTitle: string;
  organization: string;
  isAdmin: boolean;
  bot: boolean;
  serviceAccount: boolean;
  createdAt: string;
  lastActivityOn: string;
  namespaceId: number;
}

export interface SimNamespace {
  id: number;
  name: string;
  path: string;
  kind: 'group' | 'user';
  parentId: number | null;
  /** Group members (user id → access level); the owner for a user namespace. */
  members: Map<number, number>;
  ownerId: number | null;
  createdAt: string;
}

export interface SimBlob {
  content: Buffer;
  blobId: string;
  lastCommitId: string;
  executable: boolean;
}

export interface SimCommit {
  id: string;
  parentIds: string[];
  title: string;
  message: string;
  authorName: string;
  authorEmail: string;
  authoredDate: string;
  committerName: string;
  committerEmail: string;
  committedDate: string;
  tree: Map<string, SimBlob>;
}

export interface SimRepository {
  commits: Map<string, SimCommit>;
  /** Branch name → head commit sha. */
  branches: Map<string, string>;
}

export interface SimAccessRule {
  id: number;
  accessLevel: number | null;
  userId: number | null;
  groupId: number | null;
  deployKeyId: number | null;
}

export interface SimProtectedBranch {
  id: number;
  name: string;
  pushAccessLevels: SimAccessRule[];
  mergeAccessLevels: SimAccessRule[];
  unprotectAccessLevels: SimAccessRule[];
  allowForcePush: boolean;
  codeOwnerApprovalRequired: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface SimMilestone {
  id: number;
  iid: number;
  projectId: number;
  title: string;
  description: string;
  state: 'active' | 'closed';
  dueDate: string | null;
  startDate: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface SimIssue {
  id: number;
  iid: number;
  projectId: number;
  title: string;
  description: string;
  state: 'opened' | 'closed';
  labels: string[];
  authorId: number;
  assigneeIds: number[];
  milestoneId: number | null;
  confidential: boolean;
  dueDate: string | null;
  startDate: string | null;
  weight: number | null;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
  closedById: number | null;
  upvotes: number;
  downvotes: number;
  userNotesCount: number;
  discussionLocked: boolean | null;
  issueType: 'issue' | 'incident' | 'test_case' | 'task';
  /** `IssuableSeverity`: only incidents carry one (GitLab answers `UNKNOWN` for the rest). */
  severity: SimSeverity;
}

export type SimSeverity = 'unknown' | 'low' | 'medium' | 'high' | 'critical';

export interface SimMergeRequest {
  id: number;
  iid: number;
  projectId: number;
  title: string;
  description: string;
  state: 'opened' | 'closed' | 'merged' | 'locked';
  sourceBranch: string;
  targetBranch: string;
  authorId: number;
  assigneeIds: number[];
  reviewerIds: number[];
  labels: string[];
  milestoneId: number | null;
  draft: boolean;
  sha: string;
  mergeCommitSha: string | null;
  mergedById: number | null;
  mergedAt: string | null;
  closedById: number | null;
  closedAt: string | null;
  createdAt: string;
  updatedAt: string;
  approvedBy: { userId: number; approvedAt: string }[];
  userNotesCount: number;
  upvotes: number;
  downvotes: number;
}

export interface SimProject {
  id: number;
  name: string;
  path: string;
  namespaceId: number;
  description: string;
  visibility: 'private' | 'internal' | 'public';
  defaultBranch: string;
  createdAt: string;
  updatedAt: string;
  lastActivityAt: string;
  archived: boolean;
  topics: string[];
  starCount: number;
  forksCount: number;
  creatorId: number;
  /** Direct project members (user id → access level). */
  members: Map<number, number>;
  repository: SimRepository;
  protectedBranches: SimProtectedBranch[];
  issues: SimIssue[];
  mergeRequests: SimMergeRequest[];
  milestones: SimMilestone[];
  serviceAccountIds: number[];
  license: { key: string; name: string; nickname: string | null; htmlUrl: string; sourceUrl: string } | null;
}

/** Monotonic id sequences for objects created at run time. */
export interface SimSequences {
  protectedBranch: number;
  accessRule: number;
  issue: number;
  mergeRequest: number;
}

/** The whole mutable world; `reset()` replaces it with a fresh seed. */
export interface SimData {
  plan: SimPlan;
  users: SimUser[];
  namespaces: SimNamespace[];
  projects: SimProject[];
  tokens: SimToken[];
  sequences: SimSequences;
  /** Labels, membership details, badges, boards and group milestones (project milestones live on the projects). */
  collaboration: import('./collaboration.state').SimCollaboration;
  /** Environments, deployments, CI/CD variables and feature flags. */
  ciEnvironments: import('./ci-environments.state').SimCiEnvironments;
  /** Project webhooks and Pages sites. */
  projectSettings: import('./project-settings.state').SimProjectSettings;
  /** CI pipelines and jobs (with logs and artifacts). */
  pipelines: import('./pipelines.state').SimPipelines;
  /** Group epics (work items of type Epic), their notes and label events, and epic boards. */
  epics: import('./epics.state').SimEpics;
  /** Deploy keys and tokens, access requests, invitations and access-token details. */
  access: import('./access.state').SimAccess;
  /** Users' SSH and GPG keys, secondary emails, and what the tokens created through the Users API add to `tokens`. */
  userCredentials: import('./user-credentials.state').SimUserCredentials;
  /** User account states, statuses, notification settings and to-dos. */
  userProfiles: import('./user-profile.state').SimUserProfiles;
  /** Group webhooks, push rules, LDAP/SAML links and group-level protected environments. */
  groupGovernance: import('./group-governance.state').SimGroupGovernance;
  /** Wiki pages and uploads (of groups and projects), group-level protected branches, SAML identities, secret push protection. */
  groupContent: import('./group-content.state').SimGroupContent;
  /** Group settings, shares and membership details (the groups themselves are namespaces). */
  groups: import('./groups.state').SimGroups;
}
