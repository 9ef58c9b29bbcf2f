import { criteriaCoverageOf, unreachableGuardOutcomesOf } from './criteria-coverage';
import { criterionPlanOf } from './criterion-plans';
import { guardOutcomesOf, guardOutcomesOfStep, guardText } from './guard-outcomes';
import { doorModel } from './small-machine';

const { machine } = doorModel;
const start = machine.resolveState({ value: 'shut', context: { locked: true, knocks: 0 } });

test('every guarded candidate has a true and a false outcome, named by its place', () => {
  expect(guardOutcomesOf(machine)).toEqual([
    'door.shut open#1 [isUnlocked] true',
    'door.shut open#1 [isUnlocked] false',
    'door.shut open#2 [canKnock] true',
    'door.shut open#2 [canKnock] false',
    'door.shut unlock [isLocked] true',
    'door.shut unlock [isLocked] false',
  ]);
});

test('a candidate passed over is false, the one taken true, the ones after it not evaluated', () => {
  expect(guardOutcomesOfStep(machine, start, { type: 'open' })).toEqual([
    'door.shut open#1 [isUnlocked] false',
    'door.shut open#2 [canKnock] true',
  ]);
  const unlocked = machine.resolveState({ value: 'shut', context: { locked: false, knocks: 0 } });
  expect(guardOutcomesOfStep(machine, unlocked, { type: 'open' })).toEqual([
    'door.shut open#1 [isUnlocked] true',
  ]);
});

test('combined guards are named with what they combine', () => {
  expect(guardText({ type: 'isPlanned', params: 1 })).toBe('isPlanned');
  const not = Object.assign(function not() {}, { guards: ['isSignedIn'] });
  expect(guardText(Object.assign(function and() {}, { guards: ['a', not] }))).toBe(
    'and(a, not(isSignedIn))',
  );
});

test('the guards plan reaches every outcome a step can show, and names the one it cannot', () => {
  const plan = criterionPlanOf(doorModel, 'guards');
  const { guardOutcomes } = criteriaCoverageOf(doorModel, plan.paths);
  // 'unlock' is offered only while locked, and 'open' once knocked twice changes nothing.
  expect(unreachableGuardOutcomesOf(doorModel)).toEqual([
    'door.shut open#2 [canKnock] false',
    'door.shut unlock [isLocked] false',
  ]);
  expect(guardOutcomes.missing).toEqual(unreachableGuardOutcomesOf(doorModel));
  expect(guardOutcomes.covered).toBe(4);
});
