import type { Middleware } from 'koa';
import type { Provider } from 'oidc-provider';
import { addDefaultReturnTo } from './logout';

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
export function auth0Compat(
  provider: Provider,
  paths: { authorize: string; logout: string },
): Middleware {
  return async (ctx, next) => {
    if (ctx.method === 'GET' && (ctx.path === paths.authorize || ctx.path === paths.logout)) {
      const query = new URLSearchParams(ctx.querystring);
      const rewritten =
        ctx.path === paths.authorize
          ? requireConsentForOfflineAccess(query)
          : mapReturnTo(query) || (await addDefaultReturnTo(query, provider, ctx.get('referer')));
      if (rewritten) ctx.querystring = query.toString();
    }
    await next();
  };
}
