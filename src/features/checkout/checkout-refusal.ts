import { CHECKOUT_MESSAGES } from '@contract/checkout-limits';
import { apiMessageOf } from '@/api/error-text';

// Declared beside the button's other reasons (use-orderable.ts), which load with the page; this
// module loads with the checkout.
export { SOLD_OUT_REASON } from './use-orderable';

// A dish ('cartItems.1.menuItemId: Tiramisu is sold out') or a choice of it ('….choices: Large …').
const SOLD_OUT = new RegExp(
  `^cartItems\\.\\d+\\.(?:menuItemId|choices): (.+ ${CHECKOUT_MESSAGES.soldOut})$`,
);
const STOPPED: readonly string[] = [CHECKOUT_MESSAGES.closed, CHECKOUT_MESSAGES.paused];

/**
 * What the customer is told when the checkout is refused for something that changed since the
 * page loaded: the restaurant stopped taking orders, or an item or a choice of it sold out
 * ('Margherita is sold out', without the field's name). Undefined for any other failure.
 */
export function refusalOf(failure: unknown): string | undefined {
  const error = typeof failure === 'object' && failure && 'error' in failure && failure.error;
  const message = apiMessageOf(error);
  if (!message) return undefined;
  if (STOPPED.includes(message)) return message;
  return SOLD_OUT.exec(message)?.[1];
}
