import { Injectable } from '@nestjs/common';

/** Counts MCP requests being answered, so shutdown can wait for them (graceful drain). */
@Injectable()
export class InFlightTracker {
  private count = 0;
  private waiters: (() => void)[] = [];

  get size(): number {
    return this.count;
  }

  /** Marks one request started; call the returned function exactly once when it ends. */
  start(): () => void {
    this.count++;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.count--;
      if (this.count === 0) for (const w of this.waiters.splice(0)) w();
    };
  }

  /** Resolves when no request is in flight. */
  idle(): Promise<void> {
    return this.count === 0 ? Promise.resolve() : new Promise((r) => this.waiters.push(r));
  }
}
