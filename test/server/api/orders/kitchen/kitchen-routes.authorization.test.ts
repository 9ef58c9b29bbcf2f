import { randomUUID } from 'node:crypto';
import type { Restaurant } from '@contract/restaurant';
import type { TestApp } from '../../../helpers/build-test-app';
import { bearer } from '../../../helpers/test-tokens';
import {
  buildOrdersApp,
  openOwnedRestaurant,
  orderFrom,
  signUpPerson,
  storedOrder,
  type Person,
} from '../owner-orders-test-kit';
import { KITCHEN_ACTIONS, kitchenCall } from './kitchen-test-kit';

describe('the kitchen’s routes: who may answer an order', () => {
  let subject: TestApp;
  let owner: Person;
  let restaurant: Restaurant;
  let otherOwner: Person;
  let customer: Person;

  beforeAll(async () => {
    subject = await buildOrdersApp();
    ({ owner, restaurant } = await openOwnedRestaurant(subject));
    ({ owner: otherOwner } = await openOwnedRestaurant(subject));
    customer = await signUpPerson(subject);
  }, 180_000);
  afterAll(() => subject.close());

  const db = () => subject.database.db;

  it.each(KITCHEN_ACTIONS)(
    '%s: only the restaurant’s owner, on one of its paid orders',
    async (action) => {
      // The status each action accepts, so that only who asks decides the answer.
      const status = action === 'late' || action === 'cancel' ? 'inProgress' : 'paid';
      const orderId = await orderFrom(db(), customer, restaurant, { status });
      const unpaid = await orderFrom(db(), customer, restaurant, { status: 'placed' });
      const cases = [
        { who: 'no token', orderId, headers: undefined, status: 401 },
        {
          who: 'no user record',
          orderId,
          headers: await bearer(`nobody-${randomUUID()}`),
          status: 404,
          message: 'User not found',
        },
        {
          who: 'another restaurant’s owner',
          orderId,
          headers: otherOwner.headers,
          status: 403,
          message: 'This order belongs to another restaurant',
        },
        { who: 'the customer', orderId, headers: customer.headers, status: 403 },
        {
          who: 'an unknown order',
          orderId: randomUUID(),
          headers: owner.headers,
          status: 404,
          message: 'Order not found',
        },
        {
          who: 'a malformed id',
          orderId: 'not-an-order',
          headers: owner.headers,
          status: 404,
          message: 'Order not found',
        },
        {
          who: 'an order never paid',
          orderId: unpaid,
          headers: owner.headers,
          status: 404,
          message: 'Order not found',
        },
      ];
      for (const { who, orderId: id, headers, status: expected, message } of cases) {
        const response = await kitchenCall(subject.app, id, action, headers);
        expect({ who, status: response.statusCode }).toEqual({ who, status: expected });
        expect(response.json()).toEqual({ message: message ?? expect.any(String) });
      }
      expect(await storedOrder(db(), orderId)).toMatchObject({ status, cancelledAt: null });

      const response = await kitchenCall(subject.app, orderId, action, owner.headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ _id: orderId });
    },
  );
});
