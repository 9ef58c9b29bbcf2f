import { isCuisine } from '@contract/cuisines';
import {
  SEARCH_PAGE_SIZE,
  type RestaurantSearchResponse,
  type RestaurantSummary,
} from '@contract/search';
import { imageUrlsOf } from '@server/images/restaurant-images';
import { busyJsonOf } from '../restaurants/busy-state';
import { openingJsonOf } from '../restaurants/opening-state';
import type { SearchPage } from './search.service';

type SummaryRow = SearchPage['rows'][number];

/** A result card's JSON: the restaurant of toRestaurantJson without its menu. */
export function toRestaurantSummaryJson(row: SummaryRow, apiBaseUrl: string): RestaurantSummary {
  return {
    _id: row.id,
    restaurantName: row.restaurantName,
    city: row.city,
    country: row.country,
    deliveryPrice: row.deliveryPrice,
    estimatedDeliveryTime: row.estimatedDeliveryTime,
    cuisines: row.cuisines.filter(isCuisine),
    ...imageUrlsOf(apiBaseUrl, row.imageKey),
    lastUpdated: row.updatedAt.toISOString(),
    ...openingJsonOf(row),
    ...busyJsonOf(row),
    acceptWindowMinutes: row.acceptWindowMinutes,
  };
}

/** The answer for one requested page; a page past the end keeps the true total and page count. */
export function toSearchResponse(
  result: SearchPage,
  page: number,
  apiBaseUrl: string,
): RestaurantSearchResponse {
  return {
    data: result.rows.map((row) => toRestaurantSummaryJson(row, apiBaseUrl)),
    pagination: {
      total: result.total,
      page,
      pages: Math.ceil(result.total / SEARCH_PAGE_SIZE),
    },
  };
}
