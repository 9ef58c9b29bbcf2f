import type { Restaurant } from '@contract/restaurant';
import { accountFor, signIn, type Session } from './accounts';
import type { RunSetting } from './browser-path-runner';
import { CustomerApi } from './customer-api';
import { OwnerApi } from './owner-api';

/** A run's owner: signed in, with the paths' restaurant made or put back through the API. */
export interface RestaurantOwner {
  owner: OwnerApi;
  ownerSession: Session;
  restaurant: Restaurant;
}

/** A run's customer, signed in on the identity page. */
export interface SignedInCustomer {
  customer: CustomerApi;
  customerSession: Session;
}

export async function restaurantOwner(
  { browser, system }: RunSetting,
  restaurantName: string,
): Promise<RestaurantOwner> {
  const ownerSession = await signIn(browser, system, accountFor('owner'));
  const owner = new OwnerApi(system, ownerSession.accessToken);
  return { owner, ownerSession, restaurant: await owner.setUpRestaurant(restaurantName) };
}

export async function signedInCustomer({ browser, system }: RunSetting): Promise<SignedInCustomer> {
  const customerSession = await signIn(browser, system, accountFor('customer'));
  return { customer: new CustomerApi(system, customerSession.accessToken), customerSession };
}
