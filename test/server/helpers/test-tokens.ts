import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { LOCAL_ADDRESSES, LOCAL_IDENTITY } from '../../../contract/local-addresses';

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
