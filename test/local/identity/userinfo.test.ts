import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  SignJWT,
  createRemoteJWKSet,
  decodeJwt,
  generateKeyPair,
  importJWK,
  jwtVerify,
  type JWK,
} from 'jose';
import { AUDIENCE, WEB_ORIGIN, identityForTests } from './identity-process';
import { exchangeCode, refresh, signIn } from './oidc-flow';
import { TestBrowser } from './test-browser';

const identity = identityForTests('userinfo');

const email = 'userinfo@example.com';

async function tokensFor(extra: Record<string, string> = {}) {
  const browser = new TestBrowser();
  const { request, callback } = await signIn(
    browser,
    identity.issuer,
    email,
    'userinfo password',
    extra,
  );
  return (await exchangeCode(identity.issuer, request, callback)).tokens;
}

function userinfo(accessToken: string) {
  return fetch(`${identity.issuer}userinfo`, {
    headers: { authorization: `Bearer ${accessToken}`, origin: WEB_ORIGIN },
  });
}

async function expectRefused(accessToken: string) {
  const response = await userinfo(accessToken);
  expect(response.status).toBe(401);
  expect(response.headers.get('www-authenticate')).toMatch(/^Bearer .*error="invalid_token"/);
}

it('gives the API access token the userinfo audience beside the API, which jose accepts', async () => {
  const { access_token } = await tokensFor();
  expect(decodeJwt(access_token).aud).toEqual([AUDIENCE, `${identity.issuer}userinfo`]);
  const jwks = createRemoteJWKSet(new URL('.well-known/jwks.json', identity.issuer));
  await jwtVerify(access_token, jwks, {
    issuer: identity.issuer,
    audience: AUDIENCE,
    algorithms: ['RS256'],
  });
});

it('answers the API access token with what it answers its own tokens', async () => {
  const api = await tokensFor();
  const own = await tokensFor({ audience: '' });
  expect(decodeJwt(api.id_token).sub).toBe(decodeJwt(own.id_token).sub);

  const response = await userinfo(api.access_token);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
  const claims = await response.json();
  expect(claims).toEqual({
    sub: decodeJwt(api.id_token).sub,
    email,
    email_verified: false,
    name: email,
    nickname: 'userinfo',
  });

  const ownResponse = await userinfo(own.access_token);
  expect(ownResponse.status).toBe(200);
  expect(await ownResponse.json()).toEqual(claims);
});

it('answers only the claims of the scopes the token has', async () => {
  const { access_token } = await tokensFor({ scope: 'openid email' });
  const response = await userinfo(access_token);
  expect(await response.json()).toEqual({
    sub: decodeJwt(access_token).sub,
    email,
    email_verified: false,
  });
});

it('refuses an access token without openid', async () => {
  const { refresh_token } = await tokensFor();
  const { body } = await refresh(identity.issuer, refresh_token, { scope: 'profile email' });
  const token = decodeJwt(body.access_token!);
  expect(token.scope).toBe('profile email');
  expect(token.aud).toBe(AUDIENCE);
  await expectRefused(body.access_token!);
});

describe('tokens made with the signing key', () => {
  let sign: (claims: Record<string, unknown>, expiresAt?: number) => Promise<string>;
  let valid: Record<string, unknown>;

  beforeAll(async () => {
    const keysFile = path.join(identity.dataDir, 'identity', 'keys.json');
    const { signingKey } = JSON.parse(await readFile(keysFile, 'utf8')) as { signingKey: JWK };
    const key = await importJWK(signingKey, 'RS256');
    const { access_token } = await tokensFor();
    valid = decodeJwt(access_token);
    sign = (claims, expiresAt = Math.floor(Date.now() / 1000) + 60) =>
      new SignJWT({ ...valid, ...claims, exp: expiresAt })
        .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: signingKey.kid })
        .sign(key);
  });

  it('answers a token signed like its own', async () => {
    expect((await userinfo(await sign({}))).status).toBe(200);
  });

  it.each([
    ['without the userinfo audience', { aud: AUDIENCE }],
    ['from another identity.issuer', { iss: 'https://elsewhere.example/' }],
    ['without openid in its scope', { scope: 'profile email' }],
    ['for an unknown client', { client_id: 'stranger' }],
    ['for an unknown account', { sub: 'auth0|nobody' }],
  ])('refuses one %s', async (_label, claims) => {
    await expectRefused(await sign(claims));
  });

  it('refuses an expired one', async () => {
    await expectRefused(await sign({}, Math.floor(Date.now() / 1000) - 10));
  });

  it('refuses one signed with another key', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ ...valid })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: 'other' })
      .sign(privateKey);
    await expectRefused(forged);
  });
});
