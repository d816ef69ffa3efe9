/** How often the demo looks whether the process that started it still runs. */
const PARENT_CHECK_MS = 500;

/**
 * Calls `onGone` once the process that started this one has exited: a parent killed outright
 * (SIGKILL), or a `sh -c` that died of a signal it did not pass on, leaves its child to init
 * with a new parent. Node has no event for it; `process.ppid` is read on a timer that keeps
 * nothing alive.
 */
export function whenParentGone(onGone: () => void): void {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    onGone();
  }, PARENT_CHECK_MS);
  timer.unref();
}
