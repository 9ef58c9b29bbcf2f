import { createContext, useContext } from 'react';
import type { InspectionEvent } from 'xstate';

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
