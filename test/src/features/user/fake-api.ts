import { config } from '@/app/config';

/** A request the page sent, as the API would see it. */
export interface SentRequest {
  method: string;
  path: string;
  authorization: string | null;
  body: unknown;
}

export interface Answer {
  status: number;
  body?: unknown;
}

/** What a route answers: always the same, or worked out (possibly later) per request. */
export type Route = Answer | ((request: SentRequest) => Answer | Promise<Answer>);

function json({ status, body }: Answer): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * Stands in for the API at the fetch edge: `routes` is keyed by 'METHOD /path'. Returns every
 * request sent, in order. A request no route expects answers 501, so a test sees it.
 */
export function fakeApi(routes: Record<string, Route>): SentRequest[] {
  const sent: SentRequest[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const url = new URL(request.url);
    const text = await request.text();
    const seen: SentRequest = {
      method: request.method,
      path: url.origin === config.apiBaseUrl ? url.pathname : request.url,
      authorization: request.headers.get('authorization'),
      body: text ? JSON.parse(text) : undefined,
    };
    sent.push(seen);
    const route = routes[`${seen.method} ${seen.path}`];
    if (!route) return json({ status: 501, body: { message: `No fake for ${seen.path}` } });
    return json(typeof route === 'function' ? await route(seen) : route);
  });
  return sent;
}

/** An answer the test gives when it chooses, to see what the page shows meanwhile. */
export function deferredAnswer() {
  let answer: (value: Answer) => void = () => undefined;
  const promise = new Promise<Answer>((resolve) => {
    answer = resolve;
  });
  return { route: () => promise, answer };
}
