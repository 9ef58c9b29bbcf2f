import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { ApiRoute } from '@contract/api-route';

const EVENT_STREAM = 'text/event-stream';
/** An event stream sends its first event at once; waiting longer means it hangs. */
const FIRST_EVENT_MS = 5_000;

/** True for a route whose 200 is a stream of server-sent events, which never ends by itself. */
export function answersEventStream(route: ApiRoute): boolean {
  const answer = route.schema.response[200];
  return answer !== undefined && 'content' in answer && EVENT_STREAM in answer.content;
}

/**
 * Sends `options` as `inject` does, but reads an event stream only up to its first event, which
 * must be `retry:`, then hangs up as a client closing the page would (the server then ends the
 * stream). Any other answer is read whole.
 */
export async function injectReadingStream(
  app: FastifyInstance,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  const response = await app.inject({ ...options, payloadAsStream: true });
  const isStream = String(response.headers['content-type']).startsWith(EVENT_STREAM);
  const chunks: Buffer[] = [];
  const body = response.stream();
  const read = new Promise<void>((resolve, reject) => {
    body.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (isStream && Buffer.concat(chunks).includes('\n\n')) resolve();
    });
    body.on('end', resolve);
    body.on('error', reject);
  });
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('no first event')), FIRST_EVENT_MS);
  });
  await Promise.race([read, late]).finally(() => clearTimeout(timer));
  if (isStream) response.raw.res.destroy();

  const rawPayload = Buffer.concat(chunks);
  const text = rawPayload.toString();
  if (isStream && !/^retry: \d+\n\n/.test(text)) {
    throw new Error(`the stream did not open with retry: ${JSON.stringify(text)}`);
  }
  return { ...response, rawPayload, payload: text, body: text, json: () => JSON.parse(text) };
}
