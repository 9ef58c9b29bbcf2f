/**
 * A machine's config as plain data to copy and change: XState keeps the config it was created
 * from (`machine.config`), and a mutant is a machine created again from a changed copy of it,
 * with the same implementations. Never the source files: the product stays as it is.
 */

/** One state node's config: `on`, `after`, `always`, `invoke`, `entry`, `exit`, `states`… */
export type NodeConfig = { [key: string]: unknown };

/** One candidate of a transition: its target, guard and actions. */
export type TransitionConfig = { [key: string]: unknown };

/** Where a list of candidate transitions sits in a state node's config. */
export type TransitionSlot =
  | { kind: 'on'; event: string }
  | { kind: 'after'; delay: string }
  | { kind: 'always' }
  | { kind: 'invoke'; index: number; outcome: 'onDone' | 'onError' };

const isPlainObject = (value: unknown): value is NodeConfig =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/**
 * A deep copy of plain objects and arrays; functions (inline guards and actions, `assign`s) and
 * other objects (machines given as actors) are shared, as they are never changed in place.
 */
export function copyConfig<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copyConfig) as T;
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copyConfig(v)])) as T;
}

/** The state node's config at `path` ('filled', 'orderable' …) under the machine's root. */
export function nodeAt(root: NodeConfig, path: string[]): NodeConfig {
  let node = root;
  for (const key of path) node = (node.states as Record<string, NodeConfig>)[key];
  return node;
}

/** The children of a state node's config, by key, in the order they are written. */
export const childKeysOf = (node: NodeConfig): string[] =>
  isPlainObject(node.states) ? Object.keys(node.states) : [];

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** A list of invocations, as the config may give one or several. */
export const invocationsOf = (node: NodeConfig): NodeConfig[] =>
  asArray(node.invoke as NodeConfig | NodeConfig[] | undefined);

/** The candidates written at a slot, each as an object ('empty' is `{ target: 'empty' }`). */
export function candidatesAt(node: NodeConfig, slot: TransitionSlot): TransitionConfig[] {
  const written = ((): unknown => {
    if (slot.kind === 'on') return (node.on as NodeConfig)[slot.event];
    if (slot.kind === 'after') return (node.after as NodeConfig)[slot.delay];
    if (slot.kind === 'always') return node.always;
    return invocationsOf(node)[slot.index][slot.outcome];
  })();
  return asArray(written as TransitionConfig | string | Array<TransitionConfig | string>).map(
    (candidate) =>
      typeof candidate === 'string' || Array.isArray(candidate) ? { target: candidate } : candidate,
  );
}

/** Writes the candidates back at a slot (an empty list leaves the event unhandled there). */
export function setCandidatesAt(
  node: NodeConfig,
  slot: TransitionSlot,
  candidates: TransitionConfig[],
): void {
  if (slot.kind === 'on') (node.on as NodeConfig)[slot.event] = candidates;
  else if (slot.kind === 'after') (node.after as NodeConfig)[slot.delay] = candidates;
  else if (slot.kind === 'always') node.always = candidates;
  else {
    const invocations = invocationsOf(node);
    invocations[slot.index][slot.outcome] = candidates;
    node.invoke = invocations;
  }
}

/** Every slot of a state node's config that holds transitions. */
export function slotsOf(node: NodeConfig): TransitionSlot[] {
  const slots: TransitionSlot[] = [];
  if (isPlainObject(node.on)) {
    for (const event of Object.keys(node.on)) slots.push({ kind: 'on', event });
  }
  if (isPlainObject(node.after)) {
    for (const delay of Object.keys(node.after)) slots.push({ kind: 'after', delay });
  }
  if (node.always !== undefined) slots.push({ kind: 'always' });
  invocationsOf(node).forEach((invocation, index) => {
    for (const outcome of ['onDone', 'onError'] as const) {
      if (invocation[outcome] !== undefined) slots.push({ kind: 'invoke', index, outcome });
    }
  });
  return slots;
}

/** Every state node's path under the root, the root's own (the empty path) first. */
export function nodePathsOf(root: NodeConfig, prefix: string[] = []): string[][] {
  return [
    prefix,
    ...childKeysOf(nodeAt(root, prefix)).flatMap((key) => nodePathsOf(root, [...prefix, key])),
  ];
}

/** The actions written in a list (`entry`, `exit`, or a transition's `actions`). */
export const actionsIn = (value: unknown): unknown[] => asArray(value as unknown[]);
