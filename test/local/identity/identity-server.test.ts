import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { AUDIENCE, CLIENT_ID, WEB_ORIGIN, identityForTests } from './identity-process';
import {
  REDIRECT_URI,
  authorizeRequest,
  exchangeCode,
  formAction,
  hiddenFields,
  openSignIn,
  refresh,
  signIn,
  submitSignIn,
} from './oidc-flow';
import { TestBrowser } from './test-browser';

jest.setTimeout(30_000);

const identity = identityForTests('test');

const jwks = () => createRemoteJWKSet(new URL('.well-known/jwks.json', identity.issuer));

describe('sign-in with the authorization code flow', () => {
  const email = 'new.customer@example.com';
  const password = 'correct horse battery';

  it('registers an unknown email and issues RS256 tokens the API can verify', async () => {
    const browser = new TestBrowser();
    const request = authorizeRequest(identity.issuer);
    const page = await openSignIn(browser, request);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Forkful');
    expect(page.html).toMatch(/<label for="email">Email<\/label>/);
    expect(page.html).toMatch(/<input id="email" name="email" type="email"[^>]* required/);
    expect(page.html).toMatch(/<label for="password">Password<\/label>/);
    expect(page.html).toMatch(/<input id="password" name="password" type="password"[^>]* required/);
    expect(page.html).toContain('<button type="submit">Continue</button>');

    const { callback } = await submitSignIn(browser, page, email, password);
    expect(`${callback!.origin}${callback!.pathname}`).toBe(REDIRECT_URI);
    expect(callback!.searchParams.get('state')).toBe(request.state);

    const { response, tokens } = await exchangeCode(identity.issuer, request, callback!);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
    expect(tokens.refresh_token).toEqual(expect.any(String));

    expect(decodeProtectedHeader(tokens.id_token).alg).toBe('RS256');
    const { payload: id } = await jwtVerify(tokens.id_token, jwks(), {
      issuer: identity.issuer,
      audience: CLIENT_ID,
      algorithms: ['RS256'],
    });
    expect(id).toMatchObject({ email, nonce: request.nonce, email_verified: false });

    expect(decodeProtectedHeader(tokens.access_token).alg).toBe('RS256');
    const { payload: access } = await jwtVerify(tokens.access_token, jwks(), {
      issuer: identity.issuer,
      audience: AUDIENCE,
      algorithms: ['RS256'],
    });
    expect(access).toMatchObject({ sub: id.sub, email });
  });

  it('rotates the refresh token and refuses the used one afterwards', async () => {
    const browser = new TestBrowser();
    const { request, callback } = await signIn(browser, identity.issuer, email, password);
    const { tokens } = await exchangeCode(identity.issuer, request, callback);

    const rotated = await refresh(identity.issuer, tokens.refresh_token);
    expect(rotated.response.status).toBe(200);
    expect(rotated.body.refresh_token).toEqual(expect.any(String));
    expect(rotated.body.refresh_token).not.toBe(tokens.refresh_token);
    const { payload } = await jwtVerify(rotated.body.access_token!, jwks(), {
      issuer: identity.issuer,
      audience: AUDIENCE,
    });
    expect(payload.sub).toEqual(expect.any(String));

    const reused = await refresh(identity.issuer, tokens.refresh_token);
    expect(reused.response.status).toBe(400);
    expect(reused.body.error).toBe('invalid_grant');
  });

  it('needs the password of a known email', async () => {
    const browser = new TestBrowser();
    const page = await openSignIn(browser, authorizeRequest(identity.issuer));
    const wrong = await submitSignIn(browser, page, 'New.Customer@example.com', 'not the password');
    expect(wrong.callback).toBeUndefined();
    expect(wrong.html).toContain('<p class="alert" role="alert">Wrong email or password.</p>');
    expect(wrong.html).toContain('value="New.Customer@example.com"');

    const retried = await submitSignIn(browser, wrong, 'New.Customer@example.com', password);
    expect(retried.callback?.searchParams.get('code')).toEqual(expect.any(String));
  });

  it('refuses a new account with a short password and escapes what it echoes', async () => {
    const browser = new TestBrowser();
    const page = await openSignIn(browser, authorizeRequest(identity.issuer));
    const result = await submitSignIn(browser, page, 'a"><b>x@example.com', 'short');
    expect(result.callback).toBeUndefined();
    expect(result.html).toContain('role="alert">Password must be at least 8 characters.</p>');
    expect(result.html).toContain('value="a&quot;&gt;&lt;b&gt;x@example.com"');
    expect(result.html).not.toContain('<b>x');
  });
});

describe('authorization requests', () => {
  it('refuses an unknown audience with invalid_target', async () => {
    const browser = new TestBrowser();
    const request = authorizeRequest(identity.issuer, {
      audience: 'https://elsewhere.example/api',
    });
    const { external } = await browser.follow(await browser.request(request.url), request.url);
    expect(external?.href.startsWith(REDIRECT_URI)).toBe(true);
    expect(external?.searchParams.get('error')).toBe('invalid_target');
  });

  it('refuses a request without PKCE', async () => {
    const browser = new TestBrowser();
    const request = authorizeRequest(identity.issuer);
    const url = new URL(request.url);
    url.searchParams.delete('code_challenge');
    url.searchParams.delete('code_challenge_method');
    const { external } = await browser.follow(await browser.request(url.href), url.href);
    expect(external?.searchParams.get('error')).toBe('invalid_request');
  });
});

describe('logout', () => {
  it('ends the session and returns to returnTo', async () => {
    const browser = new TestBrowser();
    await signIn(browser, identity.issuer, 'leaving@example.com', 'leaving password');

    const logoutUrl = `${identity.issuer}v2/logout?${new URLSearchParams({ client_id: CLIENT_ID, returnTo: WEB_ORIGIN })}`;
    const page = await browser.request(logoutUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<script src="/assets/auto-submit.js"></script>');
    const fields = hiddenFields(html);
    expect(fields.logout).toBe('yes');

    const confirmed = await browser.postForm(formAction(html, logoutUrl), fields);
    const { external } = await browser.follow(confirmed, logoutUrl);
    expect(external?.origin).toBe(WEB_ORIGIN);
    expect(`${external?.pathname}${external?.search}`).toBe('/');

    const again = await openSignIn(browser, authorizeRequest(identity.issuer));
    expect(again.html).toContain('<label for="password">Password</label>');
  });
});
