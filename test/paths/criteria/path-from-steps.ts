import type { EventObject } from 'xstate';
import type { TestParam } from 'xstate/graph';
import { testModelOf, type ModelPath, type PathModel } from '../path-model';
import type { ModelStep } from './step-graph';

/**
 * A runnable path made of steps of the model's graph, shaped as the test model's own paths: an
 * initial step ('xstate.init', the initial state), then each event with the state it reaches.
 */
export function pathFromSteps(
  model: PathModel,
  initial: ModelPath['state'],
  steps: ModelStep[],
): ModelPath {
  const testModel = testModelOf(model);
  const statePath = {
    state: steps.at(-1)?.toState ?? initial,
    steps: [
      { event: { type: 'xstate.init' } as EventObject, state: initial },
      ...steps.map((step) => ({ event: step.event, state: step.toState })),
    ],
    weight: steps.length,
  };
  const events = steps.map((step) => JSON.stringify(step.event)).join(' → ');
  return {
    ...statePath,
    description: `Reaches ${JSON.stringify(statePath.state.value)}: ${events}`,
    test: (params: TestParam<ModelPath['state'], EventObject>) =>
      testModel.testPath(statePath, params),
  };
}
