import { coverageOf, runnablePathsOf, type ModelPath, type PathModel } from './path-model';
import { namesOf } from './machine-graph';

/** The states and transitions one path goes through. */
function reachedBy(model: PathModel, path: ModelPath): Set<string> {
  const { states, transitions } = coverageOf(model, [path]);
  const missing = new Set([...states.missing, ...transitions.missing]);
  const { states: allStates, transitions: allTransitions } = namesOf(model.machine);
  return new Set([...allStates, ...allTransitions].filter((name) => !missing.has(name)));
}

/**
 * Few paths that together go through every state and transition the runnable paths reach: the
 * path adding the most not yet reached, again and again (greedy set cover), kept in the order
 * they are generated. A browser run takes these by default; every path is a much longer run.
 */
export function coveringPathsOf(model: PathModel): ModelPath[] {
  const paths = runnablePathsOf(model);
  const reached = paths.map((path) => reachedBy(model, path));
  const chosen = new Set<number>();
  const covered = new Set<string>();
  for (;;) {
    let best = -1;
    let bestGain = 0;
    reached.forEach((names, index) => {
      const gain = [...names].filter((name) => !covered.has(name)).length;
      if (gain > bestGain) [best, bestGain] = [index, gain];
    });
    if (best === -1) break;
    chosen.add(best);
    for (const name of reached[best]) covered.add(name);
  }
  return paths.filter((_, index) => chosen.has(index));
}
