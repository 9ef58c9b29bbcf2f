import { buildApp } from '@server/app';
import { buildTestApp, testConfig, type TestApp } from '../../helpers/build-test-app';
import {
  accessTokenFor,
  forgedAccessTokenFor,
  hs256AccessTokenFor,
  TEST_AUDIENCE,
  unsignedAccessTokenFor,
} from '../../helpers/test-tokens';

// Every token fault, through HTTP on a bearer route: the answer a client actually sees.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);
afterAll(() => t.close());

const now = () => Math.floor(Date.now() / 1000);

function getMyUser(app: TestApp['app'], authorization?: string) {
  return app.inject({
    method: 'GET',
    url: '/api/my/user',
    headers: authorization === undefined ? {} : { authorization },
  });
}

describe('a bearer route', () => {
  it.each([
    ['no token', async () => undefined, 'Missing bearer token'],
    ['a malformed token', async () => 'Bearer abc.def', 'Access token is invalid'],
    [
      'a bad signature',
      async () => `Bearer ${await forgedAccessTokenFor('mallory')}`,
      'Access token signature is invalid',
    ],
    [
      'alg none',
      async () => `Bearer ${unsignedAccessTokenFor('mallory')}`,
      'Access token algorithm is not accepted',
    ],
    [
      'HS256',
      async () => `Bearer ${await hs256AccessTokenFor('mallory')}`,
      'Access token algorithm is not accepted',
    ],
    [
      'the wrong issuer',
      async () => `Bearer ${await accessTokenFor('ann', { iss: 'https://elsewhere.example/' })}`,
      'Access token iss is not accepted',
    ],
    [
      'the wrong audience',
      async () => `Bearer ${await accessTokenFor('ann', { aud: 'https://other-api.example' })}`,
      'Access token aud is not accepted',
    ],
    [
      'a token expired beyond the 60 s leeway',
      async () => `Bearer ${await accessTokenFor('ann', { exp: now() - 120 })}`,
      'Access token has expired',
    ],
    [
      'a token not valid until beyond the 60 s leeway',
      async () => `Bearer ${await accessTokenFor('ann', { nbf: now() + 120 })}`,
      'Access token nbf is not accepted',
    ],
  ])('answers %s with 401 and a message', async (_name, authorization, message) => {
    const response = await getMyUser(t.app, await authorization());
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message });
  });

  it('accepts a token that expired 30 s ago, within the 60 s leeway', async () => {
    const token = await accessTokenFor('late', { exp: now() - 30 });
    const response = await getMyUser(t.app, `Bearer ${token}`);
    // Past authentication: the route itself answers, and this user has no record yet.
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'User not found' });
  });
});

describe('a bearer route while the identity provider cannot be reached', () => {
  // Port 1 refuses connections: the JWKS fetch fails at once, without waiting for a timeout.
  const unreachable = 'http://127.0.0.1:1';
  let app: TestApp['app'];
  beforeAll(async () => {
    app = await buildApp({
      config: testConfig({ auth0Domain: unreachable }),
      database: t.database,
    });
  }, 60_000);
  afterAll(() => app.close());

  it('answers 503 with a message, not 401', async () => {
    const token = await accessTokenFor('ann', { iss: `${unreachable}/`, aud: TEST_AUDIENCE });
    const response = await getMyUser(app, `Bearer ${token}`);
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      message: 'The identity provider is unavailable; try again later',
    });
  });

  it('still answers 401 to a token it can refuse without the keys', async () => {
    const response = await getMyUser(app, `Bearer ${unsignedAccessTokenFor('mallory')}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Access token algorithm is not accepted' });
  });
});
