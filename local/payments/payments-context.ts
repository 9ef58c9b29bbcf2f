import type { FastifyBaseLogger } from 'fastify';
import type { RefundSettlement } from './refund-settlement';
import type { RefundStore } from './refund-store';
import type { SessionStore } from './session-store';
import type { RetryPolicy, WebhookSender } from './webhook-sender';

/** How the local hosted checkout is set up. */
export interface PaymentsServerOptions {
  port: number;
  host: string;
  /** The secret key API callers must present (STRIPE_SECRET_KEY). */
  secretKey: string;
  /** Signs the events sent to `webhookUrl` (STRIPE_WEBHOOK_SECRET). */
  webhookSecret: string;
  /** Where events such as `checkout.session.completed` are posted, e.g. http://localhost:7000/api/order/checkout/webhook. */
  webhookUrl: string;
  /** Sessions, refunds and undelivered events are kept here, e.g. `.data/payments`. */
  dataDir: string;
  /** Where browsers reach this server; defaults to http://localhost:{the port it listens on}. */
  publicUrl?: string;
  retry?: Partial<RetryPolicy>;
  /** How long a refund stays pending before it settles; 1 s unless set. */
  refundSettleMs?: number;
  logger?: FastifyBaseLogger;
}

/** What the routes of the local hosted checkout share. */
export interface PaymentsContext {
  options: PaymentsServerOptions;
  sessions: SessionStore;
  refunds: RefundStore;
  settlement: RefundSettlement;
  webhooks: WebhookSender;
  /** Known once the server listens. */
  publicUrl(): string;
}
