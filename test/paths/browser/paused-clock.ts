import type { Page } from 'playwright-core';
import { until } from './until';

// As the jsdom paths' settle (support/fake-clock.ts): long enough for the page's next frames,
// where the store hands it what arrived, and far below every delay of the pages (0.5 s at least),
// so that the tries of a check never add up to a delay the model counts.
const SETTLE_MS = 50;

// How far ahead of the page's time a pause is set: the page's time flows on until the pause takes
// hold, and on a busy machine that takes a while. Timers due meanwhile fire once, as on time.
const PAUSE_AHEAD_MS = 1000;
const PAUSE_TRIES = 3;

/**
 * Stops the page's time where it is (PathPage installs the clock; the page loads on time flowing
 * as it does): from here on only the path's steps move it.
 */
export async function pauseClock(page: Page): Promise<void> {
  for (let tries = 1; ; tries += 1) {
    try {
      const at = await page.evaluate((ahead) => Date.now() + ahead, PAUSE_AHEAD_MS);
      return await page.clock.pauseAt(at);
    } catch (error) {
      // The page's time overtook the pause ('Cannot fast-forward to the past'): set it again.
      if (tries === PAUSE_TRIES || !String(error).includes('to the past')) throw error;
    }
  }
}

/** Lets the paused page catch up with what arrived (its frames), none of its delays passing. */
export const settle = (page: Page): Promise<void> => page.clock.runFor(SETTLE_MS);

/**
 * Retries an expectation on the paused page, letting it settle before each try: an answer from
 * the real network arrives at its own pace, and the page draws it only at a frame of its clock.
 */
export const untilSettled = (
  page: Page,
  assertion: () => Promise<void>,
  timeoutMs?: number,
): Promise<void> =>
  until(async () => {
    await settle(page);
    await assertion();
  }, timeoutMs);
