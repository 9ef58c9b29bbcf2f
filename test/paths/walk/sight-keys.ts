import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';

/**
 * The sights whose keys the snapshot matches, as xstate/graph's `path.test` picks them
 * (createTestModel's stateMatcher, then TestModel's fallback): a '#id' key names a state node
 * the snapshot is in, any other key is a state value for `snapshot.matches`; when none
 * matches, the '*' sight, if there is one.
 */
export function sightKeysFor(
  machine: AnyStateMachine,
  sightKeys: string[],
  snapshot: AnyMachineSnapshot,
): string[] {
  const keys = sightKeys.filter((key) =>
    key.startsWith('#')
      ? snapshot._nodes.includes(machine.getStateNodeById(key))
      : snapshot.matches(key),
  );
  return keys.length === 0 && sightKeys.includes('*') ? ['*'] : keys;
}
