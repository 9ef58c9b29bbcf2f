import { createLocalJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { Middleware } from 'koa';
import type { AccountClaims, JWK, Provider } from 'oidc-provider';

export interface ApiTokenUserinfoOptions {
  provider: Provider;
  /** The path the provider serves /userinfo at. */
  path: string;
  /** The audience API access tokens with `openid` carry beside the API's, as Auth0's do. */
  userinfoAudience: string;
  /** The provider's signing key (its public part is all that is used). */
  signingKey: JWK;
  claimsOf(sub: string): Promise<AccountClaims | undefined>;
}

function bearerToken(authorization: string): string | undefined {
  const match = /^Bearer\s+([\w-]+\.[\w-]+\.[\w-]+)$/i.exec(authorization.trim());
  return match?.[1];
}

function scopesOf(payload: JWTPayload): string[] {
  return typeof payload.scope === 'string' ? payload.scope.split(' ') : [];
}

/**
 * Answers /userinfo for the API's JWT access tokens, which oidc-provider never stores and so
 * cannot find. A token passes when it is ours (signature, issuer, expiry), names the userinfo
 * audience and has `openid`; the claims are those oidc-provider returns for its own tokens of
 * that scope. Anything else goes on to oidc-provider, which refuses it with a WWW-Authenticate
 * error (401 invalid_token).
 */
export function apiTokenUserinfo(options: ApiTokenUserinfoOptions): Middleware {
  const { provider, path, userinfoAudience, signingKey, claimsOf } = options;
  const { kty, n, e, kid, alg } = signingKey;
  const keys = createLocalJWKSet({ keys: [{ kty, n, e, kid, alg }] });

  async function verify(token: string): Promise<JWTPayload | undefined> {
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: provider.issuer,
        audience: userinfoAudience,
        algorithms: ['RS256'],
        typ: 'at+jwt',
      });
      return scopesOf(payload).includes('openid') ? payload : undefined;
    } catch {
      return undefined;
    }
  }

  async function userinfo(payload: JWTPayload) {
    const client = await provider.Client.find(String(payload.client_id));
    const claims = payload.sub ? await claimsOf(payload.sub) : undefined;
    if (!client || !claims) return undefined;
    return new provider.Claims({ ...claims }, { client })
      .scope(scopesOf(payload).join(' '))
      .result();
  }

  return async (ctx, next) => {
    if (ctx.path !== path || (ctx.method !== 'GET' && ctx.method !== 'POST')) return next();
    const token = bearerToken(ctx.get('authorization'));
    const payload = token ? await verify(token) : undefined;
    const body = payload ? await userinfo(payload) : undefined;
    if (!body) return next();
    // As oidc-provider's own /userinfo answers: never cached, readable from any origin.
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Pragma', 'no-cache');
    ctx.vary('Origin');
    ctx.set('Access-Control-Allow-Origin', ctx.get('Origin') || '*');
    ctx.body = body;
  };
}
