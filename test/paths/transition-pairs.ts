import { coverageAmong, type Coverage } from './path-model';

/** One edge of a model's state graph: the transition(s) one step takes between two states. */
export interface GraphEdge {
  from: string;
  to: string;
  transition: string;
}

/** 'cart.empty item.add → cart.filled ⇒ cart.filled.orderable item.add → …' */
export const pairName = (first: string, second: string) => `${first} ⇒ ${second}`;

/**
 * Every pair of consecutive transitions the graph allows: one into a state, then one out of it.
 * Pairs are named by transition, so two states entered by the same transition share their pairs.
 */
export function transitionPairsOf(edges: GraphEdge[]): string[] {
  const outOf = new Map<string, Set<string>>();
  for (const { from, transition } of edges) {
    outOf.set(from, (outOf.get(from) ?? new Set()).add(transition));
  }
  const pairs = new Set<string>();
  for (const { to, transition } of edges) {
    for (const next of outOf.get(to) ?? []) pairs.add(pairName(transition, next));
  }
  return [...pairs].sort();
}

/** The pairs a path takes, given the transitions of its steps in order. */
export function pairsTaken(paths: string[][]): Set<string> {
  const taken = new Set<string>();
  for (const path of paths) {
    path.slice(1).forEach((transition, index) => taken.add(pairName(path[index], transition)));
  }
  return taken;
}

/** How many of the graph's transition pairs the paths take (an optional criterion). */
export const pairCoverageOf = (edges: GraphEdge[], paths: string[][]): Coverage =>
  coverageAmong(transitionPairsOf(edges), pairsTaken(paths));
