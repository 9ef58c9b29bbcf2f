import { sql } from 'drizzle-orm';
import { figureStatements } from '@bench/insights/figure-statements';
import { checkPlan, explain, INSIGHTS_INDEX } from '@bench/insights/plan-check';
import type { TestApp } from '../../helpers/build-test-app';
import { buildOrdersApp, openOwnedRestaurant, signUpPerson } from '../orders/owner-orders-test-kit';
import { lineOf, storeOrder } from './insights-test-kit';

const HASH_JOIN_PLAN = `Hash Join  (cost=54.00..4454.55 rows=691 width=20)
  Hash Cond: (oi.order_id = o.id)
  ->  Parallel Seq Scan on order_items oi  (cost=0.00..4127.22 rows=104122 width=36)
  ->  Hash  (cost=45.70..45.70 rows=664 width=16)
        ->  Index Only Scan using ${INSIGHTS_INDEX} on orders o  (cost=0.42..45.70 rows=664 width=16)
              Index Cond: (restaurant_id = '7c92cf1e-ee8d-99cc-85f8-355a3d6e4b86'::uuid)`;

describe("the insights bench's plan check", () => {
  it('reads the indexes, the whole-table reads and the nodes of a plan', () => {
    expect(checkPlan(HASH_JOIN_PLAN)).toEqual({
      indexes: [INSIGHTS_INDEX],
      seqScans: ['order_items'],
      usesInsightsIndex: true,
      nodes: [
        'Hash Join',
        'Parallel Seq Scan on order_items oi',
        'Hash',
        `Index Only Scan using ${INSIGHTS_INDEX} on orders o`,
      ],
    });
    expect(checkPlan('Seq Scan on orders o  (cost=0.00..1.00 rows=1 width=4)')).toMatchObject({
      seqScans: ['orders'],
      usesInsightsIndex: false,
    });
  });

  describe('on the real statements', () => {
    let subject: TestApp;
    let restaurantId: string;

    beforeAll(async () => {
      subject = await buildOrdersApp();
      const { restaurant } = await openOwnedRestaurant(subject);
      const customer = await signUpPerson(subject);
      restaurantId = restaurant._id;
      for (const day of ['01', '02', '03']) {
        await storeOrder(subject.database.db, {
          restaurantId,
          userId: customer.userId,
          createdAt: `2026-06-${day}T12:00:00Z`,
          lines: [lineOf(restaurant, 'Margherita', 1), lineOf(restaurant, 'Tiramisu', 2)],
        });
      }
    }, 60_000);
    afterAll(() => subject.close());

    // A handful of rows is read whole whatever the indexes; with sequential scans priced out,
    // what remains shows whether each statement can be served by the indexes at all.
    it('serves every figure from the indexes, the paid orders from the insights index', async () => {
      const scope = {
        restaurantId,
        timeZone: 'Europe/London',
        from: '2026-06-01',
        to: '2026-06-07',
      };
      await subject.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        for (const [name, statement] of Object.entries(figureStatements(scope))) {
          const plan = checkPlan(await explain(tx, statement));
          expect({
            name,
            seqScans: plan.seqScans,
            usesInsightsIndex: plan.usesInsightsIndex,
          }).toEqual({
            name,
            seqScans: [],
            usesInsightsIndex: true,
          });
        }
      });
    });
  });
});
