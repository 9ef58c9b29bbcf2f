import { describePath, runnablePathsOf } from '../path-model';
import { pairName } from '../transition-pairs';
import { criteriaCoverageOf } from './criteria-coverage';
import { criterionPlanOf } from './criterion-plans';
import { PlanBudgetExceeded } from './plan-budget';
import { doorModel } from './small-machine';

const describe = (paths: Parameters<typeof describePath>[1][]) =>
  paths.map((path) => describePath(doorModel, path));

test('the transitions plan is the runnable paths', () => {
  const plan = criterionPlanOf(doorModel, 'transitions');
  expect(describe(plan.paths)).toEqual(describe(runnablePathsOf(doorModel)));
  expect(plan.added).toEqual([]);
});

test('the pairs plan adds paths until every pair of consecutive transitions is taken', () => {
  const runnable = criteriaCoverageOf(doorModel, runnablePathsOf(doorModel));
  expect(runnable.transitionPairs.missing).toContain(
    pairName('door.open close → door.shut', 'door.shut open#1 → door.open'),
  );
  const plan = criterionPlanOf(doorModel, 'pairs');
  expect(criteriaCoverageOf(doorModel, plan.paths).transitionPairs.missing).toEqual([]);
  expect(plan.added.length).toBeGreaterThan(0);
  // Each added path is new, and starts from the start.
  const known = new Set(describe(runnablePathsOf(doorModel)));
  for (const path of plan.added) {
    expect(known.has(describePath(doorModel, path))).toBe(false);
    expect(path.steps[0].event.type).toBe('xstate.init');
  }
});

test('a model past the budget is refused with its name and the bound', () => {
  const budget = { explorationSteps: 2, addedPaths: 10, milliseconds: 60_000 };
  expect(() => criterionPlanOf(doorModel, 'pairs', budget)).toThrow(PlanBudgetExceeded);
  expect(() => criterionPlanOf(doorModel, 'pairs', budget)).toThrow(/^door: .*more than 2 events/);
});
