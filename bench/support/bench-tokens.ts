import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { loadConfig } from '@server/config';

/**
 * A signing key for a bench's API: `jwk` is what the API is told to trust (its tokenKeys), and
 * `token(sub)` a two-hour access token for `sub` as the identity provider would sign it.
 */
export async function benchTokens(kid: string): Promise<{
  jwk: JWK;
  token: (sub: string) => Promise<string>;
}> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256' };
  const { auth0Domain, auth0Audience } = loadConfig();
  const token = (sub: string) =>
    new SignJWT({ sub, iss: `${auth0Domain}/`, aud: auth0Audience })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuedAt()
      .setExpirationTime('2h')
      .sign(privateKey);
  return { jwk, token };
}
