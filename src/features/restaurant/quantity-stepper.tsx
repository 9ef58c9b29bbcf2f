import { useSelector } from '@xstate/react';
import { MAX_QUANTITY, MIN_QUANTITY } from '@contract/checkout-limits';
import type { ChooserActorRef } from '@machines/menu-choice/chooser.machine';
import { Count, Step, Stepper } from './quantity-stepper.styles';

/**
 * How many of the dish, from 1 to 99. At a bound its button says it is unavailable but keeps
 * focus (aria-disabled), so a keyboard user pressing it is not thrown out of the stepper.
 */
export function QuantityStepper({ chooser }: { chooser: ChooserActorRef }) {
  const quantity = useSelector(chooser, (snapshot) => snapshot.context.quantity);
  return (
    <Stepper role="group" aria-label="Quantity">
      <Step
        type="button"
        aria-label="Decrease quantity"
        aria-disabled={quantity <= MIN_QUANTITY}
        onClick={() => chooser.send({ type: 'quantity.decrease' })}
      >
        −
      </Step>
      <Count aria-live="polite">{quantity}</Count>
      <Step
        type="button"
        aria-label="Increase quantity"
        aria-disabled={quantity >= MAX_QUANTITY}
        onClick={() => chooser.send({ type: 'quantity.increase' })}
      >
        +
      </Step>
    </Stepper>
  );
}
