import sse from '@fastify/sse';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderEventRoutes } from '@contract/order-events.routes';
import { userOf } from '../../auth/require-user';
import type { AppDependencies } from '../../dependencies';
import { httpError } from '../../plugins/errors.plugin';
import { findRestaurantIdOfOwner } from '../order-query.service';
import { missedEvents, resumeTimeOf } from './order-catch-up';
import { createOrderEventHub, type OrderSubscription } from './order-event-hub';
import { openOrderStream } from './order-event-stream';
import { createOrderNotifications } from './order-notifications';

/** What an event stream answers with, before its first event. */
const STREAM_HEADERS = {
  'content-type': 'text/event-stream',
  'cache-control': 'no-cache',
  'x-accel-buffering': 'no',
};

/**
 * The two order streams (docs/api.md): every order change, fed by the database's notifications,
 * reaches the open streams of this process that may see it.
 */
export const orderEventsRoutes: FastifyPluginAsyncZod<AppDependencies> = async (app, deps) => {
  const { database, requireUser, config } = deps;
  const db = database.db;
  const heartbeatMs = config.orderEventsHeartbeatMs;
  const hub = createOrderEventHub(db, config.apiBaseUrl, app.log);
  const notifications = createOrderNotifications(database, app.log, {
    onNotification: (notification) => hub.notify(notification),
    onLost: () => hub.closeAll(),
  });
  // Before the server stops accepting: open streams would otherwise keep it from closing.
  app.addHook('preClose', async () => hub.closeAll());
  app.addHook('onClose', () => notifications.close());
  await app.register(sse);

  const stream = async (request: FastifyRequest, reply: FastifyReply, of: OrderSubscription) => {
    // HEAD (which Fastify derives from GET) gets the stream's headers and ends: a stream that
    // never ends would otherwise leave it unanswered for good.
    if (request.method === 'HEAD') return reply.headers(STREAM_HEADERS).send();
    await notifications.ensureListening().catch((error: unknown) => {
      request.log.error({ err: error }, 'order notifications unavailable');
      throw httpError(503, 'Live order events are unavailable; try again later');
    });
    const opened = await openOrderStream(reply, heartbeatMs);
    const unsubscribe = hub.subscribe(of, opened);
    if (reply.sse.isConnected) reply.sse.onClose(unsubscribe);
    else unsubscribe();
    const since = resumeTimeOf(reply.sse.lastEventId);
    try {
      const missed = since ? await missedEvents(db, of, since, config.apiBaseUrl) : [];
      for (const event of missed) await opened.sendNow(event);
      opened.goLive();
    } catch (error) {
      // Headers are sent: the client sees the stream end, reconnects and catches up then.
      if (reply.sse.isConnected) request.log.error({ err: error }, 'order catch-up failed');
      opened.close();
    }
  };
  const sseOptions = { kind: 'manual', heartbeat: false, serializer: String } as const;
  // A stream is written as events happen; compression would hold them back (compression.plugin).
  const streamOptions = { sse: sseOptions, compress: false } as const;

  app.route({
    ...orderEventRoutes.getMyOrderEvents,
    ...streamOptions,
    preParsing: requireUser,
    handler: (request, reply) => stream(request, reply, { userId: userOf(request).id }),
  });

  app.route({
    ...orderEventRoutes.getMyRestaurantOrderEvents,
    ...streamOptions,
    preParsing: requireUser,
    handler: async (request, reply) => {
      const restaurantId = await findRestaurantIdOfOwner(db, userOf(request).id);
      if (!restaurantId) throw httpError(404, 'Restaurant not found');
      await stream(request, reply, { restaurantId });
    },
  });
};
