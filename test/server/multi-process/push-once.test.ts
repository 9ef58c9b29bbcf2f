import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webPush from 'web-push';
import type { Restaurant } from '@contract/restaurant';
import { VAPID_KEYS_FILE } from '@server/api/push/vapid-keys';
import { startTestPayments, type TestPayments } from '@test/local/payments/payments-test-kit';
import { stopGroup } from '../../system/system-processes';
import { onServer, urlOfDatabase } from '../helpers/test-database';
import { signedPaymentEvent } from '../helpers/signed-payment-event';
import { startTestPushService, type TestPushService } from '../helpers/test-push-service';
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
/** Ports of this test's servers (5630–5639 is this test's range). */
const PORTS = { one: 5631, other: 5632, keys: 5633, push: 5634 };
/** Paid orders; each process takes every other payment. */
const ORDERS = 6;
/** After the last expected push: long enough for a repeat to arrive (senders are woken at once). */
const SETTLE_MS = 1_500;

// Two API processes (`npm start` with SERVICES=api) on one PostgreSQL database, signing with one
// VAPID key pair, each sending pushes from the one outbox to a local push service:
// TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx jest test/server/multi-process
describeWhen(Boolean(serverUrl), 'web push from two API processes: TEST_DATABASE_URL is not set')(
  'web push with two API processes on one PostgreSQL',
  () => {
    const database = `test_push_once_${randomUUID().replaceAll('-', '')}`;
    const vapidKeys = webPush.generateVAPIDKeys();
    let databaseUrl: string;
    let dataDir: string;
    let keys: KeyServer;
    let payments: TestPayments;
    let pushService: TestPushService;
    let one: ApiProcess;
    let other: ApiProcess;
    let owner: Record<string, string>;
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
        env: {
          STRIPE_API_URL: payments.url,
          VAPID_PUBLIC_KEY: vapidKeys.publicKey,
          VAPID_PRIVATE_KEY: vapidKeys.privateKey,
          VAPID_SUBJECT: 'mailto:kitchen@forkful.test',
          PUSH_SERVICE_ORIGINS: pushService.origin,
        },
      });

    beforeAll(async () => {
      await onServer(serverUrl!, `CREATE DATABASE "${database}"`);
      databaseUrl = urlOfDatabase(serverUrl!, database);
      dataDir = await mkdtemp(path.join(tmpdir(), 'forkful-push-once-'));
      keys = await startKeyServer(PORTS.keys);
      // Checkout sessions only: the payments reach the API as this test signs them.
      payments = await startTestPayments();
      pushService = await startTestPushService(vapidKeys.publicKey, PORTS.push);
      // One after the other: the first migrates the new database.
      one = await start(PORTS.one, '1');
      other = await start(PORTS.other, '2');
      ({ owner, customer, restaurant } = await signUpOwnerAndCustomer(one, keys));
    }, SLOW);
    afterAll(async () => {
      await Promise.all([one, other].map((api) => stopGroup(api?.child.pid)));
      await keys?.close();
      await payments?.close();
      await pushService?.close();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
      await onServer(serverUrl!, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    }, 60_000);

    /** POST (or `method`) `body` as JSON to `api` as `headers`'s user. */
    const send = (
      api: ApiProcess,
      url: string,
      headers: Record<string, string>,
      body: unknown,
      method = 'POST',
    ) =>
      fetch(`${api.url}${url}`, {
        method,
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    /** A device of `headers`'s user, opted in to `purpose` through `api`: answers its endpoint. */
    const optIn = async (api: ApiProcess, headers: Record<string, string>, purpose: string) => {
      const subscription = pushService.subscribe();
      const response = await fetch(`${api.url}/api/my/push-subscription`, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ subscription, purpose }),
      });
      expect(response.status).toBe(200);
      return subscription.endpoint;
    };

    /** An order checked out through `api`, not yet paid: answers its id. */
    const placedOrder = async (api: ApiProcess) => {
      const response = await send(
        api,
        '/api/order/checkout/create-checkout-session',
        customer,
        checkoutPayload(restaurant),
      );
      expect(response.status).toBe(200);
      const { url } = (await response.json()) as { url: string };
      const sessionId = url.slice(url.lastIndexOf('/') + 1);
      const [row] = await onServer(
        databaseUrl,
        'select id from orders where payment_session_id = $1',
        [sessionId],
      );
      return { orderId: row.id as string, sessionId };
    };

    /** The provider's event that the order's checkout was paid, posted to `api`'s webhook route. */
    const payThroughWebhook = async (api: ApiProcess, orderId: string, sessionId: string) => {
      const { payload, headers } = signedPaymentEvent(orderId, 3349, sessionId);
      const response = await fetch(`${api.url}/api/order/checkout/webhook`, {
        method: 'POST',
        headers,
        body: payload,
      });
      expect(response.status).toBe(200);
    };

    it(
      'delivers each order event to its device once, whichever process wrote it',
      async () => {
        const ownerDevice = await optIn(one, owner, 'owner-alerts');
        const customerDevice = await optIn(one, customer, 'order-updates');
        const apis = [one, other];
        const placed = await Promise.all(
          Array.from({ length: ORDERS }, (_, i) => placedOrder(apis[i % 2])),
        );
        const orderIds = placed.map(({ orderId }) => orderId);

        // All at once, alternating between the processes; and every event again to the other
        // process, as the provider repeats one it thinks was lost: the order is paid once.
        await Promise.all(
          placed.map(({ orderId, sessionId }, i) =>
            payThroughWebhook(apis[i % 2], orderId, sessionId),
          ),
        );
        await Promise.all(
          placed.map(({ orderId, sessionId }, i) =>
            payThroughWebhook(apis[(i + 1) % 2], orderId, sessionId),
          ),
        );

        // Answers through the other process; the status dropdown through either.
        const expected: string[] = orderIds.map((id) => `${ownerDevice} new-order ${id}`);
        const answered = (id: string) => expected.push(`${ownerDevice} order-answered ${id}`);
        const status = (id: string, to: string) =>
          expected.push(`${customerDevice} order-status ${id} ${to}`);
        const [accepted, acceptedToo, late, moved, started] = orderIds;
        for (const id of [accepted, acceptedToo, late]) {
          const response = await send(other, `/api/my/restaurant/order/${id}/accept`, owner, {
            minutes: 20,
          });
          expect(response.status).toBe(200);
          answered(id);
          status(id, 'inProgress');
        }
        const patch = async (api: ApiProcess, id: string, to: string) => {
          const url = `/api/my/restaurant/order/${id}/status`;
          const response = await send(api, url, owner, { status: to }, 'PATCH');
          expect(response.status).toBe(200);
          status(id, to);
        };
        await patch(other, accepted, 'outForDelivery');
        await patch(one, accepted, 'delivered');
        // Moved on from 'paid' by the dropdown: that answers it too.
        await patch(other, moved, 'outForDelivery');
        answered(moved);
        const lateResponse = await send(other, `/api/my/restaurant/order/${late}/late`, owner, {
          minutes: 10,
        });
        // Running late is no status change: nothing is pushed for it.
        expect(lateResponse.status).toBe(200);
        // Rejecting and cancelling refund the payment, which this test's provider never took:
        // test/server/api/push/push-answers.test.ts pushes those.
        await patch(one, started, 'inProgress');
        answered(started);
        // The last order is left waiting for its answer: its new-order push alone.

        await pushService
          .waitFor(() => true, expected.length)
          .catch((error: Error) => {
            throw new Error(`${error.message}\nreceived:\n${received().join('\n')}`);
          });
        await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
        expect(received().sort()).toEqual(expected.sort());
        expect(pushService.refused).toEqual([]);
        // Configured keys: neither process made a pair of its own.
        for (const folder of ['1', '2']) {
          expect(existsSync(path.join(dataDir, folder, VAPID_KEYS_FILE))).toBe(false);
        }
      },
      SLOW,
    );

    /** Each push received: its device, kind, order and, for a status, the status. */
    const received = () =>
      pushService.received.map(({ endpoint, message }) =>
        [
          endpoint,
          message.kind,
          message.orderId,
          ...(message.kind === 'order-status' ? [message.status] : []),
        ].join(' '),
      );
  },
);
