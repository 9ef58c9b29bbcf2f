import { http, type RequestHandlerOptions } from 'msw';
import type { Restaurant } from '@contract/restaurant';
import { answering, type Answer, type Reply } from '../answer';
import { apiUrl, server } from '../server';

const MY_RESTAURANT = apiUrl('/api/my/restaurant');

/** GET /api/restaurant/{restaurantId}, whichever the id. */
export const getRestaurant = (reply: Reply, options?: RequestHandlerOptions) =>
  http.get(apiUrl('/api/restaurant/:restaurantId'), answering(reply), options);

/** GET /api/my/restaurant: the signed-in owner's restaurant. */
export const getMyRestaurant = (reply: Reply, options?: RequestHandlerOptions) =>
  http.get(MY_RESTAURANT, answering(reply), options);

/** POST /api/my/restaurant: the owner's first save. */
export const createMyRestaurant = (reply: Reply, options?: RequestHandlerOptions) =>
  http.post(MY_RESTAURANT, answering(reply), options);

/** PUT /api/my/restaurant: every later save. */
export const updateMyRestaurant = (reply: Reply, options?: RequestHandlerOptions) =>
  http.put(MY_RESTAURANT, answering(reply), options);

/** PATCH /api/my/restaurant/menu-items/{menuItemId}: an item marked sold out or available. */
export const setMenuItemAvailability = (reply: Reply, options?: RequestHandlerOptions) =>
  http.patch(apiUrl('/api/my/restaurant/menu-items/:menuItemId'), answering(reply), options);

/** The restaurant after the item's availability was set as the PATCH's body asks. */
function withAvailability(restaurant: Restaurant, menuItemId: unknown, body: unknown): Restaurant {
  const { available } = body as { available: boolean };
  return {
    ...restaurant,
    menuItems: restaurant.menuItems.map((item) =>
      item._id === menuItemId ? { ...item, available } : item,
    ),
  };
}

/**
 * The owner's restaurant as the API keeps it: GET answers the stored one (404 while there is
 * none); a create or an update answers `write` and, when that succeeds, stores what it answered;
 * an item's availability is set as asked, or answered with `availability` when given.
 */
export function serveMyRestaurant(
  initial: Restaurant | undefined,
  write: Reply,
  availability?: Reply,
) {
  let stored = initial;
  const save: Reply = async (request, params) => {
    const answer: Answer = typeof write === 'function' ? await write(request, params) : write;
    if (answer.status < 300) stored = answer.body as Restaurant;
    return answer;
  };
  const setAvailable: Reply = async (request, params) => {
    if (availability)
      return typeof availability === 'function' ? availability(request, params) : availability;
    if (!stored) return { status: 404, body: { message: 'Restaurant not found' } };
    stored = withAvailability(stored, params.menuItemId, request.body);
    return { status: 200, body: stored };
  };
  server.use(
    getMyRestaurant(() =>
      stored ? { status: 200, body: stored } : { status: 404, body: { message: 'nope' } },
    ),
    createMyRestaurant(save),
    updateMyRestaurant(save),
    setMenuItemAvailability(setAvailable),
  );
}
