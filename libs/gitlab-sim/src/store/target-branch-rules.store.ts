import { seedTargetBranchRules } from '../seed/target-branch-rules.seed';
import type { SimData } from './sim-model.interface';

/** A project's target branch rule: merge requests from branches matching `name` target `targetBranch` by default. */
export interface SimTargetBranchRule {
  id: number;
  projectId: number;
  name: string;
  targetBranch: string;
  createdAt: string;
}

export interface TargetBranchRuleState {
  nextId: number;
  rules: SimTargetBranchRule[];
}

/** Kept beside the seeded world, keyed by its data object, so that `reset()` restores the seed. */
const STATE = new WeakMap<SimData, TargetBranchRuleState>();

export function targetBranchRuleState(data: SimData): TargetBranchRuleState {
  let state = STATE.get(data);
  if (!state) {
    const rules = seedTargetBranchRules();
    state = { nextId: Math.max(0, ...rules.map((r) => r.id)) + 1, rules };
    STATE.set(data, state);
  }
  return state;
}
