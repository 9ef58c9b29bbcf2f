import { NUL_MESSAGE } from '@contract/text';
import {
  buildRestaurantTestApp,
  sendRestaurant,
  signUp,
  solidImage,
  validFields,
  type Headers,
} from './restaurants/restaurant-test-kit';
import type { TestApp } from '../helpers/build-test-app';

// PostgreSQL text cannot hold U+0000; such input is the client's mistake, answered 400 at its field.
describe('a NUL character in text', () => {
  let subject: TestApp;
  let headers: Headers;
  beforeAll(async () => {
    subject = await buildRestaurantTestApp();
    headers = await signUp(subject.app, 'auth0|nul');
  }, 60_000);
  afterAll(() => subject.close());

  it.each([
    ['the search text', '/api/restaurant/search/london?searchQuery=a%00b', 'searchQuery'],
    ['the city', '/api/restaurant/search/lon%00don', 'city'],
  ])('in %s of a search is 400 naming it', async (_case, url, field) => {
    const response = await subject.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: `${field}: ${NUL_MESSAGE}` });
  });

  it('in a profile is 400 naming the field, and nothing is saved', async () => {
    const profile = { name: 'Ann\u0000', addressLine1: '1 High St', city: 'London', country: 'UK' };
    const response = await subject.app.inject({
      method: 'PUT',
      url: '/api/my/user',
      headers,
      payload: profile,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: `name: ${NUL_MESSAGE}` });
    const user = await subject.app.inject({ method: 'GET', url: '/api/my/user', headers });
    expect(user.json().name).toBe('');
  });

  it('in the restaurant form is 400 naming the field, and nothing is created', async () => {
    const fields = { ...validFields, city: 'Lon\u0000don' };
    const upload = { data: await solidImage('png', 320, 180) };
    const response = await sendRestaurant(subject.app, 'POST', headers, fields, upload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: `city: ${NUL_MESSAGE}` });
    const mine = await subject.app.inject({ method: 'GET', url: '/api/my/restaurant', headers });
    expect(mine.statusCode).toBe(404);
  });
});
