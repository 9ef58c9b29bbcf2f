import type { PushMessage } from '@contract/push';
import { notificationPlan, urlOfNotification } from '@/service-worker/push-notification';

const ICON = '/icons/icon-192.png';

const newOrder = (lines: Array<[string, number]>, moreLines = 0): PushMessage => ({
  kind: 'new-order',
  orderId: 'o1',
  total: 2350,
  lines: lines.map(([name, quantity]) => ({ name, quantity })),
  moreLines,
});

describe('the notification a push asks for', () => {
  it('tells the owner of a new order: its total, its lines, kept until acted on', () => {
    const plan = notificationPlan(
      newOrder([
        ['Margherita', 2],
        ['Tiramisu', 1],
      ]),
      ICON,
    );
    expect(plan).toEqual({
      show: {
        title: 'New order: $23.50',
        options: {
          body: 'Margherita x 2, Tiramisu x 1',
          tag: 'order-o1',
          renotify: true,
          requireInteraction: true,
          icon: ICON,
          data: { url: '/manage-restaurant' },
        },
      },
    });
  });

  it('says how many lines the push left out', () => {
    const plan = notificationPlan(
      newOrder(
        [
          ['Margherita', 2],
          ['Tiramisu', 1],
          ['Cola', 3],
        ],
        2,
      ),
      ICON,
    );
    expect('show' in plan && plan.show.options.body).toBe(
      'Margherita x 2, Tiramisu x 1, Cola x 3, and 2 more',
    );
  });

  it("closes an answered order's alert", () => {
    expect(notificationPlan({ kind: 'order-answered', orderId: 'o1' }, ICON)).toEqual({
      close: 'order-o1',
    });
  });

  it.each([
    ['outForDelivery', "Luigi's: Out for Delivery"],
    ['inProgress', "Luigi's: In Progress"],
    ['cancelled', "Luigi's: Cancelled"],
  ] as const)('tells the customer their order is now %s', (status, title) => {
    const plan = notificationPlan(
      { kind: 'order-status', orderId: 'o2', status, restaurantName: "Luigi's" },
      ICON,
    );
    expect(plan).toEqual({
      show: {
        title,
        options: expect.objectContaining({
          tag: 'order-o2',
          icon: ICON,
          data: { url: '/order-status' },
        }),
      },
    });
  });
});

describe('the page a clicked notification opens', () => {
  it('is the one its data names', () => {
    expect(urlOfNotification({ url: '/manage-restaurant' })).toBe('/manage-restaurant');
  });

  it.each([null, undefined, {}, { url: 42 }, { url: 'https://elsewhere.example/' }])(
    'is the home page when the data is %p',
    (data) => {
      expect(urlOfNotification(data)).toBe('/');
    },
  );
});
