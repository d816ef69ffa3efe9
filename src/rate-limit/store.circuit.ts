/** First pause after a failed store operation; doubled on each failure in a row, up to the maximum. */
const FIRST_PAUSE_MS = 250;
const MAX_PAUSE_MS = 5_000;

/**
 * A circuit breaker for the shared store: after a failed operation nothing is sent to the store
 * for a pause (250 ms, doubling up to 5 s while the failures go on); then one operation tries it
 * again. While it is open a request pays nothing for a dead or hung store.
 */
export class StoreCircuit {
  private failuresInARow = 0;
  private openUntil = 0;

  /** Whether an operation may go to the store at `now` (milliseconds). */
  allows(now: number): boolean {
    return now >= this.openUntil;
  }

  succeeded(): void {
    this.failuresInARow = 0;
    this.openUntil = 0;
  }

  failed(now: number): void {
    this.failuresInARow++;
    this.openUntil = now + Math.min(MAX_PAUSE_MS, FIRST_PAUSE_MS * 2 ** Math.min(this.failuresInARow - 1, 16));
  }
}
