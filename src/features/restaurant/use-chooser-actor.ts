import { useActorRef } from '@xstate/react';
import type { MenuItem } from '@contract/restaurant';
import {
  chooserMachine,
  type ChooserActorRef,
  type ChosenOrder,
} from '@machines/menu-choice/chooser.machine';
import { useMachineOptions, useMachineVariant } from '@/lib/machine-inspection';

/**
 * The running choice of `item`'s options (machines/menu-choice); 'Add to order' hands the order
 * to `onAdd`, which the menu passes on to the cart.
 */
export function useChooserActor(
  item: MenuItem,
  onAdd: (order: ChosenOrder) => void,
): ChooserActorRef {
  return useActorRef(
    useMachineVariant(
      chooserMachine.provide({ actions: { addToOrder: (_, order) => onAdd(order) } }),
    ),
    useMachineOptions({ item }),
  );
}
