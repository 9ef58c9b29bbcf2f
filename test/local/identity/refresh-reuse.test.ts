import { identityForTests } from './identity-process';
import { exchangeCode, refresh, signIn } from './oidc-flow';
import { TestBrowser } from './test-browser';

jest.setTimeout(60_000);

const identity = identityForTests('reuse');

async function signedIn(email: string) {
  const browser = new TestBrowser();
  const { request, callback } = await signIn(browser, identity.issuer, email, 'reuse password');
  return (await exchangeCode(identity.issuer, request, callback)).tokens;
}

/** Every refresh token handed out for the grant, tried once more. */
async function stillValid(tokens: string[]): Promise<string[]> {
  const tries = await Promise.all(tokens.map((token) => refresh(identity.issuer, token)));
  return tokens.filter((_token, index) => tries[index].response.status === 200);
}

it('refuses a refresh token used again afterwards and revokes its grant', async () => {
  const tokens = await signedIn('sequential@example.com');
  const first = await refresh(identity.issuer, tokens.refresh_token);
  expect(first.response.status).toBe(200);

  const reused = await refresh(identity.issuer, tokens.refresh_token);
  expect(reused.response.status).toBe(400);
  expect(reused.body.error).toBe('invalid_grant');
  expect(await stillValid([first.body.refresh_token!])).toEqual([]);
});

// Repeated: before the fix both requests succeeded every time, but a single try can happen to
// run one request after the other.
it.each([1, 2, 3, 4, 5])(
  'lets at most one of two simultaneous refreshes with one token succeed (try %i)',
  async (attempt) => {
    const tokens = await signedIn(`concurrent-${attempt}@example.com`);
    const both = await Promise.all([
      refresh(identity.issuer, tokens.refresh_token),
      refresh(identity.issuer, tokens.refresh_token),
    ]);
    const succeeded = both.filter(({ response }) => response.status === 200);
    expect(succeeded.length).toBeLessThanOrEqual(1);
    for (const { response, body } of both.filter((r) => r.response.status !== 200)) {
      expect(response.status).toBe(400);
      expect(body.error).toBe('invalid_grant');
    }

    const issued = [tokens.refresh_token, ...succeeded.map(({ body }) => body.refresh_token!)];
    expect(await stillValid(issued)).toEqual([]);
  },
);
