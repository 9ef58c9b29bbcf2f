// Contract fuzzing of the order routes; how it works and how to replay: user.fuzz.test.ts.
import fc from 'fast-check';
import { checkoutPayloadSchema, type CheckoutPayload } from '@contract/order';
import { orderRoutes } from '@contract/order.routes';
import { arbitraryOf } from '../../helpers/zod-arbitrary';
import { jsonBodies } from './bodies';
import { fuzzRoute } from './fuzz-route';
import { buildFuzzWorld, type FuzzWorld } from './fuzz-world';
import { junkText } from './junk';
import { mostly, pathSegment, requestsFor, type RequestParts } from './requests';

/** Carts, half of them from the owner's restaurant and its menu (two items), so some are paid. */
const checkouts = fc
  .tuple(arbitraryOf(checkoutPayloadSchema), fc.boolean())
  .map(([generated, onTheMenu]) => {
    const payload = generated as CheckoutPayload;
    if (!onTheMenu) return payload;
    const cartItems = payload.cartItems
      .slice(0, 2)
      .map((item, index) => ({ ...item, menuItemId: `{{menuItemId:${index}}}` }));
    return { ...payload, restaurantId: '{{restaurantId}}', cartItems };
  });

/** What could pass for the payment provider's events, for the world's orders. */
const webhookEvents = fc.record({
  id: fc.string(),
  type: fc.constantFrom('checkout.session.completed', 'payment_intent.succeeded', ''),
  data: fc.record({
    object: fc.record({
      id: fc.string(),
      metadata: fc.record({ orderId: fc.constantFrom('{{placedOrderId}}', '{{orderId}}') }),
      payment_status: fc.constant('paid'),
      amount_total: fc.integer(),
    }),
  }),
});

/** No signature, or a made-up one: never one the webhook secret signed. */
const signatures = fc.oneof(
  fc.constant({}),
  fc
    .oneof(
      junkText.map((text) => text.replace(/[^\x20-\x7e]/g, '')),
      fc.tuple(fc.nat(), fc.stringMatching(/^[0-9a-f]{0,64}$/)).map(([t, v1]) => `t=${t},v1=${v1}`),
    )
    .map((signature) => ({ 'stripe-signature': signature })),
);

const orderIds = pathSegment(
  fc.constantFrom('{{orderId}}', '{{placedOrderId}}', '{{otherOrderId}}'),
);

const parts: Partial<Record<keyof typeof orderRoutes, RequestParts>> = {
  createCheckoutSession: { body: jsonBodies(checkouts) },
  checkoutWebhook: { body: jsonBodies(webhookEvents), headers: signatures },
  getMyRestaurantOrders: { caller: mostly('owner') },
  updateOrderStatus: { caller: mostly('owner'), params: { orderId: orderIds } },
  removeOrder: { caller: mostly('owner'), params: { orderId: orderIds } },
};

describe('contract fuzz: order routes', () => {
  let world: FuzzWorld;
  beforeAll(async () => {
    world = await buildFuzzWorld();
  }, 60_000);
  afterAll(() => world.close());

  for (const [name, route] of Object.entries(orderRoutes)) {
    const requests = requestsFor(route, parts[name as keyof typeof parts]);
    // Without a valid signature the webhook refuses every event.
    const expected =
      route === orderRoutes.checkoutWebhook ? { statuses: [400, 413, 415] } : undefined;
    fuzzRoute(route, requests, () => world, expected);
  }
});
