import { createHash, randomBytes } from 'node:crypto';
import { AUDIENCE, CLIENT_ID, WEB_ORIGIN } from './identity-process';
import type { TestBrowser } from './test-browser';

export const REDIRECT_URI = `${WEB_ORIGIN}/auth-callback`;

export interface AuthorizeRequest {
  verifier: string;
  redirectUri: string;
  state: string;
  nonce: string;
  url: string;
}

export interface TokenSet {
  id_token: string;
  access_token: string;
  refresh_token: string;
  token_type: string;
  scope: string;
  expires_in: number;
}

const random = () => randomBytes(32).toString('base64url');

/**
 * The /authorize request the Auth0 SPA SDK sends; `extra` adds or replaces parameters, and an
 * empty value leaves one out.
 */
export function authorizeRequest(
  issuer: string,
  extra: Record<string, string> = {},
): AuthorizeRequest {
  const verifier = random();
  const state = random();
  const nonce = random();
  const params = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    response_mode: 'query',
    redirect_uri: REDIRECT_URI,
    scope: 'openid profile email offline_access',
    audience: AUDIENCE,
    state,
    nonce,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...extra,
  });
  Object.entries(extra).forEach(([name, value]) => value === '' && params.delete(name));
  const redirectUri = params.get('redirect_uri')!;
  return { verifier, redirectUri, state, nonce, url: `${issuer}authorize?${params}` };
}

export function formAction(html: string, base: string): string {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no form in page:\n${html}`);
  return new URL(action.replace(/&amp;/g, '&'), base).href;
}

export function hiddenFields(html: string): Record<string, string> {
  const inputs = html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/?>/g);
  return Object.fromEntries([...inputs].map(([, name, value]) => [name, value]));
}

/** Opens /authorize and returns the sign-in page it leads to. */
export async function openSignIn(browser: TestBrowser, request: AuthorizeRequest) {
  const { response, url, external } = await browser.follow(
    await browser.request(request.url),
    request.url,
  );
  if (external) throw new Error(`expected the sign-in page, was sent to ${external.href}`);
  return { html: await response.text(), status: response.status, url };
}

/** Submits the sign-in form; answers the callback address or the re-rendered page. */
export async function submitSignIn(
  browser: TestBrowser,
  page: { html: string; url: string },
  email: string,
  password: string,
) {
  const action = formAction(page.html, page.url);
  const first = await browser.postForm(action, { email, password });
  const { response, external, url } = await browser.follow(first, action);
  return {
    callback: external,
    html: external ? '' : await response.text(),
    status: response.status,
    url,
  };
}

export async function signIn(
  browser: TestBrowser,
  issuer: string,
  email: string,
  password: string,
  extra: Record<string, string> = {},
) {
  const request = authorizeRequest(issuer, extra);
  const result = await submitSignIn(browser, await openSignIn(browser, request), email, password);
  if (!result.callback) throw new Error(`sign-in failed:\n${result.html}`);
  return { request, callback: result.callback };
}

export function postToken(issuer: string, fields: Record<string, string>, origin = WEB_ORIGIN) {
  return fetch(`${issuer}oauth/token`, {
    method: 'POST',
    headers: { origin },
    body: new URLSearchParams({ client_id: CLIENT_ID, ...fields }),
  });
}

/** Redeems a code at /oauth/token from the page's origin, as the SDK does. */
export async function redeemCode(issuer: string, request: AuthorizeRequest, code: string) {
  const origin = new URL(request.redirectUri).origin;
  const fields = {
    grant_type: 'authorization_code',
    code,
    code_verifier: request.verifier,
    redirect_uri: request.redirectUri,
  };
  const response = await postToken(issuer, fields, origin);
  return { response, tokens: (await response.json()) as TokenSet };
}

export function exchangeCode(issuer: string, request: AuthorizeRequest, callback: URL) {
  return redeemCode(issuer, request, callback.searchParams.get('code')!);
}

export async function refresh(
  issuer: string,
  refreshToken: string,
  extra: Record<string, string> = {},
) {
  const response = await postToken(issuer, {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    ...extra,
  });
  return { response, body: (await response.json()) as Partial<TokenSet> & { error?: string } };
}

export interface WebMessage {
  redirect_uri: string;
  response: Record<string, string>;
}

/** The data the web_message page posts to the window that framed it. */
export function webMessageOf(html: string): WebMessage {
  const data = /var data = (\{.*\});/.exec(html)?.[1];
  if (!data) throw new Error(`not a web_message page:\n${html}`);
  return JSON.parse(data) as WebMessage;
}

/**
 * Opens /v2/logout as the SDK's logout does, from a page at `referer` when given, and submits
 * the provider's sign-out step; answers where the browser is sent afterwards.
 */
export async function logOut(
  browser: TestBrowser,
  issuer: string,
  params: Record<string, string>,
  referer?: string,
) {
  const url = `${issuer}v2/logout?${new URLSearchParams(params)}`;
  const page = await browser.request(url, { headers: referer ? { referer } : {} });
  const html = await page.text();
  if (page.status !== 200) return { status: page.status, html };
  const confirmed = await browser.postForm(formAction(html, url), hiddenFields(html));
  const { external } = await browser.follow(confirmed, url);
  return { status: page.status, html, returnedTo: external };
}
