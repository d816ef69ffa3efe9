import type { SimTargetBranchRule } from '../store/target-branch-rules.store';

/** acme/backend (42) sends documentation branches to main by default. */
export function seedTargetBranchRules(): SimTargetBranchRule[] {
  return [{ id: 1, projectId: 42, name: 'docs/*', targetBranch: 'main', createdAt: '2025-04-02T08:30:00.000Z' }];
}
