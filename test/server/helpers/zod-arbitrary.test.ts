import fc from 'fast-check';
import { z } from 'zod';
import type { ApiRoute } from '@contract/api-route';
import { healthRoutes } from '@contract/health.routes';
import { orderRoutes } from '@contract/order.routes';
import { restaurantRoutes } from '@contract/restaurant.routes';
import { searchRoutes } from '@contract/search.routes';
import { requiredText } from '@contract/text';
import { userRoutes } from '@contract/user.routes';
import { arbitraryOf } from './zod-arbitrary';

/** The share of 200 generated values that the schema accepts. */
function acceptedShare(schema: z.ZodType): number {
  const values = fc.sample(arbitraryOf(schema), { numRuns: 200, seed: 42 });
  return values.filter((value) => schema.safeParse(value).success).length / values.length;
}

// Shapes as contract/ builds them: trimmed text without NUL, numbers read from text, ids.
const text = requiredText('is required');
const wholeNumber = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
  z.int().min(1).max(99),
);
const form = z.object({
  name: text,
  email: z.email().max(254),
  cuisines: z.array(z.enum(['Pizza', 'Sushi', 'Tacos'])).min(1),
  items: z
    .array(
      z.object({ _id: z.uuid().optional(), quantity: wholeNumber, note: z.string().optional() }),
    )
    .min(1)
    .max(99),
});
const answer = z.strictObject({
  _id: z.guid(),
  status: z.literal(['placed', 'paid']),
  total: z.int(),
  at: z.iso.datetime(),
  imageUrl: z.url(),
  pausedUntil: z.iso.datetime().nullable(),
});

describe('arbitraryOf', () => {
  it.each([
    ['a form', form],
    ['an answer', answer],
  ])('makes values that mostly satisfy %s', (_name, schema) => {
    expect(acceptedShare(schema)).toBeGreaterThanOrEqual(0.9);
  });

  it('follows lengths, bounds and formats', () => {
    const schema = z.strictObject({
      code: z.string().regex(/^[A-Z]{2}\d{3}$/),
      short: z.string().min(2).max(4),
      exact: z.string().length(3),
      count: z.int().min(-3).max(3),
      share: z.number().gt(0).lt(1),
      level: z.int().default(1),
      either: z.union([z.boolean(), z.int().positive()]),
      page: z.string().regex(/^\d$/).transform(Number),
      bytes: z.custom<Uint8Array>((value) => value instanceof Uint8Array),
    });
    fc.assert(fc.property(arbitraryOf(schema), (value) => void schema.parse(value)));
  });

  it('leaves an optional field out rather than setting it to undefined', () => {
    const schema = z.object({ note: z.string().optional() });
    const values = fc.sample(arbitraryOf(schema), 100) as Array<{ note?: string }>;
    expect(values.some((value) => !('note' in value))).toBe(true);
    expect(values.every((value) => !('note' in value) || typeof value.note === 'string')).toBe(
      true,
    );
  });

  it('generates for every schema of every route in contract/', () => {
    const tables = [healthRoutes, userRoutes, restaurantRoutes, searchRoutes, orderRoutes];
    const routes: ApiRoute[] = tables.flatMap((table) => Object.values(table));
    for (const { schema } of routes) {
      const answers = Object.values(schema.response).filter((answer) => !('content' in answer));
      for (const part of [schema.params, schema.querystring, schema.body, ...answers]) {
        if (part) expect(fc.sample(arbitraryOf(part as z.ZodType), 5)).toHaveLength(5);
      }
    }
  });

  it('says which schema it cannot generate for', () => {
    expect(() => arbitraryOf(z.map(z.string(), z.string()))).toThrow(
      /no generator for a zod 'map'/,
    );
  });
});
