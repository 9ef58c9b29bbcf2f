import { z } from 'zod';
import { errorResponses } from './api-error';
import { BEARER_SECURITY, defineRoute } from './api-route';
import * as pastOrderPaths from './past-orders.paths';
import { orderSchema } from './order';

/** Past orders per page of GET /api/order/past. */
export const PAST_ORDERS_PAGE_SIZE = 10;

/**
 * Where a page of past orders ends: its last order's placing time, to the microsecond the
 * database keeps (milliseconds would skip orders placed within the same one), and its id.
 */
export interface PastOrdersCursor {
  /** `2025-03-14T19:02:41.507123Z`: UTC, six decimals. */
  createdAt: string;
  id: string;
}

/** What a malformed `before` is answered with, after the field name. */
export const PAST_ORDERS_CURSOR_MESSAGE = 'must be a nextCursor this route answered';

const TIME = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3})\d{3}Z$/;
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const BASE64URL = /^[A-Za-z0-9_-]{1,200}$/;

/** A real UTC time the database can read: no 31 June, no year 0 (PostgreSQL has none). */
function isTime(text: string): boolean {
  const millis = TIME.exec(text)?.[1];
  if (!millis || millis.startsWith('0000')) return false;
  const parsed = new Date(`${millis}Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString() === `${millis}Z`;
}

const toBase64Url = (text: string) =>
  btoa(text).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');

function fromBase64Url(text: string): string | undefined {
  if (!BASE64URL.test(text)) return undefined;
  try {
    return atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  } catch {
    return undefined;
  }
}

/** The opaque text a client sends back as `before`. */
export function encodePastOrdersCursor({ createdAt, id }: PastOrdersCursor): string {
  return toBase64Url(`${createdAt}_${id}`);
}

/** The cursor in `text`, or undefined when it is not one `encodePastOrdersCursor` makes. */
export function decodePastOrdersCursor(text: string): PastOrdersCursor | undefined {
  const [createdAt, id, ...rest] = fromBase64Url(text)?.split('_') ?? [];
  if (rest.length > 0 || !createdAt || !id || !isTime(createdAt) || !ID.test(id)) return undefined;
  return { createdAt, id };
}

const EXAMPLE_CURSOR = encodePastOrdersCursor({
  createdAt: '2025-03-14T19:02:41.507123Z',
  id: 'e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b',
});

/** The query string of GET /api/order/past: where the page starts (none: the newest orders). */
export const pastOrdersQuerySchema = z.object({
  before: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string({ error: 'must be given once' })
      .transform((text, context) => {
        const cursor = decodePastOrdersCursor(text);
        if (!cursor) context.addIssue({ code: 'custom', message: PAST_ORDERS_CURSOR_MESSAGE });
        return cursor ?? z.NEVER;
      })
      .optional()
      .meta({
        description: 'The `nextCursor` of the page before; left out, the first page.',
        example: EXAMPLE_CURSOR,
      }),
  ),
});

/** One page of the caller's past orders and where the next one starts. */
export const pastOrdersPageSchema = z
  .strictObject({
    orders: z.array(orderSchema).max(PAST_ORDERS_PAGE_SIZE),
    nextCursor: z.string().nullable().meta({
      description: 'Send it as `before` for the next page; null on the last page.',
      example: EXAMPLE_CURSOR,
    }),
  })
  .meta({ id: 'PastOrdersPage' });

export type PastOrdersPage = z.infer<typeof pastOrdersPageSchema>;

/** The customer's finished orders (delivered or cancelled), a page at a time. */
export const pastOrderRoutes = {
  getPastOrders: defineRoute({
    ...pastOrderPaths.getPastOrders,
    schema: {
      summary: "The caller's delivered and cancelled orders, newest first, a page at a time",
      description:
        `Paid orders whose status is delivered or cancelled, ${PAST_ORDERS_PAGE_SIZE} a page, ` +
        'newest placed first (ties by id), each as GET /api/order answers it. Pages are read by ' +
        'keyset, so an order delivered while they are read neither repeats nor skips another.',
      tags: ['Orders'],
      security: BEARER_SECURITY,
      querystring: pastOrdersQuerySchema,
      response: {
        200: pastOrdersPageSchema.describe('One page of past orders'),
        ...errorResponses(400, 401, 404, 503),
      },
    },
  }),
};
