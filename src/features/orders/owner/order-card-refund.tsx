import { CANCELLATION_REASON_LABELS } from '@contract/kitchen-limits';
import type { Order } from '@contract/order';
import { CANCELLED_LABEL } from '@contract/order-status';
import { formatPrice } from '@/lib/money';
import { CancelledNote } from './order-card-kitchen.styles';
import { KITCHEN_TEXTS } from './owner-orders.texts';

/**
 * What was cancelled and refunded of an order: 'Cancelled' and why (a cancelled order), and the
 * refund so far, 'Refund pending' while the payment provider has refused it (it is retried).
 */
export function OrderCardRefund({ order }: { order: Order }) {
  const { cancellation, refund } = order;
  const cancelled = order.status === 'cancelled';
  if (!cancelled && !refund) return null;
  const reason = cancellation && CANCELLATION_REASON_LABELS[cancellation.reason];
  return (
    <CancelledNote>
      {cancelled && (
        <p>
          <strong>{CANCELLED_LABEL}</strong>
          {reason && ` · ${reason}`}
          {cancellation?.note && `: ${cancellation.note}`}
        </p>
      )}
      {refund && (
        <p>
          {refund.status === 'failed'
            ? KITCHEN_TEXTS.refundPending(formatPrice(refund.amount))
            : KITCHEN_TEXTS.refundedAmount(formatPrice(refund.amount))}
        </p>
      )}
    </CancelledNote>
  );
}
