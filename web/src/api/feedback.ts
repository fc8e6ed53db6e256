/**
 * Rate limits of SPEC section 8: error toasts are debounced and redirects to sign-in throttled, both at 500 ms,
 * so a burst of failing requests (a page firing five queries after the session expired) gives one toast and one redirect.
 */
export const FEEDBACK_WAIT_MS = 500;

/**
 * Leading-edge debounce: the first call runs at once; calls that follow within `wait` ms of the previous call
 * are dropped (and extend the quiet period), so a burst shows exactly one toast, immediately.
 */
export function debounceLeading<A extends unknown[]>(fn: (...args: A) => void, wait = FEEDBACK_WAIT_MS) {
  let last = Number.NEGATIVE_INFINITY;
  return (...args: A) => {
    const now = Date.now();
    const quiet = now - last >= wait;
    last = now;
    if (quiet) fn(...args);
  };
}

/** Throttle: runs at most once per `wait` ms, counting from the last run. */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, wait = FEEDBACK_WAIT_MS) {
  let lastRun = Number.NEGATIVE_INFINITY;
  return (...args: A) => {
    const now = Date.now();
    if (now - lastRun < wait) return;
    lastRun = now;
    fn(...args);
  };
}
