import { identityForTests } from './identity-process';
import { authorizeRequest, formAction, openSignIn } from './oidc-flow';
import { TestBrowser } from './test-browser';

jest.setTimeout(30_000);

const identity = identityForTests('form');

/** Posts a sign-in form body exactly as given, as a hand-made request could. */
async function postRawForm(body: string) {
  const browser = new TestBrowser();
  const page = await openSignIn(browser, authorizeRequest(identity.issuer));
  const response = await browser.request(formAction(page.html, page.url), {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const html = await response.text();
  return { status: response.status, alert: /role="alert">([^<]*)</.exec(html)?.[1], html };
}

const INVALID_EMAIL = 'Enter a valid email address.';
const INVALID_PASSWORD = 'Password contains a character that cannot be used. Type it again.';

// A lone surrogate (U+D800) sent as UTF-8 would be the bytes ED A0 80, which are not UTF-8.
it.each([
  ['NUL in the email', 'email=a%00b%40example.com&password=long+enough', INVALID_EMAIL],
  [
    'a lone surrogate in the email',
    'email=a%ED%A0%80%40example.com&password=long+enough',
    INVALID_EMAIL,
  ],
  [
    'bytes that are not UTF-8 in the email',
    'email=%FF%FE%40example.com&password=long+enough',
    INVALID_EMAIL,
  ],
  [
    'a lone surrogate in the password',
    'email=new%40example.com&password=long%ED%A0%80enough',
    INVALID_PASSWORD,
  ],
  [
    'an overlong NUL in the password',
    'email=new%40example.com&password=long%C0%80enough',
    INVALID_PASSWORD,
  ],
  ['NUL in a new password', 'email=new%40example.com&password=long%00enough', INVALID_PASSWORD],
])('refuses %s with a message naming the field', async (_case, body, message) => {
  const result = await postRawForm(body);
  expect(result.status).toBe(400);
  expect(result.alert).toBe(message);
});

it('does not echo what it could not read, and keeps the readable email', async () => {
  const result = await postRawForm('email=kept%40example.com&password=%ED%A0%80%ED%A0%80x');
  expect(result.html).toContain('value="kept@example.com"');
  expect(result.html).not.toContain('\uFFFD');
});

it('still signs up an email and password with characters beyond ASCII', async () => {
  const body = new URLSearchParams({ email: 'zoë@example.com', password: 'pässwörd 😀' });
  const result = await postRawForm(body.toString());
  expect(result.status).toBe(303);
});
