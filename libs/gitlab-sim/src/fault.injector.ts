import type { FaultInjector, FaultRule } from './gitlab-sim.interface';

interface ActiveRule {
  rule: FaultRule;
  remaining: number;
}

/** Keeps fault rules in order and hands out the first one matching a request, counting down `times`. */
export class SimFaultInjector implements FaultInjector {
  private active: ActiveRule[] = [];

  get rules(): readonly FaultRule[] {
    return this.active.map((a) => a.rule);
  }

  add(rule: FaultRule): void {
    if (typeof rule.path !== 'string' && !(rule.path instanceof RegExp)) {
      throw new TypeError('FaultRule.path must be a string or a RegExp');
    }
    const times = rule.times ?? Number.POSITIVE_INFINITY;
    if (times <= 0) return;
    this.active.push({ rule: { ...rule }, remaining: times });
  }

  clear(): void {
    this.active = [];
  }

  /** Returns the rule to apply to this request, if any, and consumes one use of it. */
  take(method: string, path: string): FaultRule | undefined {
    const index = this.active.findIndex(({ rule }) => {
      if (rule.method && rule.method.toUpperCase() !== method.toUpperCase()) return false;
      if (typeof rule.path === 'string') return rule.path === path;
      rule.path.lastIndex = 0;
      return rule.path.test(path);
    });
    if (index < 0) return undefined;
    const hit = this.active[index] as ActiveRule;
    hit.remaining -= 1;
    if (hit.remaining <= 0) this.active.splice(index, 1);
    return hit.rule;
  }
}
