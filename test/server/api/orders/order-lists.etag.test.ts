import type { Restaurant } from '@contract/restaurant';
import type { TestApp } from '../../helpers/build-test-app';
import {
  buildOrdersApp,
  CUSTOMER_ORDERS,
  getList,
  openOwnedRestaurant,
  orderFrom,
  OWNER_ORDERS,
  patchStatus,
  signUpPerson,
  type Person,
} from './owner-orders-test-kit';

describe('the polled order lists revalidate with ETags', () => {
  let subject: TestApp;
  let owner: Person;
  let customer: Person;
  let restaurant: Restaurant;
  let orderId: string;

  beforeAll(async () => {
    subject = await buildOrdersApp();
    ({ owner, restaurant } = await openOwnedRestaurant(subject));
    customer = await signUpPerson(subject);
    orderId = await orderFrom(subject.database.db, customer, restaurant);
  }, 60_000);
  afterAll(() => subject.close());

  const lists = () => [
    { name: "the owner's", url: OWNER_ORDERS, headers: owner.headers },
    { name: "the customer's", url: CUSTOMER_ORDERS, headers: customer.headers },
  ];

  it('answer an ETag and Cache-Control: no-cache, and 304 without a body when it matches', async () => {
    for (const { url, headers } of lists()) {
      const first = await getList(subject.app, url, headers);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toHaveLength(1);
      expect(first.headers.etag).toMatch(/^W\/"[\w-]+"$/);
      expect(first.headers['cache-control']).toBe('no-cache');

      const again = await getList(subject.app, url, headers, String(first.headers.etag));
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(first.headers.etag);

      const stale = await getList(subject.app, url, headers, 'W/"something-else"');
      expect(stale.statusCode).toBe(200);
      expect(stale.json()).toEqual(first.json());
    }
  });

  it('answer a new ETag and the new body once the status changes', async () => {
    const before = await Promise.all(
      lists().map(({ url, headers }) => getList(subject.app, url, headers)),
    );
    const patched = await patchStatus(subject.app, orderId, owner.headers, {
      status: 'outForDelivery',
    });
    expect(patched.statusCode).toBe(200);

    for (const [index, { url, headers }] of lists().entries()) {
      const previous = String(before[index].headers.etag);
      const after = await getList(subject.app, url, headers, previous);
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(previous);
      expect(after.json()).toEqual([expect.objectContaining({ status: 'outForDelivery' })]);
    }
  });
});
