/** GraphQL document of `branch.rule_list` (checked against GitLab's schema in tests, A-36). */
export const BRANCH_RULES_QUERY = `query branchRules($fullPath: ID!, $first: Int, $after: String) {
  project(fullPath: $fullPath) {
    branchRules(first: $first, after: $after) {
      nodes {
        name
        isDefault
        isProtected
        matchingBranchesCount
        createdAt
        updatedAt
        branchProtection {
          allowForcePush
          codeOwnerApprovalRequired
          mergeAccessLevels { nodes { accessLevel accessLevelDescription } }
          pushAccessLevels { nodes { accessLevel accessLevelDescription } }
        }
      }
      pageInfo { hasNextPage endCursor }
    }
  }
}`;

interface AccessLevelNode {
  accessLevel: number | null;
  accessLevelDescription: string | null;
}

/** Shape of the answer's `data`. */
export interface BranchRulesData {
  project: {
    branchRules: {
      nodes: Array<{
        name: string;
        isDefault: boolean;
        isProtected: boolean;
        matchingBranchesCount: number;
        createdAt: string | null;
        updatedAt: string | null;
        branchProtection: {
          allowForcePush: boolean;
          codeOwnerApprovalRequired: boolean;
          mergeAccessLevels: { nodes: AccessLevelNode[] } | null;
          pushAccessLevels: { nodes: AccessLevelNode[] } | null;
        } | null;
      }>;
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
    } | null;
  } | null;
}
