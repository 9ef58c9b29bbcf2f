import { myRestaurantApi } from '@/api/my-restaurant.api';
import { restaurantApi } from '@/api/restaurant.api';
import { makeStore } from '@/app/store';
import { answerFetch, json, routeOf, savedRestaurant } from './restaurant-test-kit';

afterEach(() => jest.restoreAllMocks());

const ID = savedRestaurant()._id;
const store = () => makeStore({ getAccessToken: () => Promise.resolve('token') });

describe('the restaurant endpoints', () => {
  it('refetch the public restaurant and the owner’s after a save', async () => {
    const sent = answerFetch(() => json(savedRestaurant()));
    const app = store();
    app.dispatch(restaurantApi.endpoints.getRestaurant.initiate(ID));
    app.dispatch(myRestaurantApi.endpoints.getMyRestaurant.initiate());
    await Promise.all(app.dispatch(restaurantApi.util.getRunningQueriesThunk()));

    await app.dispatch(myRestaurantApi.endpoints.updateMyRestaurant.initiate(new FormData()));
    await Promise.all(app.dispatch(restaurantApi.util.getRunningQueriesThunk()));

    expect(sent.map(routeOf).sort()).toEqual(
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
    const sent = answerFetch((request) =>
      request.method === 'GET' ? json(savedRestaurant()) : json({ message: 'no' }, 400),
    );
    const app = store();
    app.dispatch(restaurantApi.endpoints.getRestaurant.initiate(ID));
    await Promise.all(app.dispatch(restaurantApi.util.getRunningQueriesThunk()));
    await app.dispatch(myRestaurantApi.endpoints.createMyRestaurant.initiate(new FormData()));
    await Promise.all(app.dispatch(restaurantApi.util.getRunningQueriesThunk()));
    expect(sent.map(routeOf)).toEqual([`GET /api/restaurant/${ID}`, 'POST /api/my/restaurant']);
  });
});
