import { useSelector } from '@xstate/react';
import { Button } from '@/components/ui/button';
import { ALERT_TEXTS } from './owner-orders.texts';
import { AlertNote, ControlGroup, ToggleButton } from './orders-tab.styles';
import type { NewOrderAlertActorRef } from './use-new-order-alert';

/** 'Enable alerts' (or what the browser allows) and the 'Mute' switch of the new-order chime. */
export function OrderAlerts({ actor }: { actor: NewOrderAlertActorRef }) {
  const asking = useSelector(actor, (snapshot) => snapshot.hasTag('asking'));
  const notifying = useSelector(actor, (snapshot) => snapshot.hasTag('notifying'));
  const blocked = useSelector(actor, (snapshot) => snapshot.hasTag('blocked'));
  const muted = useSelector(actor, (snapshot) => snapshot.context.muted);

  return (
    <ControlGroup role="group" aria-label={ALERT_TEXTS.group}>
      {notifying && <AlertNote>{ALERT_TEXTS.on}</AlertNote>}
      {blocked && <AlertNote>{ALERT_TEXTS.blocked}</AlertNote>}
      {!notifying && !blocked && (
        <Button
          type="button"
          aria-busy={asking}
          disabled={asking}
          onClick={() => actor.send({ type: 'alerts.enable' })}
        >
          {ALERT_TEXTS.enable}
        </Button>
      )}
      <ToggleButton
        type="button"
        aria-pressed={muted}
        onClick={() => actor.send({ type: 'mute.toggle' })}
      >
        {ALERT_TEXTS.mute}
      </ToggleButton>
    </ControlGroup>
  );
}
