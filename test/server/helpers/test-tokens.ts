import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { LOCAL_ADDRESSES, LOCAL_IDENTITY } from '@contract/local-addresses';

/** The issuer and audience the test config expects (the local defaults). */
export const TEST_ISSUER = `${LOCAL_ADDRESSES.identity}/`;
export const TEST_AUDIENCE = LOCAL_IDENTITY.audience;

const KID = 'test-key';
const keyPair = generateKeyPair('RS256');

/** The public key set the test app verifies tokens with, instead of fetching a JWKS. */
export async function testTokenKeys() {
  const { publicKey } = await keyPair;
  return createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), kid: KID, alg: 'RS256' }] });
}

/** A valid access token for `sub`, as the identity provider would issue it. */
export async function accessTokenFor(sub: string, claims: Record<string, unknown> = {}) {
  const { privateKey } = await keyPair;
  return signAccessToken({ sub, email: `${sub}@example.com`, ...claims }, privateKey);
}

function signAccessToken(claims: Record<string, unknown>, key: CryptoKey) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ iss: TEST_ISSUER, aud: TEST_AUDIENCE, iat: now, exp: now + 600, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: KID })
    .sign(key);
}

/** `{ authorization: 'Bearer …' }` for `sub`. */
export async function bearer(sub: string, claims: Record<string, unknown> = {}) {
  return { authorization: `Bearer ${await accessTokenFor(sub, claims)}` };
}

/** Like `accessTokenFor`, but signed by another RSA key under the same key id. */
export async function forgedAccessTokenFor(sub: string, claims: Record<string, unknown> = {}) {
  const { privateKey } = await generateKeyPair('RS256');
  return signAccessToken({ sub, ...claims }, privateKey);
}

/** An unsigned token (`alg: none`) that would otherwise pass every check. */
export function unsignedAccessTokenFor(sub: string) {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = { sub, iss: TEST_ISSUER, aud: TEST_AUDIENCE, iat: now, exp: now + 600 };
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

/** A token with the right claims and key id, but HS256 with a shared secret instead of RS256. */
export function hs256AccessTokenFor(sub: string) {
  return new SignJWT({ sub, iss: TEST_ISSUER, aud: TEST_AUDIENCE })
    .setProtectedHeader({ alg: 'HS256', kid: KID })
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(new TextEncoder().encode('a-shared-secret-of-thirty-two-bytes!'));
}
