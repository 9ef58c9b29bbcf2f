import type { FastifyInstance } from 'fastify';
import type { Headers } from './order-test-kit';

export const CUSTOMER_EVENTS = '/api/order/events';
export const OWNER_EVENTS = '/api/my/restaurant/order/events';

/** One server-sent event as a client parses it; a comment line comes as `comment`. */
export interface StreamEvent {
  event?: string;
  id?: string;
  data?: string;
  retry?: number;
  comment?: string;
}

/** An open stream read over real HTTP, as a browser's fetch reads it. */
export interface EventReader {
  status: number;
  headers: globalThis.Headers;
  /** Resolves with the next event `matching` (any by default); every event is kept in `seen`. */
  next(matching?: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  seen: StreamEvent[];
  /** Resolves when the server ends the stream (or `close` does). */
  ended: Promise<void>;
  close(): void;
}

/** The address `app` listens on, on a free port of the loopback interface. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

/** Opens `path` on `baseUrl` with `headers` and reads what it answers, event by event. */
export async function openEvents(
  baseUrl: string,
  path: string,
  headers: Headers | Record<string, string> = {},
): Promise<EventReader> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}${path}`, { headers, signal: abort.signal });
  const seen: StreamEvent[] = [];
  let unread: StreamEvent[] = [];
  let wake: (() => void) | undefined;
  let ended = false;
  const body = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const reading = (async () => {
    let text = '';
    try {
      for (let chunk = await body.read(); !chunk.done; chunk = await body.read()) {
        text += chunk.value;
        let end: number;
        while ((end = text.indexOf('\n\n')) >= 0) {
          const event = parseEvent(text.slice(0, end));
          text = text.slice(end + 2);
          seen.push(event);
          unread.push(event);
        }
        wake?.();
      }
    } catch {
      // Aborted by close().
    }
    ended = true;
    wake?.();
  })();

  const next: EventReader['next'] = async (matching = () => true, timeoutMs = 5_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = unread.findIndex(matching);
      if (index >= 0) {
        const event = unread[index];
        unread = unread.slice(index + 1);
        return event;
      }
      if (ended) throw new Error(`the stream ended; seen: ${JSON.stringify(seen)}`);
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`no such event in ${timeoutMs} ms; seen: ${JSON.stringify(seen)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  };
  return {
    status: response.status,
    headers: response.headers,
    next,
    seen,
    ended: reading,
    close: () => void body.cancel(),
  };
}

function parseEvent(block: string): StreamEvent {
  const event: StreamEvent = {};
  for (const line of block.split('\n')) {
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === '') event.comment = value;
    else if (field === 'retry') event.retry = Number(value);
    else if (field === 'data')
      event.data = event.data === undefined ? value : `${event.data}\n${value}`;
    else if (field === 'event' || field === 'id') event[field] = value;
  }
  return event;
}

/** The `data` of an event, parsed. */
export function dataOf<T>(event: StreamEvent): T {
  return JSON.parse(event.data ?? 'null') as T;
}
