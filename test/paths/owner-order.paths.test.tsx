import { act } from '@testing-library/react';
import toast from 'react-hot-toast';
import { pathModel } from './models/owner-order.model';
import { describePath, runnablePathsOf } from './path-model';
import { openOrdersTab } from './support/owner-order-page';
import { ownerOrderSights } from './support/owner-order-sights';
import { ownerOrderSteps } from './support/owner-order-steps';

jest.setTimeout(20_000);
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => toast.remove());
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('owner order paths, run on the Orders tab of /manage-restaurant', () => {
  for (const path of runnablePathsOf(pathModel)) {
    it(describePath(pathModel, path), async () => {
      const page = await openOrdersTab();
      await path.test({ events: ownerOrderSteps(page), states: ownerOrderSights(page) });
    });
  }
});
