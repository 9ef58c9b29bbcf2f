import {
  createMachine,
  not,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
} from 'xstate';
import { transitionName } from '../machine-graph';
import {
  actionsIn,
  candidatesAt,
  copyConfig,
  nodeAt,
  nodePathsOf,
  setCandidatesAt,
  slotsOf,
  type NodeConfig,
  type TransitionConfig,
  type TransitionSlot,
} from './machine-config';

/** One small change to a product machine, made from its config; the paths should notice it. */
export interface Mutant {
  /** The product machine's id ('cart'). */
  machineId: string;
  /** 'cart: item.remove in filled.blocked [isLastLine] targets restoring instead of empty' */
  description: string;
  /** The transitions (or, for a state's entry and exit, the state) a path must go through to
   * meet the change, as machine-graph.ts names them. */
  concerns: string[];
  /**
   * The state the machine must be in for the change to make any difference: the transition's
   * source (a guard made to hold, or a delay halved, changes what happens there even where the
   * transition was never taken), or the state itself. A path that never enters it runs the
   * mutant step for step as it runs the machine.
   */
  inState: string;
  /** The changed machine: `machine`'s config changed, with `machine`'s implementations. */
  change: (machine: AnyStateMachine) => AnyStateMachine;
}

type Implementations = AnyStateMachine['implementations'];

// Each change's copy of each config it was applied to. A view makes its machine afresh on every
// render (`machine.provide(…)` keeps the config), and @xstate/react starts a new actor whenever
// the config is a different object: the mutant must keep one config, or the page never settles.
const changedConfigs = new WeakMap<(root: NodeConfig) => void, WeakMap<object, NodeConfig>>();

function changedConfig(config: NodeConfig, changeConfig: (root: NodeConfig) => void): NodeConfig {
  let copies = changedConfigs.get(changeConfig);
  if (!copies) changedConfigs.set(changeConfig, (copies = new WeakMap()));
  let copy = copies.get(config);
  if (!copy) {
    copy = copyConfig(config);
    changeConfig(copy);
    copies.set(config, copy);
  }
  return copy;
}

const keepConfig = () => undefined;

/** Changes a copy of the config (and, for a delay, the implementations), then recreates. */
function recreated(
  machine: AnyStateMachine,
  changeConfig: (root: NodeConfig) => void,
  changeImplementations: (given: Implementations) => Implementations = (given) => given,
): AnyStateMachine {
  const config = changedConfig(machine.config as NodeConfig, changeConfig);
  return createMachine(config as never, changeImplementations(machine.implementations) as never);
}

const nameOf = (item: unknown, fallback: string): string => {
  if (typeof item === 'string') return item;
  if (typeof item === 'object' && item !== null && 'type' in item) return String(item.type);
  if (typeof item === 'function') {
    // XState's own actions (assign, raise, sendTo …) are functions carrying their type.
    const type = (item as { type?: unknown }).type;
    if (typeof type === 'string') return type.replace(/^xstate\./, '');
  }
  return fallback;
};

const resolvedNode = (machine: AnyStateMachine, path: string[]): AnyStateNode =>
  path.reduce<AnyStateNode>((node, key) => node.states[key], machine.root);

/** The transitions XState made of a slot's candidates, in the same order. */
function resolvedCandidates(node: AnyStateNode, slot: TransitionSlot): AnyTransitionDefinition[] {
  if (slot.kind === 'always') return node.always ?? [];
  if (slot.kind === 'on') return node.transitions.get(slot.event) ?? [];
  const eventType =
    slot.kind === 'after'
      ? [...node.transitions.keys()].find((type) =>
          type.startsWith(`xstate.after.${slot.delay}.${node.id}`),
        )
      : `xstate.${slot.outcome === 'onDone' ? 'done' : 'error'}.actor.${node.invoke[slot.index].id}`;
  return eventType ? (node.transitions.get(eventType) ?? []) : [];
}

const pathText = (path: string[]) => (path.length ? path.join('.') : '(root)');
const nodeText = (node: AnyStateNode) => pathText(node.path);

function slotText(node: NodeConfig, slot: TransitionSlot): string {
  if (slot.kind === 'on') return slot.event;
  if (slot.kind === 'always') return 'always';
  if (slot.kind === 'after')
    return /^\d+$/.test(slot.delay) ? `after ${slot.delay} ms` : `after ${slot.delay}`;
  const invocation = (node.invoke instanceof Array ? node.invoke : [node.invoke])[
    slot.index
  ] as NodeConfig;
  return `${nameOf(invocation.src, 'its actor')} ${slot.outcome === 'onDone' ? 'done' : 'fails'}`;
}

/** Where a mutant changes something: a slot's candidate, or a state's entry or exit. */
interface Site {
  machine: AnyStateMachine;
  path: string[];
  slot: TransitionSlot;
  index: number;
  candidates: TransitionConfig[];
  resolved: AnyTransitionDefinition;
  /** 'item.remove in filled.blocked [isLastLine]' */
  text: string;
}

/** Changes one candidate of a copy of the config. */
const changingCandidate =
  (site: Site, change: (candidates: TransitionConfig[]) => TransitionConfig[]) =>
  (root: NodeConfig) => {
    const node = nodeAt(root, site.path);
    setCandidatesAt(node, site.slot, change(candidatesAt(node, site.slot)));
  };

const replaceAt = <T>(list: T[], index: number, item: T) =>
  list.map((old, at) => (at === index ? item : old));

function transitionMutants(site: Site, actionNames: string[]): Omit<Mutant, 'machineId'>[] {
  const { index, resolved, text } = site;
  const concerns = [transitionName(resolved)];
  const inState = resolved.source.id;
  const mutant = (description: string, changeConfig: (root: NodeConfig) => void) => ({
    description: `${text} ${description}`,
    concerns,
    inState,
    change: (given: AnyStateMachine) => recreated(given, changeConfig),
  });
  const candidate = site.candidates[index];
  const mutants = [
    mutant(
      'is removed',
      changingCandidate(site, (list) => list.filter((_, at) => at !== index)),
    ),
  ];
  // Another target: the next sibling of the one it has, so that every target changes once.
  const target = resolved.target?.[0];
  const siblings = target?.parent ? Object.values(target.parent.states) : [];
  if (target && siblings.length > 1) {
    const other = siblings[(siblings.indexOf(target) + 1) % siblings.length];
    mutants.push(
      mutant(
        `targets ${nodeText(other)} instead of ${nodeText(target)}`,
        changingCandidate(site, (list) =>
          replaceAt(list, index, { ...candidate, target: `#${other.id}` }),
        ),
      ),
    );
  }
  if (candidate.guard !== undefined) {
    const guard = nameOf(candidate.guard, 'its guard');
    mutants.push(
      mutant(
        `with its guard ${guard} negated`,
        changingCandidate(site, (list) =>
          replaceAt(list, index, { ...candidate, guard: not(candidate.guard as never) }),
        ),
      ),
      mutant(
        `taken whatever its guard ${guard} says`,
        changingCandidate(site, (list) =>
          replaceAt(list, index, { ...candidate, guard: () => true }),
        ),
      ),
    );
  }
  const actions = actionsIn(candidate.actions);
  actions.forEach((action, at) => {
    const withActions = (next: unknown[]) =>
      changingCandidate(site, (list) => replaceAt(list, index, { ...candidate, actions: next }));
    const made = actionMutants(action, at, actions, actionNames, withActions, 'no longer does');
    mutants.push(
      ...made.map((changed) => ({
        ...changed,
        description: `${text} ${changed.description}`,
        concerns,
        inState,
      })),
    );
  });
  return mutants;
}

/** Dropping the action at `at`, and swapping it for the next of the machine's named actions. */
function actionMutants(
  action: unknown,
  at: number,
  actions: unknown[],
  actionNames: string[],
  withActions: (next: unknown[]) => (root: NodeConfig) => void,
  droppedText: string,
): Array<{
  description: string;
  change: (m: AnyStateMachine) => AnyStateMachine;
}> {
  const name = nameOf(action, 'an inline action');
  const made = [
    {
      description: `${droppedText} ${name}`,
      change: withActions(actions.filter((_, index) => index !== at)),
    },
  ];
  const named = typeof action === 'string' || (typeof action === 'object' && action !== null);
  const others = actionNames.filter((other) => other !== name);
  if (named && others.length > 0) {
    const other = others.find((candidate) => candidate > name) ?? others[0];
    const swapped = typeof action === 'string' ? other : { ...(action as NodeConfig), type: other };
    made.push({
      description: `does ${other} instead of ${name}`,
      change: withActions(replaceAt(actions, at, swapped)),
    });
  }
  return made.map(({ description, change }) => ({
    description,
    change: (given: AnyStateMachine) => recreated(given, change),
  }));
}

/** A delay twice as long, and half as long, for each `after` of the state. */
function delayMutants(machine: AnyStateMachine, path: string[], node: NodeConfig) {
  const after = node.after as NodeConfig | undefined;
  if (!after) return [];
  return Object.keys(after).flatMap((delay) => {
    const state = resolvedNode(machine, path);
    const resolved = resolvedCandidates(state, { kind: 'after', delay });
    const concerns = resolved.map(transitionName);
    return [2, 0.5].map((factor) => {
      const numeric = /^\d+$/.test(delay);
      const description = numeric
        ? `after ${delay} ms in ${pathText(path)} waits ${Number(delay) * factor} ms`
        : `after ${delay} in ${pathText(path)} waits ${factor === 2 ? 'twice' : 'half'} as long`;
      const renameDelay = (root: NodeConfig) => {
        const changed = nodeAt(root, path);
        const entries = Object.entries(changed.after as NodeConfig).map(([key, value]) =>
          key === delay ? [String(Number(delay) * factor), value] : [key, value],
        );
        changed.after = Object.fromEntries(entries);
      };
      const scaleNamedDelay = (given: Implementations): Implementations => {
        const original = given.delays?.[delay];
        const scaled = (...args: unknown[]) =>
          factor *
          Number(
            typeof original === 'function'
              ? (original as (...a: unknown[]) => unknown)(...args)
              : original,
          );
        return { ...given, delays: { ...given.delays, [delay]: scaled } };
      };
      return {
        description,
        concerns,
        inState: state.id,
        change: (given: AnyStateMachine) =>
          numeric ? recreated(given, renameDelay) : recreated(given, keepConfig, scaleNamedDelay),
      };
    });
  });
}

/** Dropping or swapping each action a state does on entry and on exit. */
function entryExitMutants(
  machine: AnyStateMachine,
  path: string[],
  node: NodeConfig,
  actionNames: string[],
) {
  const stateId = resolvedNode(machine, path).id;
  return (['entry', 'exit'] as const).flatMap((key) => {
    const actions = actionsIn(node[key]);
    const verb = key === 'entry' ? 'entering' : 'leaving';
    return actions.flatMap((action, at) =>
      actionMutants(
        action,
        at,
        actions,
        actionNames,
        (next) => (root) => {
          nodeAt(root, path)[key] = next;
        },
        'no longer does',
      ).map((mutant) => ({
        ...mutant,
        description: `${verb} ${pathText(path)} ${mutant.description}`,
        concerns: [stateId],
        inState: stateId,
      })),
    );
  });
}

/**
 * Every mutant of a machine: each transition removed, sent to another target, its guard negated
 * or made to always hold, each of its actions dropped or swapped for another; each delay
 * doubled and halved; each entry and exit action dropped or swapped. Descriptions are unique:
 * the file of equivalent mutants beside a model names them.
 */
export function mutantsOf(machine: AnyStateMachine): Mutant[] {
  const root = machine.config as NodeConfig;
  const actionNames = Object.keys(machine.implementations.actions ?? {}).sort();
  const made: Array<Omit<Mutant, 'machineId'>> = [];
  for (const path of nodePathsOf(root)) {
    const node = nodeAt(root, path);
    for (const slot of slotsOf(node)) {
      const candidates = candidatesAt(node, slot);
      const resolved = resolvedCandidates(resolvedNode(machine, path), slot);
      candidates.forEach((candidate, index) => {
        const guard =
          candidates.length > 1
            ? ` [${candidate.guard === undefined ? 'otherwise' : nameOf(candidate.guard, 'its guard')}]`
            : '';
        const site: Site = {
          machine,
          path,
          slot,
          index,
          candidates,
          resolved: resolved[index],
          text: `${slotText(node, slot)} in ${pathText(path)}${guard}`,
        };
        made.push(...transitionMutants(site, actionNames));
      });
    }
    made.push(...delayMutants(machine, path, node));
    made.push(...entryExitMutants(machine, path, node, actionNames));
  }
  const seen = new Map<string, number>();
  return made.map((mutant) => {
    const count = (seen.get(mutant.description) ?? 0) + 1;
    seen.set(mutant.description, count);
    const description = count > 1 ? `${mutant.description} (${count})` : mutant.description;
    return { ...mutant, machineId: machine.id, description: `${machine.id}: ${description}` };
  });
}
