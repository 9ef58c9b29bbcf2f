import { act } from '@testing-library/react';
import toast from 'react-hot-toast';
import { pathModel } from './models/checkout.model';
import { describePath, runnablePathsOf } from './path-model';
import { PageSlot } from './support/checkout-page';
import { checkoutSights } from './support/checkout-sights';
import { checkoutSteps } from './support/checkout-steps';

afterEach(() => {
  act(() => toast.remove());
  jest.restoreAllMocks();
});

describe('checkout paths, run on the restaurant page', () => {
  for (const path of runnablePathsOf(pathModel)) {
    it(describePath(pathModel, path), async () => {
      const slot = new PageSlot();
      await path.test({ events: checkoutSteps(slot), states: checkoutSights(slot) });
    });
  }
});
