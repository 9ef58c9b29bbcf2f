/**
 * A model's state-to-check table, keyed as xstate/graph's `path.test` reads it: each of the
 * states its expectation covers (listed once, beside the expectation) with the one check a
 * runner makes there, reading its own page, jsdom's or the browser's.
 */
export const checkingEach = <Check>(
  states: readonly string[],
  check: Check,
): Record<string, Check> => Object.fromEntries(states.map((state) => [state, check]));
