import type { Context } from 'koa';
import {
  errors,
  type AdapterFactory,
  type ClientMetadata,
  type Configuration,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import type { AccountStore } from './accounts';
import type { IdentityClient } from './identity-options';
import { BRAND } from '@contract/brand';
import { messageBody, sendPage, signOutBody } from './identity-pages';
import type { IdentityKeys } from './signing-keys';

/** The Auth0 paths the SDK and the API call, mapped onto oidc-provider's endpoints. */
export const AUTH0_ROUTES = {
  authorization: '/authorize',
  token: '/oauth/token',
  end_session: '/v2/logout',
  jwks: '/.well-known/jwks.json',
  userinfo: '/userinfo',
  revocation: '/oauth/revoke',
} as const;

const DAY = 24 * 60 * 60;
const ACCESS_TOKEN_TTL = 60 * 60;
const REFRESH_TOKEN_TTL = 14 * DAY;

export interface ProviderSetup {
  clients: IdentityClient[];
  audience: string;
  keys: IdentityKeys;
  accounts: AccountStore;
  adapter: AdapterFactory;
}

function clientMetadata({ clientId, webOrigin }: IdentityClient): ClientMetadata {
  return {
    client_id: clientId,
    client_name: BRAND,
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: [`${webOrigin}/auth-callback`, webOrigin],
    post_logout_redirect_uris: [webOrigin, `${webOrigin}/`],
    id_token_signed_response_alg: 'RS256',
  };
}

function resourceIndicators(audience: string) {
  return {
    enabled: true,
    // The Auth0 SDK names the API with `audience`, never with RFC 8707 `resource`.
    defaultResource: (ctx: KoaContextWithOIDC, _client: unknown, oneOf?: readonly string[]) => {
      const requested = ctx.oidc.params?.audience;
      return typeof requested === 'string' ? requested : oneOf;
    },
    // Without this, a code or refresh grant with `openid` yields an opaque userinfo token.
    useGrantedResource: () => true,
    getResourceServerInfo: (_ctx: KoaContextWithOIDC, indicator: string) => {
      if (indicator !== audience) throw new errors.InvalidTarget();
      return {
        audience,
        scope: 'openid profile email offline_access',
        accessTokenFormat: 'jwt' as const,
        accessTokenTTL: ACCESS_TOKEN_TTL,
        jwt: { sign: { alg: 'RS256' as const } },
      };
    },
  };
}

function signedOutPage(ctx: KoaContextWithOIDC) {
  sendPage(
    ctx as Context,
    200,
    'Signed out',
    messageBody('You are signed out', 'You can close this page.'),
  );
}

function errorPage(ctx: KoaContextWithOIDC, out: { error: string; error_description?: string }) {
  const text = out.error_description ?? out.error;
  sendPage(ctx as Context, ctx.status, 'Error', messageBody('Something went wrong', text));
}

export function providerConfiguration(setup: ProviderSetup): Configuration {
  const { clients, audience, keys, accounts, adapter } = setup;
  const origins = new Map(clients.map((client) => [client.clientId, client.webOrigin]));
  return {
    adapter,
    clients: clients.map(clientMetadata),
    jwks: { keys: [keys.signingKey] },
    cookies: { keys: keys.cookieKeys },
    routes: AUTH0_ROUTES,
    responseTypes: ['code'],
    pkce: { required: () => true },
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    claims: { email: ['email', 'email_verified'], profile: ['name', 'nickname'] },
    conformIdTokenClaims: false,
    extraParams: ['audience'],
    clientBasedCORS: (_ctx, origin, client) => origins.get(client.clientId) === origin,
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      resourceIndicators: resourceIndicators(audience),
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) =>
          sendPage(ctx as Context, 200, 'Signing out', signOutBody(form)),
        postLogoutSuccessSource: signedOutPage,
      },
    },
    ttl: {
      AccessToken: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? ACCESS_TOKEN_TTL,
      AuthorizationCode: 60,
      IdToken: ACCESS_TOKEN_TTL,
      Interaction: 60 * 60,
      Grant: REFRESH_TOKEN_TTL,
      Session: REFRESH_TOKEN_TTL,
      // A rotated refresh token inherits what is left of the first one: a sign-in lasts 14 days.
      RefreshToken: (ctx) =>
        ctx?.oidc?.entities.RotatedRefreshToken?.remainingTTL ?? REFRESH_TOKEN_TTL,
    },
    renderError: errorPage,
    // The API reads who is calling from the access token alone (an Auth0 tenant does the same
    // with an Action); /userinfo refuses tokens issued for an API audience.
    extraTokenClaims: async (_ctx, token) => {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const account = await accounts.findById(token.accountId);
      return account ? { email: account.email } : undefined;
    },
    findAccount: async (_ctx, sub) => {
      const account = await accounts.findById(sub);
      if (!account) return undefined;
      const nickname = account.email.split('@')[0];
      return {
        accountId: account.id,
        // The local provider never proves ownership of an email, so it never claims it did.
        claims: () => ({
          sub: account.id,
          email: account.email,
          email_verified: false,
          name: account.email,
          nickname,
        }),
      };
    },
  };
}
