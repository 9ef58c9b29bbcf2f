import { z } from 'zod';
import { errorResponses } from './api-error';
import { BEARER_SECURITY, defineRoute, type MediaAnswer } from './api-route';
import * as orderEventPaths from './order-events.paths';
import { ORDER_EVENT, ORDER_EVENTS_RETRY_MS, ORDER_REMOVED_EVENT } from './order-events';

const EXAMPLE =
  'retry: 2000\n\n' +
  'event: order\nid: 2026-03-14T19:10:02.114Z\n' +
  'data: {"_id":"e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b","status":"inProgress",…}\n\n' +
  ': keep-alive\n\n';

/** The 200 of a stream: server-sent events, open until either side closes. */
function eventStream(list: string): MediaAnswer {
  return {
    description:
      `Server-sent events, open until either side closes: \`retry: ${ORDER_EVENTS_RETRY_MS}\` first, ` +
      `then an \`${ORDER_EVENT}\` event (\`id\`: the order's \`updatedAt\`; \`data\`: the order ` +
      `as ${list} answers it) for every change, and \`: keep-alive\` every 15 s.`,
    content: {
      'text/event-stream': { schema: z.string().meta({ example: EXAMPLE }) },
    },
  };
}

const resume =
  'With `Last-Event-ID` (an `id` this stream sent), the orders of the list changed at or after ' +
  'that time come first, then live events; without it, only live events.';

/**
 * Pushed order changes: a stream per order list, fed by every API process. The bearer token goes
 * in the Authorization header, never in the URL.
 */
export const orderEventRoutes = {
  getMyOrderEvents: defineRoute({
    ...orderEventPaths.getMyOrderEvents,
    schema: {
      summary: "The caller's orders as they change",
      description: `The orders GET /api/order shows, as they change. ${resume}`,
      tags: ['Orders'],
      security: BEARER_SECURITY,
      response: {
        200: eventStream('GET /api/order'),
        ...errorResponses(401, 404, 503),
      },
    },
  }),
  getMyRestaurantOrderEvents: defineRoute({
    ...orderEventPaths.getMyRestaurantOrderEvents,
    schema: {
      summary: "The paid orders of the caller's restaurant as they change",
      description:
        'The orders GET /api/my/restaurant/order shows, as they change (a new paid order ' +
        `included); an order the owner removed comes as \`${ORDER_REMOVED_EVENT}\` with ` +
        `\`data: {"_id": …}\`. ${resume}`,
      tags: ['My restaurant'],
      security: BEARER_SECURITY,
      response: {
        200: eventStream('GET /api/my/restaurant/order'),
        ...errorResponses(401, 404, 503),
      },
    },
  }),
};
