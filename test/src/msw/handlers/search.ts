import { http, HttpResponse } from 'msw';
import { SEARCH_PAGE_SIZE } from '@contract/search';
import type { RestaurantSummary } from '@/api/search.api';
import { ALWAYS_OPEN, NOT_BUSY } from '../../features/restaurant/restaurant-fixtures';
import { imageFieldsAt } from '../../features/restaurant/image-fields';
import { answering } from '../answer';
import { apiUrl, server } from '../server';

const SEARCH = apiUrl('/api/restaurant/search/:city');

export function makeRestaurant(index: number): RestaurantSummary {
  return {
    _id: `r-${index}`,
    restaurantName: `Restaurant ${index}`,
    city: 'London',
    country: 'United Kingdom',
    deliveryPrice: 250 + index,
    estimatedDeliveryTime: 20 + index,
    cuisines: ['Pizza', 'Pasta'],
    ...imageFieldsAt(`http://api.test/images/r-${index}`),
    lastUpdated: '2025-01-01T00:00:00.000Z',
    ...ALWAYS_OPEN,
    ...NOT_BUSY,
  };
}

export interface SeenSearch {
  city: string;
  query: URLSearchParams;
}

/**
 * Answers GET /api/restaurant/search/{city} as the API would for a city with `total` restaurants
 * (pages of 10), the nth being `restaurantAt(n)`; returns every search sent.
 */
export function serveSearches(
  total: number | ((city: string) => number),
  restaurantAt: (index: number) => RestaurantSummary = makeRestaurant,
) {
  const seen: SeenSearch[] = [];
  server.use(
    http.get(SEARCH, ({ request, params }) => {
      const city = String(params.city);
      const query = new URL(request.url).searchParams;
      seen.push({ city, query });
      const count = typeof total === 'number' ? total : total(city);
      const page = Number(query.get('page') ?? '1');
      const first = (page - 1) * SEARCH_PAGE_SIZE;
      const data = Array.from(
        { length: Math.max(0, Math.min(SEARCH_PAGE_SIZE, count - first)) },
        (_, index) => restaurantAt(first + index + 1),
      );
      const pages = Math.ceil(count / SEARCH_PAGE_SIZE);
      return HttpResponse.json({ data, pagination: { total: count, page, pages } });
    }),
  );
  return seen;
}

/** Answers every search with the given client error (no retries for those). */
export function failSearches(status = 400) {
  server.use(
    http.get(SEARCH, answering({ status, body: { message: 'sortOption must be one of …' } })),
  );
}
