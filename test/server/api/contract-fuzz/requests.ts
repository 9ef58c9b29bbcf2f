import fc from 'fast-check';
import type { ApiRoute } from '@contract/api-route';
import { arbitraryOf } from '../../helpers/zod-arbitrary';
import { formBodies, jsonBodies, rawBodies, type Body } from './bodies';
import type { Caller } from './fuzz-world';
import { junkText } from './junk';

/** One generated call: strings may hold placeholders such as `{{orderId}}` (fuzz-world.ts). */
export interface FuzzRequest {
  caller: Caller;
  url: string;
  body?: Body;
  headers?: Record<string, string>;
}

const signedUp = fc.constantFrom<Caller>(
  { kind: 'customer' },
  { kind: 'owner' },
  { kind: 'newcomer' },
);
const refused = fc.constantFrom<Caller>(
  { kind: 'none' },
  { kind: 'forged' },
  { kind: 'unsigned' },
  { kind: 'hs256' },
);
const junkAuthorization = fc
  .oneof(
    fc.string(),
    fc.string().map((text) => `Bearer ${text}`),
    fc.constantFrom('Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', 'Bearer a.b.c', 'bearer  x'),
  )
  .map((authorization): Caller => ({ kind: 'junk', authorization }));

/** Every kind of caller, signed-up people most often. */
export const callers: fc.Arbitrary<Caller> = fc.oneof(
  { weight: 6, arbitrary: signedUp },
  { weight: 1, arbitrary: fc.constant<Caller>({ kind: 'no record' }) },
  { weight: 1, arbitrary: refused },
  { weight: 1, arbitrary: junkAuthorization },
);

/** Callers who are `kind` half the time, e.g. the owner for the owner's routes. */
export const mostly = (kind: 'owner' | 'newcomer'): fc.Arbitrary<Caller> =>
  fc.oneof(fc.constant<Caller>({ kind }), callers);

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Percent-encoded; a lone surrogate, which cannot be, is sent as U+FFFD. */
export function encoded(text: string): string {
  return encodeURIComponent(text.replace(LONE_SURROGATE, '\ufffd'));
}

/**
 * A path parameter: junk (encoded, or raw so that it may break the URL) or one of `known`, which
 * are used as they are (placeholders such as `{{orderId}}` included).
 */
export function pathSegment(...known: fc.Arbitrary<string>[]): fc.Arbitrary<string> {
  // Not '.', '..' or their encodings: the URL resolves those before it is sent.
  const raw = fc.constantFrom('', '%', '%zz', '%00', '%2F', 'a/b', '*', '?', '#x', ';');
  return fc.oneof(
    { weight: 3, arbitrary: junkText.map(encoded) },
    { weight: 1, arbitrary: raw },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.integer({ min: 1025, max: 3000 }).map((n) => 'a'.repeat(n)) },
    ...known.map((arbitrary) => ({ weight: 5, arbitrary })),
  );
}

/**
 * A query string from `params`, as a browser or a person might write it, now and then with junk
 * parameters, a repeated one or raw junk. Answers '' or '?…'.
 */
export function queryOf(params: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<string> {
  const pair = fc.tuple(fc.constantFrom('x', 'page', 'searchQuery', ''), junkText);
  const some: fc.Arbitrary<Array<[string, string]>> = fc.oneof(
    { weight: 3, arbitrary: fc.constant<Array<[string, string]>>([]) },
    fc.array(pair, { maxLength: 2 }),
  );
  const raw = fc.constantFrom('&', '=', '&&==', 'a=%zz', 'a=%', 'page', 'page=', '%00=1');
  return fc
    .record({ params, repeated: some, junk: some, raw: fc.option(raw, { freq: 6, nil: '' }) })
    .map(({ params, repeated, junk, raw }) => {
      const given = Object.entries(params).map(([key, value]) => [key, String(value)]);
      const repeats = repeated.map(([key, value]) => [given[0]?.[0] ?? key, value]);
      const pairs = [...given, ...repeats, ...junk].map(([k, v]) => `${encoded(k)}=${encoded(v)}`);
      const query = [...pairs, raw].filter(Boolean).join('&');
      return query ? `?${query}` : '';
    });
}

/** Any query parameters, for routes that take none. */
export const junkQuery = queryOf(
  fc.dictionary(fc.string({ maxLength: 8 }), junkText, { maxKeys: 2 }),
);

/** What a domain's suite may give instead of the generic parts of `requestsFor`. */
export interface RequestParts {
  caller?: fc.Arbitrary<Caller>;
  params?: Record<string, fc.Arbitrary<string>>;
  query?: fc.Arbitrary<string>;
  body?: fc.Arbitrary<Body | undefined>;
  headers?: fc.Arbitrary<Record<string, string>>;
}

/** Bodies from the route's body schema: multipart when it consumes that, else JSON. */
function bodiesFor({ method, schema }: ApiRoute): fc.Arbitrary<Body | undefined> {
  if (method === 'GET') return fc.constant(undefined);
  // A route that reads no body still gets one now and then.
  if (!schema.body) {
    return fc.oneof(
      { weight: 4, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: rawBodies },
    );
  }
  const valid = arbitraryOf(schema.body);
  return schema.consumes?.includes('multipart/form-data') ? formBodies(valid) : jsonBodies(valid);
}

/**
 * Requests for any route, from its contract entry: every kind of caller, junk path parameters,
 * a query from its query schema (or junk), a body from its body schema (multipart when it
 * consumes that). `parts` replaces any of these with something closer to real use.
 */
export function requestsFor(route: ApiRoute, parts: RequestParts = {}): fc.Arbitrary<FuzzRequest> {
  const { schema } = route;
  const names = [...route.url.matchAll(/:(\w+)/g)].map(([, name]) => name);
  const params = fc.tuple(...names.map((name) => parts.params?.[name] ?? pathSegment()));
  const query =
    parts.query ??
    (schema.querystring
      ? queryOf(arbitraryOf(schema.querystring) as fc.Arbitrary<Record<string, unknown>>)
      : junkQuery);
  return fc.record({
    caller: parts.caller ?? callers,
    url: fc.tuple(params, query).map(([values, q]) => {
      const path = names.reduce(
        (url, name, i) => url.replace(`:${name}`, () => values[i]),
        route.url,
      );
      return `${path}${q}`;
    }),
    body: parts.body ?? bodiesFor(route),
    headers: parts.headers ?? fc.constant({}),
  });
}
