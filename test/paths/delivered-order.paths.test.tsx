import { act } from '@testing-library/react';
import toast from 'react-hot-toast';
import { pathModel } from './models/delivered-order.model';
import { describePath, runnablePathsOf } from './path-model';
import { openOrderStatusPage } from './support/delivered-order-page';
import { deliveredOrderSights } from './support/delivered-order-sights';
import { deliveredOrderSteps } from './support/delivered-order-steps';

jest.setTimeout(20_000);
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => toast.remove());
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('delivered order paths, run on the customer’s /order-status', () => {
  for (const path of runnablePathsOf(pathModel)) {
    it(describePath(pathModel, path), async () => {
      const page = await openOrderStatusPage();
      await path.test({ events: deliveredOrderSteps(page), states: deliveredOrderSights(page) });
    });
  }
});
