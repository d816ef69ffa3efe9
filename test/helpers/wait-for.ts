/**
 * Polls until `check` returns true (log lines arrive on stderr slightly after the result).
 * The default deadline is generous on purpose: on a loaded 2-core machine a log line can take
 * seconds, and a wait that gives up early flips a correct test; it stays below the 30 s test timeout.
 */
export async function waitFor(check: () => boolean, timeoutMs = 20_000): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
  return true;
}

/**
 * Waits until `check` holds, for events whose timing a loaded machine decides (a poll, a log
 * line, a closed listener). The deadline only keeps a broken test from running on after its
 * own timeout; it throws, so a failure names what never happened.
 */
export async function until(check: () => boolean | Promise<boolean>, what = 'the awaited event', deadlineMs = 25_000, pauseMs = 20): Promise<void> {
  const end = Date.now() + deadlineMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`${what} did not happen within ${deadlineMs} ms`);
    await new Promise((r) => setTimeout(r, pauseMs));
  }
}
