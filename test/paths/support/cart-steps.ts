import { screen } from '@testing-library/react';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { Step } from 'xstate/graph';
import { addToCart } from '../../src/features/cart/cart-test-kit';
import type { CartModelEvent } from '../models/cart.model';
import type { CartPage } from './cart-page';

type StepRunner = (step: Step<AnyMachineSnapshot, EventObject>) => Promise<void>;

const run =
  (does: (event: CartModelEvent) => Promise<void>): StepRunner =>
  ({ event }) =>
    does(event as CartModelEvent);

/** Each model event done to the page, as the customer does it. */
export function cartSteps(page: CartPage): Record<CartModelEvent['type'], StepRunner> {
  return {
    'page.open': run(async (event) => {
      if (event.type === 'page.open') await page.open(event.stored);
    }),
    'item.add': run(async (event) => {
      if (event.type === 'item.add') await addToCart(page.user, event.dish);
    }),
    'item.remove': run(async (event) => {
      if (event.type !== 'item.remove') return;
      await page.user.click(screen.getByRole('button', { name: `Remove ${event.dish}` }));
    }),
    'menu.tiramisuSellsOut': run(() => page.sellOutTiramisu()),
    'page.reload': run(() => page.reload()),
  };
}
