import { pathModel } from './models/cart.model';
import { planSuiteOf } from './plan-formats-model';
import { runnablePathsOf } from './path-model';

const suite = planSuiteOf(pathModel);

test('each runnable path of a model is a numbered test case', () => {
  expect(suite.cases.map((testCase) => testCase.id)).toEqual(
    runnablePathsOf(pathModel).map((_, index) => `cart-${String(index + 1).padStart(2, '0')}`),
  );
});

test('each step is the event as the model describes it, and the state it reaches', () => {
  expect(suite.cases[0].steps[0]).toEqual({
    action: 'open the restaurant page',
    expected: 'State "empty"',
  });
  expect(suite.cases[0].title).toBe(`Reaches "empty" in ${suite.cases[0].steps.length} steps`);
});

test('the cart paths take every transition pair of its graph', () => {
  expect(suite.transitionPairs).toMatchObject({ covered: 23, total: 23 });
});
