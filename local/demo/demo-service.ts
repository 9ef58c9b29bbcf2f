import type { OpeningRange, Weekday } from '@contract/opening-hours';

const EVERY_DAY: Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const ranges = (days: Weekday[], opens: string, closes: string): OpeningRange[] =>
  days.map((day) => ({ day, opens, closes }));

/** Weekly hours the demo restaurants keep, so that some are closed whenever the demo starts. */
const HOURS = {
  lunchAndDinner: [...ranges(EVERY_DAY, '11:30', '14:30'), ...ranges(EVERY_DAY, '17:30', '23:00')],
  evenings: ranges(['tue', 'wed', 'thu', 'fri', 'sat', 'sun'], '17:00', '23:30'),
  lateAtWeekends: [
    ...ranges(['mon', 'tue', 'wed', 'thu', 'sun'], '18:00', '23:00'),
    ...ranges(['fri', 'sat'], '18:00', '02:00'),
  ],
  // Open one hour a week: closed at almost any moment the demo is tried.
  sundayBreakfastOnly: ranges(['sun'], '08:00', '09:00'),
} satisfies Record<string, OpeningRange[]>;

/** A pause that began before the demo and lasts until the owner resumes. */
const PAUSED_SINCE = new Date('2026-01-01T12:00:00Z');

export interface DemoService {
  openingHours: OpeningRange[];
  pausedAt: Date | null;
  pauseMinutes: number | null;
  /** Menu positions that are sold out. */
  soldOut: number[];
  /** Whether the last choice of the menu's first optional group is sold out. */
  choiceSoldOut: boolean;
}

/**
 * How a demo restaurant runs, by its index: about half keep hours, one barely ever opens, one is
 * paused, a few have a dish sold out, a few a choice. The restaurants of owners 001 to 003 (the first in
 * London, which the browser tests order from) always take orders with everything available, as
 * do many others. It takes no random numbers, so the rest of the catalogue is unchanged.
 */
export function demoServiceOf(index: number): DemoService {
  const service: DemoService = {
    openingHours: [],
    pausedAt: null,
    pauseMinutes: null,
    soldOut: [],
    choiceSoldOut: false,
  };
  if (index <= 3) return service;
  if (index === 6) service.openingHours = HOURS.sundayBreakfastOnly;
  else if (index % 8 === 0) service.openingHours = HOURS.lateAtWeekends;
  else if (index % 4 === 2) service.openingHours = HOURS.lunchAndDinner;
  else if (index % 4 === 3) service.openingHours = HOURS.evenings;
  if (index === 10) service.pausedAt = PAUSED_SINCE;
  if (index % 5 === 2) service.soldOut = [1];
  if (index % 6 === 4) service.choiceSoldOut = true;
  return service;
}
