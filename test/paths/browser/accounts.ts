import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext } from 'playwright-core';
import type { SystemAddresses } from './system-under-test';

/** An account on the identity provider; the local one creates an unknown email's account. */
export interface Account {
  email: string;
  password: string;
}

/** What a signed-in account carries into every page a path opens, and its API token. */
export interface Session {
  account: Account;
  /** Cookies and storage of the signed-in app: a context made from it starts signed in. */
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
  /** The bearer token the web app sends the API, for setting up data through the API. */
  accessToken: string;
}

const LOCAL_PASSWORD = 'correct horse battery';

/**
 * The run's account for a role: PATHS_<ROLE>_EMAIL and PATHS_<ROLE>_PASSWORD when set (a
 * deployment's test accounts), else a new account on the local identity provider.
 */
export function accountFor(role: 'owner' | 'customer', env = process.env): Account {
  const prefix = `PATHS_${role.toUpperCase()}`;
  const email = env[`${prefix}_EMAIL`];
  const password = env[`${prefix}_PASSWORD`];
  if (email && password) return { email, password };
  return {
    email: `paths-${role}-${randomUUID().slice(0, 8)}@example.com`,
    password: LOCAL_PASSWORD,
  };
}

/**
 * Signs in through the web app's Log In and the identity provider's own page, as a person does,
 * and keeps the session and the access token the app then sends the API.
 */
export async function signIn(
  browser: Browser,
  system: SystemAddresses,
  account: Account,
): Promise<Session> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(`${system.web}/`);
    await page.locator('header').getByRole('button', { name: 'Log In', exact: true }).click();
    await page.waitForURL((url) => url.origin === system.identity);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    // Signed in, the app makes sure of the account's record: the first call with its token.
    const authorised = page.waitForRequest(
      (request) =>
        request.url().startsWith(`${system.api}/api/my/`) &&
        (request.headers().authorization ?? '').startsWith('Bearer '),
    );
    await page.getByRole('button', { name: 'Continue' }).click();
    const request = await authorised;
    await request.response();
    const accessToken = request.headers().authorization.slice('Bearer '.length);
    return { account, storageState: await context.storageState(), accessToken };
  } finally {
    await context.close();
  }
}
