/**
 * How long the page must fetch nothing and run no long task to count as settled: long enough that
 * a visitor who starts reading or scrolling meets no work the visit does not need.
 */
export const QUIET_MS = 5000;

/** The longest the wait for that quiet lasts: a page that keeps fetching settles anyway. */
export const LONGEST_WAIT_MS = 15_000;

/** How long the wait then lasts for idle time before going ahead anyway. */
const IDLE_TIMEOUT_MS = 5000;

/** The browser's window, with the constructors it carries (PerformanceObserver). */
export type BrowserWindow = Window & typeof globalThis;

/**
 * Calls `then` once the page has fetched nothing and run no long task for QUIET_MS (by the
 * browser's resource and long task timing, where it has them), or after LONGEST_WAIT_MS at the
 * latest.
 */
function whenQuiet(win: BrowserWindow, then: () => void): void {
  let quietTimer: number | undefined;
  const settle = () => {
    observer?.disconnect();
    win.clearTimeout(quietTimer);
    win.clearTimeout(longestTimer);
    then();
  };
  const restartQuiet = () => {
    win.clearTimeout(quietTimer);
    quietTimer = win.setTimeout(settle, QUIET_MS);
  };
  const observer =
    typeof win.PerformanceObserver === 'function'
      ? new win.PerformanceObserver(restartQuiet)
      : undefined;
  observer?.observe({ type: 'resource' });
  // Rendering can go on after the last answer (a slow phone's long tasks). Browsers without long
  // task timing ignore the type.
  observer?.observe({ type: 'longtask' });
  const longestTimer = win.setTimeout(settle, LONGEST_WAIT_MS);
  restartQuiet();
}

/**
 * Calls `then` once the first visit has settled: loaded, its requests answered, its rendering
 * done, the browser idle. The load event alone is too early for work that must not compete with
 * the visit: a page's own requests start after it (the API's answers, then their pictures), and
 * so does most of its rendering.
 */
export function whenPageSettled(win: BrowserWindow, then: () => void): void {
  const whenIdle = () => {
    // Safari has no requestIdleCallback: the quiet network is enough there.
    if (typeof win.requestIdleCallback === 'function') {
      win.requestIdleCallback(then, { timeout: IDLE_TIMEOUT_MS });
    } else {
      then();
    }
  };
  const afterLoad = () => whenQuiet(win, whenIdle);
  if (win.document.readyState === 'complete') afterLoad();
  else win.addEventListener('load', afterLoad, { once: true });
}
