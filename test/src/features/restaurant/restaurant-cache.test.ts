import { myRestaurantApi } from '@/api/my-restaurant.api';
import { restaurantApi } from '@/api/restaurant.api';
import { makeStore } from '@/store/store';
import type { Answer } from '../../msw/answer';
import {
  createMyRestaurant,
  getMyRestaurant,
  getRestaurant,
  updateMyRestaurant,
} from '../../msw/handlers/restaurant';
import { API, routesSent, server } from '../../msw/server';
import { savedRestaurant } from './restaurant-fixtures';

const SAVED: Answer = { status: 200, body: savedRestaurant() };

const ID = savedRestaurant()._id;
const store = () => makeStore({ apiBaseUrl: API, getAccessToken: () => Promise.resolve('token') });

describe('the restaurant endpoints', () => {
  it('refetch the public restaurant and the owner’s after a save', async () => {
    server.use(getRestaurant(SAVED), getMyRestaurant(SAVED), updateMyRestaurant(SAVED));
    const app = store();
    app.dispatch(restaurantApi.endpoints.getRestaurant.initiate(ID));
    app.dispatch(myRestaurantApi.endpoints.getMyRestaurant.initiate());
    await Promise.all(app.dispatch(restaurantApi.util.getRunningQueriesThunk()));

    await app.dispatch(myRestaurantApi.endpoints.updateMyRestaurant.initiate(new FormData()));
    await Promise.all(app.dispatch(restaurantApi.util.getRunningQueriesThunk()));

    expect(routesSent().sort()).toEqual(
      [
        `GET /api/restaurant/${ID}`,
        'GET /api/my/restaurant',
        'PUT /api/my/restaurant',
        `GET /api/restaurant/${ID}`,
        'GET /api/my/restaurant',
      ].sort(),
    );
  });

  it('keep the cache as it was when a save fails', async () => {
    server.use(getRestaurant(SAVED), createMyRestaurant({ status: 400, body: { message: 'no' } }));
    const app = store();
    app.dispatch(restaurantApi.endpoints.getRestaurant.initiate(ID));
    await Promise.all(app.dispatch(restaurantApi.util.getRunningQueriesThunk()));
    await app.dispatch(myRestaurantApi.endpoints.createMyRestaurant.initiate(new FormData()));
    await Promise.all(app.dispatch(restaurantApi.util.getRunningQueriesThunk()));
    expect(routesSent()).toEqual([`GET /api/restaurant/${ID}`, 'POST /api/my/restaurant']);
  });
});
