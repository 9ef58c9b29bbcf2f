import type { AnyMachineSnapshot } from 'xstate';
import type { OrdersPauseModelContext, PauseToast } from '../models/orders-pause.model';

/** The toasts of the pause, in the order a sight lists those it finds. */
export const PAUSE_TOASTS: PauseToast[] = [
  'Unable to pause new orders',
  'Unable to resume new orders',
];

/** A write the page sends about the pause: a pause, or a resume. */
export type PauseWrite = 'PUT' | 'DELETE';

/**
 * What the owner sees of the pause on the Orders tab, and what the page has sent, as both
 * runners read it: the jsdom paths and the browser paths hold the page to the same expectation,
 * worked out from the model.
 */
export interface OrdersPauseSight {
  /** The toasts the last step raised (of PAUSE_TOASTS, in its order). */
  toasts: PauseToast[];
  /** Pauses (PUT) and resumes (DELETE) the page has sent. */
  pausesSent: number;
  resumesSent: number;
  /** The write still waiting for the server's answer, if any. */
  waitingFor: PauseWrite | null;
  /** 'Pause for' and 'Pause new orders', usable or not; null while paused. */
  choosing: { choiceEnabled: boolean; pauseEnabled: boolean } | null;
  /** The pause's text ('Paused …') and 'Resume', usable or not; null while taking orders. */
  paused: { text: string; resumeEnabled: boolean } | null;
}

/** What the Orders tab should show in a state of the orders-pause model. */
export function expectedOrdersPauseSight(snapshot: AnyMachineSnapshot): OrdersPauseSight {
  const { saved, minutesLeft, pauses, resumes, toast } =
    snapshot.context as OrdersPauseModelContext;
  const pausing = snapshot.matches('pausing');
  const resuming = snapshot.matches('resuming');
  const common = {
    toasts: toast ? [toast] : [],
    pausesSent: pauses,
    resumesSent: resumes,
    waitingFor: pausing ? 'PUT' : resuming ? 'DELETE' : null,
  } satisfies Partial<OrdersPauseSight>;
  if (snapshot.matches('taking') || pausing) {
    // While the pause is being saved, neither the choice nor the button can be used.
    return {
      ...common,
      choosing: { choiceEnabled: !pausing, pauseEnabled: !pausing },
      paused: null,
    };
  }
  // Without an end (a pause until resumed, or another device's resume noted while this page's
  // resume is out) the page counts no minutes.
  return {
    ...common,
    choosing: null,
    paused: {
      text:
        typeof saved === 'number' ? `Paused · ${minutesLeft} min left` : 'Paused until you resume',
      resumeEnabled: !resuming,
    },
  };
}
