import type { MachineInspector, MachineVariant } from '@/lib/machine-inspection';

let active: MachineInspector | undefined;

/**
 * The inspector pages rendered by renderWithProviders give their machines: set while a suite
 * records what the product's machines do (test/paths), none otherwise.
 */
export const activeMachineInspector = () => active;

export function setMachineInspector(inspector: MachineInspector | undefined): void {
  active = inspector;
}

let variant: MachineVariant | undefined;

/** The variant pages rendered by renderWithProviders run their machines as: a mutant, or none. */
export const activeMachineVariant = () => variant;

/** Set while mutation testing runs paths against a mutant (test/paths/mutation). */
export function setMachineVariant(next: MachineVariant | undefined): void {
  variant = next;
}
