import type { FastifyPluginAsync } from 'fastify';
import type { Unlisten } from '@server/db/database';
import type { AppDependencies } from '../dependencies';
import { runPeriodically } from '../orders/periodic-work';
import { PUSH_OUTBOX_CHANNEL } from './push-outbox';
import { createPushSender } from './push-sender';
import { isAllowedPushEndpoint } from './push-services';
import { pushSubscriptionRoutes } from './push-subscription.routes';
import { createPushWorker } from './push-worker';
import { vapidKeysOf } from './vapid-keys';

/**
 * How often each process looks at the outbox without being told: for events whose notification
 * it missed (its listening connection broke, or it was starting).
 */
export const PUSH_SWEEP_MS = 15_000;

/**
 * Web push: the subscription routes, and this process's sender, woken by the outbox trigger's
 * notification (any process's write) and every PUSH_SWEEP_MS. Senders claim events, so any
 * number of processes push side by side, each event once.
 */
export const pushApi: FastifyPluginAsync<AppDependencies & { sendPushes: boolean }> = async (
  app,
  { sendPushes, ...deps },
) => {
  const { config, database } = deps;
  const keys = await vapidKeysOf(config);
  const isAllowed = (endpoint: string) =>
    isAllowedPushEndpoint(endpoint, config.pushServiceOrigins);
  await app.register(pushSubscriptionRoutes, { ...deps, publicKey: keys.publicKey, isAllowed });
  if (!sendPushes) return;

  const worker = createPushWorker({
    db: database.db,
    send: createPushSender({ keys, subject: config.vapidSubject, log: app.log, isAllowed }),
    apiBaseUrl: config.apiBaseUrl,
    log: app.log,
  });

  let listening: Promise<Unlisten> | undefined;
  const listen = () => {
    listening ??= database
      .listen(
        PUSH_OUTBOX_CHANNEL,
        () => void worker.drain(),
        (error) => {
          app.log.warn({ err: error }, 'push notifications lost; the sweep listens again');
          listening = undefined;
        },
      )
      .catch((error: unknown) => {
        listening = undefined;
        throw error;
      });
    return listening;
  };
  runPeriodically(app, 'sending pushes', PUSH_SWEEP_MS, async () => {
    await listen();
    await worker.drain();
  });
  app.addHook('onClose', async () => {
    const unlisten = await listening?.catch(() => undefined);
    listening = undefined;
    await unlisten?.().catch((error: unknown) => app.log.warn({ err: error }, 'unlisten failed'));
    await worker.stop();
  });
};
