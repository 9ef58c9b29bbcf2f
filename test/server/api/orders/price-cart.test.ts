import { randomUUID } from 'node:crypto';
import { priceCart } from '@server/api/orders/checkout/checkout.service';
import type { RestaurantWithMenu } from '@server/api/restaurants/restaurant.service';

const restaurantId = randomUUID();

/** A restaurant whose menu has `count` dishes at `price` cents each, delivered for $2.50. */
function restaurantWithMenu(count: number, price: number): RestaurantWithMenu {
  const now = new Date();
  return {
    id: restaurantId,
    ownerId: randomUUID(),
    restaurantName: 'Golden Spoon',
    city: 'London',
    country: 'United Kingdom',
    deliveryPrice: 250,
    estimatedDeliveryTime: 30,
    cuisines: ['Italian'],
    imageKey: 'key',
    timeZone: 'Europe/London',
    openingHours: [],
    pausedAt: null,
    pauseMinutes: null,
    createdAt: now,
    updatedAt: now,
    menuItems: Array.from({ length: count }, (_, position) => ({
      id: randomUUID(),
      restaurantId,
      name: `Dish ${position + 1}`,
      price,
      position,
      available: true,
    })),
  };
}

const everyDish = (restaurant: RestaurantWithMenu, quantity: number) =>
  restaurant.menuItems.map((item) => ({ menuItemId: item.id, quantity }));

describe('pricing a cart from the menu', () => {
  it('refuses a sold-out dish, naming the line and the dish', () => {
    const restaurant = restaurantWithMenu(2, 1250);
    restaurant.menuItems[1].available = false;
    expect(() => priceCart(restaurant, everyDish(restaurant, 1))).toThrow(
      'cartItems.1.menuItemId: Dish 2 is sold out',
    );
  });

  it('adds every line at its menu price, and the delivery fee', () => {
    const restaurant = restaurantWithMenu(2, 1250);
    expect(priceCart(restaurant, everyDish(restaurant, 3)).totalAmount).toBe(2 * 3 * 1250 + 250);
  });

  it('refuses a total the payment page could not charge, as too small or too large', () => {
    const cheap = restaurantWithMenu(1, 1);
    expect(() => priceCart({ ...cheap, deliveryPrice: 0 }, everyDish(cheap, 1))).toThrow(
      'cartItems: the order total must be at least $0.50',
    );
    // 11 dishes at $1,000, 99 of each: $1,089,000.
    const dear = restaurantWithMenu(11, 100_000);
    expect(() => priceCart(dear, everyDish(dear, 99))).toThrow(
      'cartItems: the order total must be at most $999,999.99',
    );
    const justUnder = restaurantWithMenu(10, 100_000);
    expect(priceCart(justUnder, everyDish(justUnder, 99)).totalAmount).toBe(99_000_250);
  });
});
