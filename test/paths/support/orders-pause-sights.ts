import type { AnyMachineSnapshot } from 'xstate';
import { toastsShown } from './find-on-page';
import {
  expectedOrdersPauseSight,
  PAUSE_TOASTS,
  type OrdersPauseSight,
} from './orders-pause-expected';
import {
  pauseButton,
  pauseChoice,
  pauseState,
  resumeButton,
  type PausePage,
} from './orders-pause-page';

const isEnabled = (control: HTMLElement) => !(control as HTMLButtonElement).disabled;

/** 'Pause for' and its button, when the page shows them (jsdom). */
function readChoosing(): OrdersPauseSight['choosing'] {
  const choice = pauseChoice();
  const button = pauseButton();
  if (!choice && !button) return null;
  return {
    choiceEnabled: choice !== null && isEnabled(choice),
    pauseEnabled: button !== null && isEnabled(button),
  };
}

/** The pause's text and Resume, when the page shows them (jsdom). */
function readPaused(): OrdersPauseSight['paused'] {
  const state = pauseState();
  const resume = resumeButton();
  if (!state && !resume) return null;
  return { text: state?.textContent ?? '', resumeEnabled: resume !== null && isEnabled(resume) };
}

/** The pause as the owner sees it (jsdom), and the writes the fake server holds. */
function readOrdersPauseSight({ server }: PausePage): OrdersPauseSight {
  return {
    toasts: toastsShown(PAUSE_TOASTS),
    pausesSent: server.sentCount('PUT'),
    resumesSent: server.sentCount('DELETE'),
    waitingFor: server.heldWrite() ?? null,
    choosing: readChoosing(),
    paused: readPaused(),
  };
}

/** What the owner should see in each model state, and which requests should be out. */
export function ordersPauseSights(page: PausePage) {
  const seesThePause = (snapshot: AnyMachineSnapshot) => {
    expect(readOrdersPauseSight(page)).toEqual(expectedOrdersPauseSight(snapshot));
  };
  return { '*': seesThePause };
}
