import { useSelector } from '@xstate/react';
import { Button } from '@/components/ui/button';
import type { PushOptInActorRef } from '../push/use-push-opt-in';
import { ALERT_TEXTS } from './owner-orders.texts';
import { AlertNote, ControlGroup, ToggleButton } from './orders-tab.styles';
import type { NewOrderAlertActorRef } from './use-new-order-alert';

const PUSH_PROBLEMS = {
  'enable-failed': ALERT_TEXTS.whenClosedOnFailed,
  'disable-failed': ALERT_TEXTS.whenClosedOffFailed,
} as const;

/**
 * 'Enable alerts' (or what the browser allows), then, where the browser can push, the switch of
 * alerts while the app is closed; and the 'Mute' switch of the new-order chime.
 */
export function OrderAlerts({
  actor,
  push,
}: {
  actor: NewOrderAlertActorRef;
  push: PushOptInActorRef;
}) {
  const asking = useSelector(actor, (snapshot) => snapshot.hasTag('asking'));
  const notifying = useSelector(actor, (snapshot) => snapshot.hasTag('notifying'));
  const blocked = useSelector(actor, (snapshot) => snapshot.hasTag('blocked'));
  const muted = useSelector(actor, (snapshot) => snapshot.context.muted);
  const pushOffered = useSelector(
    push,
    (snapshot) => snapshot.hasTag('on') || snapshot.hasTag('off'),
  );
  const pushOn = useSelector(push, (snapshot) => snapshot.hasTag('on'));
  const pushBusy = useSelector(push, (snapshot) => snapshot.hasTag('busy'));
  const pushProblem = useSelector(push, (snapshot) => snapshot.context.problem);

  return (
    <ControlGroup role="group" aria-label={ALERT_TEXTS.group}>
      {notifying && <AlertNote>{ALERT_TEXTS.on}</AlertNote>}
      {notifying && (pushOffered || pushBusy) && (
        <ToggleButton
          type="button"
          aria-pressed={pushOn}
          aria-busy={pushBusy}
          disabled={pushBusy}
          onClick={() => push.send({ type: pushOn ? 'push.disable' : 'push.enable' })}
        >
          {ALERT_TEXTS.whenClosed}
        </ToggleButton>
      )}
      {notifying && pushProblem && <AlertNote role="alert">{PUSH_PROBLEMS[pushProblem]}</AlertNote>}
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
