/**
 * The rows the benches seed: a restaurant, a person, an order. One place, so that every bench
 * measures the same kind of data and a schema change is made once.
 */

/** A London restaurant of `ownerId`; `name` and `imageKey` tell a bench's restaurants apart. */
export function benchRestaurant(ownerId: string, name = 'Bench Bistro', imageKey = 'bench') {
  return {
    ownerId,
    restaurantName: name,
    city: 'London',
    country: 'United Kingdom',
    deliveryPrice: 250,
    estimatedDeliveryTime: 30,
    cuisines: ['Italian'],
    imageKey,
  };
}

/** A user whose token subject is `sub`. */
export const benchPerson = (sub: string) => ({ auth0Id: sub, email: `${sub}@example.com` });

export interface BenchOrder {
  userId: string;
  restaurantId: string;
  totalAmount: number;
  /** The status of a paid order; without it the order is placed and not paid yet. */
  paidStatus?: 'paid' | 'inProgress' | 'outForDelivery' | 'delivered';
}

/** An order to one London address: paid (in `paidStatus`) or placed and unpaid. */
export function benchOrder({ userId, restaurantId, totalAmount, paidStatus }: BenchOrder) {
  return {
    userId,
    restaurantId,
    status: paidStatus ?? ('placed' as const),
    deliveryName: 'Ada Lovelace',
    deliveryAddressLine1: '12 Analytical Row',
    deliveryCity: 'London',
    deliveryCountry: 'United Kingdom',
    deliveryEmail: 'ada@example.com',
    totalAmount,
    amountPaid: paidStatus ? totalAmount : null,
  };
}
