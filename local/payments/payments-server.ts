import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import type { Config } from '@server/config';
import {
  closeGracefully,
  FASTIFY_SERVER_OPTIONS,
  listen,
  type RunningServer,
} from '@server/running-server';
import type { PaymentsContext, PaymentsServerOptions } from './payments-context';
import { payRoutes } from './pay.routes';
import { RefundSettlement } from './refund-settlement';
import { createRefundStore } from './refund-store';
import { createSessionStore } from './session-store';
import { stripeApiRoutes } from './stripe-api.routes';
import { DEFAULT_RETRY, WebhookSender } from './webhook-sender';

export type { PaymentsServerOptions } from './payments-context';

/** The local hosted checkout's settings from the API's configuration. */
export function paymentsOptionsFromConfig(config: Config): PaymentsServerOptions {
  return {
    port: config.paymentsPort,
    host: config.host,
    secretKey: config.stripeSecretKey,
    webhookSecret: config.stripeWebhookSecret,
    webhookUrl: `${config.apiBaseUrl}/api/order/checkout/webhook`,
    dataDir: path.join(config.dataDir, 'payments'),
    publicUrl: config.stripeApiUrl,
  };
}

/** The app with its sessions loaded and undelivered events resumed; it does not listen. */
async function buildPaymentsApp(options: PaymentsServerOptions) {
  const logger = options.logger ?? pino({ level: 'info' });
  const app: FastifyInstance = Fastify({
    ...FASTIFY_SERVER_OPTIONS,
    loggerInstance: logger,
    bodyLimit: 256 * 1024,
    // While closing, requests on open connections are still answered (running-server.ts).
    return503OnClosing: false,
  });
  const sessions = createSessionStore(path.join(options.dataDir, 'sessions'), logger);
  await sessions.load();
  const refunds = createRefundStore(path.join(options.dataDir, 'refunds'), logger);
  await refunds.load();
  const webhooks = new WebhookSender({
    url: options.webhookUrl,
    secret: options.webhookSecret,
    dir: path.join(options.dataDir, 'webhooks'),
    retry: { ...DEFAULT_RETRY, ...options.retry },
    log: logger,
  });
  const settlement = new RefundSettlement({ sessions, refunds, webhooks, log: logger });
  let publicUrl = options.publicUrl;
  const context: PaymentsContext = {
    options,
    sessions,
    refunds,
    settlement,
    webhooks,
    publicUrl: () => {
      if (!publicUrl) throw new Error('The payments server is not listening yet');
      return publicUrl;
    },
  };
  await app.register(stripeApiRoutes, context);
  await app.register(payRoutes, context);
  // Settling first: its last events are then handed to the sender before the sender stops.
  const quiesce = async () => {
    await settlement.close();
    await webhooks.close();
  };
  app.addHook('onClose', quiesce);
  return { app, webhooks, settlement, quiesce, setPublicUrl: (url: string) => (publicUrl ??= url) };
}

/**
 * Starts the local hosted checkout: the Stripe API calls the server makes (checkout sessions and
 * refunds), the payment page, and webhooks to the API. Sessions, refunds and undelivered events
 * survive a restart.
 */
export async function startPaymentsServer(options: PaymentsServerOptions): Promise<RunningServer> {
  const { app, webhooks, settlement, quiesce, setPublicUrl } = await buildPaymentsApp(options);
  const url = await listen(app, { port: options.port, host: options.host }).catch(
    async (error: unknown) => {
      await app.close();
      throw error;
    },
  );
  setPublicUrl(url);
  await webhooks.resume();
  settlement.resume();
  return {
    url,
    // A shutdown's first step: no retry starts and no refund settles any more (events and pending
    // refunds wait on disk for the next start); deliveries under way are waited for while the
    // API is still there to answer them.
    quiesce,
    close: (closeOptions) => closeGracefully(app, closeOptions),
  };
}
