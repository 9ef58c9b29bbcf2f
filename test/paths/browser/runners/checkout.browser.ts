import { expect } from 'expect';
import type { Page } from 'playwright-core';
import type { AnyMachineSnapshot } from 'xstate';
import type { CheckoutPayload } from '@contract/order';
import type { Restaurant } from '@contract/restaurant';
import {
  itemNameOf,
  MENU_ITEM,
  opensSignedIn,
  pathModel,
  type CheckoutModelEvent,
} from '../../models/checkout.model';
import {
  CHECKOUT_SIGHT_STATES,
  expectedCheckoutSight,
  focusReturnedToCheckout,
  type CheckoutFixture,
  type CheckoutSight,
  type Whereabouts,
} from '../../support/checkout-expected';
import { checkingEach } from '../../support/state-checks';
import { accountFor, signIn, type Session } from '../accounts';
import type { BrowserPathRunner } from '../browser-path-runner';
import { CustomerApi } from '../customer-api';
import { HeldRequests, passThrough } from '../held-requests';
import { serverError } from '../held-writes';
import { OwnerApi } from '../owner-api';
import type { PathPage } from '../path-page';
import type { SystemAddresses } from '../system-under-test';
import { until } from '../until';
import { readRestaurantPage } from './checkout-page-sight';

interface CheckoutWorld {
  owner: OwnerApi;
  restaurant: Restaurant;
  customer: Session;
  fixture: CheckoutFixture;
}

/** One path's network and travels: its held requests, and what the page sent and where it went. */
interface PathTrip {
  restaurant: HeldRequests;
  user: HeldRequests;
  session: HeldRequests;
  sessionRequests: CheckoutPayload[];
  leftFor: { login: number; payment: number };
}

const trips = new WeakMap<PathPage<CheckoutWorld>, PathTrip>();
const tripOf = (path: PathPage<CheckoutWorld>) => {
  const trip = trips.get(path);
  if (!trip) throw new Error('The path has not opened the page yet');
  return trip;
};

/** Leaving the app (the login, the payment page) and a fresh page after Back take a moment. */
const AWAY_MS = 10_000;

const restaurantPath = (world: CheckoutWorld) => `/detail/${world.restaurant._id}`;

/** Where the browser is, by its address; anywhere else the path has gone astray. */
function whereabouts(url: string, system: SystemAddresses, world: CheckoutWorld): Whereabouts {
  const { origin, pathname } = new URL(url);
  if (origin === system.web && pathname === restaurantPath(world)) return 'restaurant';
  if (origin === system.identity) return 'login';
  if (origin === system.payments && pathname.startsWith('/pay/')) return 'payment';
  throw new Error(`The browser is at ${url}`);
}

/**
 * Holds the restaurant, the user record and the checkout session until their steps, records the
 * sessions asked for, and counts each time the browser leaves the app for the login or payment.
 */
async function watchThePath(page: Page, system: SystemAddresses, world: CheckoutWorld) {
  const trip: PathTrip = {
    restaurant: new HeldRequests(),
    user: new HeldRequests(),
    session: new HeldRequests(),
    sessionRequests: [],
    leftFor: { login: 0, payment: 0 },
  };
  await page.route(`${system.api}/api/restaurant/${world.restaurant._id}`, trip.restaurant.take);
  await page.route(`${system.api}/api/my/user`, (route) =>
    // Only the record's GET waits; the app's making sure of the record (POST) goes through.
    route.request().method() === 'GET' ? trip.user.take(route) : route.continue(),
  );
  await page.route(`${system.api}/api/order/checkout/create-checkout-session`, (route) => {
    trip.sessionRequests.push(route.request().postDataJSON() as CheckoutPayload);
    return trip.session.take(route);
  });
  let lastOrigin = '';
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const { origin } = new URL(frame.url());
    if (origin !== lastOrigin && origin === system.identity) trip.leftFor.login += 1;
    if (origin !== lastOrigin && origin === system.payments) trip.leftFor.payment += 1;
    lastOrigin = origin;
  });
  return trip;
}

async function readCheckoutSight(path: PathPage<CheckoutWorld>): Promise<CheckoutSight> {
  const { page, system, world } = path;
  const trip = tripOf(path);
  const at = whereabouts(page.url(), system, world);
  return {
    at,
    leftFor: { ...trip.leftFor },
    sessionRequests: [...trip.sessionRequests],
    page: at === 'restaurant' ? await readRestaurantPage(page, world.restaurant._id) : null,
  };
}

/**
 * The restaurant page of the paths' own restaurant, signed out or signed in as a customer whose
 * profile is saved, with the real API behind it; its answers held until the path's steps.
 */
export const checkoutBrowserRunner: BrowserPathRunner<CheckoutWorld> = {
  model: pathModel,
  prepare: async ({ browser, system }) => {
    const ownerSession = await signIn(browser, system, accountFor('owner'));
    const owner = new OwnerApi(system, ownerSession.accessToken);
    const restaurant = await owner.setUpRestaurant('Paths Checkout Trattoria');
    const customer = await signIn(browser, system, accountFor('customer'));
    const profile = {
      name: 'Paths Shopper',
      addressLine1: '7 Harbour Road',
      city: 'London',
      country: 'United Kingdom',
    };
    await new CustomerApi(system, customer.accessToken).saveProfile(profile);
    const dish = restaurant.menuItems.find((item) => item.name === MENU_ITEM);
    if (!dish) throw new Error(`The restaurant has no ${MENU_ITEM}`);
    return {
      owner,
      restaurant,
      customer,
      fixture: {
        restaurantId: restaurant._id,
        dish,
        shopper: { ...profile, email: customer.account.email },
      },
    };
  },
  steps: (path) => {
    const { world, system } = path;
    const trip = () => tripOf(path);
    const dialog = () => path.page.getByRole('dialog', { name: 'Confirm Delivery Details' });
    /** The restaurant arrives as its owner left it a moment before: taking orders, or paused. */
    const restaurantArrives = (paused: boolean) => async () => {
      await (paused ? world.owner.pause() : world.owner.resume());
      await trip().restaurant.release(passThrough);
    };
    const steps: Record<CheckoutModelEvent['type'], (step: { event: unknown }) => Promise<void>> = {
      'page.open': async ({ event }) => {
        const signedIn = opensSignedIn(event as CheckoutModelEvent);
        // The context exists once the page does: the routes are set on a blank page first.
        const page = await path.open('about:blank', signedIn ? world.customer : undefined);
        trips.set(path, await watchThePath(page, system, world));
        await page.goto(`${system.web}${restaurantPath(world)}`);
      },
      'restaurant.arrives': restaurantArrives(false),
      'pausedRestaurant.arrives': restaurantArrives(true),
      'item.add': async ({ event }) => {
        const name = itemNameOf(event as CheckoutModelEvent);
        await path.page.getByRole('button', { name: new RegExp(`^${name}, \\$`) }).click();
      },
      'user.arrives': async () => {
        // Nothing on the page changes until checkout starts: wait until the record has arrived.
        const arrived = path.page.waitForResponse(
          (response) =>
            response.url() === `${system.api}/api/my/user` && response.request().method() === 'GET',
        );
        await trip().user.release(passThrough);
        await arrived;
      },
      'checkout.start': () =>
        path.page
          .getByRole('region', { name: 'Your Order' })
          .getByRole('button', { name: /^(Go to checkout|Log in to check out)$/ })
          .click(),
      'dialog.close': () => dialog().getByRole('button', { name: 'Close' }).click(),
      'details.submit': () => dialog().getByRole('button', { name: 'Continue to payment' }).click(),
      'server.answers': () => trip().session.release(passThrough),
      'server.fails': () =>
        trip().session.release((route) => route.fulfill(serverError(route.request()))),
      // No back/forward cache in this browser: Back loads the page afresh, its cart kept in
      // the tab's session storage.
      'page.restored': async () => {
        await path.page.goBack();
        await path.page.waitForURL(`${system.web}${restaurantPath(world)}`, {
          timeout: AWAY_MS,
        });
      },
    };
    return steps;
  },
  sights: (path) => {
    const check = async (snapshot: AnyMachineSnapshot) => {
      const expected = expectedCheckoutSight(snapshot, path.world.fixture);
      await until(async () => expect(await readCheckoutSight(path)).toEqual(expected), AWAY_MS);
      if (focusReturnedToCheckout(snapshot)) {
        // The only 'Go to checkout' on the page is the order card's.
        const focused = await path.page.evaluate(() => document.activeElement?.textContent);
        expect(focused).toBe('Go to checkout');
      }
    };
    return checkingEach(CHECKOUT_SIGHT_STATES, check);
  },
};
