import { writeStoredCart } from '@/lib/cart-storage';

/** Names the restaurant whose cart is being paid while the browser is on the payment page. */
export const PENDING_CHECKOUT_KEY = 'checkoutPending';

/** Leaves the app for the hosted payment page (an object, so tests can stand in for it). */
export const paymentPage = {
  open(url: string): void {
    window.location.assign(url);
  },
};

/** Called just before leaving: the way back needs to know which cart was paid for. */
export function rememberPendingCheckout(restaurantId: string): void {
  try {
    window.sessionStorage.setItem(PENDING_CHECKOUT_KEY, restaurantId);
  } catch {
    // Without storage the paid cart simply stays; the server never charges it twice.
  }
}

/** The payment went through: the cart that was paid for starts afresh. */
export function settlePaidCheckout(): void {
  try {
    const restaurantId = window.sessionStorage.getItem(PENDING_CHECKOUT_KEY);
    if (restaurantId) writeStoredCart(restaurantId, []);
    window.sessionStorage.removeItem(PENDING_CHECKOUT_KEY);
  } catch {
    // Storage blocked: there is no cart to empty either.
  }
}

/** The payment was cancelled: the cart stays as it was, nothing is pending any more. */
export function forgetPendingCheckout(): void {
  try {
    window.sessionStorage.removeItem(PENDING_CHECKOUT_KEY);
  } catch {
    // Storage blocked: nothing was remembered.
  }
}
