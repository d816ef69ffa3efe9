/** GraphQL documents of the `project.target_branch_rule_*` actions, checked against GitLab's schema in tests. */
const RULE_FIELDS = 'id name targetBranch createdAt';

export const TARGET_BRANCH_RULE_LIST_QUERY = `query targetBranchRuleList($fullPath: ID!, $first: Int, $after: String, $last: Int, $before: String) {
  project(fullPath: $fullPath) {
    targetBranchRules(first: $first, after: $after, last: $last, before: $before) {
      count
      nodes { ${RULE_FIELDS} }
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    }
  }
}`;

export const TARGET_BRANCH_RULE_CREATE_MUTATION = `mutation targetBranchRuleCreate($input: ProjectTargetBranchRuleCreateInput!) {
  projectTargetBranchRuleCreate(input: $input) {
    targetBranchRule { ${RULE_FIELDS} }
    errors
  }
}`;

export const TARGET_BRANCH_RULE_DESTROY_MUTATION = `mutation targetBranchRuleDestroy($input: ProjectTargetBranchRuleDestroyInput!) {
  projectTargetBranchRuleDestroy(input: $input) {
    errors
  }
}`;

/** A rule as GitLab's `ProjectTargetBranchRule` type has it. */
export interface TargetBranchRuleNode {
  id: string;
  name: string;
  targetBranch: string;
  createdAt: string | null;
}

/** Shape of the list answer's `data`. */
export interface TargetBranchRuleListData {
  project: {
    targetBranchRules: {
      count: number;
      nodes: Array<TargetBranchRuleNode | null> | null;
      pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
    } | null;
  } | null;
}

/** Shape of the create answer's `data`. */
export interface TargetBranchRuleCreateData {
  projectTargetBranchRuleCreate: { targetBranchRule: TargetBranchRuleNode | null; errors: string[] } | null;
}

/** Shape of the destroy answer's `data`. */
export interface TargetBranchRuleDestroyData {
  projectTargetBranchRuleDestroy: { errors: string[] } | null;
}
