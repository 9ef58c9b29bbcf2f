import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';

/** Who a verified access token speaks for. */
export interface TokenIdentity {
  /** The identity provider's subject: the user's auth0Id. */
  sub: string;
  /** Present when the provider puts the email into access tokens. */
  email?: string;
}

export interface AccessTokenVerifierOptions {
  /** The identity provider's issuer, e.g. `http://localhost:4000/` or `https://tenant.auth0.com/`. */
  issuer: string;
  /** The API's identifier: a token must name it in `aud` (a string or one of an array). */
  audience: string;
  /** Where the signing keys come from; the provider's JWKS by default. */
  keys?: JWTVerifyGetKey;
}

/** Thrown for every token the API must refuse; its message is safe to show the caller. */
export class InvalidTokenError extends Error {}

const CLOCK_TOLERANCE_SECONDS = 60;

/**
 * Checks RS256 access tokens against the identity provider's published keys.
 * jose caches the key set and fetches it again when a token names a key id it has not seen.
 */
export function createAccessTokenVerifier(options: AccessTokenVerifierOptions) {
  const keys =
    options.keys ?? createRemoteJWKSet(new URL('.well-known/jwks.json', withSlash(options.issuer)));

  return async function verifyAccessToken(token: string): Promise<TokenIdentity> {
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ['RS256'],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['sub', 'exp'],
      });
      return {
        sub: payload.sub as string,
        email: typeof payload.email === 'string' ? payload.email : undefined,
      };
    } catch (error) {
      throw new InvalidTokenError(describe(error));
    }
  };
}

function withSlash(url: string) {
  return url.endsWith('/') ? url : `${url}/`;
}

function describe(error: unknown): string {
  if (error instanceof errors.JWTExpired) return 'Access token has expired';
  if (error instanceof errors.JWTClaimValidationFailed)
    return `Access token ${error.claim} is not accepted`;
  if (error instanceof errors.JOSEAlgNotAllowed) return 'Access token algorithm is not accepted';
  if (error instanceof errors.JWSSignatureVerificationFailed)
    return 'Access token signature is invalid';
  return 'Access token is invalid';
}
