import { act } from '@testing-library/react';
import toast from 'react-hot-toast';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { TestParam } from 'xstate/graph';
import { describePath, runnablePathsOf, type PathModel } from './path-model';

/** How a path is run: a fresh page per path, and what its steps do and its states look like. */
export interface PathRunner<Page> {
  open: () => Page | Promise<Page>;
  steps: (page: Page) => TestParam<AnyMachineSnapshot, EventObject>['events'];
  sights: (page: Page) => TestParam<AnyMachineSnapshot, EventObject>['states'];
  /** Whether the page runs on Jest's fake clock (its steps let time pass). */
  fakeClock?: boolean;
}

/**
 * One test per generated path of `model`, named by its steps: the page is opened afresh, then
 * every step is done to it and every state it reaches is checked.
 */
export function describePaths<Page>(title: string, model: PathModel, runner: PathRunner<Page>) {
  describe(title, () => {
    if (runner.fakeClock) {
      beforeEach(() => jest.useFakeTimers());
      afterEach(() => jest.useRealTimers());
    }
    afterEach(() => {
      act(() => toast.remove());
      jest.restoreAllMocks();
    });

    for (const path of runnablePathsOf(model)) {
      it(describePath(model, path), async () => {
        const page = await runner.open();
        await path.test({ events: runner.steps(page), states: runner.sights(page) });
      });
    }
  });
}
