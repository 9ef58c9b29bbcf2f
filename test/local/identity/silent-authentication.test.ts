import { createRemoteJWKSet, jwtVerify } from 'jose';
import {
  AUDIENCE,
  CLIENT_ID,
  SECOND_ORIGIN,
  WEB_ORIGIN,
  identityForTests,
} from './identity-process';
import { authorizeRequest, redeemCode, signIn, webMessageOf } from './oidc-flow';
import { TestBrowser } from './test-browser';

const identity = identityForTests('silent');

/** What the SDK's getTokenSilently loads in its hidden iframe when it has no refresh token. */
function silentRequest(scope: string, origin = WEB_ORIGIN) {
  return authorizeRequest(identity.issuer, {
    prompt: 'none',
    response_mode: 'web_message',
    redirect_uri: origin,
    scope,
  });
}

async function openInIframe(browser: TestBrowser, request: { url: string }) {
  const response = await browser.request(request.url);
  return { response, html: await response.text() };
}

it('lists web_message among the response modes', async () => {
  const response = await fetch(`${identity.issuer}.well-known/openid-configuration`);
  const discovery = (await response.json()) as { response_modes_supported: string[] };
  expect(discovery.response_modes_supported).toContain('web_message');
});

describe.each([
  ['with offline_access', 'openid profile email offline_access'],
  ['without offline_access', 'openid profile email'],
])('a signed-in browser renewing silently %s', (_label, scope) => {
  it('gets a page that posts a code and the state, and the code redeems', async () => {
    const browser = new TestBrowser();
    await signIn(browser, identity.issuer, `silent${scope.length}@example.com`, 'silent password', {
      scope,
    });

    const request = silentRequest(scope);
    const { response, html } = await openInIframe(browser, request);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(response.headers.get('content-security-policy') ?? '').not.toContain('frame-ancestors');
    expect(html).toContain("type: 'authorization_response'");
    const message = webMessageOf(html);
    expect(message.redirect_uri).toBe(WEB_ORIGIN);
    expect(message.response).toMatchObject({ code: expect.any(String), state: request.state });

    const { response: tokenResponse, tokens } = await redeemCode(
      identity.issuer,
      request,
      message.response.code,
    );
    expect(tokenResponse.status).toBe(200);
    const jwks = createRemoteJWKSet(new URL('.well-known/jwks.json', identity.issuer));
    const { payload: id } = await jwtVerify(tokens.id_token, jwks, {
      issuer: identity.issuer,
      audience: CLIENT_ID,
    });
    expect(id.nonce).toBe(request.nonce);
    const { payload: access } = await jwtVerify(tokens.access_token, jwks, {
      issuer: identity.issuer,
      audience: AUDIENCE,
    });
    expect(access.sub).toBe(id.sub);
    expect(String(access.scope).split(' ')).toEqual(
      expect.arrayContaining(['openid', 'profile', 'email']),
    );
  });
});

it('answers login_required through the page when the browser has no session', async () => {
  const request = silentRequest('openid profile email offline_access');
  const { html } = await openInIframe(new TestBrowser(), request);
  const message = webMessageOf(html);
  expect(message.redirect_uri).toBe(WEB_ORIGIN);
  expect(message.response).toMatchObject({ error: 'login_required', state: request.state });
  expect(message.response.code).toBeUndefined();
});

it('answers consent_required for scopes the session never consented to', async () => {
  const browser = new TestBrowser();
  await signIn(browser, identity.issuer, 'openid.only@example.com', 'silent password', {
    scope: 'openid',
  });
  const { html } = await openInIframe(browser, silentRequest('openid profile email'));
  expect(webMessageOf(html).response).toMatchObject({ error: 'consent_required' });
});

it('posts to the second web origin when that origin frames it', async () => {
  const browser = new TestBrowser();
  await signIn(browser, identity.issuer, 'second.silent@example.com', 'silent password');
  const request = silentRequest('openid profile email', SECOND_ORIGIN);
  const { html } = await openInIframe(browser, request);
  const message = webMessageOf(html);
  expect(message.redirect_uri).toBe(SECOND_ORIGIN);
  const { response } = await redeemCode(identity.issuer, request, message.response.code);
  expect(response.status).toBe(200);
  expect(response.headers.get('access-control-allow-origin')).toBe(SECOND_ORIGIN);
});
