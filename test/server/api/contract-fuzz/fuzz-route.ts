import fc from 'fast-check';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema } from '@contract/api-error';
import type { ApiRoute, MediaAnswer } from '@contract/api-route';
import { JSON_BODY_LIMIT } from '@server/app';
import type { FuzzWorld } from './fuzz-world';
import type { FuzzRequest } from './requests';
import { prepare, type Sent } from './send';
import { answersEventStream, injectReadingStream } from './stream-answer';

/** One seed for every property of a test file, so that FUZZ_SEED replays the file's run. */
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
/** A bound on one route's property, shrinking included; a slow machine runs fewer cases. */
const TIME_LIMIT_MS = 30_000;

/**
 * Answers Fastify gives before a route runs, which the contract does not declare: 404 'Not
 * found' for a URL no route matches (a junk parameter holding '/'), 413 for a body over
 * JSON_BODY_LIMIT and 415 for a media type no parser takes. Accepted only when the request
 * called for them, and they must still answer `{ message }`.
 */
function answeredBeforeRouting(status: number, sent: Sent, response: LightMyRequestResponse) {
  const mediaType = sent.contentType?.split(';')[0].trim().toLowerCase();
  const unmatched = status === 404 && response.body === '{"message":"Not found"}';
  const tooLarge = status === 413 && sent.bytes > JSON_BODY_LIMIT;
  const unparsed = status === 415 && mediaType !== 'application/json' && mediaType !== 'text/plain';
  return unmatched || tooLarge || unparsed ? apiErrorSchema : undefined;
}

/** `menuItems.0.name: …`, `body: …`, `Stripe-Signature: …`: a 400 names its field first. */
const NAMES_A_FIELD = /^[A-Za-z_$][\w$-]*(\.([A-Za-z_$][\w$]*|\d+))*: \S/;

const isMedia = (answer: z.ZodType | MediaAnswer): answer is MediaAnswer => 'content' in answer;

/** Throws unless the answer is one the route's contract declares, in the declared shape. */
export function checkAnswer(route: ApiRoute, sent: Sent, response: LightMyRequestResponse) {
  const status = response.statusCode;
  const fail = (problem: string): never => {
    const body = response.body.length > 300 ? `${response.body.slice(0, 300)}…` : response.body;
    const url = sent.url.length > 300 ? `${sent.url.slice(0, 300)}…` : sent.url;
    throw new Error(`${sent.method} ${url} answered ${status} ${body}\n${problem}`);
  };
  if (status >= 500) fail('a server error');
  const declared = route.schema.response[status] ?? answeredBeforeRouting(status, sent, response);
  if (!declared) return fail(`the contract declares no ${status} for this route`);
  const contentType = String(response.headers['content-type']).split(';')[0];
  if (isMedia(declared)) {
    const media = declared.content[contentType] ?? fail(`${contentType} is not declared`);
    const payload = contentType.startsWith('text/') ? response.body : response.rawPayload;
    const parsed = media.schema.safeParse(payload);
    if (!parsed.success) fail(z.prettifyError(parsed.error));
    return;
  }
  if (contentType !== 'application/json') fail(`answered ${contentType}, not JSON`);
  const parsed = declared.safeParse(response.json());
  if (!parsed.success) fail(`the answer breaks its schema:\n${z.prettifyError(parsed.error)}`);
  if (status !== 400) return;
  const { message } = response.json<{ message: string }>();
  const named = sent.fieldNames.some((name) => message.startsWith(`${name}: `));
  if (!named && !NAMES_A_FIELD.test(message)) fail('the 400 does not name a field');
}

/** The lines of `after` that `before` does not have. */
const changes = (before: string, after: string) =>
  after
    .split('\n')
    .filter((line) => !before.split('\n').includes(line))
    .join('\n');

/**
 * One property over a route: every generated request is answered as the contract declares, a
 * refused one (4xx) or a read stores nothing, and `expected`, when given, holds.
 */
export function fuzzRoute(
  route: ApiRoute,
  requests: fc.Arbitrary<FuzzRequest>,
  world: () => FuzzWorld,
  expected?: { statuses: number[]; unless?: (request: FuzzRequest) => boolean },
) {
  const seen: Record<number, number> = {};
  // The time limit abandons a case mid-request; its writes (an upload's renditions take a while)
  // must land before the next route compares what is stored.
  let lastRequest: Promise<unknown> = Promise.resolve();
  const property = fc.asyncProperty(requests, async (request) => {
    const { inject, sent } = await prepare(world(), route, request);
    const before = await world().fingerprint();
    const { app } = world().subject;
    const answer = answersEventStream(route)
      ? injectReadingStream(app, inject)
      : app.inject(inject);
    lastRequest = answer.catch(() => undefined);
    const response = await answer;
    const status = response.statusCode;
    seen[status] = (seen[status] ?? 0) + 1;
    checkAnswer(route, sent, response);
    const other = expected && !expected.statuses.includes(status) && !expected.unless?.(request);
    if (other) {
      throw new Error(`answered ${status} ${response.body}, not ${expected.statuses}`);
    }
    if (status < 400 && route.method !== 'GET') return;
    const after = await world().fingerprint();
    if (after !== before)
      throw new Error(`answered ${status}, yet stored:\n${changes(before, after)}`);
  });

  it(
    `${route.method} ${route.url}`,
    async () => {
      const options = { seed: SEED, numRuns: RUNS, interruptAfterTimeLimit: TIME_LIMIT_MS };
      await fc
        .assert(property, options)
        .finally(() => lastRequest)
        .catch((error: Error) => {
          const file = path.relative(process.cwd(), expect.getState().testPath ?? '');
          error.message += `\n\nReplay: FUZZ_SEED=${SEED} npx jest ${file}`;
          throw error;
        });
      if (process.env.FUZZ_STATS) console.log(`${route.method} ${route.url}: statuses`, seen);
    },
    2 * TIME_LIMIT_MS,
  );
}
