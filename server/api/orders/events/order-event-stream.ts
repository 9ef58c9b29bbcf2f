import type { FastifyReply } from 'fastify';
import type { SSEMessage } from '@fastify/sse';
import { ORDER_EVENTS_RETRY_MS } from '@contract/order-events';

/** One event, its `data` already JSON text: made once per change, whoever receives it. */
export interface OrderStreamEvent {
  event: string;
  id?: string;
  data: string;
}

/** One open stream: events, once it has caught up, in the order they were given. */
export interface OrderStream {
  send(event: OrderStreamEvent): void;
  /**
   * Ends the stream with a reconnect hint (`retry:`): its client reconnects, to this process or
   * the next one when this one is stopping, and catches up.
   */
  close(): void;
}

/** A stream still sending what its client missed: live events wait until `goLive`. */
export interface CatchingUpStream extends OrderStream {
  sendNow(event: OrderStreamEvent): Promise<void>;
  goLive(): void;
}

/**
 * More unsent bytes than this and the client is not reading: the stream ends rather than grow
 * without bound, and the client catches up when it reconnects.
 */
const MAX_UNSENT_BYTES = 1024 * 1024;

/**
 * Opens the event stream on `reply` (@fastify/sse): `retry:` first, then a `: keep-alive`
 * comment every `heartbeatMs` so that proxies keep an idle stream open.
 */
export async function openOrderStream(
  reply: FastifyReply,
  heartbeatMs: number,
): Promise<CatchingUpStream> {
  const { sse } = reply;
  sse.keepAlive();
  await sse.send({ data: undefined, retry: ORDER_EVENTS_RETRY_MS } as SSEMessage);
  const heartbeat = setInterval(() => {
    if (sse.isConnected) reply.raw.write(': keep-alive\n\n');
  }, heartbeatMs);
  heartbeat.unref();
  const { socket } = reply.raw;
  // The connection ends with the stream (its client reconnects anew): kept alive, it would hold
  // a closing server open until it timed out. Ended as soon as the stream's last chunk is
  // written: a client that took the connection back for its next request meanwhile would
  // otherwise have that request read and then cut.
  const endConnection = () => {
    if (reply.raw.writableFinished) socket?.destroySoon();
    else reply.raw.once('finish', () => socket?.destroySoon());
  };
  sse.onClose(() => {
    clearInterval(heartbeat);
    endConnection();
  });

  let waiting: OrderStreamEvent[] | undefined = [];
  const close = () => {
    if (sse.isConnected && reply.raw.headersSent && !reply.raw.writableEnded) {
      reply.raw.write(`retry: ${ORDER_EVENTS_RETRY_MS}\n\n`);
    }
    sse.close();
    endConnection();
  };
  const write = (event: OrderStreamEvent) => {
    if (!sse.isConnected) return;
    if (reply.raw.writableLength > MAX_UNSENT_BYTES) return close();
    sse.send(event).catch(close);
  };
  return {
    send(event) {
      if (waiting) waiting.push(event);
      else write(event);
    },
    close,
    sendNow: (event) => sse.send(event),
    goLive() {
      const caughtUp = waiting ?? [];
      waiting = undefined;
      caughtUp.forEach(write);
    },
  };
}
