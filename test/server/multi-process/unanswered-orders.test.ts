import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Restaurant } from '@contract/restaurant';
import {
  eventually,
  goodCard,
  startTestPayments,
  submitPayment,
  type TestPayments,
} from '@test/local/payments/payments-test-kit';
import { stopGroup } from '../../system/system-processes';
import { onServer, urlOfDatabase } from '../helpers/test-database';
import { checkoutPayload } from '../api/orders/order-test-kit';
import {
  signUpOwnerAndCustomer,
  startApiProcess,
  startKeyServer,
  type ApiProcess,
  type KeyServer,
} from './api-processes';
import { describeWhen } from './reachable';

const serverUrl = process.env.TEST_DATABASE_URL;
const SLOW = 300_000;
/** Ports of this test's servers (5620–5629 is this test's range). */
const PORTS = { one: 5621, other: 5622, keys: 5623 };

// Two API processes (`npm start` with SERVICES=api) on one PostgreSQL database, each sweeping
// for paid orders nobody accepted in time, paying and refunding through one local checkout:
// TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx jest test/server/multi-process
describeWhen(Boolean(serverUrl), 'unanswered orders: TEST_DATABASE_URL is not set')(
  'unanswered orders with two API processes on one PostgreSQL',
  () => {
    const database = `test_unanswered_${randomUUID().replaceAll('-', '')}`;
    let databaseUrl: string;
    let dataDir: string;
    let keys: KeyServer;
    let payments: TestPayments;
    let one: ApiProcess | undefined;
    let other: ApiProcess | undefined;
    let customer: Record<string, string>;
    let restaurant: Restaurant;

    const start = (port: number, folder: string) =>
      startApiProcess({
        port,
        dataDir: path.join(dataDir, folder),
        databaseUrl,
        redisUrl: '',
        issuer: keys.issuer,
        writeRateLimit: 100_000,
        env: { KITCHEN_SWEEP_MS: '200', STRIPE_API_URL: payments.url },
      });
    const query = (statement: string, values: unknown[] = []) =>
      onServer(databaseUrl, statement, values);

    beforeAll(async () => {
      await onServer(serverUrl!, `CREATE DATABASE "${database}"`);
      databaseUrl = urlOfDatabase(serverUrl!, database);
      dataDir = await mkdtemp(path.join(tmpdir(), 'forkful-unanswered-'));
      keys = await startKeyServer(PORTS.keys);
      payments = await startTestPayments({
        webhookUrl: `http://127.0.0.1:${PORTS.one}/api/order/checkout/webhook`,
      });
      // One after the other: the first migrates the new database.
      one = await start(PORTS.one, '1');
      other = await start(PORTS.other, '2');
      ({ customer, restaurant } = await signUpOwnerAndCustomer(one, keys));
    }, SLOW);
    afterAll(async () => {
      await Promise.all([one, other].map((api) => stopGroup(api?.child.pid)));
      await keys?.close();
      await payments?.close();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
      await onServer(serverUrl!, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    }, 60_000);

    /** An order checked out and paid through the local checkout; answers its id once paid. */
    const paidOrder = async (api: ApiProcess) => {
      const response = await fetch(`${api.url}/api/order/checkout/create-checkout-session`, {
        method: 'POST',
        headers: { ...customer, 'content-type': 'application/json' },
        body: JSON.stringify(checkoutPayload(restaurant)),
      });
      expect(response.status).toBe(200);
      const { url } = (await response.json()) as { url: string };
      expect((await submitPayment(url, goodCard())).status).toBe(303);
      const sessionId = url.slice(url.lastIndexOf('/') + 1);
      let orderId = '';
      await eventually(async () => {
        const [row] = await query(
          'select id, amount_paid, payment_intent_id from orders where payment_session_id = $1',
          [sessionId],
        );
        expect(row?.amount_paid).toBe(3349);
        orderId = row.id;
      }, 20_000);
      return orderId;
    };

    const refundsOf = (orderId: string) =>
      query('select amount, status from order_refunds where order_id = $1', [orderId]);
    const orderRow = async (orderId: string) =>
      (await query('select * from orders where id = $1', [orderId]))[0];
    const providerRefunds = async (orderId: string) => {
      const { payment_intent_id: paymentIntent } = await orderRow(orderId);
      return (await payments.stripe.refunds.list({ payment_intent: paymentIntent })).data;
    };

    it(
      'rejects an order nobody accepted once, whichever process sweeps first, and refunds it once',
      async () => {
        const orderId = await paidOrder(other!);
        // The window (10 minutes) ends now for this order.
        await query(`update orders set accept_by = now() where id = $1`, [orderId]);
        await eventually(async () => {
          expect(await orderRow(orderId)).toMatchObject({
            status: 'cancelled',
            cancel_reason: 'noResponse',
            cancelled_by: 'system',
          });
          expect(await refundsOf(orderId)).toEqual([{ amount: 3349, status: 'succeeded' }]);
        }, 20_000);
        const atProvider = await providerRefunds(orderId);
        expect(atProvider.map((refund) => [refund.amount, refund.status])).toEqual([
          [3349, 'succeeded'],
        ]);
      },
      SLOW,
    );

    it(
      'rejects an order whose window ended while no API process ran, once one starts',
      async () => {
        const orderId = await paidOrder(one!);
        await Promise.all([one, other].map((api) => stopGroup(api?.child.pid)));
        [one, other] = [undefined, undefined];
        await query(`update orders set accept_by = now() - interval '1 second' where id = $1`, [
          orderId,
        ]);
        expect((await orderRow(orderId)).status).toBe('paid');

        one = await start(PORTS.one, '1');
        await eventually(async () => {
          expect((await orderRow(orderId)).status).toBe('cancelled');
          expect(await refundsOf(orderId)).toEqual([{ amount: 3349, status: 'succeeded' }]);
        }, 20_000);
        expect(await providerRefunds(orderId)).toHaveLength(1);
      },
      SLOW,
    );
  },
);
