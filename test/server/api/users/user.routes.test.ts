import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { accessTokenFor, bearer } from '../../helpers/test-tokens';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const profile = { name: 'Ann Lee', addressLine1: '1 High Street', city: 'London', country: 'UK' };

describe('/api/my/user', () => {
  it('needs a bearer token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/my/user' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Missing bearer token' });
  });

  it.each([
    ['a malformed token', 'Bearer abc.def'],
    ['another scheme', `Basic ${Buffer.from('a:b').toString('base64')}`],
  ])('refuses %s with 401', async (_name, authorization) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/my/user',
      headers: { authorization },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toHaveProperty('message');
  });

  it('refuses an expired token with 401', async () => {
    const token = await accessTokenFor('expired-user', {
      exp: Math.floor(Date.now() / 1000) - 120,
    });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/my/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Access token has expired' });
  });

  it('answers 404 before the user record exists', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/my/user',
      headers: await bearer('nobody'),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'User not found' });
  });

  it('refuses, naming the email, an account whose email the database cannot keep', async () => {
    const headers = await bearer('auth0|nul', { email: 'a\u0000b@example.com' });
    const response = await t.app.inject({ method: 'POST', url: '/api/my/user', headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'email: must not contain a NUL character' });
  });

  it('creates the record once from the token, ignoring the body', async () => {
    const headers = await bearer('auth0|ann', { email: 'ann@example.com' });
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/my/user',
      headers,
      payload: { auth0Id: 'auth0|someone-else', email: 'mallory@example.com' },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ auth0Id: 'auth0|ann', email: 'ann@example.com' });

    const second = await t.app.inject({
      method: 'POST',
      url: '/api/my/user',
      headers,
      payload: {},
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()._id).toBe(first.json()._id);

    const read = await t.app.inject({ method: 'GET', url: '/api/my/user', headers });
    expect(read.json()).toEqual(first.json());
  });

  it('updates the profile, trimmed, and never the email', async () => {
    const headers = await bearer('auth0|bob', { email: 'bob@example.com' });
    await t.app.inject({ method: 'POST', url: '/api/my/user', headers });
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/my/user',
      headers,
      payload: { ...profile, name: '  Bob Stone ', email: 'changed@example.com' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      ...profile,
      name: 'Bob Stone',
      email: 'bob@example.com',
    });
  });

  it.each([
    ['name', { name: '' }, 'name: Name is required'],
    ['name of spaces', { name: '   ' }, 'name: Name is required'],
    ['addressLine1', { addressLine1: undefined }, 'addressLine1: Address Line 1 is required'],
    ['city', { city: '' }, 'city: City is required'],
    ['country', { country: 42 }, 'country: Country is required'],
    ['a long city', { city: 'x'.repeat(101) }, 'city: must be at most 100 characters'],
  ])('refuses a bad %s with 400 naming the field', async (_name, change, message) => {
    const headers = await bearer('auth0|carol');
    await t.app.inject({ method: 'POST', url: '/api/my/user', headers });
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/my/user',
      headers,
      payload: { ...profile, ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('answers 404 when updating a user that was never created', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/my/user',
      headers: await bearer('auth0|ghost'),
      payload: profile,
    });
    expect(response.statusCode).toBe(404);
  });
});
