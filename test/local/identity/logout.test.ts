import { CLIENT_ID, SECOND_ORIGIN, WEB_ORIGIN, identityForTests } from './identity-process';
import { authorizeRequest, logOut, openSignIn, signIn } from './oidc-flow';
import { TestBrowser } from './test-browser';

const identity = identityForTests('logout');

async function signedInBrowser(email: string) {
  const browser = new TestBrowser();
  await signIn(browser, identity.issuer, email, 'logout password');
  return browser;
}

async function isSignedIn(browser: TestBrowser): Promise<boolean> {
  const request = authorizeRequest(identity.issuer, { prompt: 'none' });
  const { external } = await browser.follow(await browser.request(request.url), request.url);
  return Boolean(external?.searchParams.get('code'));
}

describe('logout without returnTo', () => {
  it("ends the session and returns to the client's first allowed logout URL", async () => {
    const browser = await signedInBrowser('first@example.com');
    const { returnedTo } = await logOut(browser, identity.issuer, { client_id: CLIENT_ID });
    expect(returnedTo?.href).toBe(`${WEB_ORIGIN}/`);
    expect(await isSignedIn(browser)).toBe(false);
    const again = await openSignIn(browser, authorizeRequest(identity.issuer));
    expect(again.html).toContain('<label for="password">Password</label>');
  });

  it('returns to the allowed logout URL of the origin the user came from', async () => {
    const browser = await signedInBrowser('second@example.com');
    const { returnedTo } = await logOut(
      browser,
      identity.issuer,
      { client_id: CLIENT_ID },
      `${SECOND_ORIGIN}/`,
    );
    expect(returnedTo?.origin).toBe(SECOND_ORIGIN);
    expect(await isSignedIn(browser)).toBe(false);
  });

  it('returns to the first allowed logout URL when the user came from elsewhere', async () => {
    const browser = await signedInBrowser('elsewhere@example.com');
    const { returnedTo } = await logOut(
      browser,
      identity.issuer,
      { client_id: CLIENT_ID },
      'http://localhost:3999/some/page',
    );
    expect(returnedTo?.origin).toBe(WEB_ORIGIN);
  });
});

describe('logout with returnTo', () => {
  it('returns to an allowed address of the second origin', async () => {
    const browser = await signedInBrowser('allowed@example.com');
    const returnTo = `${SECOND_ORIGIN}/`;
    const { returnedTo } = await logOut(browser, identity.issuer, {
      client_id: CLIENT_ID,
      returnTo,
    });
    expect(returnedTo?.href).toBe(returnTo);
  });

  it('refuses an address that is not allowed with a page saying so, and stays signed in', async () => {
    const browser = await signedInBrowser('refused@example.com');
    const returnTo = 'https://evil.example/"<b>';
    const { status, html, returnedTo } = await logOut(
      browser,
      identity.issuer,
      { client_id: CLIENT_ID, returnTo },
      `${SECOND_ORIGIN}/orders`,
    );
    expect(status).toBe(400);
    expect(returnedTo).toBeUndefined();
    expect(html).toContain('<h2>That return address is not allowed</h2>');
    expect(html).toContain('https://evil.example/&quot;&lt;b&gt;');
    expect(html).not.toContain('<b>');
    expect(html).toContain(`href="${SECOND_ORIGIN}"`);
    expect(html).not.toContain('Something went wrong');
    expect(await isSignedIn(browser)).toBe(true);
  });
});
