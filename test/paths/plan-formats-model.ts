import type { AnyMachineSnapshot, AnyStateNode } from 'xstate';
import { runnablePathsOf, type ModelPath, type PathModel } from './path-model';
import { caseId, type PlanCase, type PlanSuite } from './plan-formats';
import { criteriaCoverageOf } from './criteria/criteria-coverage';
import type { CriterionPlan } from './criteria/criterion-plans';
import { requirementsOfPath } from './requirements/model-requirements';

// 'cartEmpty' → 'cart empty': the models name states in camelCase.
const words = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

/** 'filled › orderable', or the state's own description when the model gives one. */
const stateText = (node: AnyStateNode) => node.description ?? node.path.map(words).join(' › ');

/**
 * What to observe in a state: the models describe no UI (the sights under support/ check it),
 * so this names the state the page should be in, one per parallel region.
 */
export function expectedIn(snapshot: AnyMachineSnapshot): string {
  const leaves = (snapshot._nodes as AnyStateNode[])
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .sort((a, b) => a.order - b.order);
  return `State ${leaves.map((node) => `"${stateText(node)}"`).join(' and ')}`;
}

function caseOf(model: PathModel, path: ModelPath, id: string): PlanCase {
  const steps = path.steps.slice(1).map((step) => ({
    action: model.describeEvent(step.event),
    expected: expectedIn(step.state),
  }));
  const reached = steps.at(-1)?.expected.replace(/^State /, '') ?? 'the start';
  const title = `Reaches ${reached} in ${steps.length} steps`;
  return { id, title, steps, requirements: requirementsOfPath(model, path) };
}

/** The model's runnable paths as test cases, with their coverage beside. */
export const planSuiteOf = (model: PathModel): PlanSuite =>
  criterionPlanSuiteOf(model, { criterion: 'transitions', paths: runnablePathsOf(model) });

/** A plan's paths as test cases, with what they cover of each criterion beside. */
export function criterionPlanSuiteOf(
  model: PathModel,
  { criterion, paths }: Pick<CriterionPlan, 'criterion' | 'paths'>,
): PlanSuite {
  return {
    name: model.name,
    cases: paths.map((path, index) => caseOf(model, path, caseId(model.name, index, paths.length))),
    ...criteriaCoverageOf(model, paths),
    criterion,
  };
}
