/**
 * Single-use ids (codes, consent forms) spent in this process, kept until their value expires.
 * A replay to the same replica is refused; values live minutes, so the set stays small.
 */
export class SpentIds {
  private readonly spent = new Map<string, number>();

  /** Marks `id` spent until `untilMs`; false when it was already spent. */
  spend(id: string, untilMs: number): boolean {
    const now = Date.now();
    for (const [k, until] of this.spent) if (until < now) this.spent.delete(k);
    if (this.spent.has(id)) return false;
    this.spent.set(id, untilMs);
    return true;
  }
}
