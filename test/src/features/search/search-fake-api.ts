import type { RestaurantSummary } from '@/api/search.api';
import { SEARCH_PAGE_SIZE } from '@contract/search';

export const API_BASE = 'http://api.test';

export function makeRestaurant(index: number): RestaurantSummary {
  return {
    _id: `r-${index}`,
    restaurantName: `Restaurant ${index}`,
    city: 'London',
    country: 'United Kingdom',
    deliveryPrice: 250 + index,
    estimatedDeliveryTime: 20 + index,
    cuisines: ['Pizza', 'Pasta'],
    imageUrl: `http://api.test/images/r-${index}/1280.webp`,
    imageSrcSet: `http://api.test/images/r-${index}/640.webp 640w, http://api.test/images/r-${index}/1280.webp 1280w`,
    lastUpdated: '2025-01-01T00:00:00.000Z',
  };
}

export interface SeenSearch {
  city: string;
  query: URLSearchParams;
}

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

/**
 * Answers GET /api/restaurant/search/{city} at the fetch edge as the API would for a city with
 * `total` restaurants (pages of 10); returns every search sent.
 */
export function answerSearches(total: number | ((city: string) => number)) {
  const seen: SeenSearch[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = new URL((input as Request).url);
    const match = /^\/api\/restaurant\/search\/([^/]+)$/.exec(url.pathname);
    if (!match) return json({ message: 'Not found' }, 404);
    const city = decodeURIComponent(match[1]);
    seen.push({ city, query: url.searchParams });
    const count = typeof total === 'number' ? total : total(city);
    const page = Number(url.searchParams.get('page') ?? '1');
    const first = (page - 1) * SEARCH_PAGE_SIZE;
    const data = Array.from(
      { length: Math.max(0, Math.min(SEARCH_PAGE_SIZE, count - first)) },
      (_, index) => makeRestaurant(first + index + 1),
    );
    const pages = Math.ceil(count / SEARCH_PAGE_SIZE);
    return json({ data, pagination: { total: count, page, pages } });
  });
  return seen;
}

/** Answers every search with the given client-error status (no retries for those). */
export function failSearches(status = 400) {
  return jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(() => json({ message: 'sortOption must be one of …' }, status));
}
