import { EPICS_SDL } from './epics.sdl';
import { TARGET_BRANCH_RULES_SDL } from './target-branch-rules.sdl';
import { WORK_ITEMS_SDL } from './work-items.sdl';

/**
 * A small subset of GitLab's GraphQL schema, written by hand. Type, field and argument names and types follow
 * GitLab's real schema so that documents valid there execute here; fields GitLab has but we do not serve are
 * simply absent (a document using them fails validation).
 */
export const GITLAB_SCHEMA_SDL = /* GraphQL */ `
  scalar Time
  scalar UserID
  scalar ProjectsBranchRuleID

  type PageInfo {
    endCursor: String
    hasNextPage: Boolean!
    hasPreviousPage: Boolean!
    startCursor: String
  }

  type CurrentUser {
    avatarUrl: String
    bot: Boolean!
    id: UserID!
    name: String!
    publicEmail: String
    username: String!
    webPath: String!
    webUrl: String!
  }

  type Project {
    archived: Boolean
    branchRules(after: String, buildMissing: Boolean = false, first: Int): BranchRuleConnection
    createdAt: Time
    description: String
    forksCount: Int!
    fullPath: ID!
    httpUrlToRepo: String
    id: ID!
    lastActivityAt: Time
    name: String!
    nameWithNamespace: String!
    path: String!
    sshUrlToRepo: String
    starCount: Int!
    topics: [String!]
    visibility: String
    webUrl: String
  }

  type BranchRuleConnection {
    edges: [BranchRuleEdge]
    nodes: [BranchRule]
    pageInfo: PageInfo!
  }

  type BranchRuleEdge {
    cursor: String!
    node: BranchRule
  }

  type BranchRule {
    branchProtection: BranchProtection
    createdAt: Time
    id: ProjectsBranchRuleID
    isDefault: Boolean!
    isGroupLevel: Boolean!
    isProtected: Boolean!
    matchingBranchesCount: Int!
    name: String!
    updatedAt: Time
  }

  type BranchProtection {
    allowForcePush: Boolean!
    codeOwnerApprovalRequired: Boolean!
    isGroupLevel: Boolean!
    mergeAccessLevels(after: String, before: String, first: Int, last: Int): MergeAccessLevelConnection
    pushAccessLevels(after: String, before: String, first: Int, last: Int): PushAccessLevelConnection
    unprotectAccessLevels(after: String, before: String, first: Int, last: Int): UnprotectAccessLevelConnection
  }

  type MergeAccessLevel {
    accessLevel: Int!
    accessLevelDescription: String!
  }

  type MergeAccessLevelEdge {
    cursor: String!
    node: MergeAccessLevel
  }

  type MergeAccessLevelConnection {
    edges: [MergeAccessLevelEdge]
    nodes: [MergeAccessLevel]
    pageInfo: PageInfo!
  }

  type PushAccessLevel {
    accessLevel: Int!
    accessLevelDescription: String!
  }

  type PushAccessLevelEdge {
    cursor: String!
    node: PushAccessLevel
  }

  type PushAccessLevelConnection {
    edges: [PushAccessLevelEdge]
    nodes: [PushAccessLevel]
    pageInfo: PageInfo!
  }

  type UnprotectAccessLevel {
    accessLevel: Int!
    accessLevelDescription: String!
  }

  type UnprotectAccessLevelEdge {
    cursor: String!
    node: UnprotectAccessLevel
  }

  type UnprotectAccessLevelConnection {
    edges: [UnprotectAccessLevelEdge]
    nodes: [UnprotectAccessLevel]
    pageInfo: PageInfo!
  }

  type Query {
    currentUser: CurrentUser
    project(fullPath: ID!): Project
  }
  ${WORK_ITEMS_SDL}
  ${EPICS_SDL}
  ${TARGET_BRANCH_RULES_SDL}
`;
