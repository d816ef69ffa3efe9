/**
 * Rate-limit tests without a timing window: instead of assuming N requests arrive "within one
 * second", they send requests until the limiter refuses one and check the count against the most
 * a token bucket may admit in the time the requests really took, however slow the machine.
 */

/** The most a bucket of `burst` tokens refilled at `ratePerSecond` admits in `elapsedMs`. */
export function mostAdmitted(burst: number, ratePerSecond: number, elapsedMs: number): number {
  return burst + Math.floor((ratePerSecond * elapsedMs) / 1000);
}

/** How a run of requests sent one after another ended. */
export interface RefusalRun<T> {
  /** Requests admitted before the first refusal. */
  readonly admitted: number;
  /** The first refusal, or undefined when all `max` requests were admitted. */
  readonly refusal: T | undefined;
  /** From before the first request to after the last answer. */
  readonly elapsedMs: number;
}

/**
 * Sends `send()` one request at a time until `refused(answer)` holds, at most `max` times.
 * Choose `max` so that admitting all of them would take longer than the test's own timeout:
 * then a correct limiter always refuses one before the test ends.
 */
export async function sendUntilRefused<T>(send: () => Promise<T>, refused: (answer: T) => boolean, max: number): Promise<RefusalRun<T>> {
  const started = performance.now();
  let admitted = 0;
  for (let i = 0; i < max; i++) {
    const answer = await send();
    if (refused(answer)) return { admitted, refusal: answer, elapsedMs: performance.now() - started };
    admitted++;
  }
  return { admitted, refusal: undefined, elapsedMs: performance.now() - started };
}

/** A promise's outcome as a value: the rejection instead of a throw. */
export function settle<T>(p: Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
  return p.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
}
