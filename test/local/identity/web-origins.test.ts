import { SECOND_ORIGIN, WEB_ORIGIN, identityForTests } from './identity-process';
import { authorizeRequest, exchangeCode, postToken, signIn } from './oidc-flow';
import { TestBrowser } from './test-browser';

const THIRD_ORIGIN = 'http://localhost:3999';

const identity = identityForTests('origins');

it.each([
  ['its callback page', `${SECOND_ORIGIN}/auth-callback`],
  ['its origin', SECOND_ORIGIN],
])('signs in from the second web origin through %s', async (_label, redirectUri) => {
  const browser = new TestBrowser();
  const { request, callback } = await signIn(
    browser,
    identity.issuer,
    'second@example.com',
    'second pw!',
    {
      redirect_uri: redirectUri,
    },
  );
  expect(`${callback.origin}${callback.pathname}`.replace(/\/$/, '')).toBe(redirectUri);
  expect(callback.searchParams.get('state')).toBe(request.state);

  const { response, tokens } = await exchangeCode(identity.issuer, request, callback);
  expect(response.status).toBe(200);
  expect(response.headers.get('access-control-allow-origin')).toBe(SECOND_ORIGIN);
  expect(tokens.access_token).toEqual(expect.any(String));
});

it('refuses to send a code to a third origin', async () => {
  const browser = new TestBrowser();
  const request = authorizeRequest(identity.issuer, {
    redirect_uri: `${THIRD_ORIGIN}/auth-callback`,
  });
  const response = await browser.request(request.url);
  expect(response.status).toBe(400);
  expect(response.headers.get('location')).toBeNull();
  expect(await response.text()).toContain('redirect_uri did not match');
});

it('lets the browser call the token endpoint from each web origin, and no other', async () => {
  const fields = { grant_type: 'refresh_token', refresh_token: 'unknown' };
  for (const origin of [WEB_ORIGIN, SECOND_ORIGIN]) {
    const response = await postToken(identity.issuer, fields, origin);
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);
  }
  const refused = await postToken(identity.issuer, fields, THIRD_ORIGIN);
  expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  expect(await refused.json()).toMatchObject({
    error: 'invalid_request',
    error_description: expect.stringContaining(`origin ${THIRD_ORIGIN} not allowed`),
  });
});
