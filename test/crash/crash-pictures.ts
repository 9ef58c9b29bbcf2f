import type { RestaurantSearchResponse } from '../../contract/search';
import { buildDemoRestaurants } from '../../local/demo/demo-restaurants';
import { getJson } from './crash-verify';

/**
 * Asks the API for every demo restaurant's picture, city by city through the search, and answers
 * the problems: a picture that does not serve. Pictures not drawn when a start was killed are
 * drawn on request (local/demo/demo-pictures.ts), so each must answer, whatever was cut short.
 */
export async function unservedPictures(api: string): Promise<string[]> {
  const cities = [...new Set(buildDemoRestaurants().map((restaurant) => restaurant.city))];
  const problems: string[] = [];
  for (const city of cities) {
    for (let page = 1; ; page++) {
      const url = `${api}/api/restaurant/search/${encodeURIComponent(city)}?page=${page}`;
      const answer = await getJson<RestaurantSearchResponse>(url);
      for (const { restaurantName, imageUrl } of answer.data) {
        const picture = await fetch(imageUrl);
        await picture.arrayBuffer();
        if (!picture.ok) problems.push(`${restaurantName}'s picture answers ${picture.status}`);
      }
      if (page >= answer.pagination.pages) break;
    }
  }
  return problems;
}
