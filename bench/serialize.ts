/**
 * `npm run bench:serialize`: what checking answers against their contract schemas costs. The API
 * serialises every answer through its zod schema (an unlisted field is an error, not a silent
 * drop); this prints the time per answer for the two answers sent most often, a page of search
 * results and a full order list, against plain JSON.stringify.
 */
import { z } from 'zod';
import { MAX_CUSTOMER_ORDERS, orderSchema, type Order } from '@contract/order';
import {
  restaurantSearchResponseSchema,
  SEARCH_PAGE_SIZE,
  type RestaurantSearchResponse,
  type RestaurantSummary,
} from '@contract/search';

const ID = '0b7c5d8e-4a1f-4c3e-9d2a-6f1e2d3c4b5a';
const TIME = '2026-03-14T18:22:05.123Z';
const IMAGE = `http://localhost:7000/api/images/${ID}`;

const summary = (index: number): RestaurantSummary => ({
  _id: ID,
  restaurantName: `Pasta Place ${index}`,
  city: 'London',
  country: 'United Kingdom',
  deliveryPrice: 250,
  estimatedDeliveryTime: 30,
  cuisines: ['Italian', 'Pasta', 'Pizza'],
  imageUrl: `${IMAGE}/1280.webp`,
  imageSrcSet: [320, 640, 960, 1280].map((width) => `${IMAGE}/${width}.webp ${width}w`).join(', '),
  imageSrcSetAvif: [320, 640, 960, 1280]
    .map((width) => `${IMAGE}/${width}.avif ${width}w`)
    .join(', '),
  lastUpdated: TIME,
  timeZone: 'Europe/London',
  openingHours: [{ day: 'fri', opens: '17:00', closes: '23:30' }],
  isPaused: false,
  pausedUntil: null,
  isOpen: false,
  opensAt: TIME,
  busyMinutes: 0,
  busyUntil: null,
  acceptWindowMinutes: 10,
});

const order: Order = {
  _id: ID,
  status: 'inProgress',
  createdAt: TIME,
  updatedAt: TIME,
  totalAmount: 3249,
  deliveryDetails: {
    name: 'Ann Lee',
    addressLine1: '1 High Street',
    city: 'London',
    country: 'United Kingdom',
    email: 'ann@example.com',
  },
  cartItems: ['Margherita', 'Tiramisu', 'Lemonade'].map((name) => ({
    menuItemId: ID,
    name,
    quantity: 2,
    price: 750,
    choices: [],
    refunded: false,
  })),
  restaurant: {
    _id: ID,
    restaurantName: 'Pasta Place',
    imageUrl: `${IMAGE}/1280.webp`,
    estimatedDeliveryTime: 30,
  },
  expectedAt: TIME,
  acceptBy: null,
  cancellation: null,
  refund: null,
};

const searchPage: RestaurantSearchResponse = {
  data: Array.from({ length: SEARCH_PAGE_SIZE }, (_, index) => summary(index)),
  pagination: { total: 32, page: 1, pages: 4 },
};
const orderList = Array.from({ length: MAX_CUSTOMER_ORDERS }, () => order);
const orderListSchema = z.array(orderSchema);

/** Microseconds per call, after a warm-up, over enough calls to last about a second. */
function microsecondsPer(run: () => unknown): number {
  for (let i = 0; i < 2_000; i++) run();
  const calls = 20_000;
  const start = process.hrtime.bigint();
  for (let i = 0; i < calls; i++) run();
  return Number(process.hrtime.bigint() - start) / 1_000 / calls;
}

const cases = [
  ['search page (10 results)', searchPage, restaurantSearchResponseSchema],
  [`order list (${MAX_CUSTOMER_ORDERS} orders)`, orderList, orderListSchema],
] as const;

console.log('answer                     | JSON.stringify | schema + stringify | extra');
for (const [label, value, schema] of cases) {
  const plain = microsecondsPer(() => JSON.stringify(value));
  const checked = microsecondsPer(() => JSON.stringify(z.encode(schema as z.ZodType, value)));
  const cell = (us: number) => `${us.toFixed(1)} µs`;
  console.log(
    `${label.padEnd(26)} | ${cell(plain).padStart(14)} | ${cell(checked).padStart(18)} | ${cell(checked - plain).padStart(9)}`,
  );
}
