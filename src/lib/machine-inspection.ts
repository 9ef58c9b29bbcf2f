import { createContext, useContext } from 'react';
import type { AnyStateMachine, InspectionEvent } from 'xstate';

export type MachineInspector = (event: InspectionEvent) => void;

/**
 * Where the page's machines report each step they take: nowhere in the app. The generated test
 * paths listen, to count which states and transitions of the product's machines they reach; a
 * developer can plug in an inspector the same way.
 */
export const MachineInspectionContext = createContext<MachineInspector | undefined>(undefined);

/** The options every machine a view starts is given: its input, and the inspector if any. */
export function useMachineOptions<TInput>(input: TInput) {
  return { input, inspect: useContext(MachineInspectionContext) };
}

/** Stands in for a machine: returns the machine to run in its place. */
export type MachineVariant = <TMachine extends AnyStateMachine>(machine: TMachine) => TMachine;

/**
 * Which machine a view runs: the one it names, in the app. Mutation testing (test/paths/mutation)
 * swaps in a changed copy of it, to see whether the generated paths notice the change.
 */
export const MachineVariantContext = createContext<MachineVariant | undefined>(undefined);

/** The machine to start: `machine` itself, unless a variant stands in for it. */
export function useMachineVariant<TMachine extends AnyStateMachine>(machine: TMachine): TMachine {
  const variant = useContext(MachineVariantContext);
  return variant ? variant(machine) : machine;
}
