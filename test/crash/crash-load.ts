import { ORDER_STATUSES, type OrderStatus } from '../../contract/order-status';
import { sleep } from './crash-system';
import { acknowledge, expectStatus, type Round } from './crash-round';
import { uploadOversizedImage } from './crash-oversized-image';
import type { Person } from './crash-people';
import { restaurantForm, restaurantValue, type Owner, type World } from './crash-world';

let counter = 0;

/**
 * Runs every writer until the round's system is killed: two owners saving their restaurant (with
 * an image, a changed menu and price), two customers saving their profile, two customers checking
 * out and paying, and two owners moving their paid orders along. Each writer waits for an answer
 * before its next write. Once in the round, an owner also uploads an image the API must refuse.
 * Resolves once every writer has seen its connection go.
 */
export function runLoad(world: World, round: Round): Promise<void> {
  const writers = [
    ...world.owners.map((owner) => () => saveRestaurant(world, owner, round)),
    ...world.customers.map((customer) => () => saveProfile(world, customer, round)),
    ...world.customers.map(
      (customer, i) => () => checkOutAndPay(world, customer, world.owners[i], round),
    ),
    ...world.owners.map((owner) => () => advanceOrder(world, owner, round)),
  ];
  return Promise.all([
    ...writers.map((step) => loop(step, round)),
    uploadOversizedImage(world, round),
  ]).then(() => undefined);
}

async function loop(step: () => Promise<void>, round: Round): Promise<void> {
  while (!round.killed) {
    try {
      await step();
    } catch (error) {
      if (round.killed) return;
      round.stats.unexpected.push(String(error));
      await sleep(100);
    }
  }
}

async function saveRestaurant(world: World, owner: Owner, round: Round) {
  const value = restaurantValue(owner.person.email.slice(6, 10), ++counter);
  const form = await restaurantForm(value, owner.stableItemId, world.image);
  const acknowledged = world.restaurants.begin(owner.person.email, value);
  const response = await fetch(`${world.system.addresses.api}/api/my/restaurant`, {
    method: 'PUT',
    headers: { ...owner.person.headers, ...form.headers },
    body: form.payload,
  });
  await expectStatus(response, 200, 'restaurant save');
  await response.arrayBuffer();
  acknowledged();
  acknowledge(round, 'restaurant saves with an image');
}

async function saveProfile(world: World, customer: Person, round: Round) {
  const name = `Ada ${++counter}`;
  const acknowledged = world.profiles.begin(customer.email, name);
  const response = await fetch(`${world.system.addresses.api}/api/my/user`, {
    method: 'PUT',
    headers: { ...customer.headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      addressLine1: `${counter} Analytical Row`,
      city: 'London',
      country: 'United Kingdom',
    }),
  });
  await expectStatus(response, 200, 'profile save');
  await response.arrayBuffer();
  acknowledged();
  acknowledge(round, 'profile saves');
}

async function checkOutAndPay(world: World, customer: Person, owner: Owner, round: Round) {
  const response = await fetch(
    `${world.system.addresses.api}/api/order/checkout/create-checkout-session`,
    {
      method: 'POST',
      headers: { ...customer.headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        restaurantId: owner.restaurantId,
        cartItems: [{ menuItemId: owner.stableItemId, name: 'Margherita', quantity: 2 }],
        deliveryDetails: {
          name: 'Ada Lovelace',
          addressLine1: '12 Analytical Row',
          city: 'London',
          country: 'United Kingdom',
          email: customer.email,
        },
      }),
    },
  );
  await expectStatus(response, 200, 'checkout');
  const { url } = (await response.json()) as { url: string };
  const sessionId = url.slice(url.lastIndexOf('/') + 1);
  const record = { owner, payment: 'none' as const };
  world.checkouts.set(sessionId, record);
  acknowledge(round, 'checkouts');
  // Every other checkout is left unpaid, as customers who leave the payment page do.
  if (counter++ % 2 === 0) return;
  world.checkouts.set(sessionId, { owner, payment: 'sent' });
  const paid = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
      cardName: 'Ada Lovelace',
    }),
    redirect: 'manual',
  });
  await expectStatus(paid, 303, 'payment');
  world.checkouts.set(sessionId, { owner, payment: 'acknowledged' });
  acknowledge(round, 'payments');
}

async function advanceOrder(world: World, owner: Owner, round: Round) {
  const api = world.system.addresses.api;
  const listed = await fetch(`${api}/api/my/restaurant/order`, { headers: owner.person.headers });
  await expectStatus(listed, 200, 'owner orders');
  const orders = (await listed.json()) as Array<{ _id: string; status: OrderStatus }>;
  const order = orders.find((candidate) => candidate.status !== 'delivered');
  if (!order) {
    await sleep(200);
    return;
  }
  const next = ORDER_STATUSES[ORDER_STATUSES.indexOf(order.status) + 1];
  // The list is what the database holds now: the order's known state before this write.
  world.statuses.settle(order._id, order.status);
  const acknowledged = world.statuses.begin(order._id, next);
  const response = await fetch(`${api}/api/my/restaurant/order/${order._id}/status`, {
    method: 'PATCH',
    headers: { ...owner.person.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ status: next }),
  });
  await expectStatus(response, 200, 'status change');
  await response.arrayBuffer();
  acknowledged();
  acknowledge(round, 'status changes');
}
