import type { OrderStatus } from '../../contract/order-status';
import type { Restaurant } from '../../contract/restaurant';
import { sleep } from './crash-system';
import type { RestaurantValue, World } from './crash-world';

/** The local checkout's secret key, which its Stripe API answers to. */
const LOCAL_SECRET_KEY = 'sk_test_local';
/** How long a payment acknowledged before the crash may take to reach the API after a restart. */
const PAYMENT_ARRIVAL_MS = 20_000;

export interface VerifyReport {
  checked: number;
  failures: string[];
  /** Milliseconds until the last payment acknowledged before the crash was applied. */
  paymentsCaughtUpMs: number;
}

/** A GET answered with JSON; any other status than 2xx fails, naming the URL. */
export async function getJson<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

function sameRestaurant(stored: Restaurant, value: RestaurantValue): boolean {
  const menu = stored.menuItems.map((item) => [item.name, item.price]);
  return (
    stored.restaurantName === value.restaurantName &&
    stored.deliveryPrice === value.deliveryPrice &&
    JSON.stringify(menu) === JSON.stringify(value.menu)
  );
}

/**
 * Reads back, through the restarted system, everything the load wrote: each key must hold its last
 * acknowledged value (or a value sent after it), every field of one save together, the saved
 * image served; every acknowledged checkout's session kept and every acknowledged payment applied
 * to its order. What is found becomes each key's known state for the next round.
 */
export async function verifyAcknowledged(world: World): Promise<VerifyReport> {
  const report: VerifyReport = { checked: 0, failures: [], paymentsCaughtUpMs: 0 };
  const fail = (message: string) => report.failures.push(message);
  await verifyRestaurants(world, report, fail);
  await verifyProfiles(world, report, fail);
  await verifyPayments(world, report, fail);
  await verifyStatuses(world, report, fail);
  return report;
}

type Fail = (message: string) => void;

async function verifyRestaurants(world: World, report: VerifyReport, fail: Fail) {
  const api = world.system.addresses.api;
  for (const owner of world.owners) {
    const key = owner.person.email;
    const stored = await getJson<Restaurant>(`${api}/api/my/restaurant`, owner.person.headers);
    const { values } = world.restaurants.possible(key);
    const match = values.find((value) => sameRestaurant(stored, value));
    report.checked++;
    if (!match) {
      fail(
        `restaurant of ${key}: holds '${stored.restaurantName}' (${stored.deliveryPrice}, ` +
          `${stored.menuItems.map((i) => i.name).join('/')}), expected one of ` +
          values.map((v) => `'${v.restaurantName}'`).join(', '),
      );
      continue;
    }
    world.restaurants.settle(key, match);
    const image = await fetch(stored.imageUrl);
    await image.arrayBuffer();
    if (image.status !== 200) fail(`image of ${key}'s restaurant: ${image.status}`);
  }
}

async function verifyProfiles(world: World, report: VerifyReport, fail: Fail) {
  const api = world.system.addresses.api;
  for (const customer of world.customers) {
    const stored = await getJson<{ name: string }>(`${api}/api/my/user`, customer.headers);
    const { values } = world.profiles.possible(customer.email);
    report.checked++;
    if (values.length > 0 && !values.includes(stored.name)) {
      fail(`profile of ${customer.email}: '${stored.name}', expected one of ${values.join(', ')}`);
    } else {
      world.profiles.settle(customer.email, stored.name);
    }
  }
}

interface SessionAnswer {
  status: string;
  metadata: { orderId?: string };
}

async function verifyPayments(world: World, report: VerifyReport, fail: Fail) {
  const { payments, api } = world.system.addresses;
  const awaited = new Map<string, { orderId: string; ownerHeaders: Record<string, string> }>();
  for (const [sessionId, record] of world.checkouts) {
    const response = await fetch(`${payments}/v1/checkout/sessions/${sessionId}`, {
      headers: { authorization: `Bearer ${LOCAL_SECRET_KEY}` },
    });
    report.checked++;
    if (response.status !== 200) {
      fail(`checkout session ${sessionId}: ${response.status} at the checkout`);
      continue;
    }
    const session = (await response.json()) as SessionAnswer;
    if (record.payment !== 'acknowledged') continue;
    if (session.status !== 'complete') fail(`paid session ${sessionId} is '${session.status}'`);
    else
      awaited.set(sessionId, {
        orderId: session.metadata.orderId!,
        ownerHeaders: record.owner.person.headers,
      });
  }
  const started = Date.now();
  while (awaited.size > 0 && Date.now() - started < PAYMENT_ARRIVAL_MS) {
    const lists = new Map<Record<string, string>, Array<{ _id: string; status: OrderStatus }>>();
    for (const [sessionId, { orderId, ownerHeaders }] of awaited) {
      if (!lists.has(ownerHeaders)) {
        lists.set(ownerHeaders, await getJson(`${api}/api/my/restaurant/order`, ownerHeaders));
      }
      const order = lists.get(ownerHeaders)!.find((candidate) => candidate._id === orderId);
      if (order && order.status !== 'placed') awaited.delete(sessionId);
    }
    if (awaited.size > 0) await sleep(200);
  }
  report.paymentsCaughtUpMs = Date.now() - started;
  for (const sessionId of awaited.keys()) fail(`payment of ${sessionId} never reached its order`);
}

async function verifyStatuses(world: World, report: VerifyReport, fail: Fail) {
  const api = world.system.addresses.api;
  const found = new Map<string, OrderStatus>();
  for (const owner of world.owners) {
    const orders = await getJson<Array<{ _id: string; status: OrderStatus }>>(
      `${api}/api/my/restaurant/order`,
      owner.person.headers,
    );
    for (const order of orders) found.set(order._id, order.status);
  }
  for (const orderId of world.statuses.keys()) {
    const { values, mustExist } = world.statuses.possible(orderId);
    const status = found.get(orderId);
    report.checked++;
    if (status === undefined) {
      if (mustExist) fail(`order ${orderId} is gone from its owner's list`);
    } else if (!values.includes(status)) {
      fail(`order ${orderId} is '${status}', expected one of ${values.join(', ')}`);
    } else {
      world.statuses.settle(orderId, status);
    }
  }
}
