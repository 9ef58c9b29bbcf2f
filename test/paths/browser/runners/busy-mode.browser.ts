import { expect } from 'expect';
import type { Page } from 'playwright-core';
import type { AnyMachineSnapshot } from 'xstate';
import { BUSY_FOR_MINUTES } from '@contract/kitchen-limits';
import { BUSY_CLOCK_TICK_MS } from '@machines/orders/order-timing';
import { pathModel, type BusyModeModelEvent } from '../../models/busy-mode.model';
import {
  BUSY_TOASTS,
  expectedBusyModeSight,
  type BusyModeSight,
  type BusyWrite,
} from '../../support/busy-mode-expected';
import type { BrowserPathRunner, StepRunner } from '../browser-path-runner';
import { HeldWrites } from '../held-writes';
import type { PathPage } from '../path-page';
import { restaurantOwner, type RestaurantOwner } from '../path-people';
import { perPath } from '../path-state';
import { pressAndAwaitAnswer } from '../press-and-await-answer';
import { pauseClock, settle, untilSettled } from '../paused-clock';
import { markEarlierToasts, newToasts } from '../step-toasts';

type BusyWorld = RestaurantOwner;

type BusyPathPage = PathPage<BusyWorld>;

/** The Orders tab's group of busy-mode controls. */
const GROUP = 'Busy mode';

/**
 * How far ahead of real time the page's clock is put as busy mode is saved: more than the save
 * can take, so it never has more than its hour left on the page; far less than a minute, so it
 * never has less (as the pause's runner does).
 */
const SAVE_AHEAD_MS = 10_000;

const BUSY_WRITES: readonly BusyWrite[] = ['PUT', 'DELETE'];
type BusyWrites = HeldWrites<BusyWrite>;

const pathWrites = perPath<BusyPathPage, BusyWrites>();

const writesOf = pathWrites.of;

/**
 * The path's start: busy mode or a pause an earlier path left on the server is ended, and the
 * owner opens the Orders tab at the usual delivery time. Then the page's time stops.
 */
async function openOrdersTab(path: BusyPathPage): Promise<void> {
  const { world } = path;
  await world.owner.endBusy();
  await world.owner.resume();
  const page = await path.open(`${path.system.web}/manage-restaurant`, world.ownerSession);
  const writes = await HeldWrites.on(
    page,
    `${path.system.api}/api/my/restaurant/busy`,
    BUSY_WRITES,
  );
  await page.getByRole('group', { name: GROUP }).waitFor({ timeout: 15_000 });
  await pauseClock(page);
  pathWrites.set(path, writes);
}

/**
 * Another device starts busy mode, +`minutes` for the hour, on the API: not through this page,
 * whose busy writes are held.
 */
async function startBusyElsewhere(path: BusyPathPage, minutes: number): Promise<void> {
  const answer = await fetch(`${path.system.api}/api/my/restaurant/busy`, {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${path.world.ownerSession.accessToken}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ minutes, forMinutes: BUSY_FOR_MINUTES }),
  });
  if (!answer.ok) throw new Error(`Could not start busy mode: ${answer.status}`);
}

/** The pause's 'Pause new orders' beside busy mode: its answer is the restaurant, busy mode too. */
const pressPause = (page: Page) =>
  page.getByRole('button', { name: 'Pause new orders', exact: true }).click();

/** Presses 'Pause new orders' and waits until the pause's answer has reached the page. */
const pauseAndAwaitAnswer = (page: Page, api: string) =>
  pressAndAwaitAnswer(page, { url: `${api}/api/my/restaurant/pause`, method: 'PUT' }, () =>
    pressPause(page),
  );

/** Moves the stopped page's clock up to real time and a little beyond, as a save comes back. */
async function catchUpWithRealTime(page: Page): Promise<void> {
  const pageNow = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(Math.max(Date.now(), pageNow) + SAVE_AHEAD_MS);
}

/**
 * Busy mode's controls, read at once. (No functions are named inside: the runner's compiler
 * would wrap them in a helper the page does not have.)
 */
const readControls = (page: Page) =>
  page.evaluate((group) => {
    const controls = document.querySelector(`[role="group"][aria-label="${group}"]`);
    const buttons = [...(controls?.querySelectorAll('button') ?? [])];
    const choices = buttons.filter((button) => /^\+\d+ min$/.test(button.textContent ?? ''));
    const end = buttons.find((button) => button.textContent === 'End busy');
    const state = [...(controls?.querySelectorAll('[role="status"]') ?? [])].find((each) =>
      each.textContent?.startsWith('Busy: '),
    );
    return {
      choosing: choices.length
        ? { choicesEnabled: choices.every((choice) => !choice.disabled) }
        : null,
      busy:
        state || end
          ? { text: state?.textContent ?? '', endEnabled: end ? !end.disabled : false }
          : null,
    };
  }, GROUP);

/** Busy mode as the owner sees it in the browser, read as the jsdom paths read it. */
async function readBusyModeSight(page: Page, writes: BusyWrites): Promise<BusyModeSight> {
  const toasts = await newToasts(page);
  return {
    toasts: BUSY_TOASTS.filter((text) => toasts.includes(text)),
    startsSent: writes.sentCount('PUT'),
    endsSent: writes.sentCount('DELETE'),
    waitingFor: writes.waiting(),
    ...(await readControls(page)),
  };
}

/** The owner's Orders tab of the paths' own restaurant, made busy on the real API. */
export const busyModeBrowserRunner: BrowserPathRunner<BusyWorld> = {
  model: pathModel,
  clock: true,
  start: openOrdersTab,
  prepare: (setting) => restaurantOwner(setting, 'Paths Busy Kitchen'),
  steps: (path) => {
    /** A step on the path's page; toasts of earlier steps are marked first. */
    const step =
      (run: (writes: BusyWrites) => Promise<void>): StepRunner =>
      async () => {
        await markEarlierToasts(path.page);
        await run(writesOf(path));
        await settle(path.page);
      };
    const steps: Record<BusyModeModelEvent['type'], StepRunner> = {
      'busy.start': step(() =>
        path.page.getByRole('button', { name: 'Busy: +20 min for the next hour' }).click(),
      ),
      'server.started': step(async (writes) => {
        await catchUpWithRealTime(path.page);
        await writes.answer('PUT', true);
      }),
      // The start is saved on the API but its answer held; the pause's answer (the restaurant,
      // busy mode on) reaches the page first, then the start's, which changes nothing in it.
      'server.startedAnswerLate': step(async (writes) => {
        await catchUpWithRealTime(path.page);
        const answerStart = await writes.reachServerAnswerHeld('PUT');
        await pauseAndAwaitAnswer(path.page, path.system.api);
        await answerStart();
      }),
      'server.startFailed': step((writes) => writes.answer('PUT', false)),
      'time.pass1min': step(() => path.page.clock.runFor(BUSY_CLOCK_TICK_MS)),
      // Only the page's clock moves, jumping the hour as a computer waking from sleep would
      // (an hour of the order list's polls would take the path minutes); the page ends busy
      // mode by its own clock, while the server holds it until the next path's start ends it.
      'time.pass60min': step(() => path.page.clock.fastForward(60 * BUSY_CLOCK_TICK_MS)),
      'busy.end': step(() =>
        path.page.getByRole('button', { name: 'End busy', exact: true }).click(),
      ),
      'server.ended': step((writes) => writes.answer('DELETE', true)),
      'server.endFailed': step((writes) => writes.answer('DELETE', false)),
      // Another device changes busy mode on the API, then the owner pauses new orders here: the
      // pause's answer brings the restaurant (the next path's start resumes). While this page's
      // own start is out the page shows nothing of it, so the step waits until that answer has
      // reached the page: the next step may answer the held start.
      'elsewhere.started': step(async () => {
        await startBusyElsewhere(path, 20);
        await catchUpWithRealTime(path.page);
        await pauseAndAwaitAnswer(path.page, path.system.api);
      }),
      'elsewhere.ended': step(async () => {
        await path.world.owner.endBusy();
        await pauseAndAwaitAnswer(path.page, path.system.api);
      }),
    };
    return steps;
  },
  sights: (path) => {
    const seesBusyMode = async (snapshot: AnyMachineSnapshot) => {
      const expected = expectedBusyModeSight(snapshot);
      await untilSettled(path.page, async () =>
        expect(await readBusyModeSight(path.page, writesOf(path))).toEqual(expected),
      );
    };
    return { '*': seesBusyMode };
  },
};
