import { BUSY_FOR_MINUTES } from '@contract/kitchen-limits';

const forHowLong =
  BUSY_FOR_MINUTES === 60 ? 'for the next hour' : `for the next ${BUSY_FOR_MINUTES} minutes`;

/** Busy mode on the Orders tab: 'Busy: +10 / +20 / +30 min for the next hour'. */
export const BUSY_TEXTS = {
  group: 'Busy mode',
  label: 'Busy:',
  choice: (minutes: number) => `+${minutes} min`,
  choiceLabel: (minutes: number) => `Busy: +${minutes} min ${forHowLong}`,
  forHowLong,
  state: (minutes: number, minutesLeft: number) => `Busy: +${minutes} min, ${minutesLeft} min left`,
  end: 'End busy',
  startFailed: 'Unable to start busy mode',
  endFailed: 'Unable to end busy mode',
} as const;
