import { act, screen } from '@testing-library/react';
import { CHECKOUT_FAILED } from '@/features/checkout/use-checkout-actor';
import { paymentPage } from '@/features/checkout/payment-return';
import { RESTAURANT, renderDetailPage } from '../../src/features/cart/cart-test-kit';
import { deferredAnswer } from '../../src/msw/answer';
import { createCheckoutSession } from '../../src/msw/handlers/order';
import { getRestaurant } from '../../src/msw/handlers/restaurant';
import { getMyUser } from '../../src/msw/handlers/user';
import { ADA } from '../../src/features/user/user-fixtures';
import { PAUSED, savedRestaurant } from '../../src/features/restaurant/restaurant-fixtures';

/** The signed-in user's record, which prefills the delivery details. */
export const SHOPPER = ADA;

export const PAY_URL = 'http://localhost:4242/pay/cs_test_paths';
export const CHECKOUT_SESSION = 'POST /api/order/checkout/create-checkout-session';

/** The order card's button, whichever way it reads. */
export const checkoutButton = () =>
  screen.getByRole('button', { name: /^(Go to checkout|Log in to check out)$/ });

export const deliveryDialog = () =>
  screen.getByRole('dialog', { name: 'Confirm Delivery Details' });

/**
 * The restaurant page at /detail/{id}, each API answer held on the test network until a step of
 * the path releases it, so the page can be seen while it waits. The payment page is the edge
 * of the app: leaving for it is recorded, not followed.
 */
export function openCheckoutPage(signedIn: boolean) {
  const restaurant = deferredAnswer();
  const userRecord = deferredAnswer();
  const session = deferredAnswer();
  const openPayment = jest.spyOn(paymentPage, 'open').mockImplementation(() => undefined);
  let backs = 0;
  const view = renderDetailPage({
    auth: signedIn ? { email: SHOPPER.email } : 'signedOut',
    handlers: [
      getRestaurant(restaurant.reply),
      getMyUser(userRecord.reply),
      createCheckoutSession(session.reply),
    ],
  });
  return {
    ...view,
    openPayment,
    releaseRestaurant: () => restaurant.answer({ status: 200, body: RESTAURANT }),
    releasePausedRestaurant: () =>
      restaurant.answer({ status: 200, body: savedRestaurant(PAUSED) }),
    releaseUser: () => userRecord.answer({ status: 200, body: SHOPPER }),
    answerSession: () => session.answer({ status: 200, body: { url: PAY_URL } }),
    failSession: () => session.answer({ status: 502, body: { message: CHECKOUT_FAILED } }),
    /**
     * The browser comes Back to the page as it was left: restored from its back/forward cache,
     * which the page hears as a `pageshow` that says so.
     */
    comeBack: () => {
      backs += 1;
      act(() => {
        window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
      });
    },
    /** How often the browser came Back to the page from the login or the payment page. */
    backs: () => backs,
    /** The checkout sessions asked for so far. */
    sessionRequests: () =>
      view.sent.filter((request) => `${request.method} ${request.path}` === CHECKOUT_SESSION),
  };
}

export type CheckoutPage = ReturnType<typeof openCheckoutPage>;

/** Where a path keeps its page: its first step opens it, signed in or out. */
export class PageSlot {
  private page?: CheckoutPage;

  open(signedIn: boolean): CheckoutPage {
    this.page = openCheckoutPage(signedIn);
    return this.page;
  }

  get current(): CheckoutPage {
    if (!this.page) throw new Error('The path has not opened the page yet');
    return this.page;
  }
}
