import { File as NodeFile } from 'node:buffer';
import type { MenuItem, Restaurant } from '@contract/restaurant';
import { ALWAYS_OPEN } from '@test/always-open';
import { imageFieldsAt } from './image-fields';

export { ALWAYS_OPEN };

/** Closed now (outside its hours), next taking orders at `opensAt` (null: not known). */
export const closedUntil = (opensAt: string | null) =>
  ({
    ...ALWAYS_OPEN,
    openingHours: [{ day: 'tue', opens: '17:00', closes: '22:00' }],
    isOpen: false,
    opensAt,
  }) satisfies Partial<Restaurant>;

/** Paused by its owner until resumed. */
export const PAUSED = {
  ...ALWAYS_OPEN,
  isPaused: true,
  isOpen: false,
} satisfies Partial<Restaurant>;

/** Not busy, waiting the default acceptance window: what a restaurant answers by default. */
export const NOT_BUSY = {
  busyMinutes: 0,
  busyUntil: null,
  acceptWindowMinutes: 10,
} satisfies Partial<Restaurant>;

/** In busy mode as the API answers it: `minutes` more on the delivery time, from now. */
export const busyFor = (minutes: number, forMinutes = 60) =>
  ({
    busyMinutes: minutes,
    busyUntil: new Date(Date.now() + forMinutes * 60_000).toISOString(),
  }) satisfies Partial<Restaurant>;

/** A menu item as it reads once sold out. */
export const soldOut = (item: MenuItem): MenuItem => ({ ...item, available: false });

// Every clock API but Date's stays real, so the network, user-event and React run as usual.
const REAL_CLOCKS: FakeTimersConfig['doNotFake'] = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
];

/**
 * Fixes what `new Date()` answers (nothing else), so that texts read against today, such as
 * 'opens Tue 5:00 PM', are the same whenever the test runs. Undo with `jest.useRealTimers()`.
 */
export function fixToday(now: string) {
  jest.useFakeTimers({ now: new Date(now), doNotFake: REAL_CLOCKS });
}

/**
 * 'Tue 5:00 PM' as the customer reads `opensAt` on another day than today: in the runtime's own
 * locale and time zone, whichever the machine running the tests has.
 */
export const readOpening = (opensAt: string) =>
  new Intl.DateTimeFormat(undefined, {
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(opensAt));

/** A saved restaurant as the API answers it. */
export function savedRestaurant(overrides: Partial<Restaurant> = {}): Restaurant {
  return {
    _id: 'b3c1d2e4-0000-4000-8000-000000000001',
    restaurantName: 'Luigi’s Trattoria',
    city: 'Leeds',
    country: 'United Kingdom',
    deliveryPrice: 250,
    estimatedDeliveryTime: 35,
    cuisines: ['Italian', 'Pizza'],
    menuItems: [
      {
        _id: 'a0000000-0000-4000-8000-000000000001',
        name: 'Margherita',
        price: 1250,
        available: true,
        description: '',
        dietary: [],
        allergens: [],
        optionGroups: [],
      },
      {
        _id: 'a0000000-0000-4000-8000-000000000002',
        name: 'Tiramisu',
        price: 600,
        available: true,
        description: '',
        dietary: [],
        allergens: [],
        optionGroups: [],
      },
    ],
    ...imageFieldsAt('http://localhost:7000/api/images/abc'),
    lastUpdated: '2025-01-01T12:00:00.000Z',
    ...ALWAYS_OPEN,
    ...NOT_BUSY,
    ...overrides,
  };
}

/**
 * An image file. Node's File, not jsdom's: the fetch and FormData here are Node's and carry only
 * their own Blob's bytes (a jsdom File would be sent as the text '[object File]').
 */
export function imageFile(name = 'front.png', bytes = 64, type = 'image/png'): File {
  return new NodeFile([new Uint8Array(bytes).fill(7)], name, { type }) as unknown as File;
}
