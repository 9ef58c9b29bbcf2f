/**
 * Contract fuzzing with the characters PostgreSQL or UTF-8 cannot carry, in every text field: a
 * NUL, an unpaired UTF-16 surrogate (JSON's `\ud800`, or its UTF-8-like bytes ED A0 80) and
 * invalid UTF-8 bytes (FF, an overlong C0 80, a cut-off C3), sent as raw bytes in JSON and
 * multipart bodies and percent-encoded in paths and query strings. Every answer is one the
 * route's contract declares, never 5xx (fuzz-route.ts `checkAnswer`); NUL and unpaired
 * surrogates in stored text are 400 naming their field; invalid UTF-8 is read as U+FFFD (the
 * documented rule: docs/decisions.md, "Odd characters"), so it may be accepted; and whatever
 * is accepted is stored without NUL or unpaired surrogates.
 */
import fc from 'fast-check';
import type { ApiRoute } from '@contract/api-route';
import { API_ROUTES } from '@contract/api-routes';
import { orderRoutes } from '@contract/order.routes';
import { restaurantRoutes } from '@contract/restaurant.routes';
import { searchRoutes } from '@contract/search.routes';
import { userRoutes } from '@contract/user.routes';
import { arbitraryOf } from '../../helpers/zod-arbitrary';
import { DELIVERY_DETAILS } from '../orders/order-test-kit';
import { toFormEntries, validFields } from '../restaurants/restaurant-test-kit';
import type { Body } from './bodies';
import { checkAnswer } from './fuzz-route';
import { buildFuzzWorld, type Caller, type FuzzWorld } from './fuzz-world';
import { isComposite } from './junk';
import { prepare } from './send';
import { answersEventStream, injectReadingStream } from './stream-answer';

/** Stands for the odd bytes until the request is made; then replaced in the bytes sent. */
const MARK = 'OdDmArK';

interface Odd {
  name: string;
  /** In a JSON string: the escape or raw bytes. */
  json: Buffer;
  /** In a multipart field: raw bytes. */
  form: Buffer;
  /** In a URL: percent-encoded. */
  url: string;
  /**
   * Text the database cannot store as given, refused in stored text: NUL however it is sent, an
   * unpaired surrogate where JSON carries one (`\ud800`). Its bytes in a form or URL are invalid
   * UTF-8, read as U+FFFD.
   */
  refused: 'everywhere' | 'in JSON' | 'nowhere';
}

const bytes = (...values: number[]) => Buffer.from(values);
const ODD: Odd[] = [
  { name: 'NUL', json: Buffer.from('\\u0000'), form: bytes(0), url: '%00', refused: 'everywhere' },
  {
    name: 'a lone high surrogate',
    json: Buffer.from('\\ud800'),
    form: bytes(0xed, 0xa0, 0x80),
    url: '%ED%A0%80',
    refused: 'in JSON',
  },
  {
    name: 'a lone low surrogate',
    json: Buffer.from('\\udfff'),
    form: bytes(0xed, 0xbf, 0xbf),
    url: '%ED%BF%BF',
    refused: 'in JSON',
  },
  { name: 'byte FF', json: bytes(0xff), form: bytes(0xff), url: '%FF', refused: 'nowhere' },
  {
    name: 'an overlong NUL',
    json: bytes(0xc0, 0x80),
    form: bytes(0xc0, 0x80),
    url: '%C0%80',
    refused: 'nowhere',
  },
  {
    name: 'a cut-off sequence',
    json: bytes(0xc3),
    form: bytes(0xc3),
    url: '%C3',
    refused: 'nowhere',
  },
];

/** One text field of one request, which gets `a${MARK}b`. */
interface Case {
  route: ApiRoute;
  caller: Caller;
  /** As a 400 names it: `deliveryDetails.name`, `menuItems.0.name`, `searchQuery`, `city`. */
  field: string;
  /** Stored as given when accepted: NUL and unpaired surrogates must be refused. */
  stored: boolean;
  request: (marked: string) => { url: string; body?: Body };
}

/** Every path to a string in a JSON value. */
function stringPaths(
  value: unknown,
  at: Array<string | number> = [],
): Array<Array<string | number>> {
  if (typeof value === 'string') return [at];
  if (!isComposite(value)) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    stringPaths(child, [...at, Array.isArray(value) ? Number(key) : key]),
  );
}

function setAt(value: unknown, path: Array<string | number>, text: string): unknown {
  if (path.length === 0) return text;
  const [key, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[key] = setAt(copy[key], rest, text);
  return copy;
}

/** A case per string of a JSON body. */
function jsonCases(
  route: ApiRoute,
  caller: Caller,
  url: string,
  body: unknown,
  stored: (field: string) => boolean,
): Case[] {
  return stringPaths(body).map((path) => {
    const field = path.join('.');
    return {
      route,
      caller,
      field,
      stored: stored(field),
      request: (marked) => ({
        url,
        body: { kind: 'json', value: setAt(body, path, marked), contentType: 'application/json' },
      }),
    };
  });
}

/** A case per field of a multipart form. */
function formCases(route: ApiRoute, caller: Caller, fields: Array<[string, string]>): Case[] {
  // A new restaurant needs its image; a saved one keeps its own.
  const upload = route.method === 'POST' ? { upload: { content: 'png' as const } } : {};
  return fields.map(([name], index) => ({
    route,
    caller,
    field: name.replace(/\[(\w+)\]/g, '.$1'),
    stored: true,
    request: (marked) => ({
      url: route.url,
      body: {
        kind: 'form',
        fields: fields.map(([key, value], i): [string, string] => [
          key,
          i === index ? marked : value,
        ]),
        ...upload,
      },
    }),
  }));
}

/** A case per path parameter and per query parameter; `params` are the values otherwise. */
function urlCases(
  route: ApiRoute,
  caller: Caller,
  params: Record<string, string>,
  query: Record<string, string>,
  stored = false,
): Case[] {
  const urlOf = (p: Record<string, string>, q: Record<string, string>) => {
    const path = route.url.replace(/:(\w+)/g, (_all, name: string) => p[name]);
    const search = Object.entries(q)
      .map(([key, value]) => `${key}=${value}`)
      .join('&');
    return search ? `${path}?${search}` : path;
  };
  return [
    ...Object.keys(params).map((name) => ({
      route,
      caller,
      field: name,
      stored,
      request: (marked: string) => ({ url: urlOf({ ...params, [name]: marked }, query) }),
    })),
    ...Object.keys(query).map((name) => ({
      route,
      caller,
      field: name,
      stored,
      request: (marked: string) => ({ url: urlOf(params, { ...query, [name]: marked }) }),
    })),
  ];
}

/** A request's placeholders and a known-good value for each path parameter. */
const PARAMS: Record<string, string> = {
  orderId: '{{orderId}}',
  restaurantId: '{{restaurantId}}',
  menuItemId: '{{menuItemId:0}}',
  imageKey: '{{imageKey}}',
  file: '640.webp',
  city: 'london',
};

/** The fields people fill in, as the web app sends them. */
const chosen: Case[] = [
  ...jsonCases(
    userRoutes.updateMyUser,
    { kind: 'customer' },
    userRoutes.updateMyUser.url,
    { name: 'Ada Lovelace', addressLine1: '12 Analytical Row', city: 'London', country: 'UK' },
    () => true,
  ),
  ...jsonCases(
    orderRoutes.createCheckoutSession,
    { kind: 'customer' },
    orderRoutes.createCheckoutSession.url,
    {
      restaurantId: '{{restaurantId}}',
      cartItems: [{ menuItemId: '{{menuItemId:0}}', name: 'Margherita', quantity: '1' }],
      deliveryDetails: DELIVERY_DETAILS,
    },
    // The cart line's name is informative only (the menu is the truth) and is not stored.
    (field) => field.startsWith('deliveryDetails.'),
  ),
  ...formCases(restaurantRoutes.updateMyRestaurant, { kind: 'owner' }, [
    ...toFormEntries(validFields),
    ['timeZone', 'Europe/London'],
  ]),
  ...formCases(
    restaurantRoutes.createMyRestaurant,
    { kind: 'newcomer' },
    toFormEntries(validFields),
  ),
  ...urlCases(
    searchRoutes.searchRestaurants,
    { kind: 'none' },
    { city: 'london' },
    { searchQuery: 'pasta', selectedCuisines: 'Italian', sortOption: 'bestMatch', page: '1' },
  ),
];

/**
 * Every other route: each path parameter, each query parameter of a value its query schema
 * generates, and each text of a JSON body its body schema generates.
 */
function otherCases(): Case[] {
  const covered = new Set(chosen.map((c) => c.route));
  return API_ROUTES.filter((route) => !covered.has(route)).flatMap((route) => {
    const params = Object.fromEntries(
      [...route.url.matchAll(/:(\w+)/g)].map(([, name]) => [name, PARAMS[name] ?? 'x']),
    );
    const query = route.schema.querystring
      ? (fc.sample(arbitraryOf(route.schema.querystring), { seed: 19, numRuns: 1 })[0] as Record<
          string,
          unknown
        >)
      : {};
    // Every parameter the schema names, those the sample left out too.
    const shape = (route.schema.querystring as { shape?: Record<string, unknown> } | undefined)
      ?.shape;
    const queryText = Object.fromEntries(
      Object.keys({ ...shape, ...query }).map((key) => [
        key,
        key in query ? encodeURIComponent(String(query[key])) : 'x',
      ]),
    );
    const caller: Caller = { kind: 'owner' };
    const cases = urlCases(route, caller, params, queryText);
    const json = route.schema.body && !route.schema.consumes?.includes('multipart/form-data');
    if (!json) return cases;
    const body = fc.sample(arbitraryOf(route.schema.body!), { seed: 19, numRuns: 1 })[0];
    const url = route.url.replace(/:(\w+)/g, (_all, name: string) => params[name]);
    return [...cases, ...jsonCases(route, caller, url, body, () => false)];
  });
}

const LONE_SURROGATE_ESCAPE =
  /\\ud[89ab][0-9a-f]{2}(?!\\ud[c-f])|(?<!\\ud[89ab][0-9a-f]{2})\\ud[c-f][0-9a-f]{2}/i;

/** Replaces every MARK in `payload` with `odd`. */
function splice(payload: Buffer, odd: Buffer): Buffer {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = payload.indexOf(MARK); at !== -1; at = payload.indexOf(MARK, from)) {
    parts.push(payload.subarray(from, at), odd);
    from = at + MARK.length;
  }
  parts.push(payload.subarray(from));
  return Buffer.concat(parts);
}

describe('contract fuzz: NUL, unpaired surrogates and invalid UTF-8 in every text field', () => {
  let world: FuzzWorld;
  beforeAll(async () => {
    world = await buildFuzzWorld();
  }, 60_000);
  afterAll(() => world.close());

  const cases = [...chosen, ...otherCases()];
  it.each(cases.map((c) => [`${c.route.method} ${c.route.url}`, c.field, c] as const))(
    '%s: %s',
    async (_route, field, c) => {
      for (const odd of ODD) {
        const { url, body } = c.request(`a${MARK}b`);
        const { inject, sent } = await prepare(world, c.route, { caller: c.caller, url, body });
        const oddBytes = body?.kind === 'json' ? odd.json : odd.form;
        const payload =
          inject.payload === undefined ? undefined : splice(Buffer.from(inject.payload), oddBytes);
        const request = { ...inject, url: inject.url.replace(MARK, odd.url), payload };
        const sentNow = { ...sent, url: request.url, bytes: payload?.length ?? 0 };
        const { app } = world.subject;
        const response = answersEventStream(c.route)
          ? await injectReadingStream(app, request)
          : await app.inject(request);
        const context = `${odd.name} in ${field}: ${response.statusCode} ${response.body.slice(0, 200)}`;
        try {
          checkAnswer(c.route, sentNow, response);
        } catch (error) {
          throw new Error(`${context}\n${(error as Error).message}`);
        }
        const refused =
          odd.refused === 'everywhere' || (odd.refused === 'in JSON' && body?.kind === 'json');
        if (refused && c.stored) {
          const message =
            response.statusCode === 400 ? response.json<{ message: string }>().message : '';
          if (!message.startsWith(`${field}: `)) {
            throw new Error(`${context}\nexpected a 400 naming ${field}`);
          }
        }
        if (response.statusCode < 300 && !answersEventStream(c.route)) {
          // Nothing accepted comes back holding what could not be stored.
          if (response.body.includes('\\u0000') || LONE_SURROGATE_ESCAPE.test(response.body)) {
            throw new Error(`${context}\nthe answer holds the odd character`);
          }
        }
      }
    },
  );
});
