import type { PushPurpose } from '@contract/push';
import { eq } from 'drizzle-orm';
import type { Order } from '@contract/order';
import { newOrderPushMessage } from '@server/api/push/push-messages';
import { pushSubscriptions } from '@server/db/schema';
import type { TestApp } from '../../helpers/build-test-app';
import { TEST_VAPID_KEYS } from '../../helpers/build-test-app';
import { signedPaymentEvent } from '../../helpers/signed-payment-event';
import { startTestPushService, type TestPushService } from '../../helpers/test-push-service';
import { optIn as optInDevice } from './push-test-kit';
import {
  buildOrdersApp,
  listOf,
  openOwnedRestaurant,
  orderFrom,
  OWNER_ORDERS,
  patchStatus,
  signUpPerson,
  type Person,
} from '../orders/owner-orders-test-kit';

/** Pays the order through the payment provider's webhook, as the provider does. */
async function payThroughWebhook(subject: TestApp, orderId: string, amount: number) {
  const { payload, headers } = signedPaymentEvent(orderId, amount);
  const response = await subject.app.inject({
    method: 'POST',
    url: '/api/order/checkout/webhook',
    headers,
    payload,
  });
  expect(response.statusCode).toBe(200);
}

describe('web push from order events', () => {
  let pushService: TestPushService;
  let subject: TestApp;

  beforeAll(async () => {
    pushService = await startTestPushService(TEST_VAPID_KEYS.publicKey);
    subject = await buildOrdersApp({ config: { pushServiceOrigins: [pushService.origin] } });
  }, 60_000);
  afterAll(async () => {
    await subject.close();
    await pushService.close();
  });

  const optIn = (person: Pick<Person, 'headers'>, purpose: PushPurpose) =>
    optInDevice(subject, pushService, person.headers, purpose);

  it("tells the owner's device of a paid order, as their list shows it, then of its answer", async () => {
    const { owner, restaurant } = await openOwnedRestaurant(subject);
    const customer = await signUpPerson(subject);
    const endpoint = await optIn(owner, 'owner-alerts');
    const orderId = await orderFrom(subject.database.db, customer, restaurant, {
      status: 'placed',
    });
    await payThroughWebhook(subject, orderId, 3349);

    const [push] = await pushService.waitFor((p) => p.endpoint === endpoint);
    const listed = (await listOf(subject.app, OWNER_ORDERS, owner.headers)) as Order[];
    const order = listed.find((candidate) => candidate._id === orderId)!;
    expect(push.message).toEqual(newOrderPushMessage(order));
    expect(push.message).toMatchObject({
      kind: 'new-order',
      total: 3349,
      lines: [
        { name: 'Margherita', quantity: 2 },
        { name: 'Tiramisu', quantity: 1 },
      ],
      moreLines: 0,
    });
    expect(push.urgency).toBe('high');

    const accepted = await subject.app.inject({
      method: 'POST',
      url: `/api/my/restaurant/order/${orderId}/accept`,
      headers: owner.headers,
      payload: { minutes: 20 },
    });
    expect(accepted.statusCode).toBe(200);
    await pushService.waitFor(
      (p) => p.endpoint === endpoint && p.message.kind === 'order-answered',
    );
    expect(pushService.refused).toEqual([]);
  });

  it("tells the customer's device of each status change, with the restaurant's name", async () => {
    const { owner, restaurant } = await openOwnedRestaurant(subject);
    const customer = await signUpPerson(subject);
    const endpoint = await optIn(customer, 'order-updates');
    const orderId = await orderFrom(subject.database.db, customer, restaurant);
    const changed = await patchStatus(subject.app, orderId, owner.headers, {
      status: 'outForDelivery',
    });
    expect(changed.statusCode).toBe(200);
    const [push] = await pushService.waitFor((p) => p.endpoint === endpoint);
    expect(push.message).toEqual({
      kind: 'order-status',
      orderId,
      status: 'outForDelivery',
      restaurantName: restaurant.restaurantName,
    });
  });

  it('forgets a device whose push service answers 410', async () => {
    const { owner, restaurant } = await openOwnedRestaurant(subject);
    const customer = await signUpPerson(subject);
    const endpoint = await optIn(owner, 'owner-alerts');
    pushService.gone(endpoint);
    await orderFrom(subject.database.db, customer, restaurant);
    const deadline = Date.now() + 5_000;
    const stored = () =>
      subject.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, endpoint));
    while ((await stored()).length > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(await stored()).toEqual([]);
  });
});
