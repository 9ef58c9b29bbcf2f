import type { ClientMetadata, Configuration } from 'oidc-provider';
import { BRAND } from '@contract/brand';
import type { IdentityClient } from './identity-options';

/**
 * The SPA as an Auth0 "Single Page Application": every web origin may sign in (the SDK's
 * `redirect_uri` is the origin or its /auth-callback) and be returned to after logout. Logout
 * addresses match exactly, so each origin is listed with and without its trailing slash.
 */
export function clientMetadata({ clientId, webOrigins }: IdentityClient): ClientMetadata {
  return {
    client_id: clientId,
    client_name: BRAND,
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: webOrigins.flatMap((origin) => [`${origin}/auth-callback`, origin]),
    post_logout_redirect_uris: webOrigins.flatMap((origin) => [origin, `${origin}/`]),
    id_token_signed_response_alg: 'RS256',
  };
}

/** Auth0's "Allowed Web Origins": the browser may call the token endpoint from each of them. */
export function webOriginsCors(clients: IdentityClient[]): Configuration['clientBasedCORS'] {
  const origins = new Map(clients.map((client) => [client.clientId, new Set(client.webOrigins)]));
  return (_ctx, origin, client) => origins.get(client.clientId)?.has(origin) ?? false;
}
