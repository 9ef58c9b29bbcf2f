import type { Restaurant } from '@contract/restaurant';

/** What a page needs to show a restaurant's delivery time: a search result's or the restaurant's. */
export type DeliveryTimeFacts = Pick<
  Restaurant,
  'estimatedDeliveryTime' | 'busyMinutes' | 'busyUntil'
>;

/**
 * The delivery time customers see, in minutes: the owner's usual time plus what busy mode adds.
 * The API answers the two apart (the owner's form must never save the sum); a copy cached past
 * `busyUntil` shows the usual time, as the API itself would answer by then.
 */
export const deliveryMinutesOf = (restaurant: DeliveryTimeFacts, now = Date.now()): number =>
  restaurant.estimatedDeliveryTime +
  (restaurant.busyUntil && Date.parse(restaurant.busyUntil) > now ? restaurant.busyMinutes : 0);
