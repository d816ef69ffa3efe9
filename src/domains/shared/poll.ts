/** How a wait ended. */
export interface PollOutcome<T> {
  /** The last value read. */
  readonly value: T;
  /** `isDone` held for the last value. */
  readonly finished: boolean;
  /** The timeout passed first. */
  readonly timedOut: boolean;
  /** Reads made. */
  readonly polls: number;
  /** Whole seconds from the first read to the end of the wait. */
  readonly waitedSeconds: number;
}

export interface PollOptions<T> {
  readonly timeoutSeconds: number;
  readonly intervalSeconds: number;
  /** Ends the wait early (the next read then fails as cancelled). */
  readonly signal: AbortSignal;
  /** Called after every read, e.g. to report progress. */
  readonly onPoll?: (value: T, polls: number) => Promise<void>;
  /** Clock and sleep, replaceable in tests. */
  readonly now?: () => number;
  readonly sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

/** Resolves after `ms`, or as soon as `signal` aborts. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0 || signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = (): void => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * Reads until `isDone` holds or the timeout would pass before the next read: the first read is
 * immediate, the next ones `intervalSeconds` apart.
 */
export async function pollUntil<T>(read: () => Promise<T>, isDone: (value: T) => boolean, options: PollOptions<T>): Promise<PollOutcome<T>> {
  const now = options.now ?? Date.now;
  const pause = options.sleep ?? sleep;
  const started = now();
  const deadline = started + options.timeoutSeconds * 1000;
  const interval = options.intervalSeconds * 1000;
  let polls = 0;
  for (;;) {
    const value = await read();
    polls++;
    await options.onPoll?.(value, polls);
    const finished = isDone(value);
    const outOfTime = now() + interval > deadline;
    if (finished || outOfTime) {
      return { value, finished, timedOut: !finished, polls, waitedSeconds: Math.round((now() - started) / 1000) };
    }
    await pause(interval, options.signal);
  }
}
