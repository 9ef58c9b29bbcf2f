import { randomUUID } from 'node:crypto';
import { LOCAL_IDENTITY, type LocalSystem } from '../../contract/local-addresses';
import {
  authorizeRequest,
  openSignIn,
  redeemCode,
  submitSignIn,
} from '../local/identity/oidc-flow';
import { TestBrowser } from '../local/identity/test-browser';

const PASSWORD = 'a long enough password 1';

/** Someone signed in at the local identity provider, with a real access token for the API. */
export interface Person {
  email: string;
  headers: { authorization: string };
}

/** Signs a new account in through the provider's pages and creates its user record. */
export async function signUp(system: LocalSystem, role: string): Promise<Person> {
  const { identity, web, api } = system.addresses;
  const browser = new TestBrowser();
  const issuer = `${identity}/`;
  const request = authorizeRequest(issuer, {
    client_id: LOCAL_IDENTITY.clientId,
    audience: system.audience,
    redirect_uri: `${web}/auth-callback`,
  });
  const email = `${role}-${randomUUID()}@example.com`;
  const signedIn = await submitSignIn(browser, await openSignIn(browser, request), email, PASSWORD);
  if (!signedIn.callback) throw new Error(`sign-in of ${email} failed (${signedIn.status})`);
  const code = signedIn.callback.searchParams.get('code')!;
  const { response, tokens } = await redeemCode(issuer, request, code);
  if (!response.ok) throw new Error(`token request for ${email} failed (${response.status})`);
  const person = { email, headers: { authorization: `Bearer ${tokens.access_token}` } };
  const created = await fetch(`${api}/api/my/user`, { method: 'POST', headers: person.headers });
  if (!created.ok) throw new Error(`user record of ${email}: ${created.status}`);
  return person;
}
