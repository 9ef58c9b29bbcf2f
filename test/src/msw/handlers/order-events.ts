import { http, HttpResponse } from 'msw';
import type { Order } from '@contract/order';
import { apiUrl } from '../server';

/** One connection to an order stream, as the API sees it: what it was sent, and a way to push. */
export interface StreamConnection {
  authorization: string | null;
  lastEventId: string | null;
  /** Sends an `order` event with the order's updatedAt as its id. */
  sendOrder(order: Order): void;
  sendRemoved(orderId: string): void;
  /** Ends the stream from the server's side, as a restarting API does. */
  end(): void;
}

/**
 * An order event stream (GET …/events) the test drives: every connection, in order, with a
 * handle to push events into it.
 */
export function serveOrderEvents(path: '/api/order/events' | '/api/my/restaurant/order/events') {
  const connections: StreamConnection[] = [];
  const encoder = new TextEncoder();
  const handler = http.get(apiUrl(path), ({ request }) => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start: (given) => {
        controller = given;
      },
    });
    const send = (text: string) => controller.enqueue(encoder.encode(text));
    connections.push({
      authorization: request.headers.get('authorization'),
      lastEventId: request.headers.get('last-event-id'),
      sendOrder: (order) =>
        send(`event: order\nid: ${order.updatedAt}\ndata: ${JSON.stringify(order)}\n\n`),
      sendRemoved: (orderId) =>
        send(`event: order-removed\ndata: ${JSON.stringify({ _id: orderId })}\n\n`),
      end: () => controller.close(),
    });
    send('retry: 2000\n\n');
    return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
  });
  return { handler, connections };
}
