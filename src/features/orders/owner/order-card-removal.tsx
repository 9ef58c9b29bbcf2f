import { useSelector } from '@xstate/react';
import { RemoveButton, RemovingSoon } from './order-card.styles';
import type { OwnerOrderActorRef } from './use-owner-order-actor';

/** The corner of a delivered order's card: 'Removing soon...', then the red X. */
export function OrderCardRemoval({
  actor,
  customerName,
}: {
  actor: OwnerOrderActorRef;
  customerName: string;
}) {
  const removingSoon = useSelector(actor, (snapshot) => snapshot.hasTag('removingSoon'));
  const removing = useSelector(actor, (snapshot) => snapshot.hasTag('removing'));
  const canRemove = useSelector(actor, (snapshot) => snapshot.can({ type: 'order.remove' }));

  if (removingSoon) return <RemovingSoon role="status">Removing soon...</RemovingSoon>;
  if (!canRemove && !removing) return null;
  return (
    <RemoveButton
      type="button"
      aria-label={`Remove order for ${customerName}`}
      aria-busy={removing}
      disabled={removing}
      onClick={() => actor.send({ type: 'order.remove' })}
    >
      X
    </RemoveButton>
  );
}
