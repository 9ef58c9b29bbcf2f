import { waitFor, within } from '@testing-library/react';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { Step } from 'xstate/graph';
import { userApi } from '@/api/user.api';
import { addToCart } from '../../src/features/cart/cart-test-kit';
import { itemNameOf, opensSignedIn, type CheckoutModelEvent } from '../models/checkout.model';
import { checkoutButton, deliveryDialog, SHOPPER, type PageSlot } from './checkout-page';

type StepRunner = (step: Step<AnyMachineSnapshot, EventObject>) => Promise<void> | void;

/** Each model event done to the page: what the user does, or the network answering. */
export function checkoutSteps(slot: PageSlot): Record<CheckoutModelEvent['type'], StepRunner> {
  const page = () => slot.current;
  return {
    'page.open': ({ event }) => void slot.open(opensSignedIn(event)),
    'restaurant.arrives': () => page().releaseRestaurant(),
    'pausedRestaurant.arrives': () => page().releasePausedRestaurant(),
    'item.add': ({ event }) => addToCart(page().user, itemNameOf(event)),
    'user.arrives': async () => {
      page().releaseUser();
      // Nothing on the page changes until checkout starts: wait until the app holds the record.
      const selectUser = userApi.endpoints.getMyUser.select();
      await waitFor(() => expect(selectUser(page().store.getState()).data).toEqual(SHOPPER));
    },
    'checkout.start': () => page().user.click(checkoutButton()),
    'dialog.close': () =>
      page().user.click(within(deliveryDialog()).getByRole('button', { name: 'Close' })),
    'details.submit': () =>
      page().user.click(
        within(deliveryDialog()).getByRole('button', { name: 'Continue to payment' }),
      ),
    'server.answers': () => page().answerSession(),
    'server.fails': () => page().failSession(),
    'page.restored': () => page().comeBack(),
  };
}
