import type { FastifyBaseLogger } from 'fastify';
import { createSerialQueue } from '../shared/json-file';
import { toStripeCharge } from './charge';
import { toStripeRefund, type StoredRefund } from './refund';
import { refundsOfPayment, type RefundStore } from './refund-store';
import { sessionOfPaymentIntent, type SessionStore } from './session-store';
import { stripeEvent, type EventRequest } from './stripe-event';
import type { WebhookEvent, WebhookSender } from './webhook-sender';

/** How long a refund stays pending by default, as a card refund does for a moment on Stripe. */
export const DEFAULT_REFUND_SETTLE_MS = 1000;

/** Stripe's reason for the refunds of its test card 4000 0000 0000 5126. */
export const FAILED_REFUND_REASON = 'expired_or_canceled_card';

export interface RefundSettlementOptions {
  sessions: SessionStore;
  refunds: RefundStore;
  webhooks: WebhookSender;
  log: FastifyBaseLogger;
}

/**
 * Takes each pending refund to 'succeeded' (or 'failed', for the card whose refunds fail) once
 * its time comes, and sends the events Stripe sends: `refund.created` when it is made;
 * `refund.updated` and `charge.refund.updated` when it settles, then `charge.refunded` if it
 * succeeded or `refund.failed` if it failed.
 */
export class RefundSettlement {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Set<Promise<unknown>>();
  // Events go out one after another, so the API hears of a refund's changes in order.
  private readonly inOrder = createSerialQueue();
  private closed = false;

  constructor(private readonly options: RefundSettlementOptions) {}

  /** A refund was just made: says so and settles it when its time comes. */
  created(refund: StoredRefund, request: EventRequest): void {
    this.emit([stripeEvent('refund.created', toStripeRefund(refund), { request })]);
    this.schedule(refund);
  }

  /** Settles the refunds an earlier run left pending, at once if their time has passed. */
  resume(): void {
    for (const refund of this.options.refunds.values()) {
      if (refund.status === 'pending') this.schedule(refund);
    }
  }

  /** Settles no more refunds (they stay pending on disk for the next run); waits for events under way. */
  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    // A settlement under way may still queue its events: wait for those too.
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  private schedule(refund: StoredRefund): void {
    if (this.closed || this.timers.has(refund.id)) return;
    const timer = setTimeout(
      () => {
        this.timers.delete(refund.id);
        this.track(this.settle(refund.id)).catch((error: unknown) => {
          this.options.log.error({ refundId: refund.id, err: error }, 'refund not settled');
        });
      },
      Math.max(0, refund.settlesAt - Date.now()),
    );
    this.timers.set(refund.id, timer);
  }

  private async settle(id: string): Promise<void> {
    const { refunds, sessions, log } = this.options;
    const pending = refunds.get(id);
    if (!pending || pending.status !== 'pending') return;
    const settled: StoredRefund =
      pending.outcome === 'fail'
        ? { ...pending, status: 'failed', failureReason: FAILED_REFUND_REASON }
        : { ...pending, status: 'succeeded' };
    await refunds.save(settled);
    log.info({ refundId: id, status: settled.status }, 'refund settled');

    const refund = toStripeRefund(settled);
    const previous = { status: 'pending' };
    const events = [
      stripeEvent('refund.updated', refund, { previous }),
      stripeEvent('charge.refund.updated', refund, { previous }),
    ];
    if (settled.status === 'failed') {
      events.push(stripeEvent('refund.failed', refund));
    } else {
      const session = sessionOfPaymentIntent(sessions, settled.paymentIntentId);
      const charge = toStripeCharge(session!, refundsOfPayment(refunds, settled.paymentIntentId));
      events.push(stripeEvent('charge.refunded', charge));
    }
    this.emit(events);
  }

  /**
   * Sends the events in the background: the answer to POST /v1/refunds never waits for the API's
   * webhook, which may well wait for the very request (and its transaction) that made the refund.
   */
  private emit(events: WebhookEvent[]): void {
    const { webhooks, log } = this.options;
    for (const event of events) {
      this.track(this.inOrder(() => webhooks.send(event))).catch((error: unknown) => {
        log.error({ eventId: event.id, err: error }, 'refund event not kept');
      });
    }
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.running.add(promise);
    const forget = () => this.running.delete(promise);
    promise.then(forget, forget);
    return promise;
  }
}
