import * as React from 'react';

/**
 * React's development build records, for every element it creates, where it was created: an
 * `Error` whose stack says which component rendered it (its "owner stack", shown in React's own
 * warnings). Making those errors is about a tenth of a web test's processor time (a profile of
 * the owner order's mutants: 13 s of 99 s in `jsxDEV` and `createElement`), for warnings that no
 * test reads.
 *
 * React makes at most 10,000 of them between two renders a second apart, and past that gives
 * every element one shared stack; this keeps its count past that limit, so that every element
 * gets the shared one. React still warns as it does, naming the component, without the stack
 * of where it was created: `REACT_OWNER_STACKS=1` keeps them, for a test whose warning needs it.
 * Should a React release count them otherwise, nothing changes.
 */
export function skipOwnerStacks(): void {
  if (process.env.REACT_OWNER_STACKS) return;
  const internals = (React as unknown as Record<string, unknown>)
    .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  if (typeof internals !== 'object' || internals === null) return;
  if (!('recentlyCreatedOwnerStacks' in internals)) return;
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    get: () => Number.POSITIVE_INFINITY,
    // React sets it back to 0 as a render starts.
    set: () => undefined,
  });
}
