/**
 * The requirements the QA models prove, by id. An id names where the rule is written:
 * `SPEC-<section>-<rule>` for the product specification (its numbered sections), and
 * `FEAT-<feature>-<rule>` for a feature beyond it, whose rules docs/decisions.md keeps under the
 * heading given as the source. The models carry the ids in the `meta` of the states and
 * transitions that prove them; only rules some generated path reaches are listed here.
 */
export interface Requirement {
  id: string;
  /** The rule in one line. */
  title: string;
  /** Where it is written: 'SPEC §4 States and transitions', or 'decisions.md: <heading>'. */
  source: string;
}

const SPEC_SCREENS = 'SPEC §2 Screens and routes';
const SPEC_STATES = 'SPEC §4 States and transitions';
const SPEC_VALIDATION = 'SPEC §5 Validation rules';
const SPEC_ERRORS = 'SPEC §8 The error catalogue';
const decided = (heading: string) => `decisions.md: ${heading}`;

export const REQUIREMENTS: readonly Requirement[] = [
  // The restaurant page, its cart and checkout.
  {
    id: 'SPEC-2-restaurant-loading',
    title: "'Loading...' shows while the restaurant loads",
    source: SPEC_SCREENS,
  },
  {
    id: 'SPEC-2-checkout-button-label',
    title: "The checkout button reads 'Log in to check out' signed out, 'Go to checkout' signed in",
    source: SPEC_SCREENS,
  },
  {
    id: 'SPEC-2-checkout-log-in',
    title: 'Signed out, the checkout button starts a redirect login',
    source: SPEC_SCREENS,
  },
  {
    id: 'SPEC-2-checkout-user-spinner',
    title: 'A spinner shows while the user loads, before the checkout dialog opens',
    source: SPEC_SCREENS,
  },
  {
    id: 'SPEC-2-checkout-dialog',
    title: "Signed in, checkout opens 'Confirm Delivery Details' prefilled from the user",
    source: SPEC_SCREENS,
  },
  {
    id: 'SPEC-4-cart-new-item',
    title: 'A new item starts at quantity 1',
    source: SPEC_STATES,
  },
  {
    id: 'SPEC-4-cart-same-item',
    title: 'Adding an item already in the cart raises its quantity by 1',
    source: SPEC_STATES,
  },
  {
    id: 'SPEC-4-cart-remove-line',
    title: 'The remove icon deletes the whole line',
    source: SPEC_STATES,
  },
  {
    id: 'SPEC-4-cart-restore',
    title: 'The cart is kept per restaurant in session storage and restored on load',
    source: SPEC_STATES,
  },
  {
    id: 'SPEC-5-cart-checkout-needs-item',
    title: 'Checkout needs at least one item: the button is disabled while the cart is empty',
    source: SPEC_VALIDATION,
  },
  {
    id: 'SPEC-4-checkout-redirect',
    title: 'The browser is redirected to the returned payment url',
    source: SPEC_STATES,
  },
  {
    id: 'SPEC-4-checkout-failure-resets',
    title: 'A failed checkout shows an error toast and the checkout resets',
    source: SPEC_STATES,
  },
  {
    id: 'SPEC-8-checkout-failure-message',
    title: "A failed checkout reads 'Unable to create checkout session'",
    source: SPEC_ERRORS,
  },
  {
    id: 'FEAT-checkout-back-restarts',
    title: 'Back from the payment or identity page starts the checkout again',
    source: decided('Payments'),
  },
  {
    id: 'FEAT-checkout-dialog-closes',
    title: 'The delivery details dialog closes without checking out',
    source: decided('Payments'),
  },
  {
    id: 'FEAT-sold-out-line-held',
    title:
      "A sold-out line stays in the cart, marked 'Sold out', and holds the checkout until removed",
    source: decided('Restaurants'),
  },
  {
    id: 'FEAT-sold-out-cart-catches-up',
    title:
      'When the page loads the restaurant again, the cart catches up with a dish sold out since',
    source: decided('Restaurants'),
  },
  // A dish's options, in the chooser.
  {
    id: 'FEAT-dish-options-required-group',
    title: "'Add to order' stays disabled until every required option group has a choice",
    source: decided('Menu options'),
  },
  {
    id: 'FEAT-dish-options-sold-out-choice',
    title: 'A sold-out choice is shown disabled and cannot be chosen',
    source: decided('Menu options'),
  },
  {
    id: 'FEAT-dish-options-line-with-choices',
    title: 'A dish is added to the cart as a line with its choices',
    source: decided('Menu options'),
  },
  {
    id: 'FEAT-dish-options-same-choices-same-line',
    title: 'The same dish with the same choices, in any order, raises that line’s quantity',
    source: decided('Menu options'),
  },
  // The customer's orders.
  {
    id: 'SPEC-4-delivered-thank-you',
    title:
      "3 s after an order is seen delivered, 'Thank you for ordering from {restaurant}!' shows",
    source: SPEC_STATES,
  },
  {
    id: 'SPEC-4-delivered-hidden',
    title: '7 s after an order is seen delivered, it is hidden',
    source: SPEC_STATES,
  },
  {
    id: 'SPEC-4-delivered-refetch',
    title: 'Half a second after a delivered order is hidden, the list is fetched again',
    source: SPEC_STATES,
  },
  {
    id: 'FEAT-kitchen-cancelled-no-thank-you',
    title: 'A cancelled order gets no thank-you',
    source: decided('The kitchen says yes or no'),
  },
  {
    id: 'FEAT-kitchen-cancelled-stays-listed',
    title: 'A cancelled order is not hidden: it stays listed, through a reload too',
    source: decided('The kitchen says yes or no'),
  },
  // The owner's order cards.
  {
    id: 'SPEC-4-order-status-change',
    title: "The owner changes an order's status from the dropdown",
    source: SPEC_STATES,
  },
  {
    id: 'SPEC-4-order-status-any-order',
    title: 'Statuses follow no order: a delivered order can be moved back',
    source: SPEC_STATES,
  },
  {
    id: 'SPEC-4-order-status-same-does-nothing',
    title: 'Choosing the current status does nothing',
    source: SPEC_STATES,
  },
  {
    id: 'SPEC-4-order-status-updated-toast',
    title: "A saved status shows the toast 'Order updated'",
    source: SPEC_STATES,
  },
  {
    id: 'SPEC-8-order-status-failed-toast',
    title: "A status that fails to save shows the toast 'Failed to update order'",
    source: SPEC_ERRORS,
  },
  {
    id: 'SPEC-4-owner-removing-soon',
    title: "A delivered order shows 'Removing soon...' for 7 seconds",
    source: SPEC_STATES,
  },
  {
    id: 'SPEC-4-owner-remove-button',
    title: "7 seconds after delivery, a red 'X' button appears",
    source: SPEC_STATES,
  },
  {
    id: 'SPEC-4-owner-remove-order',
    title: "'X' deletes the order and hides its card: 'Order removed successfully'",
    source: SPEC_STATES,
  },
  {
    id: 'SPEC-8-order-delete-failed-toast',
    title: "An order that fails to delete stays, with the toast 'Unable to remove order'",
    source: SPEC_ERRORS,
  },
  {
    id: 'FEAT-kitchen-accept',
    title: "Accept puts a paid order In Progress: 'Order accepted'",
    source: decided('The kitchen says yes or no'),
  },
  {
    id: 'FEAT-kitchen-running-late',
    title: "'Running late +10 min' sends the customer a new time",
    source: decided('The kitchen says yes or no'),
  },
  {
    id: 'FEAT-kitchen-reject-refunds',
    title: 'Reject, with a reason, cancels a paid order and refunds it in full',
    source: decided('The kitchen says yes or no'),
  },
  {
    id: 'FEAT-kitchen-partial-cancel',
    title: 'A partial cancel refunds the unticked lines and keeps the order going',
    source: decided('The kitchen says yes or no'),
  },
  {
    id: 'FEAT-kitchen-cancel-all',
    title: 'Cancelling every remaining line cancels the whole order',
    source: decided('The kitchen says yes or no'),
  },
  {
    id: 'FEAT-kitchen-failure-keeps-form',
    title: 'A reject or cancel that fails shows a toast and keeps the form',
    source: decided('The kitchen says yes or no'),
  },
  // The owner's Orders tab: new-order alert, orders pause, busy mode.
  {
    id: 'FEAT-new-order-alert-announce',
    title: 'A new paid order is announced once: a chime unless muted, a notification when allowed',
    source: decided('Orders'),
  },
  {
    id: 'FEAT-new-order-alert-repeat',
    title:
      'The chime repeats every 30 s while a new order waits (unless muted), not once none does',
    source: decided('Orders'),
  },
  {
    id: 'FEAT-new-order-alert-mute',
    title: 'Mute silences only the chime, and pressing it again brings the chime back',
    source: decided('Orders'),
  },
  {
    id: 'FEAT-new-order-alert-ask-on-enable',
    title: "The browser is asked about notifications only on 'Enable alerts', and its answer kept",
    source: decided('Orders'),
  },
  {
    id: 'FEAT-new-order-alert-follow-settings',
    title: "Notification permission changed in the site's settings is followed without asking",
    source: decided('Orders'),
  },
  {
    id: 'FEAT-new-order-alert-failed-accept-not-announced',
    title: 'An order back on the list after a failed Accept is counted again, not announced',
    source: decided('Orders'),
  },
  {
    id: 'FEAT-orders-pause-start',
    title: 'The owner pauses new orders for a length, or until resumed',
    source: decided('Service controls (API)'),
  },
  {
    id: 'FEAT-orders-pause-minutes-left',
    title: 'A pause shows the time left in whole minutes, rounded up (none when until resumed)',
    source: decided('Orders'),
  },
  {
    id: 'FEAT-orders-pause-runs-out',
    title: 'A pause ends on the page when its time runs out',
    source: decided('Orders'),
  },
  {
    id: 'FEAT-orders-pause-resume',
    title: 'A pause until resumed ends when the owner resumes',
    source: decided('Service controls (API)'),
  },
  {
    id: 'FEAT-orders-pause-page-not-taking',
    title: "A paused restaurant's page says it takes no orders now; its cart still works",
    source: decided('Restaurants'),
  },
  {
    id: 'FEAT-busy-mode-start',
    title: 'Busy mode adds minutes beside the delivery time, with an end',
    source: decided('The kitchen says yes or no'),
  },
  {
    id: 'FEAT-busy-mode-ends-by-clock',
    title: 'Busy mode ends by the clock',
    source: decided('The kitchen says yes or no'),
  },
  {
    id: 'FEAT-busy-mode-end',
    title: "'End busy' ends busy mode at once",
    source: decided('The kitchen says yes or no'),
  },
];

export const REQUIREMENT_IDS: ReadonlySet<string> = new Set(REQUIREMENTS.map(({ id }) => id));
