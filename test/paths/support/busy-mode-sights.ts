import type { AnyMachineSnapshot } from 'xstate';
import { BUSY_TOASTS, expectedBusyModeSight, type BusyModeSight } from './busy-mode-expected';
import { toastsShown } from './find-on-page';
import { busyChoices, busyState, endBusyButton, type BusyPage } from './busy-mode-page';

const isEnabled = (control: HTMLElement) => !(control as HTMLButtonElement).disabled;

/** The '+10 / +20 / +30 min' choices, when the page shows them (jsdom): all usable, or not. */
function readChoosing(): BusyModeSight['choosing'] {
  const choices = busyChoices();
  if (choices.length === 0) return null;
  return { choicesEnabled: choices.every(isEnabled) };
}

/** Busy mode's text and 'End busy', when the page shows them (jsdom). */
function readBusy(): BusyModeSight['busy'] {
  const state = busyState();
  const end = endBusyButton();
  if (!state && !end) return null;
  return { text: state?.textContent ?? '', endEnabled: end !== null && isEnabled(end) };
}

/** Busy mode as the owner sees it (jsdom), and the writes the fake server holds. */
function readBusyModeSight({ server }: BusyPage): BusyModeSight {
  return {
    toasts: toastsShown(BUSY_TOASTS),
    startsSent: server.sentCount('PUT'),
    endsSent: server.sentCount('DELETE'),
    waitingFor: server.heldWrite() ?? null,
    choosing: readChoosing(),
    busy: readBusy(),
  };
}

/** What the owner should see in each model state, and which requests should be out. */
export function busyModeSights(page: BusyPage) {
  const seesBusyMode = (snapshot: AnyMachineSnapshot) => {
    expect(readBusyModeSight(page)).toEqual(expectedBusyModeSight(snapshot));
  };
  return { '*': seesBusyMode };
}
