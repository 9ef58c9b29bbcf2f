import { expect } from 'expect';
import type { Page } from 'playwright-core';
import type { AnyMachineSnapshot } from 'xstate';
import { PAUSE_CLOCK_TICK_MS } from '@machines/orders/order-timing';
import { pathModel, type OrdersPauseModelEvent } from '../../models/orders-pause.model';
import {
  expectedOrdersPauseSight,
  PAUSE_TOASTS,
  type OrdersPauseSight,
  type PauseWrite,
} from '../../support/orders-pause-expected';
import type { BrowserPathRunner, StepRunner } from '../browser-path-runner';
import { HeldWrites } from '../held-writes';
import type { PathPage } from '../path-page';
import { restaurantOwner, type RestaurantOwner } from '../path-people';
import { perPath } from '../path-state';
import { pressAndAwaitAnswer } from '../press-and-await-answer';
import { pauseClock, settle, untilSettled } from '../paused-clock';
import { markEarlierToasts, newToasts } from '../step-toasts';

type PauseWorld = RestaurantOwner;

type PausePathPage = PathPage<PauseWorld>;

/** The Orders tab's group of pause controls. */
const GROUP = 'New orders';
const CHOICE_LABEL = 'Pause for';

/**
 * How far ahead of real time the page's clock is put as a pause is saved: more than the save
 * can take, so the pause never has more than its minutes left on the page; far less than a
 * minute, so it never has fewer.
 */
const SAVE_AHEAD_MS = 10_000;

/** The page's writes to the pause: a pause (PUT) and a resume (DELETE). */
const PAUSE_WRITES: readonly PauseWrite[] = ['PUT', 'DELETE'];
type PauseWrites = HeldWrites<PauseWrite>;

const pathWrites = perPath<PausePathPage, PauseWrites>();

const writesOf = pathWrites.of;

/** Busy mode's '+10 min' beside the pause: its answer is the restaurant, with its pause. */
const BUSY_BUTTON = 'Busy: +10 min for the next hour';

/**
 * Presses busy mode's '+10 min' and waits until its answer (the restaurant, with its pause) has
 * reached the page.
 */
const startBusyAndAwaitAnswer = (page: Page, api: string) =>
  pressAndAwaitAnswer(page, { url: `${api}/api/my/restaurant/busy`, method: 'PUT' }, () =>
    page.getByRole('button', { name: BUSY_BUTTON, exact: true }).click(),
  );

/**
 * The path's start (the model has no step that opens the page): a pause or busy mode an earlier
 * path left on the server is ended, and the owner opens the Orders tab, taking orders. Then the
 * page's time stops.
 */
async function openOrdersTab(path: PausePathPage): Promise<void> {
  const { world } = path;
  await world.owner.resume();
  await world.owner.endBusy();
  const page = await path.open(`${path.system.web}/manage-restaurant`, world.ownerSession);
  const writes = await HeldWrites.on(
    page,
    `${path.system.api}/api/my/restaurant/pause`,
    PAUSE_WRITES,
  );
  await page.getByLabel(CHOICE_LABEL).waitFor({ timeout: 15_000 });
  await pauseClock(page);
  pathWrites.set(path, writes);
}

/**
 * Moves the stopped page's clock up to real time and a little beyond, as a saved pause comes
 * back. The page works out the minutes left from the server's end of the pause and its own
 * clock, which stood still while the path's earlier steps ran; left behind, it would show
 * '16 min left' of a 15-minute pause until the page's next tick, which only the sight's own
 * settling would bring. An owner's clock would have run on. The browser runs on this machine,
 * so this machine's time is the time the page would have.
 */
async function catchUpWithRealTime(page: Page): Promise<void> {
  const pageNow = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(Math.max(Date.now(), pageNow) + SAVE_AHEAD_MS);
}

/**
 * The pause's controls, read at once. (No functions are named inside: the runner's compiler
 * would wrap them in a helper the page does not have.)
 */
const readControls = (page: Page) =>
  page.evaluate(
    ({ group, choiceLabel }) => {
      const controls = document.querySelector(`[role="group"][aria-label="${group}"]`);
      const buttons = [...(controls?.querySelectorAll('button') ?? [])];
      const pause = buttons.find((button) => button.textContent === 'Pause new orders');
      const resume = buttons.find((button) => button.textContent === 'Resume');
      const label = [...(controls?.querySelectorAll('label') ?? [])].find(
        (each) => each.textContent === choiceLabel,
      );
      const choice = label?.control as HTMLSelectElement | null | undefined;
      const state = [...(controls?.querySelectorAll('[role="status"]') ?? [])].find((each) =>
        each.textContent?.startsWith('Paused '),
      );
      return {
        choosing:
          choice || pause
            ? { choiceEnabled: choice ? !choice.disabled : false, pauseEnabled: !pause?.disabled }
            : null,
        paused:
          state || resume
            ? { text: state?.textContent ?? '', resumeEnabled: resume ? !resume.disabled : false }
            : null,
      };
    },
    { group: GROUP, choiceLabel: CHOICE_LABEL },
  );

/** The pause as the owner sees it in the browser, read as the jsdom paths read it. */
async function readOrdersPauseSight(page: Page, writes: PauseWrites): Promise<OrdersPauseSight> {
  const toasts = await newToasts(page);
  return {
    toasts: PAUSE_TOASTS.filter((text) => toasts.includes(text)),
    pausesSent: writes.sentCount('PUT'),
    resumesSent: writes.sentCount('DELETE'),
    waitingFor: writes.waiting(),
    ...(await readControls(page)),
  };
}

/** The owner's Orders tab of the paths' own restaurant, pausing it on the real API. */
export const ordersPauseBrowserRunner: BrowserPathRunner<PauseWorld> = {
  model: pathModel,
  clock: true,
  start: openOrdersTab,
  prepare: (setting) => restaurantOwner(setting, 'Paths Pause Trattoria'),
  steps: (path) => {
    /**
     * A step on the path's page (opened first). Toasts of earlier steps are marked, so that a
     * state sees only the toasts its own step raised.
     */
    const step =
      (run: (writes: PauseWrites, event: OrdersPauseModelEvent) => Promise<void>): StepRunner =>
      async ({ event }) => {
        const writes = writesOf(path);
        await markEarlierToasts(path.page);
        await run(writes, event as OrdersPauseModelEvent);
        await settle(path.page);
      };
    const passTime = (ms: number) => step(() => path.page.clock.runFor(ms));
    const steps: Record<OrdersPauseModelEvent['type'], StepRunner> = {
      'pause.choose': step(async (_writes, event) => {
        if (event.type !== 'pause.choose') throw new Error(`Not a pause: ${event.type}`);
        const label = event.minutes === null ? 'Until I resume' : `${event.minutes} minutes`;
        await path.page.getByLabel(CHOICE_LABEL).selectOption({ label });
        await path.page.getByRole('button', { name: 'Pause new orders', exact: true }).click();
      }),
      'server.paused': step(async (writes) => {
        await catchUpWithRealTime(path.page);
        await writes.answer('PUT', true);
      }),
      'server.pauseFailed': step((writes) => writes.answer('PUT', false)),
      // Only the page's clock moves; the server's pause runs on in real time. The page ends a
      // pause by its own clock against the pause's end, as an owner's would after 15 minutes,
      // while the server still holds it (until the next path's start resumes it).
      'time.pass1min': passTime(PAUSE_CLOCK_TICK_MS),
      'time.pass15min': passTime(15 * PAUSE_CLOCK_TICK_MS),
      'pause.resume': step(() =>
        path.page.getByRole('button', { name: 'Resume', exact: true }).click(),
      ),
      'server.resumed': step((writes) => writes.answer('DELETE', true)),
      'server.resumeFailed': step((writes) => writes.answer('DELETE', false)),
      // Another device changes the pause on the API (not through this page, whose pause writes
      // are held), then the owner starts busy mode here: its answer brings the restaurant. While
      // this page's own pause or resume is out the page shows nothing of it, so the step waits
      // until that answer has reached the page: the next step may answer the held write.
      'elsewhere.paused': step(async () => {
        await path.world.owner.pause();
        await startBusyAndAwaitAnswer(path.page, path.system.api);
      }),
      'elsewhere.resumed': step(async () => {
        await path.world.owner.resume();
        await startBusyAndAwaitAnswer(path.page, path.system.api);
      }),
    };
    return steps;
  },
  sights: (path) => {
    const seesThePause = async (snapshot: AnyMachineSnapshot) => {
      const expected = expectedOrdersPauseSight(snapshot);
      await untilSettled(path.page, async () =>
        expect(await readOrdersPauseSight(path.page, writesOf(path))).toEqual(expected),
      );
    };
    return { '*': seesThePause };
  },
};
