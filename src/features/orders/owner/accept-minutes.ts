import { ACCEPT_MINUTES } from '@contract/kitchen-limits';

/**
 * The minutes Accept offers first: the restaurant's delivery time with busy mode's minutes on
 * top (what its customers were shown), rounded up to the next choice so the kitchen never
 * promises sooner than that; the longest choice when it is longer than every choice.
 */
export function defaultAcceptMinutes(restaurant?: {
  estimatedDeliveryTime: number;
  busyMinutes: number;
}): number {
  const longest = ACCEPT_MINUTES[ACCEPT_MINUTES.length - 1];
  if (!restaurant) return longest;
  const shown = restaurant.estimatedDeliveryTime + restaurant.busyMinutes;
  return ACCEPT_MINUTES.find((minutes) => minutes >= shown) ?? longest;
}
