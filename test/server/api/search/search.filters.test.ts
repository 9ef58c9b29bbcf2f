import type { RestaurantSearchResponse } from '@contract/search';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { insertRestaurants, namesFound, search } from './search-test-kit';
import { ALWAYS_OPEN } from '../restaurants/restaurant-test-kit';

// Creating a database takes seconds on a busy machine.
jest.setTimeout(30_000);

describe('GET /api/restaurant/search/:city filters', () => {
  let subject: TestApp;

  beforeAll(async () => {
    subject = await buildTestApp();
    await insertRestaurants(subject.database.db, [
      { restaurantName: 'Roma Trattoria', city: 'London', cuisines: ['Italian', 'Pasta'] },
      { restaurantName: 'Slice Pizzeria', city: 'London', cuisines: ['Italian', 'Pizza'] },
      { restaurantName: 'Nonna Kitchen', city: 'London', cuisines: ['Italian'] },
      { restaurantName: 'Sakura', city: 'London', cuisines: ['Japanese', 'Sushi'] },
      { restaurantName: 'Sushi Corner', city: 'London', cuisines: ['Japanese'] },
      { restaurantName: 'Derry Grill', city: 'Londonderry', cuisines: ['Steak'] },
      { restaurantName: 'Leeds Pasta Bar', city: 'Leeds', cuisines: ['Italian', 'Pasta'] },
    ]);
  });
  afterAll(() => subject.close());

  const sorted = (names: string[]) => [...names].sort();

  it('matches the city case-insensitively, as a part of its name', async () => {
    expect(sorted(await namesFound(subject.app, 'LONDONDERRY'))).toEqual(['Derry Grill']);
    expect(await namesFound(subject.app, 'london')).toHaveLength(6);
    expect(sorted(await namesFound(subject.app, 'eed'))).toEqual(['Leeds Pasta Bar']);
  });

  it('answers an unknown city with 200 and no results', async () => {
    const response = await search(subject.app, 'Atlantis');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [], pagination: { total: 0, page: 1, pages: 0 } });
  });

  it('keeps only restaurants that offer every selected cuisine', async () => {
    const italianAndPasta = await namesFound(subject.app, 'London', {
      selectedCuisines: 'Italian,Pasta',
    });
    expect(italianAndPasta).toEqual(['Roma Trattoria']);
    const italian = await namesFound(subject.app, 'London', { selectedCuisines: 'Italian' });
    expect(sorted(italian)).toEqual(['Nonna Kitchen', 'Roma Trattoria', 'Slice Pizzeria']);
  });

  it('accepts cuisine names in any case and ignores empty entries', async () => {
    const names = await namesFound(subject.app, 'London', { selectedCuisines: 'pizza,,ITALIAN' });
    expect(names).toEqual(['Slice Pizzeria']);
  });

  it('matches the search text against the name, case-insensitively', async () => {
    expect(await namesFound(subject.app, 'London', { searchQuery: 'NONNA' })).toEqual([
      'Nonna Kitchen',
    ]);
  });

  it('matches the search text against any cuisine too', async () => {
    const names = await namesFound(subject.app, 'London', { searchQuery: 'sush' });
    expect(sorted(names)).toEqual(['Sakura', 'Sushi Corner']);
    const pasta = await namesFound(subject.app, 'London', { searchQuery: 'pasta' });
    expect(pasta).toEqual(['Roma Trattoria']);
  });

  it('combines the city, the cuisines and the text', async () => {
    const names = await namesFound(subject.app, 'London', {
      selectedCuisines: 'Japanese',
      searchQuery: 'corner',
    });
    expect(names).toEqual(['Sushi Corner']);
  });

  it('answers the fields a result card shows, without the menu', async () => {
    const response = await search(subject.app, 'Leeds');
    const body = response.json() as RestaurantSearchResponse;
    expect(body.pagination).toEqual({ total: 1, page: 1, pages: 1 });
    expect(body.data[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      restaurantName: 'Leeds Pasta Bar',
      city: 'Leeds',
      country: 'United Kingdom',
      deliveryPrice: 250,
      estimatedDeliveryTime: 30,
      cuisines: ['Italian', 'Pasta'],
      imageUrl: expect.stringMatching(/^http:\/\/localhost:7000\/api\/images\/.+\/1280\.webp$/),
      imageSrcSet: expect.stringContaining('/640.webp 640w, '),
      imageSrcSetAvif: expect.stringContaining('/640.avif 640w, '),
      lastUpdated: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      ...ALWAYS_OPEN,
      busyMinutes: 0,
      busyUntil: null,
      acceptWindowMinutes: 10,
    });
  });
});
