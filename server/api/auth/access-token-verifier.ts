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
  /** How long one fetch of the provider's JWKS may take, in ms; jose's 5 s by default. */
  jwksTimeoutMs?: number;
}

/** Thrown for every token the API must refuse; its message is safe to show the caller. */
export class InvalidTokenError extends Error {}

/**
 * Thrown when the signing keys cannot be had (the JWKS fetch failed, timed out or answered
 * something that is not a key set): the token may well be good, so it is not the caller's fault.
 * Its message is safe to show the caller; the jose or fetch error is its `cause`.
 */
export class KeySetUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The identity provider is unavailable; try again later', { cause });
    this.name = 'KeySetUnavailableError';
  }
}

const CLOCK_TOLERANCE_SECONDS = 60;

/**
 * Checks RS256 access tokens against the identity provider's published keys.
 * jose caches the key set and fetches it again when a token names a key id it has not seen.
 */
export function createAccessTokenVerifier(options: AccessTokenVerifierOptions) {
  const keys = failingAsUnavailable(
    options.keys ??
      createRemoteJWKSet(new URL('.well-known/jwks.json', withSlash(options.issuer)), {
        timeoutDuration: options.jwksTimeoutMs,
      }),
  );

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
      if (error instanceof KeySetUnavailableError) throw error;
      throw new InvalidTokenError(describe(error));
    }
  };
}

/**
 * jose asks for the key only once the token is well formed and its algorithm allowed, so what
 * fails here is the key set itself, unless no key (or several) matches the token's `kid`.
 */
function failingAsUnavailable(keys: JWTVerifyGetKey): JWTVerifyGetKey {
  return async (protectedHeader, token) => {
    try {
      return await keys(protectedHeader, token);
    } catch (error) {
      throw isKeySetFailure(error) ? new KeySetUnavailableError(error) : error;
    }
  };
}

function isKeySetFailure(error: unknown): boolean {
  // fetch's own errors (a refused connection is a TypeError 'fetch failed') are not jose's.
  if (!(error instanceof errors.JOSEError)) return true;
  return (
    error instanceof errors.JWKSTimeout ||
    error instanceof errors.JWKSInvalid ||
    // A plain JOSEError here: the JWKS answered other than 200, or not with JSON.
    error.code === errors.JOSEError.code
  );
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
