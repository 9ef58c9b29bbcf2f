import type { Restaurant } from '@contract/restaurant';

/** The opening fields of a restaurant with no hours and no pause: it always takes orders. */
export const ALWAYS_OPEN = {
  timeZone: 'Europe/London',
  openingHours: [],
  isPaused: false,
  pausedUntil: null,
  isOpen: true,
  opensAt: null,
} satisfies Partial<Restaurant>;
