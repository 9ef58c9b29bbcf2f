import { z } from 'zod';
import { restaurantSchema } from '@contract/restaurant';
import { restaurantRoutes } from '@contract/restaurant.routes';
import { ALWAYS_OPEN } from '../../always-open';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

const EXAMPLE = {
  _id: '0b7c5d8e-4a1f-4c3e-9d2a-6f1e2d3c4b5a',
  restaurantName: 'Pasta Place',
  city: 'London',
  country: 'UK',
  deliveryPrice: 250,
  estimatedDeliveryTime: 30,
  cuisines: ['Pasta' as const],
  menuItems: [],
  imageUrl: 'http://localhost:7000/api/images/x/1280.webp',
  imageSrcSet: 'http://localhost:7000/api/images/x/1280.webp 1280w',
  imageSrcSetAvif: 'http://localhost:7000/api/images/x/1280.avif 1280w',
  lastUpdated: '2026-01-01T12:00:00.000Z',
  ...ALWAYS_OPEN,
  busyMinutes: 0,
  busyUntil: null,
  acceptWindowMinutes: 10,
};

// The answer's shape lives once, in contract/: what its schema lists is what the API answers.
describe('an answer follows its contract schema', () => {
  let subject: TestApp;
  const { getRestaurant } = restaurantRoutes;

  beforeAll(async () => {
    subject = await buildTestApp();
    const rated = restaurantSchema.extend({ rating: z.number() });
    subject.app.route({
      ...getRestaurant,
      url: '/api/test/rated/:restaurantId',
      schema: {
        ...getRestaurant.schema,
        response: { ...getRestaurant.schema.response, 200: rated },
      },
      handler: async () => ({ ...EXAMPLE, rating: 4.5 }),
    });
    subject.app.route({
      ...getRestaurant,
      url: '/api/test/unlisted/:restaurantId',
      handler: async () => ({ ...EXAMPLE, rating: 4.5 }) as never,
    });
  }, 60_000);
  afterAll(() => subject.close());

  it('carries a field added to the schema, with no other change', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/test/rated/1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...EXAMPLE, rating: 4.5 });

    const document = (await subject.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const answer = document.paths['/api/test/rated/{restaurantId}'].get.responses['200'];
    const shape = answer.content['application/json'].schema;
    expect(shape.properties.rating).toEqual({ type: 'number' });
  });

  it('refuses to send a field the schema does not list, rather than dropping it unseen', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/test/unlisted/1' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error' });
  });
});
