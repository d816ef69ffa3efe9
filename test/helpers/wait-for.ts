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
 * Waits until `check` holds, with no deadline of its own: the test's timeout bounds the wait.
 * For events whose timing a loaded machine decides (a poll, a log line, a closed listener).
 */
export async function until(check: () => boolean | Promise<boolean>, pauseMs = 20): Promise<void> {
  while (!(await check())) await new Promise((r) => setTimeout(r, pauseMs));
}
