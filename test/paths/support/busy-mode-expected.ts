import type { AnyMachineSnapshot } from 'xstate';
import type { BusyModeModelContext, BusyToast } from '../models/busy-mode.model';

/** The toasts of busy mode, in the order a sight lists those it finds. */
export const BUSY_TOASTS: BusyToast[] = ['Unable to start busy mode', 'Unable to end busy mode'];

/** A write the page sends about busy mode: a start, or an end. */
export type BusyWrite = 'PUT' | 'DELETE';

/**
 * What the owner sees of busy mode on the Orders tab, and what the page has sent, worked out
 * from the model and read from the page alike.
 */
export interface BusyModeSight {
  /** The toasts the last step raised (of BUSY_TOASTS, in its order). */
  toasts: BusyToast[];
  /** Starts (PUT) and ends (DELETE) the page has sent. */
  startsSent: number;
  endsSent: number;
  /** The write still waiting for the server's answer, if any. */
  waitingFor: BusyWrite | null;
  /** The '+10 / +20 / +30 min' choices, usable or not; null while busy. */
  choosing: { choicesEnabled: boolean } | null;
  /** Busy mode's text ('Busy: +20 min, 60 min left') and 'End busy', usable or not. */
  busy: { text: string; endEnabled: boolean } | null;
}

/** What the Orders tab should show in a state of the busy-mode model. */
export function expectedBusyModeSight(snapshot: AnyMachineSnapshot): BusyModeSight {
  const { saved, minutesLeft, starts, ends, toast } = snapshot.context as BusyModeModelContext;
  const starting = snapshot.matches('starting');
  const ending = snapshot.matches('ending');
  const common = {
    toasts: toast ? [toast] : [],
    startsSent: starts,
    endsSent: ends,
    waitingFor: starting ? 'PUT' : ending ? 'DELETE' : null,
  } satisfies Partial<BusyModeSight>;
  if (snapshot.matches('usual') || starting) {
    // While busy mode is being saved, no choice can be pressed.
    return { ...common, choosing: { choicesEnabled: !starting }, busy: null };
  }
  // Busy and ending alike show the minutes saved (another device's end, noted while this
  // page's end is out, shows only once that end is answered).
  return {
    ...common,
    choosing: null,
    busy: { text: `Busy: +${saved} min, ${minutesLeft} min left`, endEnabled: !ending },
  };
}
