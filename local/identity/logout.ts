import type { Context } from 'koa';
import type { KoaContextWithOIDC, Provider } from 'oidc-provider';
import { messageBody, sendPage } from './identity-pages';

function originOf(address: string | undefined): string | undefined {
  if (!address) return undefined;
  try {
    return new URL(address).origin;
  } catch {
    return undefined;
  }
}

/**
 * Where Auth0 sends a logout without `returnTo`: the application's first allowed logout URL.
 * With several web origins, the one of the page the user left (the Referer a browser sends on
 * a cross-origin navigation carries at least its origin), so each origin gets its own users back.
 */
export function logoutTarget(allowed: readonly string[], referer?: string): string | undefined {
  const from = originOf(referer);
  return (from && allowed.find((address) => originOf(address) === from)) || allowed[0];
}

/**
 * Fills in `post_logout_redirect_uri` for a logout that names its client but no return
 * address. Unknown clients are left to the provider, which refuses them.
 */
export async function addDefaultReturnTo(
  query: URLSearchParams,
  provider: Provider,
  referer?: string,
): Promise<boolean> {
  const clientId = query.get('client_id');
  if (!clientId || query.has('post_logout_redirect_uri')) return false;
  const client = await provider.Client.find(clientId).catch(() => undefined);
  const target = logoutTarget(client?.postLogoutRedirectUris ?? [], referer);
  if (!target) return false;
  query.set('post_logout_redirect_uri', target);
  return true;
}

/** The return address of a logout the provider refused because its client does not allow it. */
function refusedReturnTo(ctx: KoaContextWithOIDC) {
  const { route, params, client } = ctx.oidc ?? {};
  const address = params?.post_logout_redirect_uri;
  if (route !== 'end_session' || typeof address !== 'string' || !client) return undefined;
  if (client.postLogoutRedirectUriAllowed(address)) return undefined;
  return { address, back: logoutTarget(client.postLogoutRedirectUris ?? [], ctx.get('referer')) };
}

/** Says plainly that the app asked to return somewhere it may not, instead of a generic error. */
export function showRefusedReturnTo(ctx: KoaContextWithOIDC): boolean {
  const refused = refusedReturnTo(ctx);
  if (!refused) return false;
  const body = messageBody(
    'That return address is not allowed',
    `The app asked to return to ${refused.address} after signing out, and that address is not on its list of allowed addresses.`,
    refused.back ? { href: refused.back, label: 'Back to the app' } : undefined,
  );
  sendPage(ctx as Context, 400, 'Return address not allowed', body);
  return true;
}
