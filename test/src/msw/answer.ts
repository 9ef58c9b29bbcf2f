import { HttpResponse, type HttpResponseResolver, type PathParams } from 'msw';
import { sentRequest, type SentRequest } from './server';

/** What the API answers: a status and a JSON body (none when undefined). */
export interface Answer {
  status: number;
  body?: unknown;
}

/** An answer that is always the same, or worked out (possibly later) for each request. */
export type Reply =
  Answer | ((request: SentRequest, params: PathParams<string>) => Answer | Promise<Answer>);

export const jsonResponse = ({ status, body }: Answer) =>
  new HttpResponse(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** A resolver that answers with `reply`, once the request's body has been noted. */
export const answering =
  (reply: Reply): HttpResponseResolver =>
  async ({ requestId, params }) => {
    const request = await sentRequest(requestId);
    return jsonResponse(typeof reply === 'function' ? await reply(request, params) : reply);
  };

/** An answer the test gives when it chooses, to see what the page shows meanwhile. */
export function deferredAnswer() {
  let answer: (value: Answer) => void = () => undefined;
  const promise = new Promise<Answer>((resolve) => {
    answer = resolve;
  });
  return { reply: () => promise, answer };
}
