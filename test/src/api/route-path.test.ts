import * as orderPaths from '@contract/order.paths';
import * as myRestaurantPaths from '@contract/my-restaurant.paths';
import * as restaurantPaths from '@contract/restaurant.paths';
import * as searchPaths from '@contract/search.paths';
import * as userPaths from '@contract/user.paths';
import { pathOf, requestOf } from '@/api/route-path';

describe('pathOf', () => {
  it('is the URL itself when the route has no parameters', () => {
    expect(pathOf(userPaths.getMyUser)).toBe('/api/my/user');
  });

  it('fills each parameter, encoded', () => {
    expect(pathOf(searchPaths.searchRestaurants, { city: 'São Paulo/Centro?x' })).toBe(
      '/api/restaurant/search/S%C3%A3o%20Paulo%2FCentro%3Fx',
    );
    expect(pathOf(restaurantPaths.getRestaurantImage, { imageKey: 'k 1', file: '320.webp' })).toBe(
      '/api/images/k%201/320.webp',
    );
  });

  it('leaves the rest of the URL as the contract spells it', () => {
    expect(pathOf(orderPaths.updateOrderStatus, { orderId: 'order-1' })).toBe(
      '/api/my/restaurant/order/order-1/status',
    );
  });
});

describe('requestOf', () => {
  it("is the route's address and method", () => {
    expect(requestOf(orderPaths.removeOrder, { orderId: 'a#b' })).toEqual({
      url: '/api/my/restaurant/order/a%23b',
      method: 'DELETE',
    });
    expect(requestOf(myRestaurantPaths.getMyRestaurant)).toEqual({
      url: '/api/my/restaurant',
      method: 'GET',
    });
  });
});
