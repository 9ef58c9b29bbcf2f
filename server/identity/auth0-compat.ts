import type { Middleware } from 'koa';

/**
 * oidc-provider issues refresh tokens only when consent was asked for; the Auth0 SDK asks for
 * `offline_access` without `prompt=consent`. Consent is granted automatically for first-party
 * clients, so adding the prompt costs the user nothing. `prompt=none` must stay alone.
 */
function requireConsentForOfflineAccess(query: URLSearchParams): boolean {
  const scopes = (query.get('scope') ?? '').split(' ');
  const prompts = (query.get('prompt') ?? '').split(' ').filter(Boolean);
  if (!scopes.includes('offline_access') || prompts.includes('none')) return false;
  if (prompts.includes('consent')) return false;
  query.set('prompt', [...prompts, 'consent'].join(' '));
  return true;
}

/** Auth0's logout takes `returnTo`; OpenID Connect calls it `post_logout_redirect_uri`. */
function mapReturnTo(query: URLSearchParams): boolean {
  const returnTo = query.get('returnTo');
  if (returnTo === null || query.has('post_logout_redirect_uri')) return false;
  query.delete('returnTo');
  query.set('post_logout_redirect_uri', returnTo);
  return true;
}

/** Rewrites the Auth0 SDK's requests into the OpenID Connect form oidc-provider expects. */
export function auth0Compat(paths: { authorize: string; logout: string }): Middleware {
  return async (ctx, next) => {
    if (ctx.method === 'GET' && (ctx.path === paths.authorize || ctx.path === paths.logout)) {
      const query = new URLSearchParams(ctx.querystring);
      const rewrite = ctx.path === paths.authorize ? requireConsentForOfflineAccess : mapReturnTo;
      if (rewrite(query)) ctx.querystring = query.toString();
    }
    await next();
  };
}
