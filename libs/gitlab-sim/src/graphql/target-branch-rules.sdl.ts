/**
 * Project target branch rules: the part of GitLab's GraphQL schema the `project.target_branch_rule_*` actions use.
 * Names and types copied from GitLab's schema.
 */
export const TARGET_BRANCH_RULES_SDL = /* GraphQL */ `
  scalar ProjectID
  scalar ProjectsTargetBranchRuleID

  type ProjectTargetBranchRule {
    createdAt: Time!
    id: ProjectsTargetBranchRuleID!
    name: String!
    targetBranch: String!
  }

  type ProjectTargetBranchRuleEdge {
    cursor: String!
    node: ProjectTargetBranchRule
  }

  type ProjectTargetBranchRuleConnection {
    count(limit: Int): Int!
    edges: [ProjectTargetBranchRuleEdge]
    nodes: [ProjectTargetBranchRule]
    pageInfo: PageInfo!
  }

  input ProjectTargetBranchRuleCreateInput {
    clientMutationId: String
    name: String!
    projectId: ProjectID!
    targetBranch: String!
  }

  type ProjectTargetBranchRuleCreatePayload {
    clientMutationId: String
    errors: [String!]!
    targetBranchRule: ProjectTargetBranchRule
  }

  input ProjectTargetBranchRuleDestroyInput {
    clientMutationId: String
    id: ProjectsTargetBranchRuleID!
  }

  type ProjectTargetBranchRuleDestroyPayload {
    clientMutationId: String
    errors: [String!]!
  }

  extend type Project {
    targetBranchRules(after: String, before: String, first: Int, last: Int): ProjectTargetBranchRuleConnection
  }

  extend type Mutation {
    projectTargetBranchRuleCreate(input: ProjectTargetBranchRuleCreateInput!): ProjectTargetBranchRuleCreatePayload
    projectTargetBranchRuleDestroy(input: ProjectTargetBranchRuleDestroyInput!): ProjectTargetBranchRuleDestroyPayload
  }
`;
