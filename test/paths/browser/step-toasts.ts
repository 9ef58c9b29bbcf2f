import type { Page } from 'playwright-core';

/** react-hot-toast's message: a live status (the page's other statuses are not live). */
const TOAST = '[role="status"][aria-live]';
const EARLIER = 'data-paths-earlier-toast';

/**
 * Marks the toasts showing, as the jsdom steps remove them: a state sees only the toasts its
 * own step raised. The real page's toasts cannot be taken away without reaching into the app.
 */
export const markEarlierToasts = (page: Page): Promise<void> =>
  page.evaluate(
    ({ toast, earlier }) =>
      document.querySelectorAll(toast).forEach((shown) => shown.setAttribute(earlier, '')),
    { toast: TOAST, earlier: EARLIER },
  );

/** The texts of the toasts raised since they were last marked. */
export const newToasts = (page: Page): Promise<string[]> =>
  page.evaluate(
    ({ toast, earlier }) =>
      [...document.querySelectorAll(toast)]
        .filter((shown) => !shown.hasAttribute(earlier))
        .map((shown) => shown.textContent ?? ''),
    { toast: TOAST, earlier: EARLIER },
  );
