import type { MachineInspector } from '@/lib/machine-inspection';

let active: MachineInspector | undefined;

/**
 * The inspector pages rendered by renderWithProviders give their machines: set while a suite
 * records what the product's machines do (test/paths), none otherwise.
 */
export const activeMachineInspector = () => active;

export function setMachineInspector(inspector: MachineInspector | undefined): void {
  active = inspector;
}
