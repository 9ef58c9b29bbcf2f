import { useSelector } from '@xstate/react';
import { Button } from '@/components/ui/button';
import type { PushOptInActorRef } from '../push/use-push-opt-in';
import { ORDER_UPDATES_TEXTS } from './order-status.texts';
import { OptInGroup, OptInNote } from './order-status-page.styles';

const PROBLEMS = {
  'enable-failed': ORDER_UPDATES_TEXTS.enableFailed,
  'disable-failed': ORDER_UPDATES_TEXTS.disableFailed,
} as const;

/**
 * 'Notify me about this order': the customer's order updates by web push, offered only where
 * this browser can push. Nothing is asked of the browser before the press.
 */
export function OrderUpdatesOptIn({ push }: { push: PushOptInActorRef }) {
  const on = useSelector(push, (snapshot) => snapshot.hasTag('on'));
  const off = useSelector(push, (snapshot) => snapshot.hasTag('off'));
  const busy = useSelector(push, (snapshot) => snapshot.hasTag('busy'));
  const blocked = useSelector(push, (snapshot) => snapshot.hasTag('blocked'));
  const problem = useSelector(push, (snapshot) => snapshot.context.problem);

  if (!on && !off && !busy && !blocked) return null;
  return (
    <OptInGroup role="group" aria-label={ORDER_UPDATES_TEXTS.group}>
      {on && <OptInNote role="status">{ORDER_UPDATES_TEXTS.on}</OptInNote>}
      {blocked && <OptInNote role="status">{ORDER_UPDATES_TEXTS.blocked}</OptInNote>}
      {on ? (
        <Button
          type="button"
          $variant="outline"
          aria-busy={busy}
          disabled={busy}
          onClick={() => push.send({ type: 'push.disable' })}
        >
          {ORDER_UPDATES_TEXTS.turnOff}
        </Button>
      ) : (
        !blocked && (
          <Button
            type="button"
            aria-busy={busy}
            disabled={busy}
            onClick={() => push.send({ type: 'push.enable' })}
          >
            {ORDER_UPDATES_TEXTS.notify}
          </Button>
        )
      )}
      {problem && <OptInNote role="alert">{PROBLEMS[problem]}</OptInNote>}
    </OptInGroup>
  );
}
