import { act } from '@testing-library/react';
import toast from 'react-hot-toast';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { TestParam } from 'xstate/graph';
import { setMachineInspector } from '../machine-inspection-recorder';
import { describePath, runnablePathsOf, type PathModel } from './path-model';
import { ProductCoverageRecorder } from './product-coverage';
import { criterionPathsToRun } from './criteria/criterion-paths-to-run';

/** How a path is run: a fresh page per path, and what its steps do and its states look like. */
export interface PathRunner<Page> {
  open: () => Page | Promise<Page>;
  steps: (page: Page) => TestParam<AnyMachineSnapshot, EventObject>['events'];
  sights: (page: Page) => TestParam<AnyMachineSnapshot, EventObject>['states'];
  /** Whether the page runs on Jest's fake clock (its steps let time pass). */
  fakeClock?: boolean;
  /** The ids of the product machines (machines/) this model stands for: the paths must reach
   * every state and transition of each, as the pages run them. */
  productMachines: string[];
}

/**
 * One test per generated path of `model`, named by its steps: the page is opened afresh, then
 * every step is done to it and every state it reaches is checked. What the product's machines
 * did meanwhile is recorded (product-coverage.ts).
 */
export function describePaths<Page>(title: string, model: PathModel, runner: PathRunner<Page>) {
  describe(title, () => {
    const recorder = new ProductCoverageRecorder();
    beforeAll(() => setMachineInspector(recorder.inspect));
    afterAll(() => {
      setMachineInspector(undefined);
      recorder.save(model.name.replace(/\W+/g, '-'));
    });
    if (runner.fakeClock) {
      beforeEach(() => jest.useFakeTimers());
      afterEach(() => jest.useRealTimers());
    }
    afterEach(() => {
      act(() => toast.remove());
      jest.restoreAllMocks();
    });

    // The runnable paths, then those the pairs and guards plans add (criteria/).
    for (const path of [...runnablePathsOf(model), ...criterionPathsToRun(model)]) {
      it(describePath(model, path), async () => {
        const page = await runner.open();
        await path.test({ events: runner.steps(page), states: runner.sights(page) });
      });
    }

    // Jest runs a file's tests in order: this one comes after every path.
    it.each(runner.productMachines)('the paths reach every state and transition of %s', (id) => {
      const reached = recorder.coverageOf(id);
      expect(reached).toBeDefined();
      expect({
        states: reached!.states.missing,
        transitions: reached!.transitions.missing,
      }).toEqual({ states: [], transitions: [] });
    });
  });
}
