import { File as NodeFile } from 'node:buffer';
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
      },
      {
        _id: 'a0000000-0000-4000-8000-000000000002',
        name: 'Tiramisu',
        price: 600,
        available: true,
      },
    ],
    imageUrl: 'http://localhost:7000/api/images/abc/1280.webp',
    imageSrcSet:
      'http://localhost:7000/api/images/abc/640.webp 640w, http://localhost:7000/api/images/abc/1280.webp 1280w',
    lastUpdated: '2025-01-01T12:00:00.000Z',
    ...ALWAYS_OPEN,
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
